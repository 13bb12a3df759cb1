import Foundation
import SnapLayoutModel

/// `[a, b, c].easy`: views laid side by side along an axis, as EasyPeasy attributes, so that each
/// view's `easy.clear()` and `easy.reload()` treat them like any other.
///
/// ```swift
/// [a, b, c].easy.distribute(along: .horizontal, spacing: 8, leadInset: 16, tailInset: 16)
/// ```
public struct EasyPeasyArray<View: LayoutView> {
    /// The views, in order: the first goes at the leading (top) end.
    ///
    /// ```swift
    /// [a, b, c].easy.views.count   // 3
    /// ```
    public let views: [View]

    /// Lays the views along `axis` in their common superview, `spacing` apart, the first `leadInset`
    /// from the superview's leading (top) edge and the last `tailInset` from its trailing (bottom)
    /// edge; the views share the rest equally. Only the axis is constrained. Needs two or more
    /// views with one superview; otherwise the mistake is reported and nothing is made. Returns the
    /// constraints activated.
    ///
    /// ```swift
    /// [a, b, c].easy.distribute(along: .horizontal, spacing: 8, leadInset: 16, tailInset: 16)
    /// ```
    @discardableResult
    public func distribute(along axis: LayoutAxis, spacing: CGFloat,
                           leadInset: CGFloat = 0, tailInset: CGFloat = 0) -> [LayoutConstraint] {
        distribute(AxisDistribution(axis: axis, fixed: .spacing(spacing), leadSpacing: leadInset, tailSpacing: tailInset))
    }

    /// Lays the views along `axis`, each `itemLength` long, the first `leadInset` from the
    /// superview's leading (top) edge and the last `tailInset` from its trailing (bottom) edge,
    /// with equal gaps between neighbours.
    ///
    /// ```swift
    /// [a, b, c].easy.distribute(along: .vertical, itemLength: 44, leadInset: 20, tailInset: 20)
    /// ```
    @discardableResult
    public func distribute(along axis: LayoutAxis, itemLength: CGFloat,
                           leadInset: CGFloat = 0, tailInset: CGFloat = 0) -> [LayoutConstraint] {
        distribute(AxisDistribution(axis: axis, fixed: .itemLength(itemLength), leadSpacing: leadInset, tailSpacing: tailInset))
    }

    private func distribute(_ distribution: AxisDistribution) -> [LayoutConstraint] {
        if let problem = distribution.problem(count: views.count) {
            DiagnosticReport.write(.invalidArrangement, "(EasyPeasy style) \(problem)")
            return []
        }
        guard let superview = views[0].superview, views.allSatisfy({ $0.superview === superview }) else {
            DiagnosticReport.write(.missingSuperview, "(EasyPeasy style) distributed views must share one superview")
            return []
        }
        return distribution.relations(count: views.count).flatMap { relation in
            views[relation.item].easy.layout(attribute(for: relation, superview: superview))
        }
    }

    /// The EasyPeasy attribute saying what `relation` says (right-hand edges take their constant
    /// inward, as `Trailing(8)` does).
    private func attribute(for relation: AxisDistribution.Relation, superview: LayoutView) -> Attribute {
        let made: Attribute
        switch relation.attribute {
        case .leading: made = Leading()
        case .trailing: made = Trailing()
        case .top: made = Top()
        case .bottom: made = Bottom()
        case .centerX: made = CenterX()
        case .centerY: made = CenterY()
        case .height: made = Height()
        default: made = Width()
        }
        let value = made.createAttribute.shouldInvertConstant ? -relation.constant : relation.constant
        made.constant = Constant(value: value, relation: .equal, multiplier: relation.multiplier)
        let target: LayoutView?
        switch relation.target {
        case .superview: target = superview
        case .view(let index): target = views[index]
        case .none: target = nil
        }
        if let target, let reference = ReferenceAttribute(relation.targetAttribute) {
            (made as? PositionAttribute)?.to(target, reference)
            (made as? DimensionAttribute)?.like(target, reference)
        }
        return made
    }
}

extension Array where Element: LayoutView {
    /// EasyPeasy's entry point for several views:
    /// `[a, b, c].easy.distribute(along: .horizontal, spacing: 8, leadInset: 16, tailInset: 16)`.
    ///
    /// ```swift
    /// [a, b, c].easy.distribute(along: .horizontal, spacing: 8)
    /// ```
    public var easy: EasyPeasyArray<Element> { EasyPeasyArray(views: self) }
}
