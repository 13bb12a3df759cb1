import Foundation
import SnapLayoutModel

/// An attribute's constant: its value, relation and multiplier, written with EasyPeasy's prefix
/// operators: `Width(==200)`, `Left(>=20)`, `Height(<=40)`, `Width(*2)`, `Width(>=20 * 0.5)`.
public struct Constant: Hashable, Sendable {
    /// The constant added to the reference.
    public var value: CGFloat
    /// How the attribute relates to its reference.
    public var relation: LayoutRelation
    /// The multiplier on the reference.
    public var multiplier: CGFloat

    /// Creates a constant.
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

/// `==x`: equal to the reference plus `x`.
public prefix func == (value: CGFloat) -> Constant { Constant(value: value, relation: .equal, multiplier: 1) }
/// `>=x`: at least the reference plus `x`.
public prefix func >= (value: CGFloat) -> Constant { Constant(value: value, relation: .greaterThanOrEqual, multiplier: 1) }
/// `<=x`: at most the reference plus `x`.
public prefix func <= (value: CGFloat) -> Constant { Constant(value: value, relation: .lessThanOrEqual, multiplier: 1) }
/// `*x`: `x` times the reference, nothing added: `Width(*2).like(v)` is `width == v.width × 2`, as
/// EasyPeasy's README says. (EasyPeasy 1.10's code also set the value to `x`, `v.width × 2 + 2`;
/// see docs/migration.md, "Deliberate differences".)
public prefix func * (value: CGFloat) -> Constant { Constant(value: 0, relation: .equal, multiplier: value) }
/// `constant * x` multiplies the multiplier: `>=20 * 0.5` is at least half the reference plus 20.
public func * (lhs: Constant, rhs: CGFloat) -> Constant {
    Constant(value: lhs.value, relation: lhs.relation, multiplier: lhs.multiplier * rhs)
}
