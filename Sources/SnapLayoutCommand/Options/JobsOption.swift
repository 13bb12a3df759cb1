import ArgumentParser
import Foundation

/// How many documents a batch works on at once.
struct JobsOption: ParsableArguments {
    @Option(name: .shortAndLong, help: "How many documents to solve in parallel (default: the number of cores).")
    var jobs: Int?

    /// The number given, or the machine's core count.
    var count: Int { JobsOption.count(jobs) }

    func validate() throws {
        if let problem = JobsOption.problem(with: jobs) { throw ValidationError(problem) }
    }

    /// `jobs`, or the machine's core count when it is `nil`.
    static func count(_ jobs: Int?) -> Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    /// What is wrong with `--jobs jobs`, or `nil` (shared with `SolveRequest(plainArguments:)`).
    static func problem(with jobs: Int?) -> String? {
        if let jobs, jobs < 1 { return "--jobs must be at least 1" }
        return nil
    }
}
