import SnapLayoutModel

extension TierStage.StageRow {
    /// The relation a tier row must hold with on its stage's optimal face, from what the core LP's
    /// optimum says about it: whether its left-hand side can still go below zero (`canRaise`: the
    /// error that raises it is not held at zero) or above (`canLower`, equalities only), and
    /// whether an inequality is active (nonzero dual). `nil`: the row no longer constrains anything.
    /// Shared by every `TierCoreSolver`.
    package func faceRelation(canRaise: Bool, canLower: Bool, isActive: Bool) -> LayoutRelation? {
        guard isEquality || isActive else { return canRaise ? nil : .greaterThanOrEqual }
        switch (canRaise, canLower) {
        case (true, true): return nil
        case (true, false): return .lessThanOrEqual
        case (false, true): return .greaterThanOrEqual
        case (false, false): return .equal
        }
    }
}
