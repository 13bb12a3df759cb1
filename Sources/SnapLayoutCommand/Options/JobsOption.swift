import ArgumentParser
import Foundation

/// How many documents a batch works on at once.
struct JobsOption: ParsableArguments {
    @Option(name: .shortAndLong, help: "How many documents to solve in parallel (default: the number of cores).")
    var jobs: Int?

    /// The number given, or the machine's core count.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }
}
