import Testing
import SnapLayoutModel

/// Every distribution × every alignment × both axes (contract v1.1, sections 4 and 5), hand-computed.
///
/// Three views a, b, c with intrinsic lengths 40, 60, 20 along the axis and 20, 40, 30 across it,
/// spacing 10, the stack 200 long and free across. Along the axis the distribution alone decides
/// the frames; across it the alignment alone, so each expected frame is one row of each table.
@Suite struct StackMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var axis: LayoutAxis, distribution: StackDistribution, alignment: StackAlignment
        var testDescription: String { "\(axis) \(distribution) \(alignment)" }
    }

    static let cases: [Case] = LayoutAxis.allCases.flatMap { axis in
        StackDistribution.allCases.flatMap { distribution in
            StackAlignment.allCases.map { Case(axis: axis, distribution: distribution, alignment: $0) }
        }
    }

    /// Along the axis, [position, length] of a, b, c, by distribution.
    ///
    /// - fill: 60 spare points go to b, the view with the lowest hugging (250 against 251, 252).
    /// - fillEqually: (200 − 20) / 3 = 60 each.
    /// - fillProportionally: D = 120 + 10 · 2 = 140; a = 200 · 40/140 @999 and b = 200 · 60/140
    ///   @998 hold; c (@997) takes what the spacing leaves: 180 − 142.857143 (UIKit's spacing quirk).
    /// - equalSpacing: views at their lengths, two gaps of (200 − 120) / 2 = 40.
    /// - equalCentering: centres at 20 and 190 fix a and c; b's centre halfway, at 105.
    static let along: [StackDistribution: [[Double]]] = [
        .fill: [[0, 40], [50, 120], [180, 20]],
        .fillEqually: [[0, 60], [70, 60], [140, 60]],
        .fillProportionally: [[0, 400.0 / 7], [400.0 / 7 + 10, 600.0 / 7], [1000.0 / 7 + 20, 180 - 1000.0 / 7]],
        .equalSpacing: [[0, 40], [80, 60], [180, 20]],
        .equalCentering: [[0, 40], [75, 60], [180, 20]],
    ]

    /// Across the axis, [position, length] of a, b, c and the stack's length, by alignment
    /// (horizontal stacks; `nil` where a vertical stack leaves a view to the stay tier).
    ///
    /// Baselines (first, last): a (15, 5), b (30, 10), c (20, 8).
    /// - fill: all as thick as b, whose compression resistance (750) beats the others' hugging.
    /// - firstBaseline: tops at A, A − 15, A − 5; only a bounds the stack's top (`<=`), the
    ///   spanner's bottom A + 25 is the stack's bottom, and UISV-canvas-fit @49 gives A = 0: b and
    ///   c stick out above the stack, as in UIKit.
    /// - lastBaseline: bottoms at B, B + 5, B + 3; the spanner's top (B − 35) is the stack's top,
    ///   so B = 35; the stack's bottom only has to reach a's (`>=`): 35, and b sticks out below.
    static let across: [StackAlignment: (views: [[Double]], stack: Double)] = [
        .fill: ([[0, 40], [0, 40], [0, 40]], 40),
        .leading: ([[0, 20], [0, 40], [0, 30]], 40),
        .center: ([[10, 20], [0, 40], [5, 30]], 40),
        .trailing: ([[20, 20], [0, 40], [10, 30]], 40),
        .firstBaseline: ([[0, 20], [-15, 40], [-5, 30]], 25),
        .lastBaseline: ([[15, 20], [0, 40], [8, 30]], 35),
    ]

    static func layout(_ c: Case) -> StackFixture {
        var f = StackFixture(width: 400, height: 400)
        f.stack("s", axis: c.axis, distribution: c.distribution, alignment: c.alignment, spacing: .points(10),
                arranged: ["a", "b", "c"])
        let lengths = [40.0, 60, 20], thicknesses = [20.0, 40, 30], hugging = [251.0, 250, 252]
        let baselines: [(Double, Double)] = [(15, 5), (30, 10), (20, 8)]
        for (k, id) in ["a", "b", "c"].enumerated() {
            let size = c.axis == .horizontal ? (lengths[k], thicknesses[k]) : (thicknesses[k], lengths[k])
            f.view(id, in: "s", size: size, baseline: baselines[k])
            f.snapshot.items[f.index(id)].hugging[c.axis] = hugging[k]
        }
        f.pin("s", .left, 10)
        f.pin("s", .top, 20)
        f.pin("s", c.axis == .horizontal ? .width : .height, 200)
        return f
    }

    @Test(arguments: cases)
    func framesFollowTheDistributionAndTheAlignment(_ c: Case) throws {
        let solve = try Self.layout(c).solve()
        let along = Self.along[c.distribution]!
        let across = Self.across[c.alignment]!
        let crossIsLeftToStays = c.axis == .vertical && [.firstBaseline, .lastBaseline].contains(c.alignment)
        for (k, id) in ["a", "b", "c"].enumerated() {
            let frame = solve[id]
            let (position, length) = c.axis == .horizontal ? (frame[0], frame[2]) : (frame[1], frame[3])
            #expect(same([position, length], along[k]), "\(id) along: \(frame)")
            guard !crossIsLeftToStays else { continue }
            let (crossPosition, thickness) = c.axis == .horizontal ? (frame[1], frame[3]) : (frame[0], frame[2])
            var expected = across.views[k]
            // A vertical stack's baseline alignments are the vertical rules: handled above.
            if c.axis == .vertical, c.alignment == .fill { expected = [0, 40] }
            #expect(same([crossPosition, thickness], expected), "\(id) across: \(frame)")
        }
        let stack = solve["s"]
        #expect(same(c.axis == .horizontal ? [stack[2]] : [stack[3]], [200]))
        if !crossIsLeftToStays {
            #expect(same([c.axis == .horizontal ? stack[3] : stack[2]], [across.stack]), "stack \(stack)")
            #expect(solve.ambiguous.isEmpty, "ambiguous: \(solve.ambiguous)")
        }
    }

    /// A vertical stack has no baseline alignment across its axis (UIKit: "valid for horizontal
    /// axis only"): only `r` is tied to the canvas (its leading edge, or its trailing edge for
    /// lastBaseline), the others are only kept inside the spanner.
    @Test func verticalBaselineAlignmentTiesOnlyTheFirstView() throws {
        for alignment in [StackAlignment.firstBaseline, .lastBaseline] {
            let solve = try Self.layout(Case(axis: .vertical, distribution: .fill, alignment: alignment)).solve()
            let a = solve["a"], s = solve["s"]
            if alignment == .firstBaseline { #expect(a[0] == 0) } else { #expect(same([a[0] + a[2]], [s[2]])) }
            // c (30 wide) can sit anywhere within the spanner that b (40) sets: not determined.
            #expect(solve.ambiguous.contains("c"), "\(solve.frames) \(solve.ambiguous)")
        }
    }
}
