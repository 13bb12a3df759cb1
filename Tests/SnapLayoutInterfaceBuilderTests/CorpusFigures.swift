import Foundation
import SnapLayoutCommand
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem

/// The figures docs/interface-builder.md reports for a folder of storyboards and xibs, computed as
/// `scripts/ib-corpus-check.py` computes them: scenes found, scenes holding a constraint, laid out
/// (neither an error nor unsupported), and within 0.5 pt of the frames Xcode stored.
struct CorpusFigures: Equatable {
    var files = 0
    var scenes = 0
    var withConstraints = 0
    var laidOut = 0
    var matching = 0
    /// Scenes (`FILE__ROOTID` or `FILE__CELLID`) that match, for comparing with the converter's documents.
    var matchingNames: Set<String> = []
    /// `FILE__CELLID` → `FILE__ROOTID` for cells' scenes.
    var cellNames: [String: String] = [:]

    static func measure(_ folder: URL, solver: any LayoutSolver, text: InterfaceBuilderTextSizing = .measured) -> CorpusFigures {
        var figures = CorpusFigures()
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for relative in names.sorted() where relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") {
            figures.files += 1
            let url = folder.appendingPathComponent(relative)
            guard let document = try? InterfaceBuilderDocument(contentsOf: url, text: text) else { continue }
            for scene in document.scenes {
                figures.add(scene, file: url.lastPathComponent, solver: solver)
            }
        }
        return figures
    }

    private mutating func add(_ scene: InterfaceBuilderScene, file: String, solver: any LayoutSolver) {
        scenes += 1
        if let cell = scene.cellID { cellNames["\(file)__\(cell)"] = "\(file)__\(scene.id)" }
        guard !scene.constraintIDs.isEmpty || !scene.placeholderConstraintIDs.isEmpty else { return }
        withConstraints += 1
        let report = IBFileCheck(solver: solver).check(scene, file: file)[0]
        guard report.status != .error, report.status != .unsupported else { return }
        laidOut += 1
        var worst = 0.0
        for (id, frame) in report.frames {
            guard let stored = scene.storedFrames[id] else { continue }
            var pairs = [(frame.size.width, stored.size.width), (frame.size.height, stored.size.height)]
            if id != scene.id { pairs += [(frame.origin.x, stored.origin.x), (frame.origin.y, stored.origin.y)] }
            worst = max(worst, pairs.map { Double(abs($0 - $1)) }.max() ?? 0)
        }
        guard worst <= 0.5 else { return }
        matching += 1
        matchingNames.insert("\(file)__\(scene.id)")
    }
}
