#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes written to a file descriptor with `write(2)`, every failure returned as a `WriteError`.
///
/// Foundation's `FileHandle.write(_:)` traps when the system refuses a write (a full disk, a closed
/// descriptor, a pipe whose reader left while SIGPIPE is ignored); the tool must instead say so in
/// one line and exit with a failure, so every byte it prints goes through here.
struct OutputWriter {
    /// The descriptor written to; not closed here (its owner closes it).
    let descriptor: Int32
    /// How the destination is named in messages: `standard output`, or a path in quotes.
    let destination: String
    /// Told what was written when a signal ends the run (the tool's, not the tests' in-process runs).
    var interruption: Interruption?

    init(descriptor: Int32, destination: String, interruption: Interruption? = nil) {
        self.descriptor = descriptor
        self.destination = destination
        self.interruption = interruption
    }

    /// Writes all of `bytes`, retrying short and interrupted writes.
    func write(_ bytes: [UInt8]) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(destination: destination, errorNumber: errno)
            }
            offset += written
        }
    }

    /// Writes `text` as UTF-8.
    func write(_ text: String) throws(WriteError) {
        try write(Array(text.utf8))
    }

    /// Writes `text` and ignores a failure: for messages to standard error, which has nowhere
    /// else to report its own failure.
    func writeMessage(_ text: String) {
        try? write(Array(text.utf8))
    }
}

/// `write(2)`, named apart from `OutputWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
