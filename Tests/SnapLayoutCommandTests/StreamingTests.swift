#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import SnapLayoutCommand

/// `explain` and `render` stream as `solve` does: each document's output appears while standard
/// input is still open, before the next document is written to it. In `SolveCommandTests`' serialized
/// suite, because they swap standard input as its tests do.
extension SolveCommandTests {
    static func liveDocument(_ i: Int) -> String { #"{"views":[{"id":"r\#(i)"}],"size":[10,10]}"# + "\n" }

    /// Runs `arguments` with standard input fed one document at a time: after writing document
    /// `i` (from 1), waits up to 20 s for `arrived(i)`. Returns the status and how many waits were
    /// in vain.
    func runLive(_ arguments: [String], documents: Int, standardOutput: FileHandle,
                 arrived: @escaping @Sendable (Int) -> Bool) throws -> (status: Int32, waitedInVain: Int) {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        nonisolated(unsafe) var waitedInVain = 0
        let thread = Thread {
            for i in 1...documents {
                writer.write(Data(Self.liveDocument(i).utf8))
                let deadline = Date().addingTimeInterval(20)
                while Date() < deadline, !arrived(i) { usleep(2000) }
                if !arrived(i) { waitedInVain += 1 }
            }
            try? writer.close()
        }
        let saved = dup(0)
        dup2(pipe.fileHandleForReading.fileDescriptor, 0)
        defer { dup2(saved, 0); close(saved) }
        let errors = FileHandle(forWritingAtPath: "/dev/null")!
        thread.start()
        let status = SnapLayoutCommand.run(arguments: arguments, standardOutput: standardOutput, standardError: errors)
        while !thread.isFinished { usleep(1000) }
        return (status, waitedInVain)
    }

    @Test func eachExplanationIsWrittenBeforeTheNextDocumentArrives() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.txt")
        _ = FileManager.default.createFile(atPath: target.path, contents: nil)
        let output = try FileHandle(forWritingTo: target)
        let (status, waitedInVain) = try runLive(["explain", "-"], documents: 3, standardOutput: output) { i in
            let text = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
            return text.components(separatedBy: "== stdin#").count - 1 >= i
        }
        try output.close()
        #expect(status == 0)
        #expect(waitedInVain == 0)
        let text = try String(contentsOf: target, encoding: .utf8)
        #expect(text.components(separatedBy: "== stdin#").count - 1 == 3)
        #expect(text.contains("\n\n== stdin#2 ==") && text.contains("\n\n== stdin#3 =="), "blank line between documents")
    }

    /// With several documents one page is written per document; the first two are needed to know
    /// that there are several, so from the second on each page appears before the next arrives.
    @Test func eachPageIsWrittenBeforeTheNextDocumentArrives() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.appendingPathComponent("page.svg").path
        let stdout = FileHandle(forWritingAtPath: "/dev/null")!
        let (_, waitedInVain) = try runLive(["render", "-o", base, "-"], documents: 4, standardOutput: stdout) { i in
            i < 2 || FileManager.default.fileExists(atPath: directory.appendingPathComponent("page-\(i).svg").path)
        }
        #expect(waitedInVain == 0)
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(pages == ["page-1.svg", "page-2.svg", "page-3.svg", "page-4.svg"])
    }
}
