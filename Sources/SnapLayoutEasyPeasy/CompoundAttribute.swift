import Foundation
import SnapLayoutModel

/// Several attributes applied together (`Size`, `Edges`, `Center`, `Margins`,
/// `CenterWithinMargins`); priority and condition go to every part.
open class CompoundAttribute: Attribute {
    /// The parts, in application order.
    public internal(set) var attributes: [Attribute] = []

    override var leaves: [Attribute] { attributes.flatMap(\.leaves) }

    @discardableResult
    override open func with(_ priority: Priority) -> Self {
        super.with(priority)
        attributes.forEach { $0.with(priority) }
        return self
    }

    @discardableResult
    override open func when(_ condition: Condition?) -> Self {
        super.when(condition)
        attributes.forEach { $0.when(condition) }
        return self
    }

    func setParts(_ parts: [Attribute]) {
        attributes = parts
        if priority != .required { parts.forEach { $0.with(priority) } }
        if condition != nil { parts.forEach { $0.when(condition) } }
    }
}

/// Width and height.
public final class Size: CompoundAttribute {
    public required init() { super.init(); setParts([Width(), Height()]) }
    public required init(_ value: CGFloat) { super.init(value); setParts([Width(value), Height(value)]) }
    public required init(_ constant: Constant) { super.init(constant); setParts([Width(constant), Height(constant)]) }
    /// `width == size.width`, `height == size.height`.
    public init(_ size: CGSize) { super.init(); setParts([Width(size.width), Height(size.height)]) }

    /// Relates both dimensions to `item`'s.
    @discardableResult
    public func like(_ item: any LayoutItem) -> Self {
        attributes.forEach { ($0 as? DimensionAttribute)?.like(item) }
        return self
    }
}

/// Top, left, right, bottom (in that order); right and bottom constants are insets.
public final class Edges: CompoundAttribute {
    public required init() { super.init(); setParts([Top(), Left(), Right(), Bottom()]) }
    public required init(_ value: CGFloat) { super.init(value); setParts([Top(value), Left(value), Right(value), Bottom(value)]) }
    public required init(_ constant: Constant) {
        super.init(constant); setParts([Top(constant), Left(constant), Right(constant), Bottom(constant)])
    }
    /// Each edge inset by its value.
    public init(_ insets: EdgeInsets) {
        super.init(); setParts([Top(insets.top), Left(insets.left), Right(insets.right), Bottom(insets.bottom)])
    }

    /// Pins the four edges to the same edges of `item`. EasyPeasy's quirk, kept: the parts are
    /// replaced by fresh ones, so constants, relation and priority given before are lost
    /// (`Edges(10).to(v)` pins at 0).
    @discardableResult
    public func to(_ item: any LayoutItem) -> Self {
        setParts([Top().to(item, .top), Left().to(item, .left), Right().to(item, .right), Bottom().to(item, .bottom)])
        return self
    }
}

/// Horizontal and vertical centres.
public final class Center: CompoundAttribute {
    public required init() { super.init(); setParts([CenterX(), CenterY()]) }
    public required init(_ value: CGFloat) { super.init(value); setParts([CenterX(value), CenterY(value)]) }
    public required init(_ constant: Constant) { super.init(constant); setParts([CenterX(constant), CenterY(constant)]) }
    /// Offsets from the reference's centre.
    public init(_ point: CGPoint) { super.init(); setParts([CenterX(point.x), CenterY(point.y)]) }

    /// Centres on `item`.
    @discardableResult
    public func to(_ item: any LayoutItem) -> Self {
        attributes.forEach { ($0 as? PositionAttribute)?.to(item) }
        return self
    }
}

/// Top, left, right and bottom margins (in that order).
public final class Margins: CompoundAttribute {
    public required init() { super.init(); setParts([TopMargin(), LeftMargin(), RightMargin(), BottomMargin()]) }
    public required init(_ value: CGFloat) {
        super.init(value); setParts([TopMargin(value), LeftMargin(value), RightMargin(value), BottomMargin(value)])
    }
    public required init(_ constant: Constant) {
        super.init(constant); setParts([TopMargin(constant), LeftMargin(constant), RightMargin(constant), BottomMargin(constant)])
    }
    /// Each margin edge inset by its value.
    public init(_ insets: EdgeInsets) {
        super.init()
        setParts([TopMargin(insets.top), LeftMargin(insets.left), RightMargin(insets.right), BottomMargin(insets.bottom)])
    }
}

/// Horizontal and vertical centres within the margins.
public final class CenterWithinMargins: CompoundAttribute {
    public required init() { super.init(); setParts([CenterXWithinMargins(), CenterYWithinMargins()]) }
    public required init(_ value: CGFloat) {
        super.init(value); setParts([CenterXWithinMargins(value), CenterYWithinMargins(value)])
    }
    public required init(_ constant: Constant) {
        super.init(constant); setParts([CenterXWithinMargins(constant), CenterYWithinMargins(constant)])
    }
    /// Offsets from the reference's centre within margins.
    public init(_ point: CGPoint) { super.init(); setParts([CenterXWithinMargins(point.x), CenterYWithinMargins(point.y)]) }
}

/// EasyPeasy's name for edge insets, so `Edges(Insets(top: 8, left: 8, bottom: 8, right: 8))` compiles.
public typealias Insets = EdgeInsets
