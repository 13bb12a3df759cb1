import Foundation
import SnapLayoutModel

/// The `make` in `view.snp.makeConstraints { make in ... }`: starts a description per chain.
public class ConstraintMaker {
    /// The view or guide being constrained.
    public let item: any LayoutItem
    private var descriptions: [ConstraintDescription] = []

    init(item: any LayoutItem) {
        self.item = item
        (item as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
    }

    func makeExtendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var left: ConstraintMakerExtendable { makeExtendable(.left) }
    public var top: ConstraintMakerExtendable { makeExtendable(.top) }
    public var bottom: ConstraintMakerExtendable { makeExtendable(.bottom) }
    public var right: ConstraintMakerExtendable { makeExtendable(.right) }
    public var leading: ConstraintMakerExtendable { makeExtendable(.leading) }
    public var trailing: ConstraintMakerExtendable { makeExtendable(.trailing) }
    public var width: ConstraintMakerExtendable { makeExtendable(.width) }
    public var height: ConstraintMakerExtendable { makeExtendable(.height) }
    public var centerX: ConstraintMakerExtendable { makeExtendable(.centerX) }
    public var centerY: ConstraintMakerExtendable { makeExtendable(.centerY) }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { makeExtendable(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { makeExtendable(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { makeExtendable(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { makeExtendable(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { makeExtendable(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { makeExtendable(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { makeExtendable(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { makeExtendable(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { makeExtendable(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { makeExtendable(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { makeExtendable(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { makeExtendable(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { makeExtendable(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { makeExtendable(.size) }
    public var center: ConstraintMakerExtendable { makeExtendable(.center) }
    public var margins: ConstraintMakerExtendable { makeExtendable(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { makeExtendable(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerWithinMargins) }

    /// The constraints the closure described (those with a relation), not activated.
    static func prepareConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.compactMap { $0.constraint }
    }

    static func makeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(item: item, closure: closure) { constraint.activate() }
    }

    static func remakeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    /// SnapKit's update: each new layout constraint rewrites the constant of the first existing one
    /// with the same attributes, relation, priority, multiplier and items. SnapKit crashes when none
    /// matches; here the new constraint is activated instead (as SnapKit ≤ 0.22 did) and reported.
    static func updateConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        let registry = item.attachments[ConstraintRegistry.self]
        guard !registry.constraints.isEmpty else {
            makeConstraints(item: item, closure: closure)
            return
        }
        let plan = UpdatePlan(existing: registry.constraints, new: prepareConstraints(item: item, closure: closure))
        plan.applyConstants()
        for (constraint, unmatched) in plan.unmatched {
            for new in unmatched {
                DSLReport.write(.unmatchedUpdate, "updateConstraints found no existing constraint matching \(new); it was activated as a new one",
                                at: new.location)
            }
            constraint.activate()
        }
    }

    static func removeConstraints(item: any LayoutItem) {
        for constraint in item.attachments[ConstraintRegistry.self].constraints { constraint.deactivate() }
    }
}

extension LayoutConstraint {
    /// SnapKit's update match: the same attributes, relation, priority, multiplier and items.
    func matchesForUpdate(_ other: LayoutConstraint) -> Bool {
        firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && priority == other.priority && multiplier == other.multiplier
            && firstItem === other.firstItem && secondItem === other.secondItem
    }
}
