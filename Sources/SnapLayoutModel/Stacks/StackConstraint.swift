/// A constraint a concrete view (a stack view, a scroll view) generated, named as UIKit names it
/// (`UISV-spacing`, …; a scroll view's `UIScrollView-frame-guide`). `stack` is the generating view's id.
///
/// Reports name it `STACK.KIND.DETAIL…`: `s.UISV-spacing.a.b` (between arranged views `a` and
/// `b`), `s.UISV-hiding.h`, `s.UISV-canvas-connection.leading.a` (the stack's leading edge to
/// `a`'s), `s.UISV-alignment.b.top` (`b`'s top to the first view's).
public struct StackConstraint: Hashable, Sendable {
    /// Which of UIKit's stack rules generated the constraint.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The first and last views to the stack's edges (or margins), along and across the axis.
        case canvasConnection = "UISV-canvas-connection"
        /// The space between consecutive visible views.
        case spacing = "UISV-spacing"
        /// A hidden view's size along the axis at zero.
        case hiding = "UISV-hiding"
        /// A hidden view placed next to its nearest visible neighbour (weak).
        case spacingHidden = "UISV-spacing-hidden"
        /// Equal sizes (fillEqually), or equal gaps (equalSpacing, equalCentering).
        case fillEqually = "UISV-fill-equally"
        /// A size in proportion to the view's intrinsic size (fillProportionally).
        case fillProportionally = "UISV-fill-proportionally"
        /// A gap's ends at its two views (equalSpacing, equalCentering).
        case distributingEdge = "UISV-distributing-edge"
        /// A weak pull of the stack's size to zero, so that it fits its views.
        case canvasFit = "UISV-canvas-fit"
        /// Wrapping text kept to its share of a horizontal stack's width.
        case textWidthDisambiguation = "UISV-text-width-disambiguation"
        /// The views lined up across the axis with the first visible view.
        case alignment = "UISV-alignment"
        /// The alignment spanner around every visible view.
        case spanningBoundary = "UISV-spanning-boundary"
        /// The alignment spanner kept as small as its views allow (weak).
        case spanningFit = "UISV-spanning-fit"
        /// A weak size across the axis that keeps unaligned views from being ambiguous.
        case ambiguitySuppression = "UISV-ambiguity-suppression"
        /// A scroll view's content guide at the content's origin (`x`, `y`).
        case scrollContentOrigin = "UIScrollView-content-origin"
        /// A scroll view's frame guide at the content offset, as large as the scroll view.
        case scrollFrameGuide = "UIScrollView-frame-guide"
        /// A scroll view's `contentSize` as set, the weakest pull on its content guide.
        case scrollContentSize = "UIScrollView-content-size"
    }

    /// The stack view's id.
    public var stack: String
    /// The rule.
    public var kind: Kind
    /// What the name adds after the kind: the ids of the views involved, and an attribute where a
    /// rule makes several constraints for one view.
    public var details: [String]

    /// Creates a stack constraint description.
    public init(stack: String, kind: Kind, details: [String] = []) {
        self.stack = stack
        self.kind = kind
        self.details = details
    }

    /// The name in reports: `s.UISV-spacing.a.b`.
    public var name: String {
        ([stack, kind.rawValue] + details).joined(separator: ".")
    }
}

extension StackConstraint: CustomStringConvertible {
    /// The name in reports.
    public var description: String { name }
}

extension StackConstraint {
    /// The constraint in words, for explanations: `s.UISV-spacing between a and b`.
    public var words: String {
        let head = "\(stack).\(kind.rawValue)"
        // Internal guides read as what they are.
        let d = details.map { detail -> String in
            switch detail {
            case "UISV-alignment-spanner": return "the alignment spanner"
            case "UISV-ordering-spanner": return "the ordering spanner"
            default: return detail
            }
        }
        switch (kind, d.count) {
        case (.spacing, 2), (.spacingHidden, 2): return "\(head) between \(d[0]) and \(d[1])"
        case (.canvasConnection, 2): return "\(head) of \(stack).\(d[0]) to \(d[1])"
        case (.fillEqually, 3): return "\(head) of the gap between \(d[1]) and \(d[2])"
        case (.distributingEdge, 3): return "\(head) of the gap between \(d[0]) and \(d[1]) (its \(d[2]) end)"
        case (.canvasFit, 1): return "\(head) of \(stack).\(d[0])"
        case (.alignment, 2): return "\(head) of \(d[0]) (\(d[1]))"
        case (.spanningBoundary, 2): return "\(head) around \(d[0]) (\(d[1]))"
        case (_, 1): return "\(head) of \(d[0])"
        default: return ([head] + d).joined(separator: ".")
        }
    }
}
