import Foundation
import SnapLayoutModel

// Snap 0.9 (and SnapKit to 2.x) took a size, a point or insets in `offset(_:)`, read per attribute;
// SnapKit 3 kept numbers only. Here the value is stored as the constant and read with the one
// table every constant of this DSL goes through (`constraintConstantTargetValueFor`), for the
// attribute related to:
//
// - a size: its width on `width`, its height on `height`, 0 elsewhere (as Snap);
// - a point: x on horizontal attributes, y on vertical ones, 0 on sizes, never negated (as
//   SnapKit 0.15-2.x and `equalTo(CGPoint)`; Snap 0.9 negated it on `right` and `bottom` in
//   `offset` only — see docs/migration.md, "Deliberate differences");
// - insets: inward, as `inset(_:)` (right and bottom negated, as Snap 0.9's four edges).
//
// As everywhere in SnapKit since 0.15, an offset replaces the constant of `equalTo(value)`
// rather than adding to it as Snap 0.9 did (docs/migration.md, "Deliberate differences").

extension ConstraintMakerEditable {
    /// Snap's per-attribute offset by a size: `make.size.equalTo(v).offset(CGSize(width: 100, height: -50))`.
    ///
    /// ```swift
    /// make.size.equalTo(header).offset(CGSize(width: 100, height: -50))
    /// ```
    @available(*, deprecated, message: "Offset width and height separately (make.width.equalTo(v).offset(100)).")
    @discardableResult
    public func offset(_ amount: CGSize) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Snap's per-attribute offset by a point: `make.center.equalTo(v).offset(CGPoint(x: -5, y: 10))`.
    /// x moves horizontal attributes and y vertical ones, right and bottom included, unnegated as in
    /// SnapKit 0.15-2.x (Snap 0.9 negated them here), so that it means what `equalTo(point)` means.
    /// It replaces the related constant; Snap 0.9 added it.
    ///
    /// ```swift
    /// make.center.equalTo(header).offset(CGPoint(x: -5, y: 10))
    /// ```
    @available(*, deprecated, message: "Offset centerX and centerY separately (make.centerX.equalTo(v).offset(-5)).")
    @discardableResult
    public func offset(_ amount: CGPoint) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Snap's per-attribute offset by insets, which is the inward inset today.
    ///
    /// ```swift
    /// make.edges.equalToSuperview().offset(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    /// ```
    @available(*, deprecated, renamed: "inset(_:)")
    @discardableResult
    public func offset(_ amount: EdgeInsets) -> ConstraintMakerEditable {
        inset(amount)
    }

    /// Snap 0.9's plural spelling of `inset(_:)`.
    ///
    /// ```swift
    /// make.edges.equalToSuperview().insets(EdgeInsets(8))
    /// ```
    @available(*, deprecated, renamed: "inset(_:)")
    @discardableResult
    public func insets(_ amount: EdgeInsets) -> ConstraintMakerEditable {
        inset(amount)
    }
}
