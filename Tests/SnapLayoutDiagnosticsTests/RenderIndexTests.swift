@testable import SnapLayoutDiagnostics
import SnapLayoutModel
import SnapLayoutTestSupport
import Testing

/// What placing labels looks up, found without scanning every item (issue 38.3: a picture of a
/// 10 000-view stack, or of a chain of 100 000 nested views, tested every label against every
/// item): the same answers as the scans they replace.
struct RenderIndexTests {
    typealias Rect = LayoutSnapshot.Rect

    /// A rectangle on a small grid of whole and half points, sometimes of no width or height
    /// (which still overlaps a box it lies strictly inside), sometimes repeated.
    static func box(_ generator: inout SeededGenerator) -> Rect {
        func number(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) / 2 }
        return Rect(x: number(-40...400), y: number(-40...400), width: number(0...(Bool.random(using: &generator) ? 8 : 300)),
                    height: number(0...(Bool.random(using: &generator) ? 8 : 300)))
    }

    @Test func theIndexAnswersAsAScanDoes() {
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            var boxes: [Rect] = []
            for _ in 0..<Int.random(in: 1...150, using: &generator) {
                boxes.append(Bool.random(using: &generator) || boxes.isEmpty ? Self.box(&generator) : boxes.randomElement(using: &generator)!)
            }
            if seed % 7 == 0 { boxes.append(Rect(x: .nan, y: 0, width: 10, height: 10)) }
            if seed % 11 == 0 { boxes.append(Rect(x: -1e300, y: 0, width: 2e300, height: 10)) }
            var index = BoxIndex(cellSize: Double(Int.random(in: 1...60, using: &generator)))
            for (owner, box) in boxes.enumerated() { index.insert(box, owner: owner) }
            for _ in 0..<100 {
                let query = Self.box(&generator)
                let excluded = Int.random(in: 0..<boxes.count, using: &generator)
                let scanned = boxes.indices.contains { $0 != excluded && SVGRenderer.overlaps(query, boxes[$0]) }
                #expect(index.overlaps(query, counting: { $0 != excluded }) == scanned, "seed \(seed)")
            }
        }
    }

    @Test func treeOrderKnowsEveryAncestor() {
        for seed in UInt64(1)...100 {
            let snapshot = RandomStackLayouts.snapshot(seed: seed)
            let tree = TreeOrder(snapshot)
            for b in snapshot.items.indices {
                var ancestors = Set<Int>()
                var node = snapshot.items[b].parent
                while let parent = node, ancestors.insert(parent).inserted { node = snapshot.items[parent].parent }
                for a in snapshot.items.indices { #expect(tree.isAncestor(a, of: b) == ancestors.contains(a), "seed \(seed)") }
            }
        }
    }

    /// Absolute rectangles found without recursion (a tree may be 100 000 deep), as the sum of the
    /// parent-relative frames up the tree.
    @Test func absoluteRectanglesAreTheSumsUpTheTree() {
        for seed in UInt64(1)...100 {
            let snapshot = RandomStackLayouts.snapshot(seed: seed)
            var generator = SeededGenerator(seed: seed)
            let frames = snapshot.items.map { _ in Self.box(&generator) }
            let geometry = RenderGeometry(snapshot: snapshot, frames: frames)
            for (index, rect) in geometry.absolute.enumerated() {
                var expected = frames[index], depth = 0
                var node = snapshot.items[index].parent
                while let parent = node {
                    expected.x += frames[parent].x
                    expected.y += frames[parent].y
                    depth += 1
                    node = snapshot.items[parent].parent
                }
                #expect(rect == expected && geometry.depth[index] == depth, "seed \(seed), item \(index)")
            }
        }
    }
}
