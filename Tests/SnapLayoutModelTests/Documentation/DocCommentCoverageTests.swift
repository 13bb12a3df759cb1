import Foundation
import Testing

/// Every public symbol of the model and the DSLs has a doc comment: read from the symbol graphs
/// `swift-symbolgraph-extract` makes of the modules built for these tests.
@Suite struct DocCommentCoverageTests {
    static let modules = ["SnapLayoutText", "SnapLayoutModel", "SnapLayoutDSL", "SnapLayoutEasyPeasy", "SnapLayoutSwiftLayout", "SnapLayoutUIKitNames", "SnapLayoutLists"]

    /// `(file:line name)` of each public symbol declared in `module` without a doc comment.
    static func undocumented(_ module: String) throws -> [String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("snaplayout-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let swiftc = try #require(DocumentationCodeBlockTests.compiler()).swiftc
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
        process.arguments = ["-module-name", module, "-I", DocumentationCodeBlockTests.modules.path,
                             "-I", DocumentationCodeBlockTests.repository.appendingPathComponent("CSolverShim").path,
                             "-target", "x86_64-unknown-linux-gnu", "-output-dir", output.path, "-minimum-access-level", "public"]
        #if arch(arm64)
        process.arguments![process.arguments!.firstIndex(of: "x86_64-unknown-linux-gnu")!] = "aarch64-unknown-linux-gnu"
        #endif
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module)")
        var missing: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasPrefix(module) {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            for symbol in graph["symbols"] as! [[String: Any]] {
                let precise = (symbol["identifier"] as! [String: Any])["precise"] as! String
                let location = symbol["location"] as? [String: Any]
                let uri = location?["uri"] as? String ?? ""
                guard !precise.contains("::SYNTHESIZED::"), uri.contains("/Sources/\(module)/"),
                      symbol["docComment"] == nil else { continue }
                let line = ((location?["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
                let title = (symbol["names"] as! [String: Any])["title"] as! String
                missing.append("\(uri.components(separatedBy: "/Sources/").last ?? uri):\(line) \(title)")
            }
        }
        return missing.sorted()
    }

    @Test(arguments: modules)
    func everyPublicSymbolHasADocComment(_ module: String) throws {
        let missing = try Self.undocumented(module)
        #expect(missing.isEmpty, "\(missing.count) public symbols of \(module) have no doc comment:\n\(missing.joined(separator: "\n"))")
    }
}
