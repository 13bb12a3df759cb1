import Foundation
import Testing
import SnapLayoutCommand

/// `snaplayout explain` and `snaplayout render` end to end: words, files, exit status, and the
/// message when the PNG converter is missing. Serialized like the other command suites; these
/// tests read files only and leave standard input alone, so they cannot race the suites that swap it.
@Suite(.serialized)
struct ExplainRenderCommandTests {
    static let examples = CommandRunner.examples

    func run(_ arguments: [String]) throws -> (Int32, String, String) { try CommandRunner.run(arguments) }

    func example(_ name: String) -> String { Self.examples.appendingPathComponent(name).path }

    /// A fresh folder for output files.
    func outputFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func explainNamesTheConflictAndTheBrokenConstraintAsWritten() throws {
        let (status, output, error) = try run(["explain", example("conflict.json")])
        #expect(status == 1, "a conflict makes the status 1")
        #expect(error.isEmpty)
        #expect(output.hasPrefix("== conflict ==\nroot size: 320 × 480\nsummary: 2 conflicts, 1 unsatisfied optional constraint, 0 ambiguous items\n"))
        #expect(output.contains("""
            Conflict 1 of 2: these 4 required constraints cannot all hold:
              size.width
              #0 "button.leading == root.leading + 20"
              #1 "button.trailing == root.trailing - 20"
              #3 fixedWidth: "button.width == 200"   <- broken
            Broken: #3 fixedWidth: "button.width == 200"
            """))
        #expect(output.contains("  button.hugging.width (priority 250) misses by 192 pt\n"))
    }

    @Test func aCleanDocumentExitsZeroAndWhyListsTheChain() throws {
        let (status, output, _) = try run(["explain", "--why", "name", example("profile-card.json")])
        #expect(status == 0, "unsatisfied optional constraints alone are not a problem")
        #expect(output.contains("""
            Why name is where it is:
              name (x 80, y 12, width 142, height 24)
            """))
        #expect(output.contains(#"    [x] #4 "name.leading == avatar.trailing + 12" holds; ties to avatar"#))
        #expect(output.contains("  avatar (x 12, y 12, width 56, height 56), reached from name\n"))
    }

    @Test func anUnknownWhyIdIsAnErrorNamingTheIdAndTheDocument() throws {
        let (status, output, errors) = try run(["explain", "--why", "nobody", "--why", "name", example("profile-card.json")])
        #expect(status == 1)
        #expect(errors == "snaplayout: document 'profile-card': --why nobody: no item has this id\n")
        #expect(output.contains("\nWhy nobody: no item has this id\n\nWhy name is where it is:\n"), "the explanation is still printed")
        let (known, _, quiet) = try run(["explain", "--why", "name", example("profile-card.json")])
        #expect(known == 0)
        #expect(quiet == "")
    }

    @Test func constraintTextIsKeptAsWrittenAndAmbiguityFailsTheRun() throws {
        let file = try CommandRunner.temporaryFile("""
            {"name": "loose", "size": [100, 100], "views": [{"id": "r"}, {"id": "a", "parent": "r"}],
             "constraints": ["a.left==r.left+10", "a.top == 0", "a.height == 10"]}
            """, name: "loose.json")
        let (status, output, _) = try run(["explain", file.path])
        #expect(status == 1, "an ambiguous item makes the status 1")
        #expect(output == """
            == loose ==
            root size: 100 × 100
            summary: 0 conflicts, 0 unsatisfied optional constraints, 1 ambiguous item

            Unsatisfied optional constraints: none

            Ambiguous items (1): these could move without any constraint holding less well:
              a
                width  free in (-∞, ∞), solved 0

            """)
    }

    @Test func aBadDocumentIsAnErrorSectionAndTheBatchGoesOn() throws {
        let bad = try CommandRunner.temporaryFile(#"{"views": [{"id": "r"}], "constraints": ["r.wdth == 3"]}"#, name: "bad.json")
        let (status, output, _) = try run(["explain", bad.path, example("rtl-toolbar.json")])
        #expect(status == 1)
        let sections = output.components(separatedBy: "\n\n== ")
        #expect(sections.first?.hasPrefix("== bad.json ==\nerror: constraint 0") == true)
        #expect(output.contains("== rtl-toolbar ==\n"))
    }

    @Test func renderWritesAnSVGAndReportsProblemsInItsStatus() throws {
        let folder = try outputFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = folder.appendingPathComponent("card.svg").path
        let (status, output, _) = try run(["render", example("profile-card.json"), "--output", clean])
        #expect(status == 0)
        #expect(output == "wrote \(clean)\n")
        let svg = try String(contentsOfFile: clean, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.contains(">profile-card  375 × 107</text>"))
        let conflicted = folder.appendingPathComponent("conflict.svg").path
        let (conflictStatus, _, _) = try run(["render", example("conflict.json"), "-o", conflicted, "--scale", "2", "--all-items"])
        #expect(conflictStatus == 1, "drawn, but the layout has conflicts")
        #expect(try String(contentsOfFile: conflicted, encoding: .utf8).contains(">#3 fixedWidth</text>"))
    }

    @Test func severalDocumentsArePagesOrSideBySide() throws {
        let folder = try outputFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("all.svg").path
        let inputs = [example("rtl-toolbar.json"), example("spacer-guides.json")]
        let (status, output, _) = try run(["render"] + inputs + ["--output", target])
        #expect(status == 0)
        let pages = ["all-1.svg", "all-2.svg"].map { folder.appendingPathComponent($0).path }
        #expect(output == pages.map { "wrote \($0)\n" }.joined())
        #expect(pages.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        let (sideStatus, sideOutput, _) = try run(["render"] + inputs + ["--side-by-side", "--output", target])
        #expect(sideStatus == 0 && sideOutput == "wrote \(target)\n")
        let svg = try String(contentsOfFile: target, encoding: .utf8)
        #expect(svg.components(separatedBy: "<g class=\"layout\">").count == 3)
    }

    @Test func pagesKeepTheirInputNumbersWhenADocumentCannotBeDrawn() throws {
        let folder = try outputFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try CommandRunner.temporaryFile(#"{"views": []}"#, name: "empty.json")
        let target = folder.appendingPathComponent("page.svg").path
        let (status, output, error) = try run(["render", bad.path, example("rtl-toolbar.json"), "--output", target])
        #expect(status == 1)
        #expect(error.hasPrefix("snaplayout: document 'empty.json': "))
        #expect(output == "wrote \(folder.appendingPathComponent("page-2.svg").path)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("page-1.svg").path))
    }

    @Test func aMissingPNGConverterIsNamedWithHowToInstallIt() throws {
        let folder = try outputFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("card.png").path
        let (status, output, error) = try run(["render", example("profile-card.json"), "--output", target,
                                               "--converter-search-path", folder.path])
        #expect(status == 1)
        #expect(output.isEmpty)
        #expect(error.contains("rsvg-convert was not found on PATH"))
        #expect(error.contains("apt-get install librsvg2-bin"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// A PNG through rsvg-convert (which CI installs, `.ci/run`): a real PNG of the page's size
    /// times the scale.
    @Test(.enabled(if: RenderCommandProbe.hasConverter, "needs rsvg-convert (apt-get install librsvg2-bin)"))
    func aPNGIsWrittenAtTheGivenScale() throws {
        let folder = try outputFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("card.png"), svg = folder.appendingPathComponent("card.svg")
        #expect(try run(["render", example("profile-card.json"), "--output", png.path, "--scale", "2"]).0 == 0)
        #expect(try run(["render", example("profile-card.json"), "--output", svg.path]).0 == 0)
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        let text = try String(contentsOf: svg, encoding: .utf8)
        let viewBox = text.components(separatedBy: #"viewBox="0 0 "#)[1].prefix { $0 != "\"" }.split(separator: " ").map { Double($0)! }
        #expect(width == Int((2 * viewBox[0]).rounded()) && height == Int((2 * viewBox[1]).rounded()))
    }

    // With no INPUT, as on a terminal: piped, standard input would be read.
    @Test(arguments: [["explain"], ["render", "x.json"], ["render", "x.json", "--output", "x.pdf"],
                      ["render", "x.json", "--output", "x.svg", "--scale", "0"], ["explain", "--jobs", "0", "x.json"]])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let (status, _, error) = try StandardInput.$isTerminal.withValue({ true }) { try run(arguments) }
        #expect(status == 2)
        #expect(!error.isEmpty)
    }
}

/// Whether rsvg-convert is on the PATH.
enum RenderCommandProbe {
    static let hasConverter: Bool = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert")
    }
}
