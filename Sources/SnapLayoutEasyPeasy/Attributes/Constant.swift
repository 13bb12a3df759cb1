import Foundation
import SnapLayoutModel

/// An attribute's constant: its value, relation and multiplier, written with EasyPeasy's prefix
/// operators: `Width(==200)`, `Left(>=20)`, `Height(<=40)`, `Width(*2)`, `Width(>=20 * 0.5)`.
/// One value carries all three, so every attribute has the same three initializers.
///
/// ```swift
/// view.easy.layout(Width(>=100), Height(*0.5).like(header))
/// ```
public struct Constant: Hashable, Sendable {
    /// The constant added to the reference (inverted for right-hand edges, which take insets).
    ///
    /// ```swift
    /// (>=20).value   // 20
    /// ```
    public var value: CGFloat
    /// How the attribute relates to its reference: `==`, `>=` or `<=`.
    ///
    /// ```swift
    /// (<=40).relation   // .lessThanOrEqual
    /// ```
    public var relation: LayoutRelation
    /// The multiplier on the reference (1 unless written with `*`); ignored when there is no
    /// reference item.
    ///
    /// ```swift
    /// (*2).multiplier   // 2
    /// ```
    public var multiplier: CGFloat

    /// Creates a constant from its three parts, for values computed at run time.
    ///
    /// ```swift
    /// let half = Constant(value: 0, relation: .equal, multiplier: 0.5)
    /// view.easy.layout(Width(half).like(header))
    /// ```
    public init(value: CGFloat, relation: LayoutRelation, multiplier: CGFloat) {
        self.value = value
        self.relation = relation
        self.multiplier = multiplier
    }

    init(_ value: CGFloat) {
        self.init(value: value, relation: .equal, multiplier: 1)
    }
}

prefix operator ==
prefix operator >=
prefix operator <=
prefix operator *

/// `==x`: equal to the reference plus `x`, the same as writing the number alone; there for
/// symmetry with `>=` and `<=`.
///
/// ```swift
/// view.easy.layout(Width(==200))
/// ```
public prefix func == (value: CGFloat) -> Constant { Constant(value: value, relation: .equal, multiplier: 1) }
/// `>=x`: at least the reference plus `x`, for minimum sizes and spacings.
///
/// ```swift
/// view.easy.layout(Left(>=20), Width(>=44))
/// ```
public prefix func >= (value: CGFloat) -> Constant { Constant(value: value, relation: .greaterThanOrEqual, multiplier: 1) }
/// `<=x`: at most the reference plus `x`, for maximum sizes and spacings.
///
/// ```swift
/// view.easy.layout(Height(<=40))
/// ```
public prefix func <= (value: CGFloat) -> Constant { Constant(value: value, relation: .lessThanOrEqual, multiplier: 1) }
/// `*x`: `x` times the reference, nothing added: `Width(*2).like(v)` is `width == v.width × 2`, as
/// EasyPeasy's README says. (EasyPeasy 1.10's code also set the value to `x`, `v.width × 2 + 2`;
/// see docs/migration.md, "Deliberate differences".)
///
/// ```swift
/// view.easy.layout(Width(*2).like(header))
/// ```
public prefix func * (value: CGFloat) -> Constant { Constant(value: 0, relation: .equal, multiplier: value) }
/// `constant * x` multiplies the multiplier: `>=20 * 0.5` is at least half the reference plus 20,
/// a relation, a value and a multiplier in one constant.
///
/// ```swift
/// view.easy.layout(Width(>=20 * 0.5).like(header))
/// ```
public func * (lhs: Constant, rhs: CGFloat) -> Constant {
    Constant(value: lhs.value, relation: lhs.relation, multiplier: lhs.multiplier * rhs)
}
