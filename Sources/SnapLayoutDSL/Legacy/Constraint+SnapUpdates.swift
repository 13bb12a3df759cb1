import Foundation
import SnapLayoutModel

// SnapKit 0.x / 2.x updated a made constraint with `updateOffset(5)`, `updateInsets(insets)` and
// `updatePriority(600)` (Swift 2 dropped the first label, so the SnapKit docs write them bare).
// Each forwards to today's `update(…)`; the size, point and insets offsets store the value and
// read it per attribute as `offset(_:)` does (see ConstraintMakerEditable+SnapOffsets.swift).

extension Constraint {
    /// The SnapKit docs' `self.topConstraint.updateOffset(5)`.
    ///
    /// ```swift
    /// self.topConstraint.updateOffset(5)   // today: update(offset: 5)
    /// ```
    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(_ amount: ConstraintOffsetTarget) { update(offset: amount) }

    /// SnapKit 0.x's per-attribute update by a size: width and height.
    ///
    /// ```swift
    /// sizeConstraint.updateOffset(CGSize(width: 100, height: 50))
    /// ```
    @available(*, deprecated, message: "Update the width and height constraints with update(offset:) instead.")
    public func updateOffset(_ amount: CGSize) { constant = amount }

    /// SnapKit 0.x's per-attribute update by a point: x horizontally, y vertically, not negated.
    ///
    /// ```swift
    /// centerConstraint.updateOffset(CGPoint(x: -5, y: 10))
    /// ```
    @available(*, deprecated, message: "Update each constraint with update(offset:) instead.")
    public func updateOffset(_ amount: CGPoint) { constant = amount }

    /// SnapKit 0.x's update by insets, which is the inward inset today.
    ///
    /// ```swift
    /// edgesConstraint.updateOffset(EdgeInsets(8))   // today: update(inset:)
    /// ```
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateOffset(_ amount: EdgeInsets) { update(inset: amount) }

    /// SnapKit 0.x's `updateInsets(insets)`.
    ///
    /// ```swift
    /// edgesConstraint.updateInsets(EdgeInsets(8))   // today: update(inset:)
    /// ```
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(_ amount: ConstraintInsetTarget) { update(inset: amount) }

    /// SnapKit 0.x's `updatePriority(600)`.
    ///
    /// ```swift
    /// constraint.updatePriority(600)   // today: update(priority: 600)
    /// ```
    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(_ amount: ConstraintPriorityTarget) { update(priority: amount) }
}
