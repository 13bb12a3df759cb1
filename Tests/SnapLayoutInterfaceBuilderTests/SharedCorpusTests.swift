import Foundation
import Testing
import SnapLayout
import SnapLayoutInterfaceBuilder

/// Where the shared corpus is, when it is.
enum SharedCorpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("public").path) }
}

/// The figures of docs/interface-builder.md on the whole shared corpus (`../shared/corpus/ib`
/// beside the repository: 38 repositories' files, and the independent converter's documents).
/// The corpus is not in the repository: without it this suite is skipped, saying so, and
/// `InterfaceBuilderFixtureTests` checks the public files committed as fixtures.
@Suite(.enabled(if: SharedCorpus.isPresent,
                "the shared corpus (../shared/corpus/ib beside the repository) is absent: only the committed fixtures are checked"))
struct SharedCorpusTests {
    static let corpus = SharedCorpus.folder

    /// The converter's documents in `folder` (`docs` or `stack-docs`), by `FILE__ROOTID`.
    static func converterDocuments(_ folder: String) -> Set<String> {
        var names = Set<String>()
        let root = corpus.appendingPathComponent(folder)
        for relative in FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? []
        where relative.hasSuffix(".json") && !relative.hasSuffix(".expected.json") {
            names.insert(String((relative as NSString).lastPathComponent.dropLast(5)))
        }
        return names
    }

    /// With `--text stored`, the sizes Xcode stored for text views: its canvas whatever the fonts.
    @Test func theCorpusFiguresHold() throws {
        let figures = CorpusFigures.measure(Self.corpus.appendingPathComponent("public"), solver: LayoutSolverKind.glpk.makeSolver(),
                                            text: .stored)
        #expect(figures.files == 327)
        #expect(figures.scenes == 842)
        #expect(figures.withConstraints == 453)
        #expect(figures.laidOut == figures.withConstraints, "every scene with constraints is laid out")
        #expect(figures.matching >= 393)
        // The converter's own documents: it reproduces 216 of docs/ (docs/corpus.md) and 28 of
        // stack-docs/ (docs/stack-views.md); this reader more, from the files alone.
        let documents = Self.converterDocuments("docs"), stacks = Self.converterDocuments("stack-docs")
        #expect(documents.count == 229)
        #expect(stacks.count == 32)
        #expect(documents.filter { figures.matchingNames.contains($0) || cellName($0, in: figures) }.count >= 221)
        #expect(stacks.filter { figures.matchingNames.contains($0) || cellName($0, in: figures) }.count >= 30)
    }

    /// With text measured (the default), in DejaVu Sans where Xcode measured San Francisco: every
    /// scene is still laid out, and those without text views, or whose text views do not size
    /// anything the stored frames show, still match (docs/interface-builder.md classifies the rest).
    @Test func theCorpusFiguresWithMeasuredTextHold() throws {
        let figures = CorpusFigures.measure(Self.corpus.appendingPathComponent("public"), solver: LayoutSolverKind.glpk.makeSolver())
        #expect(figures.withConstraints == 453)
        #expect(figures.laidOut == figures.withConstraints)
        #expect(figures.matching >= 205)
    }

    /// The converter names a xib's cell by the cell; the scene here is its content view.
    private func cellName(_ name: String, in figures: CorpusFigures) -> Bool {
        figures.cellNames[name].map { figures.matchingNames.contains($0) } ?? false
    }
}
