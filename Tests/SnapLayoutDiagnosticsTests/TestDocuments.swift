import Foundation
import SnapLayoutDiagnostics
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel

/// Documents solved for diagnosis, the way `snaplayout explain` does it (constraints named with
/// their text as written).
enum TestDocuments {
    /// The repository's `examples/` folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    /// Every example document's path, sorted.
    static var examplePaths: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { examples.appendingPathComponent($0) }
    }

    /// Reads and solves a document given as JSON text, its tables and collections laid out first
    /// with the same solver (reading leaves them as data); labels keep their written sizes.
    static func diagnose(_ json: String, name: String = "test") throws -> LayoutDiagnosis {
        let document = try LayoutDocument.read(json, defaultName: name).get().expandingLists(with: GLPKSolver()).get()
        let names = ConstraintReference.documentNames(for: document.snapshot, texts: document.constraintTexts)
        return try LayoutDiagnosis.solve(name: document.name, snapshot: document.snapshot, solver: GLPKSolver(),
                                         names: names).get()
    }

    /// Reads and solves an example by file name (`conflict.json`).
    static func example(_ file: String) throws -> LayoutDiagnosis {
        try diagnose(String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8), name: file)
    }
}
