import Foundation
import SnapLayoutModel

/// A console log to read with `explain --uikit-log`: a file, or standard input for `-`, read
/// whole (a log is text a person pasted, not a stream of documents) up to a size no console dump
/// comes near.
enum UIKitLogInput {
    /// Larger inputs are refused rather than read without end (`/dev/zero`, a wrong file).
    static let maximumBytes = 64 << 20

    /// What reading an input gave.
    enum Read {
        /// The whole input.
        case success([UInt8])
        /// Why it cannot be read, in one line naming it.
        case failure(String)
    }

    /// The bytes of `input`, or why they cannot be read.
    static func bytes(of input: String) -> Read {
        let name = input == "-" ? "standard input" : "'\(MessageText.quoted(input))'"
        let handle: FileHandle
        if input == "-" {
            handle = .standardInput
        } else {
            var status = stat()
            guard stat(input, &status) == 0 else {
                // As the system says it: "no such file or directory", "too many levels of symbolic links"…
                let reason = String(cString: strerror(errno))
                return .failure("\(name): \(reason.prefix(1).lowercased() + reason.dropFirst())")
            }
            guard (status.st_mode & S_IFMT) != S_IFDIR else { return .failure("\(name) is a directory, not a log") }
            guard let file = FileHandle(forReadingAtPath: input) else { return .failure("\(name): cannot be opened for reading") }
            handle = file
        }
        defer { if input != "-" { try? handle.close() } }
        var bytes: [UInt8] = []
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                bytes += chunk
                if bytes.count > maximumBytes { return .failure("\(name) is larger than 64 MiB: not a console log") }
            }
        } catch {
            return .failure("\(name) cannot be read: \(MessageText.escaped(error.localizedDescription))")
        }
        return .success(bytes)
    }
}
