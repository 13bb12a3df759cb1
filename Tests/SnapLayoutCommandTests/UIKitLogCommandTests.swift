import Foundation
import Testing
@testable import SnapLayoutCommand

/// `snaplayout explain --uikit-log`: files and standard input, text and JSON, exit status, errors,
/// and the fuzz check of the log reader on its seeds. Serialized like the other command suites;
/// standard input is given to the built tool in a process of its own, never swapped in this one.
@Suite(.serialized)
struct UIKitLogCommandTests {
    static let seeds = CommandRunner.examples.deletingLastPathComponent().appendingPathComponent("Fuzz/seeds-uikit-log")

    func seed(_ name: String) -> String { Self.seeds.appendingPathComponent(name).path }

    @Test func aDumpInWordsExitsOneWhenItConflicts() throws {
        let (status, output, errors) = try CommandRunner.run(["explain", "--uikit-log", seed("cell-width.log")])
        #expect(status == 1 && errors.isEmpty)
        #expect(output.hasPrefix("Dump #0, line 1 (UIKit): 6 constraints; they conflict (1 minimal set).\n"))
        #expect(output.contains("  #4 'title-min-width' (UILabel.width >= 180): change the constant from 180 to 172, or lower the priority to 999 (it then misses by 8 pt).\n"))
    }

    @Test func jsonLinesOnePerDumpNumberedAcrossInputs() throws {
        let (status, output, _) = try CommandRunner.run(["explain", "--uikit-log", "--format", "json",
                                                         seed("cell-width.log"), seed("appkit-conflicting.log")])
        #expect(status == 1)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(#"{"dump": 0, "constraints": [{"index": 0, "text": "<NSLayoutConstraint:0x600002130a50 UIImageView:0x7fa1c8d0e6b0.width == 120   (active)>", "first": "UIImageView:0x7fa1c8d0e6b0.width", "relation": "==", "second": null, "multiplier": 1, "constant": 120, "priority": 1000, "identifier": null}"#))
        #expect(lines[1].hasPrefix(#"{"dump": 1, "#))
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any]) }
        let (_, cassowary, _) = try CommandRunner.run(["explain", "--uikit-log", "--format", "json", "--solver", "cassowary",
                                                       seed("cell-width.log"), seed("appkit-conflicting.log")])
        #expect(cassowary == output, "both solvers give the same answers")
    }

    @Test func severalInputsAreHeadedAndADumpThatHoldsExitsZero() throws {
        let holds = try CommandRunner.temporaryFile("Unable to simultaneously satisfy constraints.\n(\n"
            + "\"<NSLayoutConstraint:0x6001 UIView:0x7a01.width == 100   (active)>\"\n)\n", name: "holds.log")
        let (status, output, errors) = try CommandRunner.run(["explain", "--uikit-log", holds.path])
        #expect(status == 0 && errors.isEmpty)
        #expect(output.hasPrefix("Dump #0, line 1 (UIKit): 1 constraint; read as printed, they do not conflict.\n"))
        let (both, text, _) = try CommandRunner.run(["explain", "--uikit-log", holds.path, seed("appkit-conflicting.log")])
        #expect(both == 1)
        #expect(text.hasPrefix("== '\(holds.path)' ==\nDump #0, line 1"))
        #expect(text.contains("\n\n== '\(seed("appkit-conflicting.log"))' ==\nDump #1, line 1 (AppKit, conflicting constraints)"))
    }

    @Test func inputsThatCannotBeReadOrHoldNoDump() throws {
        let empty = try CommandRunner.temporaryFile("App launched\nno layout trouble here\n", name: "quiet.log")
        let (status, output, errors) = try CommandRunner.run(["explain", "--uikit-log", "/no/such.log", empty.path])
        #expect(status == 1 && output.isEmpty)
        #expect(errors == "snaplayout: '/no/such.log': no such file or directory\n"
            + "snaplayout: '\(empty.path)' holds no 'Unable to simultaneously satisfy constraints' dump\n")
        let directory = empty.deletingLastPathComponent().path
        #expect(try CommandRunner.run(["explain", "--uikit-log", directory]).2 == "snaplayout: '\(directory)' is a directory, not a log\n")
    }

    @Test func usageErrors() throws {
        let (status, _, errors) = try CommandRunner.run(["explain", "--format", "json", seed("cell-width.log")])
        #expect(status == 2 && errors.hasPrefix("Error: --format json is for --uikit-log; explain prints documents as text\n"))
        let (why, _, whyErrors) = try CommandRunner.run(["explain", "--uikit-log", "--why", "a", seed("cell-width.log")])
        #expect(why == 2 && whyErrors.hasPrefix("Error: --why asks about a document's item; it cannot be used with --uikit-log\n"))
    }

    @Test func theOutputOption() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ulog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("answers.jsonl")
        let (status, output, _) = try CommandRunner.run(["explain", "--uikit-log", "--format", "json", "-o", file.path, seed("snapkit-header.log")])
        #expect(status == 1 && output.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(#"{"dump": 0, "constraints": [{"index": 0, "text": "<SnapKit.LayoutConstraint:0x281a99500@SectionHeader.swift#17 "#))
    }

    /// `-` reads standard input: the built tool, run with a pipe.
    @Test func standardInputWithDash() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("snaplayout")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "the tool is built beside the tests")
        let process = Process()
        process.executableURL = tool
        process.arguments = ["explain", "--uikit-log", "--format", "json", "-"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try Data(contentsOf: URL(fileURLWithPath: seed("appkit-conflicting.log"))))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.hasPrefix(#"{"dump": 0, "constraints": [{"index": 0, "text": "<NSLayoutConstraint:0x6000021c4be0 H:|-(20)-[NSTextField:0x7fd2e1a0c3f0](LTR)"#))
        #expect(text.hasSuffix(##""minimal": [[0, 1, 2, 3]], "uikitBroke": 1, "brokeInMinimal": true, "suggestions": [{"index": 0, "change": "constant", "from": 20, "to": 0}, {"index": 0, "change": "priority", "from": 1000, "to": 999}, {"index": 1, "change": "constant", "from": 240, "to": 220}, {"index": 1, "change": "priority", "from": 1000, "to": 999}, {"index": 2, "change": "constant", "from": 20, "to": 0}, {"index": 2, "change": "priority", "from": 1000, "to": 999}], "notes": ["#3 comes from NSView:0x7fd2e1a0b8d0's autoresizing mask: set its translatesAutoresizingMaskIntoConstraints to false and constrain it, rather than change this"]}"## + "\n"))
    }

    /// The fuzz check of the log reader finds nothing in its seeds, nor in hostile inputs made
    /// from them (cut, doubled, mangled bytes).
    @Test func theFuzzCheckOnTheSeeds() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).sorted()
        #expect(names.count >= 6)
        for name in names {
            let bytes = Array(try Data(contentsOf: Self.seeds.appendingPathComponent(name)))
            #expect(UIKitLogInputCheck.violations(in: bytes) == [], "\(name)")
            #expect(UIKitLogInputCheck.violations(in: Array(bytes.prefix(bytes.count / 2))) == [], "\(name), cut in half")
            var mangled = bytes
            for index in stride(from: 7, to: mangled.count, by: 97) { mangled[index] = 0xFF }
            #expect(UIKitLogInputCheck.violations(in: mangled) == [], "\(name), mangled")
        }
    }

    /// The fuzz check on 300 inputs made from the seeds as a fuzzer makes them (bytes changed,
    /// tokens of the format put in, spans cut and repeated), the same on every run.
    @Test func theFuzzCheckOnMutatedSeeds() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).sorted()
        let seeds = try names.map { Array(try Data(contentsOf: Self.seeds.appendingPathComponent($0))) }
        let tokens = ["==", "<=", ">=", "0x7f", ".width", ".leading", "H:|-(8)-[", "]-(", ")-|", "'", "\"", "(inactive)", " @750",
                      "*", "0.5", "h=-&- v=--& ", "Hug:1000 CompressionResistance:1000", "names: '|':UIView:0x9 ", ">\n",
                      "<NSLayoutConstraint:0x1 ", "Will attempt to recover by breaking constraint \n", ".leadingMargin", "1e9"]
            .map { Array($0.utf8) }
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        for round in 0..<300 {
            var bytes = seeds[next(seeds.count)]
            for _ in 0...next(5) {
                let at = next(bytes.count)
                switch next(4) {
                case 0: if !bytes.isEmpty { bytes[at] = UInt8(next(256)) }
                case 1: bytes.insert(contentsOf: tokens[next(tokens.count)], at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + next(40)))
                default: bytes.insert(contentsOf: Array(bytes[at..<min(bytes.count, at + next(200))]), at: min(bytes.count, at + next(300)))
                }
            }
            #expect(UIKitLogInputCheck.violations(in: bytes) == [], "round \(round)")
        }
    }
}
