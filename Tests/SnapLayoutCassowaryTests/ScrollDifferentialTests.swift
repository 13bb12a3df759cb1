import Foundation
import Testing
import SnapLayout
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutTestSupport

/// The Cassowary solver against GLPK on seeded random screens with scroll views: content pinned to
/// the content guide, to the scroll view's own edges (UIKit's older rule) or left free (an
/// ambiguous content size), widths tied to the frame guide or not, insets and adjustment behaviours
/// under a safe area, nested scroll views, random priorities and inequalities. The same checks as
/// `StackDifferentialTests`: tier minima, conflicts, broken rows, ambiguous items, and the frames
/// of determined items within 1e-6.
struct ScrollDifferentialTests {
    static let seeds: [UInt64] = Sweep.seeds(UInt64(1)...200, quick: 40)

    @Test func cassowaryAgreesWithGLPKOnRandomScrollViews() throws {
        var ambiguous = 0, conflicting = 0
        for seed in Self.seeds {
            let snapshot = RandomScrollScreen.snapshot(seed: seed)
            #expect(!snapshot.scrolls.isEmpty, "seed \(seed) holds a scroll view")
            let found = StackDifferentialTests.differences(snapshot)
            #expect(found.isEmpty, "seed \(seed): \(found.joined(separator: "; "))\n\(snapshot.documentJSON(name: "seed-\(seed)-scroll"))")
            let system = try snapshot.linearSystem()
            let solution = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            let free = solution.frameRanges?.contains { $0.contains { $0.upperBound - $0.lowerBound > 1e-6 } } ?? false
            if free { ambiguous += 1 }
            if !solution.brokenRows.isEmpty { conflicting += 1 }
        }
        // The generator covers what it claims: some screens ambiguous, some conflicting, most neither.
        #expect(ambiguous > 0 && conflicting > 0 && ambiguous + conflicting < Self.seeds.count)
    }
}

/// A random screen with one or two scroll views (one inside the other's content at times).
enum RandomScrollScreen {
    static func snapshot(seed: UInt64) -> LayoutSnapshot {
        var random = SeededGenerator(seed: seed)
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.safeAreaInsets = Bool.random(using: &random) ? EdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : .zero
        let scroll = scrollView(in: root, using: &random)
        fill(scroll, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0, let host = scroll.subviews.first {
            let inner = scrollView(in: host, using: &random)
            fill(inner, using: &random)
        }
        return root.captureLayout().snapshot
    }

    /// A scroll view pinned to `parent` (its safe area at times), with random insets and behaviour.
    static func scrollView(in parent: LayoutView, using random: inout SeededGenerator) -> LayoutScrollView {
        let scroll = LayoutScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(scroll)
        let guide = Bool.random(using: &random) ? parent.safeAreaLayoutGuide : nil
        let inset = CGFloat(Int.random(in: 0...2, using: &random) * 8)
        if let guide {
            scroll.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset).isActive = true
            scroll.bottomAnchor.constraint(equalTo: guide.bottomAnchor).isActive = true
        } else {
            scroll.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset).isActive = true
            scroll.bottomAnchor.constraint(equalTo: parent.bottomAnchor).isActive = true
        }
        scroll.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset).isActive = true
        scroll.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset).isActive = true
        let behaviours: [LayoutScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
        scroll.contentInsetAdjustmentBehavior = behaviours.randomElement(using: &random)!
        if Bool.random(using: &random) { scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 260, right: 0) }
        return scroll
    }

    /// Rows in the scroll view, tied by one of UIKit's recipes or by none, with random extras.
    static func fill(_ scroll: LayoutScrollView, using random: inout SeededGenerator) {
        let count = Int.random(in: 1...6, using: &random)
        var rows: [LayoutView] = []
        for _ in 0..<count {
            let row = LayoutView()
            row.translatesAutoresizingMaskIntoConstraints = false
            row.explicitIntrinsicContentSize = CGSize(width: LayoutView.noIntrinsicMetric, height: CGFloat(Int.random(in: 20...300, using: &random)))
            scroll.addSubview(row)
            rows.append(row)
        }
        let edges = Int.random(in: 0..<3, using: &random)  // 0: content guide, 1: the scroll view's edges, 2: none
        for (index, row) in rows.enumerated() {
            let top = index == 0 ? (edges == 0 ? scroll.contentLayoutGuide.topAnchor : scroll.topAnchor) : rows[index - 1].bottomAnchor
            row.topAnchor.constraint(equalTo: top, constant: CGFloat(Int.random(in: 0...16, using: &random))).isActive = true
            let leading = edges == 0 ? scroll.contentLayoutGuide.leadingAnchor : scroll.leadingAnchor
            if edges != 2 || Bool.random(using: &random) { row.leadingAnchor.constraint(equalTo: leading).isActive = true }
            if edges != 2 { row.trailingAnchor.constraint(equalTo: edges == 0 ? scroll.contentLayoutGuide.trailingAnchor : scroll.trailingAnchor).isActive = true }
            if Int.random(in: 0..<3, using: &random) > 0 {
                let width = row.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: CGFloat(-Int.random(in: 0...2, using: &random) * 10))
                width.priority = Bool.random(using: &random) ? .required : LayoutPriority(Float(Int.random(in: 1...999, using: &random)))
                width.isActive = true
            }
            if Int.random(in: 0..<8, using: &random) == 0 {
                // A fixed height that may fight the intrinsic one or a required chain.
                row.heightAnchor.constraint(lessThanOrEqualToConstant: CGFloat(Int.random(in: 10...200, using: &random))).isActive = true
            }
        }
        if edges != 2, let last = rows.last {
            let bottom = edges == 0 ? scroll.contentLayoutGuide.bottomAnchor : scroll.bottomAnchor
            last.bottomAnchor.constraint(equalTo: bottom, constant: -CGFloat(Int.random(in: 0...16, using: &random))).isActive = true
        }
    }
}
