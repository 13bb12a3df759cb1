import Foundation
import Testing

/// Every Swift code block of README.md, docs/*.md and the umbrella's DocC catalog
/// (Sources/SnapLayout/SnapLayout.docc/*.md) compiles against the package as built for these tests
/// (type-checked by `swiftc`, extracted from the Markdown now: see `MarkdownCodeBlocks`).
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

    @Test(arguments: files)
    func everySwiftBlockCompiles(_ name: String) throws {
        try #require(Self.compiler() != nil, "swiftc is not on the PATH")
        let blocks = try MarkdownCodeBlocks(file: Self.repository.appendingPathComponent(name), name: name)
        for program in blocks.programs {
            // Swift 6 mode, as a package with tools version 6 compiles its code.
            let errors = try Self.typeCheck(program.source, arguments: [
                "-swift-version", "6", "-I", Self.modules.path, "-I", Self.repository.appendingPathComponent("CSolverShim").path,
            ])
            #expect(errors == nil, "blocks at \(program.locations.joined(separator: ", ")):\n\(errors ?? "")\n\(program.source)")
        }
        for manifest in blocks.manifests {
            let source = "import PackageDescription\nlet package = Package(name: \"MyApp\",\n\(manifest.text)\n)\n"
            let errors = try Self.typeCheck(source, arguments: ["-I", Self.compiler()!.manifestAPI, "-package-description-version", "6.0"])
            #expect(errors == nil, "\(manifest.location):\n\(errors ?? "")")
        }
    }
}
