#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A write that failed: where to, and the system's reason. Its description is the tool's one line
/// (`snaplayout: cannot write standard output: No space left on device`).
struct WriteError: Error, CustomStringConvertible {
    /// What was being written: `standard output`, or a path in quotes.
    var destination: String
    /// The system's reason (`strerror`), with anything the tool adds.
    var reason: String

    init(destination: String, reason: String) {
        self.destination = destination
        self.reason = reason
    }

    /// The failure of the last system call, from `errno`.
    init(destination: String, errorNumber: Int32) {
        self.init(destination: destination, reason: String(cString: strerror(errorNumber)))
    }

    var description: String { "snaplayout: cannot write \(destination): \(reason)" }
}
