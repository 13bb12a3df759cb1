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

extension IBHostileInputTests {
    static let regressions = seeds.deletingLastPathComponent().appendingPathComponent("regressions-ib")

    /// Every file the fuzzer found (`Fuzz/regressions-ib/`) breaks no promise any more.
    @Test func theFuzzersFindingsBreakNoPromise() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).sorted()
        #expect(names.contains("utf7-crashed-libxml2.xib"))
        for name in names {
            let bytes = Array(try Data(contentsOf: Self.regressions.appendingPathComponent(name)))
            #expect(IBHostileInputCheck.violations(in: bytes) == [], "\(name)")
        }
    }

    /// Only UTF-8 reaches the XML parser: a storyboard declaring UTF-7 crashed libxml2 inside
    /// `xmlParseChunk` (the fuzzer's finding); other encodings and byte orders are refused the same way.
    @Test func onlyUTF8IsRead() throws {
        let finding = Array(try Data(contentsOf: Self.regressions.appendingPathComponent("utf7-crashed-libxml2.xib")))
        func error(_ bytes: [UInt8]) -> String? {
            do { _ = try InterfaceBuilderDocument(bytes: bytes, name: "E.xib"); return nil } catch { return error.description }
        }
        #expect(error(finding) == "E.xib:1: the XML declaration names the encoding 'UTF-7': Interface Builder files are UTF-8, the only encoding read")
        #expect(error(Array("<?xml version='1.0' encoding='ISO-2022-JP'?><document/>".utf8))
            == "E.xib:1: the XML declaration names the encoding 'ISO-2022-JP': Interface Builder files are UTF-8, the only encoding read")
        #expect(error([0xFF, 0xFE] + Array("<".utf8) + [0]) == "E.xib:1: is not UTF-8 (it is UTF-16 or UTF-32): Interface Builder files are UTF-8, the only encoding read")
        #expect(error(Array("Lo\u{a7}".utf8)) == "E.xib:1: malformed XML: the file does not start with an element or an XML declaration")
        // UTF-8 in any spelling, with or without a byte order mark, is read.
        for declaration in ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<?xml version=\"1.0\" encoding=\"UTF8\"?>", "\u{FEFF}<?xml version=\"1.0\"?>", ""] {
            #expect(error(Array((declaration + "<document type=\"x\"><objects/></document>").utf8)) == nil, "\(declaration)")
        }
    }
}
