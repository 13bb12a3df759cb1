import Foundation
import SnapLayoutModel

/// A builder that has made constraints, in call order: every builder keeps what it made, so a
/// chain's constraints can be kept and switched off later.
///
/// ```swift
/// let made = avatar.constrainSelf().widthHeight(constant: 44).constraints
/// LayoutConstraint.deactivate(made)
/// ```
public protocol ConstraintBuilder {
    /// The constraints made so far, in call order (active or not, as each call asked).
    ///
    /// ```swift
    /// let pins = card.constrain(to: view).leadingTrailing(constant: 16).constraints   // 2
    /// ```
    var constraints: [LayoutConstraint] { get }
}

/// One constraint as SwiftLayout builds it. The anchors are type-checked by the builders, so the
/// pairing is always valid; the constant `.systemSpacing` becomes 8 × multiplier, as UIKit's
/// system-spacing anchors do, and the multiplier then applies to the spacing only.
struct ConstraintRecipe {
    var first: any LayoutItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: (any LayoutItem)?
    var secondAttribute: LayoutAttribute
    var constant: CGFloat
    var multiplier: CGFloat
    var priority: LayoutPriority
    var activate: Bool

    static let systemSpacing: CGFloat = LayoutConstraint.systemSpacing

    /// The constraint, or `nil` (with the reason on standard error) for a priority outside
    /// (0, 1000] or a number that is not finite.
    func make() -> LayoutConstraint? {
        var multiplier = multiplier
        var constant = constant
        if constant == .systemSpacing {
            constant = ConstraintRecipe.systemSpacing * multiplier
            multiplier = 1
        }
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint.checked(item: first, attribute: firstAttribute, relatedBy: relation,
                                                      toItem: second, attribute: second == nil ? .notAnAttribute : secondAttribute,
                                                      multiplier: multiplier, constant: constant, priority: priority)
        } catch {
            DiagnosticReport.write(.invalidConstraint, "(SwiftLayout style) \(error)")
            return nil
        }
        if activate { constraint.isActive = true }
        return constraint
    }
}
