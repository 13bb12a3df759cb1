extension LayoutConstraint {
    /// Activates the constraint as if before every other constraint of its tree, so that a conflict
    /// with it breaks one of the others: UIKit's `UIView-Encapsulated-Layout-*` constraints, which a
    /// table or collection view puts on the cells it lays out and never breaks in favour of a
    /// cell's own (device logs list them and break the cell's constraint).
    package func activateBeforeOthers() throws(LayoutError) {
        try activate()
        activationStamp = 0
    }
}
