import Foundation
import SnapLayoutCommand

/// Runs `snaplayout` in process with files written for the test.
enum IBCommandRunner {
    /// Runs the command; returns (status, standard output, standard error).
    static func run(_ arguments: [String]) throws -> (Int32, String, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-cli-\(UUID().uuidString)")
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

    /// A new folder holding `files` (name → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// The JSON objects of `output`'s lines.
    static func lines(_ output: String) -> [[String: Any]] {
        output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}
