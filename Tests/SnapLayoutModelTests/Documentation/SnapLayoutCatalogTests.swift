import Foundation
import Testing

/// The umbrella module's DocC catalog (`Sources/SnapLayout/SnapLayout.docc`) builds with no
/// warning, as `swift package generate-documentation --target SnapLayout` builds it: the module's
/// symbol graph is extracted from the module built for these tests (with extension blocks, as the
/// plugin extracts it), then `docc convert --warnings-as-errors` runs on the catalog. A broken
/// symbol link, a `<doc:…>` to no article, or a malformed directive fails here, in about a second.
/// (The catalog's Swift blocks are type-checked by `DocumentationCodeBlockTests`.)
@Suite struct SnapLayoutCatalogTests {
    static let catalog = DocumentationCodeBlockTests.repository.appendingPathComponent("Sources/SnapLayout/SnapLayout.docc")

    /// The articles the landing page must link: every `.md` of the catalog but the landing page.
    static var articles: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        return files.filter { $0.hasSuffix(".md") && $0 != "SnapLayout.md" }.map { String($0.dropLast(3)) }.sorted()
    }

    /// A tool beside `swiftc` on the PATH (`docc`, `swift-symbolgraph-extract`).
    static func toolchainTool(_ name: String) throws -> URL {
        let swiftc = try #require(DocumentationCodeBlockTests.compiler(), "swiftc is not on the PATH").swiftc
        let tool = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent(name)
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "\(name) is not beside swiftc (\(tool.path))")
        return tool
    }

    /// Runs `tool`; its exit status and everything it wrote (standard output and error together).
    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so that a long output cannot fill the pipe and stall the tool.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func theCatalogBuildsWithNoWarning() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snaplayout-catalog-\(UUID().uuidString)")
        let symbols = scratch.appendingPathComponent("symbols"), archive = scratch.appendingPathComponent("SnapLayout.doccarchive")
        try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        var target = "x86_64-unknown-linux-gnu"
        #if arch(arm64)
        target = "aarch64-unknown-linux-gnu"
        #endif
        let extract = try Self.run(Self.toolchainTool("swift-symbolgraph-extract"), [
            "-module-name", "SnapLayout", "-I", DocumentationCodeBlockTests.modules.path,
            "-I", DocumentationCodeBlockTests.repository.appendingPathComponent("CSolverShim").path,
            "-target", target, "-minimum-access-level", "public", "-emit-extension-block-symbols",
            "-output-dir", symbols.path,
        ])
        try #require(extract.status == 0, "swift-symbolgraph-extract failed:\n\(extract.output)")

        let convert = try Self.run(Self.toolchainTool("docc"), [
            "convert", Self.catalog.path, "--additional-symbol-graph-dir", symbols.path,
            "--output-path", archive.path, "--warnings-as-errors",
        ])
        let problems = convert.output.components(separatedBy: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        #expect(convert.status == 0 && problems.isEmpty, "docc convert (status \(convert.status)):\n\(convert.output)")
    }

    @Test func theLandingPageLinksEveryArticle() throws {
        let landing = try String(contentsOf: Self.catalog.appendingPathComponent("SnapLayout.md"), encoding: .utf8)
        #expect(Self.articles.count >= 7, "articles: \(Self.articles)")
        for article in Self.articles {
            #expect(landing.contains("- <doc:\(article)>"), "SnapLayout.md's topics do not link \(article).md")
        }
    }
}
