import Foundation
import Testing
import SnapLayoutCommand
import SnapLayoutInterfaceBuilder

/// The reader's promises on any bytes (`IBHostileInputCheck.violations(in:)`, what the fuzz target
/// runs): the seeds in `Fuzz/seeds-ib/` and hand-made hostile files break none, and each hostile
/// file is one error line, never a crash or a hang.
@Suite struct IBHostileInputTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/seeds-ib")

    static func seedFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        return names.sorted().map { seeds.appendingPathComponent($0) }
    }

    @Test func theSeedsBreakNoPromise() throws {
        let files = Self.seedFiles()
        #expect(files.count >= 3)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            #expect(IBHostileInputCheck.violations(in: bytes) == [], "\(file.lastPathComponent)")
            #expect(try InterfaceBuilderDocument(bytes: bytes, name: file.lastPathComponent).scenes.isEmpty == false)
        }
    }

    /// Hostile inputs: each is read as an error (or as a file with no scene), and every output line keeps its format.
    static let hostile: [(String, [UInt8])] = {
        let seed = Array((try? Data(contentsOf: seeds.appendingPathComponent("view.xib"))) ?? Data())
        var inputs: [(String, [UInt8])] = [
            ("empty", []),
            ("garbage", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }),
            ("nul bytes", [UInt8](repeating: 0, count: 100)),
            ("a truncated seed", Array(seed.prefix(seed.count / 2))),
            ("deep nesting", Array((String(repeating: "<view id=\"v\">", count: 100_000)).utf8)),
            ("a huge attribute", Array("<document><objects><view id=\"\(String(repeating: "é", count: 1_000_000))\"/></objects></document>".utf8)),
            ("entities", Array("<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]><document>&c;</document>".utf8)),
            ("a newline in an id", Array(IBSamples.xib("<view id=\"a&#10;b\"><constraints><constraint firstItem=\"a&#10;b\" firstAttribute=\"nope&#10;\" id=\"c&#13;\"/></constraints></view>").utf8)),
        ]
        var invalid = seed
        if invalid.count > 300 { invalid[300] = 0xC3; invalid[301] = 0x28 }
        inputs.append(("invalid UTF-8 in a seed", invalid))
        let view = IBSamples.xib("<view id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1e300\" height=\"-5\"/></view>")
        inputs.append(("impossible numbers", Array(view.utf8)))
        return inputs
    }()

    @Test(arguments: hostile.map(\.0))
    func aHostileFileIsOneErrorLine(name: String) throws {
        let bytes = Self.hostile.first { $0.0 == name }!.1
        #expect(IBHostileInputCheck.violations(in: bytes) == [])
        do {
            let document = try InterfaceBuilderDocument(bytes: bytes, name: "Hostile.xib")
            // A million-character id is an id: the file is valid, and its scene is checked like any other.
            #expect(document.scenes.isEmpty || name == "a huge attribute", "\(name) read as \(document.scenes.count) scenes")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("Hostile.xib"))
            #expect(error.description.count < 400, "input is quoted 80 characters at most")
        }
    }
}
