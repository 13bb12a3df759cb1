import Foundation
import SnapLayoutModel

/// The chains of Snap 0.9, whose one `Constraint` class was both the builder and the result:
/// `self.topConstraint = make.top.equalTo(superview).with.offset(10)` stored the constraint
/// itself. Today a chain gives its constraint through `.constraint`; the overloads below return
/// it where a `Constraint` is asked for, so that Snap code compiles unchanged.
///
/// Members of a protocol extension rank below the class's own, so a chain whose result is
/// unused or chained further still reaches the class's method; these are chosen only when the
/// context wants a `Constraint`.
///
/// ```swift
/// view.snp_makeConstraints { make in
///     self.topConstraint = make.top.equalTo(superview).with.offset(10)
/// }
/// ```
public protocol SnapChainConstraint: AnyObject {}

extension ConstraintMakerFinalizable: SnapChainConstraint {}

extension SnapChainConstraint where Self: ConstraintMakerEditable {
    /// Snap's `offset` whose result was the constraint.
    ///
    /// ```swift
    /// topConstraint = make.top.equalTo(superview).offset(10)
    /// ```
    @available(*, deprecated, message: "Use .offset(amount).constraint instead.")
    public func offset(_ amount: ConstraintOffsetTarget) -> Constraint {
        description.constant = amount
        return constraint
    }

    /// Snap's `offset` by a size whose result was the constraint.
    ///
    /// ```swift
    /// sizeConstraint = make.size.equalTo(header).offset(CGSize(width: 10, height: 10))
    /// ```
    @available(*, deprecated, message: "Use .offset(amount).constraint per attribute instead.")
    public func offset(_ amount: CGSize) -> Constraint {
        description.constant = amount
        return constraint
    }

    /// Snap's `offset` by a point whose result was the constraint.
    ///
    /// ```swift
    /// centerConstraint = make.center.equalTo(header).offset(CGPoint(x: 0, y: 10))
    /// ```
    @available(*, deprecated, message: "Use .offset(amount).constraint per attribute instead.")
    public func offset(_ amount: CGPoint) -> Constraint {
        description.constant = amount
        return constraint
    }

    /// Snap's `offset` by insets (inward, as `inset`) whose result was the constraint.
    ///
    /// ```swift
    /// edgesConstraint = make.edges.equalTo(superview).offset(EdgeInsets(8))
    /// ```
    @available(*, deprecated, message: "Use .inset(amount).constraint instead.")
    public func offset(_ amount: EdgeInsets) -> Constraint {
        description.constant = amount
        return constraint
    }

    /// Snap's `insets` whose result was the constraint.
    ///
    /// ```swift
    /// edgesConstraint = make.edges.equalTo(superview).insets(EdgeInsets(8))
    /// ```
    @available(*, deprecated, message: "Use .inset(amount).constraint instead.")
    public func insets(_ amount: EdgeInsets) -> Constraint {
        description.constant = amount
        return constraint
    }
}
