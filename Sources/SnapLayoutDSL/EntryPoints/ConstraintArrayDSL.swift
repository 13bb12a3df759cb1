import Foundation
import SnapLayoutModel

/// `[a, b, c].snp`: the maker calls applied to each view, and Masonry's distribution of views
/// along an axis.
///
/// ```swift
/// [title, subtitle].snp.makeConstraints { make in make.leading.trailing.equalToSuperview() }
/// ```
public struct ConstraintArrayDSL<View: LayoutView> {
    /// The views, in order: the order distribution lays them out in.
    ///
    /// ```swift
    /// [header, footer].snp.views.count   // 2
    /// ```
    public let views: [View]

    /// Makes and activates the closure's constraints on each view (the closure runs once per view),
    /// for constraints several views share.
    ///
    /// ```swift
    /// [title, subtitle].snp.makeConstraints { make in make.leading.equalToSuperview().offset(16) }
    /// ```
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for view in views { view.snp.makeConstraints(closure) }
    }

    /// Remakes each view's maker constraints with the closure's: every view gets the same new
    /// layout at once.
    ///
    /// ```swift
    /// [title, subtitle].snp.remakeConstraints { make in make.centerX.equalToSuperview() }
    /// ```
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for view in views { view.snp.remakeConstraints(closure) }
    }

    /// Updates each view's matching constraints, for moving several views by the same constant.
    ///
    /// ```swift
    /// [title, subtitle].snp.updateConstraints { make in make.leading.equalToSuperview().offset(24) }
    /// ```
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for view in views { view.snp.updateConstraints(closure) }
    }

    /// Deactivates every maker constraint of each view, before handing them to another layout.
    ///
    /// ```swift
    /// [title, subtitle].snp.removeConstraints()
    /// ```
    public func removeConstraints() {
        for view in views { view.snp.removeConstraints() }
    }

    /// Lays the views side by side along `axis` in their common superview with `fixedSpacing`
    /// between neighbours, the first `leadSpacing` from the superview's leading (top) edge and the
    /// last `tailSpacing` from its trailing (bottom) edge; the views share the rest equally. Only
    /// the axis is constrained: the other one is yours. Needs two or more views with one superview;
    /// otherwise the mistake is reported and nothing is made.
    ///
    /// ```swift
    /// [a, b, c].snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16)
    /// ```
    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedSpacing: CGFloat, leadSpacing: CGFloat = 0, tailSpacing: CGFloat = 0,
                                _ file: String = #file, _ line: UInt = #line) -> [Constraint] {
        distribute(AxisDistribution(axis: axis, fixed: .spacing(fixedSpacing), leadSpacing: leadSpacing, tailSpacing: tailSpacing),
                   at: ConstraintLocation(file: file, line: line))
    }

    /// Lays the views along `axis` each `fixedItemLength` long, the first `leadSpacing` from the
    /// superview's leading (top) edge and the last `tailSpacing` from its trailing (bottom) edge,
    /// with equal gaps between neighbours (see `distributeViews(along:fixedSpacing:leadSpacing:tailSpacing:)`).
    ///
    /// ```swift
    /// [a, b, c].snp.distributeViews(along: .horizontal, fixedItemLength: 60, leadSpacing: 16, tailSpacing: 16)
    /// ```
    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedItemLength: CGFloat, leadSpacing: CGFloat = 0, tailSpacing: CGFloat = 0,
                                _ file: String = #file, _ line: UInt = #line) -> [Constraint] {
        distribute(AxisDistribution(axis: axis, fixed: .itemLength(fixedItemLength), leadSpacing: leadSpacing, tailSpacing: tailSpacing),
                   at: ConstraintLocation(file: file, line: line))
    }

    private func distribute(_ distribution: AxisDistribution, at location: ConstraintLocation) -> [Constraint] {
        if let problem = distribution.problem(count: views.count) {
            DSLReport.write(.invalidArrangement, problem, at: location)
            return []
        }
        guard let superview = views[0].superview, views.allSatisfy({ $0.superview === superview }) else {
            DSLReport.write(.missingSuperview, "distributed views must share one superview", at: location)
            return []
        }
        let constraints = distribution.relations(count: views.count).map { relation in
            makeConstraint(relation, superview: superview, location: location)
        }
        for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
        for constraint in constraints { constraint.activate() }
        return constraints
    }

    private func makeConstraint(_ relation: AxisDistribution.Relation, superview: LayoutView,
                                location: ConstraintLocation) -> Constraint {
        let target: LayoutView?
        switch relation.target {
        case .superview: target = superview
        case .view(let index): target = views[index]
        case .none: target = nil
        }
        let to = ConstraintItem(target: target, attributes: target == nil ? .none : .single(relation.targetAttribute))
        return Constraint(from: ConstraintItem(target: views[relation.item], attributes: .single(relation.attribute)), to: to,
                          relation: .equal, location: location, label: nil, multiplier: relation.multiplier,
                          constant: relation.constant, priority: 1000.0)
    }
}

extension Array where Element: LayoutView {
    /// The maker calls for every view of the array, and distribution along an axis:
    /// `[a, b, c].snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16)`.
    ///
    /// ```swift
    /// let buttons = [a, b, c]
    /// buttons.snp.makeConstraints { make in make.top.equalToSuperview() }
    /// ```
    public var snp: ConstraintArrayDSL<Element> { ConstraintArrayDSL(views: self) }
}
