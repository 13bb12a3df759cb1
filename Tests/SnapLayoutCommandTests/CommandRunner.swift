import Foundation
import SnapLayoutCommand

/// Runs the tool in process, as the suites of every subcommand do.
enum CommandRunner {
    /// The repository's `examples/` folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    /// Runs the command; returns (status, standard output, standard error).
    static func run(_ arguments: [String]) throws -> (Int32, String, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out"), err = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        let status = SnapLayoutCommand.run(arguments: arguments, standardOutput: outHandle, standardError: errHandle)
        try outHandle.close(); try errHandle.close()
        return (status, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    /// A new file holding `text`, in a folder of its own.
    static func temporaryFile(_ text: String, name: String = "batch.jsonl") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
