#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapLayoutModel

/// The file an `--output PATH` option names, opened as a shell's `> PATH` opens it, and never left
/// looking complete when it is not.
///
/// The path is opened for writing, created or truncated: a symbolic link is followed, a FIFO, a
/// terminal or a device (`/dev/null`, `/dev/full`) is written as it is, a folder is refused. Bytes
/// go out as they are written, so a reader can follow the results of a long batch live. When a
/// write fails, the run fails with one line on standard error, and a regular file is renamed to
/// `PATH.partial`, so that what it holds is never taken for the whole output.
final class OutputFile {
    /// Where the bytes go.
    let writer: OutputWriter
    /// The file's own path (symbolic links followed), when it is a regular file.
    private let regularFilePath: String?
    private var isClosed = false

    /// Opens `path` for writing.
    init(path: String) throws(WriteError) {
        let destination = "'\(MessageText.quoted(path))'"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw WriteError(destination: destination, errorNumber: errno) }
        var status = stat()
        let isRegular = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        writer = OutputWriter(descriptor: fd, destination: destination)
        regularFilePath = isRegular ? OutputFile.resolvingLinks(path) : nil
    }

    /// Completes the output. A failure to close (the last chance a file system has to report a
    /// failed write) is a failed write.
    func commit() throws(WriteError) {
        guard !isClosed else { return }
        isClosed = true
        if close(writer.descriptor) != 0 {
            let failure = WriteError(destination: writer.destination, errorNumber: errno)
            throw markPartial(failure)
        }
    }

    /// Gives up after `failure`: the file is closed and, if regular, renamed to `PATH.partial`.
    /// Returns the failure, its reason saying where the partial output is.
    func discard(after failure: WriteError) -> WriteError {
        guard !isClosed else { return failure }
        isClosed = true
        close(writer.descriptor)
        return markPartial(failure)
    }

    private func markPartial(_ failure: WriteError) -> WriteError {
        guard let regularFilePath else { return failure }
        let partial = regularFilePath + ".partial"
        var marked = failure
        if rename(regularFilePath, partial) == 0 {
            marked.reason += "; what was written before is in '\(MessageText.quoted(partial))'"
        } else {
            marked.reason += "; '\(MessageText.quoted(regularFilePath))' is incomplete"
        }
        return marked
    }

    deinit {
        if !isClosed { close(writer.descriptor) }
    }

    /// `path` with every symbolic link at its end followed (at most 40, as the kernel allows): the
    /// file that was written, which is the one to rename.
    /// Runs `body` with the writer of a new file at `path` (committed when `body` returns, discarded
    /// when a write fails), or with `standard` when there is no path: `-o/--output` of every
    /// subcommand.
    static func writing(to path: String?, orTo standard: OutputWriter,
                        _ body: (OutputWriter) throws(WriteError) -> Int32) throws(WriteError) -> Int32 {
        let file = try path.map { path throws(WriteError) in try OutputFile(path: path) }
        var writer = file?.writer ?? standard
        writer.interruption = standard.interruption
        standard.interruption?.attach(file: file)
        defer { standard.interruption?.attach(file: nil) }
        do throws(WriteError) {
            let status = try body(writer)
            try file?.commit()
            return status
        } catch {
            throw file?.discard(after: error) ?? error
        }
    }

    /// After a signal ended the run: a regular file is renamed to `PATH.partial` (its path is
    /// returned); the descriptor is left to the process's exit.
    func markInterrupted() -> String? {
        guard !isClosed, let regularFilePath else { return nil }
        let partial = regularFilePath + ".partial"
        return rename(regularFilePath, partial) == 0 ? partial : nil
    }

    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : "\(folder(of: current))/\(target)"
        }
        return current
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
