import Foundation
import SnapLayoutModel

/// The checked forms behind `makeConstraintsChecked` and its siblings: all or nothing. Where the
/// plain forms report a misuse and carry on, these make no change and throw every warning.
extension ConstraintMaker {
    /// The closure's constraints, made but not activated, or the warnings making them raised.
    static func prepareConstraintsChecked(item: any LayoutItem,
                                          closure: (ConstraintMaker) -> Void) throws(ConstraintMakerError) -> [Constraint] {
        // The package's tests may capture warnings as text; a checked call wants them as values.
        let (constraints, warnings) = DiagnosticReport.$capture.withValue(nil) {
            LayoutDiagnostics.collecting { prepareConstraints(item: item, closure: closure) }
        }
        guard warnings.isEmpty else { throw ConstraintMakerError(warnings: warnings) }
        return constraints
    }

    static func makeConstraintsChecked(item: any LayoutItem, closure: (ConstraintMaker) -> Void) throws(ConstraintMakerError) {
        try activateAll(prepareConstraintsChecked(item: item, closure: closure))
    }

    static func remakeConstraintsChecked(item: any LayoutItem, closure: (ConstraintMaker) -> Void) throws(ConstraintMakerError) {
        let constraints = try prepareConstraintsChecked(item: item, closure: closure)
        let previous = item.attachments[ConstraintRegistry.self].constraints
        removeConstraints(item: item)
        do {
            try activateAll(constraints)
        } catch {
            for constraint in previous { constraint.activate() }
            throw error
        }
    }

    static func updateConstraintsChecked(item: any LayoutItem, closure: (ConstraintMaker) -> Void) throws(ConstraintMakerError) {
        let constraints = try prepareConstraintsChecked(item: item, closure: closure)
        let existing = item.attachments[ConstraintRegistry.self].constraints
        guard !existing.isEmpty else { return try activateAll(constraints) }
        let plan = UpdatePlan(existing: existing, new: constraints)
        let warnings = plan.unmatched.flatMap { $0.1 }.map { new in
            LayoutWarning(.unmatchedUpdate, "updateConstraints found no existing constraint matching \(new)", location: new.location)
        }
        guard warnings.isEmpty else { throw ConstraintMakerError(warnings: warnings) }
        plan.applyConstants()
    }

    /// Activates every constraint, or none: on the first that cannot be installed, those already
    /// activated are deactivated again.
    static func activateAll(_ constraints: [Constraint]) throws(ConstraintMakerError) {
        var activated: [Constraint] = []
        for constraint in constraints {
            do {
                try constraint.activateChecked()
                activated.append(constraint)
            } catch {
                for done in activated { done.deactivate() }
                throw ConstraintMakerError(warnings: [LayoutWarning(.noCommonAncestor, error.message, location: constraint.location)])
            }
        }
    }
}

extension Constraint {
    /// Activates every layout constraint and registers the constraint, or throws and leaves them
    /// all inactive.
    func activateChecked() throws(LayoutError) {
        var activated: [LayoutConstraint] = []
        for layoutConstraint in layoutConstraints {
            do {
                try layoutConstraint.activate()
                activated.append(layoutConstraint)
            } catch {
                LayoutConstraint.deactivate(activated)
                throw error
            }
        }
        from.layoutItem?.attachments[ConstraintRegistry.self].add(self)
    }
}
