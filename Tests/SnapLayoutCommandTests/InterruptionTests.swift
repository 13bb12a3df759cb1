import Foundation
import Testing

/// Issue 38: a signal in the middle of `solve --output FILE` leaves `FILE.partial` holding whole
/// lines, one line on standard error says how many documents were written, and the status is
/// 128 + the signal. Runs the built tool as a process of its own (signals end processes).
struct InterruptionTests {
    /// The `snaplayout` built beside the test bundle.
    static var tool: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snaplayout")
    }

    static func document(_ i: Int) -> String {
        #"{"name":"d\#(i)","size":[100,50],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.left == \#(i % 9)","a.top == 1","a.width == 10","a.height == 10"]}"#
    }

    @Test(arguments: [(SIGINT, 1), (SIGTERM, 2), (SIGHUP, 1), (SIGINT, 2)])
    func anInterruptedBatchIsMarkedPartial(signal: Int32, jobs: Int) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.tool.path), "no tool at \(Self.tool.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.jsonl")
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["solve", "--jobs", "\(jobs)", "--output", output.path, "-"]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        // 300 documents, then the input stays open: the tool has written them and waits for more.
        input.fileHandleForWriting.write(Data((0..<300).map { Self.document($0) + "\n" }.joined().utf8))
        let deadline = Date(timeIntervalSinceNow: 60)
        while Self.lineCount(output) < 300, Date() < deadline { usleep(10_000) }
        kill(process.processIdentifier, signal)
        // A signal the tool did not handle would leave it waiting for input: end it, and fail.
        let stopDeadline = Date(timeIntervalSinceNow: 20)
        while process.isRunning, Date() < stopDeadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let partial = output.path + ".partial"
        let lines = try String(contentsOfFile: partial, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 300)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "\(line)")
        }
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal]!
        #expect(message == "snaplayout: interrupted by \(name) after writing the results of 300 documents; they are in '\(partial)'\n")
        try? input.fileHandleForWriting.close()
    }

    static func lineCount(_ file: URL) -> Int {
        guard let data = FileManager.default.contents(atPath: file.path) else { return 0 }
        return data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
