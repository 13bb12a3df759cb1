import Foundation
import Testing

/// Every Swift code block of README.md, docs/*.md and the umbrella's DocC catalog
/// (Sources/SnapLayout/SnapLayout.docc/*.md) compiles exactly as written against the package as
/// built for these tests, as a file of a package that depends only on the products it imports
/// (type-checked by `swiftc` against those products' modules alone, `ModuleSandbox`; extracted
/// from the Markdown now: see `MarkdownCodeBlocks`).
@Suite struct DocumentationCodeBlockTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files with Swift blocks.
    static let files: [String] = {
        func markdown(in folder: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return ["README.md"] + markdown(in: "docs") + markdown(in: "Sources/SnapLayout/SnapLayout.docc")
    }()

    /// The built modules: beside the test bundle.
    static var modules: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("Modules")
    }

    /// The compiler on the PATH and the folder of its PackageDescription module.
    static func compiler() -> (swiftc: String, manifestAPI: String)? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let real = swiftc.resolvingSymlinksInPath()
            let api = real.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/pm/ManifestAPI")
            // Run by its own name: the driver it links to reads its name to know what to be.
            return (swiftc.path, api.path)
        }
        return nil
    }

    /// Type-checks `source`; the compiler's errors, or `nil` when it compiles.
    static func typeCheck(_ source: String, arguments: [String]) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snaplayout-doc-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler()!.swiftc)
        process.arguments = ["-typecheck", "-suppress-warnings"] + arguments + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : output
    }

    /// The package's products and targets, read once from the manifest.
    static let graph = Result { () throws -> PackageGraph in
        guard let swiftc = compiler()?.swiftc else { throw CocoaError(.fileNoSuchFile) }
        return try PackageGraph.read(repository: repository, swiftc: swiftc)
    }

    /// Type-checks `source` as a file of a package that depends on the products named in `modules`
    /// (products are named as their modules here), with only the modules such a package sees; the
    /// compiler's errors, or `nil` when it compiles.
    static func typeCheckAsClient(_ source: String, modules: [String]) throws -> String? {
        let graph = try graph.get()
        let sandbox = try ModuleSandbox(targets: graph.targets(of: modules), graph: graph, built: Self.modules)
        defer { sandbox.remove() }
        // Swift 6 mode, as a package with tools version 6 compiles its code.
        return try typeCheck(source, arguments: ["-swift-version", "6", "-I", sandbox.folder.path]
                                 + sandbox.cModuleFolders.flatMap { ["-I", $0] })
    }

    @Test(arguments: files)
    func everySwiftBlockCompiles(_ name: String) throws {
        try #require(Self.compiler() != nil, "swiftc is not on the PATH")
        let graph = try Self.graph.get()
        let blocks = try MarkdownCodeBlocks(file: Self.repository.appendingPathComponent(name), name: name)
        for program in blocks.programs {
            let place = "blocks at \(program.locations.joined(separator: ", "))"
            let local = program.modules.filter { graph.dependencies[$0] != nil }
            let notProducts = local.filter { graph.products[$0] == nil }
            #expect(notProducts.isEmpty, "\(place) import \(notProducts), which no product of the package is")
            let errors = try Self.typeCheckAsClient(program.source, modules: local)
            #expect(errors == nil, "\(place):\n\(errors ?? "")\n\(program.source)")
        }
        for manifest in blocks.manifests {
            let source = "import PackageDescription\nlet package = Package(name: \"MyApp\",\n\(manifest.text)\n)\n"
            let errors = try Self.typeCheck(source, arguments: ["-I", Self.compiler()!.manifestAPI, "-package-description-version", "6.0"])
            #expect(errors == nil, "\(manifest.location):\n\(errors ?? "")")
        }
    }

    /// The harness holds a block to what it imports: Foundation only through a module that brings
    /// it, no module beyond the imported products' (issue 43: a `SnapLayoutPureSwift` block that
    /// used `CGRect` passed because every block was given `import Foundation`).
    @Test func blocksSeeOnlyWhatTheirProductsBring() throws {
        try #require(Self.compiler() != nil, "swiftc is not on the PATH")
        let rectangle = "let r = CGRect(x: 0, y: 0, width: 1, height: 1)\n"
        let noFoundation = try #require(try Self.typeCheckAsClient("import SnapLayoutEasyPeasy\n" + rectangle, modules: ["SnapLayoutEasyPeasy"]))
        #expect(noFoundation.contains("cannot find 'CGRect' in scope"))
        let noGLPK = try #require(try Self.typeCheckAsClient("import SnapLayoutPureSwift\nimport SnapLayoutGLPK\n", modules: ["SnapLayoutPureSwift"]))
        #expect(noGLPK.contains("no such module 'SnapLayoutGLPK'"))
        #expect(try Self.typeCheckAsClient("import SnapLayoutPureSwift\n" + rectangle, modules: ["SnapLayoutPureSwift"]) == nil)
        #expect(try Self.typeCheckAsClient("import SnapLayout\n" + rectangle, modules: ["SnapLayout"]) == nil)
    }
}
