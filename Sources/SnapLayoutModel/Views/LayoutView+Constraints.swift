extension LayoutView {
    /// Activates `constraint`, as UIKit's `addConstraint(_:)`. It is installed on its items' nearest
    /// common ancestor whichever view it is added to.
    ///
    /// ```swift
    /// root.addConstraint(card.widthAnchor.constraint(equalToConstant: 300))
    /// ```
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates each constraint, as UIKit's `addConstraints(_:)`.
    ///
    /// ```swift
    /// root.addConstraints([card.widthAnchor.constraint(equalToConstant: 300)])
    /// ```
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` when this view holds it (it is installed here or in this view's
    /// subtree), as UIKit's `removeConstraint(_:)`; otherwise does nothing.
    ///
    /// ```swift
    /// root.removeConstraint(width)
    /// ```
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard let installed = constraint.installedView, installed.isDescendant(of: self) else { return }
        constraint.deactivate()
    }

    /// Removes each constraint, as `removeConstraint(_:)`.
    ///
    /// ```swift
    /// root.removeConstraints(root.constraints)
    /// ```
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}
