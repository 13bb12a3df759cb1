import Foundation
import SnapLayoutModel

/// What `updateConstraints` will do, worked out before anything changes (so the checked form can
/// refuse the whole call): the new constant of each matched existing layout constraint, and the
/// new constraints with the layout constraints that matched nothing.
struct UpdatePlan {
    /// Existing layout constraints and the constants they take.
    private(set) var constants: [(LayoutConstraint, CGFloat)] = []
    /// New constraints with at least one unmatched layout constraint, and those layout constraints.
    private(set) var unmatched: [(Constraint, [LayoutConstraint])] = []

    init(existing: [Constraint], new: [Constraint]) {
        let candidates = existing.flatMap(\.layoutConstraints)
        for constraint in new {
            var missing: [LayoutConstraint] = []
            for layoutConstraint in constraint.layoutConstraints {
                if let match = candidates.first(where: { $0.matchesForUpdate(layoutConstraint) }) {
                    constants.append((match, layoutConstraint.constant))
                } else {
                    missing.append(layoutConstraint)
                }
            }
            if !missing.isEmpty { unmatched.append((constraint, missing)) }
        }
    }

    /// Writes the matched constants.
    func applyConstants() {
        for (layoutConstraint, constant) in constants { layoutConstraint.constant = constant }
    }
}
