import Foundation
import SnapLayoutModel

// SnapKit 0.x / 2.x updated a made constraint with `updateOffset(5)`, `updateInsets(insets)` and
// `updatePriority(600)` (Swift 2 dropped the first label, so the SnapKit docs write them bare).
// Each forwards to today's `update(…)`; the size, point and insets offsets store the value and
// read it per attribute as `offset(_:)` does (see ConstraintMakerEditable+SnapOffsets.swift).

extension Constraint {
    /// The SnapKit docs' `self.topConstraint.updateOffset(5)`.
    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(_ amount: ConstraintOffsetTarget) { update(offset: amount) }

    /// SnapKit 0.x's per-attribute update by a size: width and height.
    @available(*, deprecated, message: "Update the width and height constraints with update(offset:) instead.")
    public func updateOffset(_ amount: CGSize) { constant = amount }

    /// SnapKit 0.x's per-attribute update by a point: x horizontally, y vertically, not negated.
    @available(*, deprecated, message: "Update each constraint with update(offset:) instead.")
    public func updateOffset(_ amount: CGPoint) { constant = amount }

    /// SnapKit 0.x's update by insets, which is the inward inset today.
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateOffset(_ amount: EdgeInsets) { update(inset: amount) }

    /// SnapKit 0.x's `updateInsets(insets)`.
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(_ amount: ConstraintInsetTarget) { update(inset: amount) }

    /// SnapKit 0.x's `updatePriority(600)`.
    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(_ amount: ConstraintPriorityTarget) { update(priority: amount) }
}
