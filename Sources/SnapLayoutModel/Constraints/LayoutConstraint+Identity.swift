/// Constraints are equal only to themselves, as UIKit's: two constraints with the same parts are two
/// constraints. So they can go in sets and be dictionary keys.
///
/// ```swift
/// var installed: Set<LayoutConstraint> = [pin]
/// installed.contains(pin)   // true
/// ```
extension LayoutConstraint: Hashable {
    /// Whether `lhs` and `rhs` are the same constraint.
    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
