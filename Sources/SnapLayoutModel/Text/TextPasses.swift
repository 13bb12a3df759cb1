/// UIKit's two-pass layout of multi-line labels taken to a fixed point (text.md, section 6): measure,
/// solve, measure each label that wraps at its own width again at its solved width, and solve again
/// until no measurement changes, at most `maximumSolves` times. Any solve will do: a document's, a
/// view tree's, a diagnosis.
public enum TextPasses {
    /// The most solves of one layout.
    public static let maximumSolves = 8

    /// What the passes came to: the snapshot as last measured, the last solve, and the labels whose
    /// measurement still changed after the last solve (item indices, in item order; empty when settled).
    public struct Outcome<Solved> {
        /// The snapshot with the measurements of the last solve.
        public var snapshot: LayoutSnapshot
        /// The last solve.
        public var solved: Solved
        /// Labels that had not settled.
        public var unsettled: [Int]
        /// How many solves were made.
        public var solves: Int
        /// The wrap width each label (`snapshot.texts`, in order) was last measured at.
        public var widths: [WrapWidth]
    }

    /// Runs the passes on `snapshot`: `solve` solves a measured snapshot; `frames` reads its
    /// solved frames (`nil` when the solve failed: the passes stop there).
    public static func run<Solved>(_ snapshot: LayoutSnapshot, with system: TextSystem,
                                   solve: (LayoutSnapshot) -> Solved,
                                   frames: (Solved) -> [LayoutSnapshot.Rect]?) throws(LayoutSnapshot.TextFailure) -> Outcome<Solved> {
        var widths = snapshot.firstTextWidths
        var measured = try snapshot.measuringText(at: widths, with: system)
        var solves = 0
        while true {
            let solved = solve(measured)
            solves += 1
            let automatic = snapshot.texts.indices.filter { snapshot.texts[$0].content.wrapsAtOwnWidth }
            guard !automatic.isEmpty, let solvedFrames = frames(solved) else {
                return Outcome(snapshot: measured, solved: solved, unsettled: [], solves: solves, widths: widths)
            }
            let measuredWidths = widths
            for k in automatic {
                let item = measured.items[snapshot.texts[k].item]
                let width = solvedFrames[snapshot.texts[k].item].width - item.alignmentInsets.left - item.alignmentInsets.right
                widths[k] = TextMeasurement.wrapWidth(forSolvedWidth: width, scale: snapshot.displayScale)
            }
            let next = try snapshot.measuringText(at: widths, with: system)
            let changed = automatic.filter { k in
                let item = snapshot.texts[k].item
                return !sameMeasurement(measured.items[item], next.items[item])
            }
            if changed.isEmpty || solves == maximumSolves {
                return Outcome(snapshot: measured, solved: solved, unsettled: changed.map { snapshot.texts[$0].item },
                               solves: solves, widths: changed.isEmpty ? widths : measuredWidths)
            }
            measured = next
        }
    }

    /// Whether two measurements of a label agree to 1e-9 (intrinsic size and baselines).
    static func sameMeasurement(_ a: LayoutSnapshot.Item, _ b: LayoutSnapshot.Item) -> Bool {
        func close(_ x: Double?, _ y: Double?) -> Bool { abs((x ?? 0) - (y ?? 0)) <= 1e-9 }
        return close(a.intrinsicSize.horizontal, b.intrinsicSize.horizontal) && close(a.intrinsicSize.vertical, b.intrinsicSize.vertical)
            && close(a.firstBaseline, b.firstBaseline) && close(a.lastBaseline, b.lastBaseline)
    }
}
