import Foundation
import Testing
import SnapLayoutDocuments
import SnapLayoutLinearSystem
import SnapLayoutModel

/// The corpus's Interface Builder scenes through `LayoutSnapshot.separableLayoutOrSystem()` (the
/// first layout solved without a `LinearSystem`): where the system's separable solve answers, the
/// same frames bit for bit and the same unsatisfied rows; where it declines, declined too.
@Suite struct SeparableCorpusTests {
    /// Whether two systems are the same (rows, stays and probes).
    static func same(_ a: LinearSystem, _ b: LinearSystem) -> Bool {
        a.variableCount == b.variableCount && a.rows == b.rows && a.stays == b.stays && a.probes == b.probes
    }

    @Test func everySceneAsTheSystemsPath() throws {
        let scenes = try StackCorpusTests.scenes()
        #expect(scenes.count == 32)
        var separable = 0
        for url in scenes {
            let document = try LayoutDocument.read(Array(Data(contentsOf: url)), defaultName: url.lastPathComponent).get()
            let snapshot = document.snapshot
            let system = try snapshot.linearSystem()
            switch try snapshot.separableLayoutOrSystem() {
            case .system(let built):
                #expect(system.separableSolution() == nil, "\(url.lastPathComponent)")
                #expect(Self.same(built, system), "\(url.lastPathComponent)")
            case .separable(let layout):
                let values = try #require(system.separableSolution(), "\(url.lastPathComponent)")
                let frames = system.frames(values)
                #expect(layout.frames.map { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }
                    == frames.map { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }, "\(url.lastPathComponent)")
                let expected = system.unsatisfiedRows(values).map {
                    SeparableLayout.Unsatisfied(source: system.rows[$0.row].source, priority: system.rows[$0.row].priority,
                                                error: $0.error)
                }
                #expect(layout.unsatisfied == expected, "\(url.lastPathComponent)")
                separable += 1
            }
        }
        // (So that the test cannot pass by declining: most scenes are separable.)
        #expect(separable >= 10, "only \(separable) scenes were separable")
    }
}
