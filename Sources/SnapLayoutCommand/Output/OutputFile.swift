#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapLayoutModel

/// The file an `--output PATH` option names, written the way a user expects of a shell redirect,
/// without ever leaving a partial file that looks complete.
///
/// - A regular file (or a path that does not exist yet) is written to a temporary file in the
///   same folder, which replaces it by `rename(2)` only once every byte is written: a full disk
///   leaves the old file as it was and no half-written one. A symbolic link is followed, so the
///   file it points to is replaced and the link stays.
/// - Anything else that can be opened for writing (a FIFO, a terminal, `/dev/null`, `/dev/full`)
///   is opened and written as it is, as `> PATH` would; a failure is reported and the run fails.
/// - A folder is refused.
final class OutputFile {
    /// Where the bytes go while being written.
    let writer: OutputWriter
    /// The final path, when the bytes go to a temporary file first.
    private let finalPath: String?
    /// The temporary file's path, removed if the output is not completed.
    private let temporaryPath: String?
    private var isClosed = false

    /// Opens `path` for writing (see the type's description for what each kind of path gets).
    init(path: String) throws(WriteError) {
        let destination = "'\(MessageText.quoted(path))'"
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists && (status.st_mode & S_IFMT) == S_IFDIR {
            throw WriteError(destination: destination, reason: "it is a directory")
        }
        if exists && (status.st_mode & S_IFMT) != S_IFREG {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw WriteError(destination: destination, errorNumber: errno) }
            writer = OutputWriter(descriptor: fd, destination: destination)
            finalPath = nil
            temporaryPath = nil
            return
        }
        let target = OutputFile.resolvingLinks(path)
        let folder = OutputFile.folder(of: target)
        let name = OutputFile.lastComponent(of: target)
        var template = Array("\(folder)/.\(name).snaplayout-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteError(destination: destination, errorNumber: errno) }
        let temporary = String(cString: template)
        // mkstemp makes the file private; give it what the old file had, or what a new one gets.
        _ = fchmod(fd, exists ? status.st_mode & 0o7777 : OutputFile.defaultMode())
        writer = OutputWriter(descriptor: fd, destination: destination)
        finalPath = target
        temporaryPath = temporary
    }

    /// Completes the output: the temporary file takes the final path's place.
    func commit() throws(WriteError) {
        guard !isClosed else { return }
        isClosed = true
        if close(writer.descriptor) != 0 {
            let failure = WriteError(destination: writer.destination, errorNumber: errno)
            if let temporaryPath { unlink(temporaryPath) }
            throw failure
        }
        guard let finalPath, let temporaryPath else { return }
        if rename(temporaryPath, finalPath) != 0 {
            let failure = WriteError(destination: writer.destination, errorNumber: errno)
            unlink(temporaryPath)
            throw failure
        }
    }

    /// Gives up: the temporary file is removed and the final path keeps what it had.
    func discard() {
        guard !isClosed else { return }
        isClosed = true
        close(writer.descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }

    deinit { discard() }

    /// `path` with every symbolic link at its end followed (at most 40, as the kernel allows), so
    /// that the file a link points to is replaced, not the link. A link to a missing file resolves
    /// to that file, which is then created, as a shell redirect does.
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

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// 0666 less the process's umask, as `open(2)` with `O_CREAT` would give.
    private static func defaultMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
