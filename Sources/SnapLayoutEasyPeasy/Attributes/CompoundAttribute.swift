import Foundation
import SnapLayoutModel

/// Several attributes applied together (`Size`, `Edges`, `Center`, `Margins`,
/// `CenterWithinMargins`), so one value says what four lines would; priority and condition go to
/// every part, and each part takes its own place in the item's nodes.
///
/// ```swift
/// view.easy.layout(Edges(16).with(.high))
/// ```
open class CompoundAttribute: Attribute {
    /// The parts, in application order: what the compound stands for, one attribute per
    /// constraint it makes.
    ///
    /// ```swift
    /// Size(44).attributes.count   // 2: Width(44), Height(44)
    /// ```
    public internal(set) var attributes: [Attribute] = []

    override var leaves: [Attribute] { attributes.flatMap(\.leaves) }

    /// Sets the priority of the compound and of every part, so the whole group gives way together.
    ///
    /// ```swift
    /// view.easy.layout(Size(100).with(.low))
    /// ```
    @discardableResult
    override open func with(_ priority: Priority) -> Self {
        super.with(priority)
        attributes.forEach { $0.with(priority) }
        return self
    }

    /// Sets the condition of the compound and of every part, so the whole group comes and goes
    /// together on `easy.reload()`.
    ///
    /// ```swift
    /// var isFullScreen = true
    /// view.easy.layout(Edges().when { isFullScreen })
    /// ```
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

/// Width and height in one attribute: a square, a given `CGSize`, or the size of another item.
///
/// ```swift
/// view.easy.layout(Size(CGSize(width: 120, height: 44)))
/// ```
public final class Size: CompoundAttribute {
    /// `Width()` and `Height()`: zero, or equal to another item's size with `like(_:)`.
    ///
    /// ```swift
    /// view.easy.layout(Size().like(header))
    /// ```
    public required init() { super.init(); setParts([Width(), Height()]) }
    /// A square `value` on a side.
    ///
    /// ```swift
    /// view.easy.layout(Size(48))
    /// ```
    public required init(_ value: CGFloat) { super.init(value); setParts([Width(value), Height(value)]) }
    /// The same constant on both dimensions, for bounds and multiples.
    ///
    /// ```swift
    /// view.easy.layout(Size(<=200), Size(*0.5).like(header))
    /// ```
    public required init(_ constant: Constant) { super.init(constant); setParts([Width(constant), Height(constant)]) }
    /// `width == size.width`, `height == size.height`, for a size that is not square.
    ///
    /// ```swift
    /// view.easy.layout(Size(CGSize(width: 320, height: 180)))
    /// ```
    public init(_ size: CGSize) { super.init(); setParts([Width(size.width), Height(size.height)]) }

    /// Relates both dimensions to `item`'s, with the compound's constant on each.
    ///
    /// ```swift
    /// view.easy.layout(Size(-20).like(header))
    /// ```
    @discardableResult
    public func like(_ item: any LayoutItem) -> Self {
        attributes.forEach { ($0 as? DimensionAttribute)?.like(item) }
        return self
    }
}

/// Top, left, right, bottom (in that order); right and bottom constants are insets, so
/// `Edges(16)` is 16 points inside the superview on every side.
///
/// ```swift
/// view.easy.layout(Edges(16))
/// ```
public final class Edges: CompoundAttribute {
    /// The four edges flush with the superview's.
    ///
    /// ```swift
    /// view.easy.layout(Edges())
    /// ```
    public required init() { super.init(); setParts([Top(), Left(), Right(), Bottom()]) }
    /// The four edges inset by `value`.
    ///
    /// ```swift
    /// view.easy.layout(Edges(20))
    /// ```
    public required init(_ value: CGFloat) { super.init(value); setParts([Top(value), Left(value), Right(value), Bottom(value)]) }
    /// The same constant on the four edges, for insets that are bounds.
    ///
    /// ```swift
    /// view.easy.layout(Edges(>=8))
    /// ```
    public required init(_ constant: Constant) {
        super.init(constant); setParts([Top(constant), Left(constant), Right(constant), Bottom(constant)])
    }
    /// Each edge inset by its value.
    ///
    /// ```swift
    /// view.easy.layout(Edges(Insets(top: 44, left: 16, bottom: 34, right: 16)))
    /// ```
    public init(_ insets: EdgeInsets) {
        super.init(); setParts([Top(insets.top), Left(insets.left), Right(insets.right), Bottom(insets.bottom)])
    }

    /// Pins the four edges to the same edges of `item`. EasyPeasy's quirk, kept: the parts are
    /// replaced by fresh ones, so constants, relation and priority given before are lost
    /// (`Edges(10).to(v)` pins at 0).
    ///
    /// ```swift
    /// view.easy.layout(Edges().to(card))
    /// ```
    @discardableResult
    public func to(_ item: any LayoutItem) -> Self {
        setParts([Top().to(item, .top), Left().to(item, .left), Right().to(item, .right), Bottom().to(item, .bottom)])
        return self
    }
}

/// Horizontal and vertical centres in one attribute.
///
/// ```swift
/// spinner.easy.layout(Center(), Size(32))
/// ```
public final class Center: CompoundAttribute {
    /// Centred on the superview (or on another item with `to(_:)`).
    ///
    /// ```swift
    /// view.easy.layout(Center())
    /// ```
    public required init() { super.init(); setParts([CenterX(), CenterY()]) }
    /// Offset by `value` on both axes: right and down from the reference's centre.
    ///
    /// ```swift
    /// badge.easy.layout(Center(12).to(avatar))
    /// ```
    public required init(_ value: CGFloat) { super.init(value); setParts([CenterX(value), CenterY(value)]) }
    /// The same constant on both axes, for bounds.
    ///
    /// ```swift
    /// view.easy.layout(Center(>=0))
    /// ```
    public required init(_ constant: Constant) { super.init(constant); setParts([CenterX(constant), CenterY(constant)]) }
    /// Offsets from the reference's centre, each axis its own.
    ///
    /// ```swift
    /// view.easy.layout(Center(CGPoint(x: 0, y: -40)))
    /// ```
    public init(_ point: CGPoint) { super.init(); setParts([CenterX(point.x), CenterY(point.y)]) }

    /// Centres on `item` rather than on the superview.
    ///
    /// ```swift
    /// badge.easy.layout(Center().to(avatar))
    /// ```
    @discardableResult
    public func to(_ item: any LayoutItem) -> Self {
        attributes.forEach { ($0 as? PositionAttribute)?.to(item) }
        return self
    }
}

/// Top, left, right and bottom margins (in that order): the four edges inside the item's layout
/// margins.
///
/// ```swift
/// view.easy.layout(Margins())
/// ```
public final class Margins: CompoundAttribute {
    /// The four margin edges flush with the superview's margins.
    ///
    /// ```swift
    /// view.easy.layout(Margins())
    /// ```
    public required init() { super.init(); setParts([TopMargin(), LeftMargin(), RightMargin(), BottomMargin()]) }
    /// The four margin edges inset by `value`.
    ///
    /// ```swift
    /// view.easy.layout(Margins(8))
    /// ```
    public required init(_ value: CGFloat) {
        super.init(value); setParts([TopMargin(value), LeftMargin(value), RightMargin(value), BottomMargin(value)])
    }
    /// The same constant on the four margin edges.
    ///
    /// ```swift
    /// view.easy.layout(Margins(>=0))
    /// ```
    public required init(_ constant: Constant) {
        super.init(constant); setParts([TopMargin(constant), LeftMargin(constant), RightMargin(constant), BottomMargin(constant)])
    }
    /// Each margin edge inset by its value.
    ///
    /// ```swift
    /// view.easy.layout(Margins(Insets(top: 8, left: 0, bottom: 8, right: 0)))
    /// ```
    public init(_ insets: EdgeInsets) {
        super.init()
        setParts([TopMargin(insets.top), LeftMargin(insets.left), RightMargin(insets.right), BottomMargin(insets.bottom)])
    }
}

/// Horizontal and vertical centres within the margins in one attribute.
///
/// ```swift
/// view.easy.layout(CenterWithinMargins())
/// ```
public final class CenterWithinMargins: CompoundAttribute {
    /// Centred within the superview's margins.
    ///
    /// ```swift
    /// view.easy.layout(CenterWithinMargins())
    /// ```
    public required init() { super.init(); setParts([CenterXWithinMargins(), CenterYWithinMargins()]) }
    /// Offset by `value` on both axes from the centre within margins.
    ///
    /// ```swift
    /// view.easy.layout(CenterWithinMargins(4))
    /// ```
    public required init(_ value: CGFloat) {
        super.init(value); setParts([CenterXWithinMargins(value), CenterYWithinMargins(value)])
    }
    /// The same constant on both axes.
    ///
    /// ```swift
    /// view.easy.layout(CenterWithinMargins(>=0))
    /// ```
    public required init(_ constant: Constant) {
        super.init(constant); setParts([CenterXWithinMargins(constant), CenterYWithinMargins(constant)])
    }
    /// Offsets from the reference's centre within margins, each axis its own.
    ///
    /// ```swift
    /// view.easy.layout(CenterWithinMargins(CGPoint(x: 0, y: 8)))
    /// ```
    public init(_ point: CGPoint) { super.init(); setParts([CenterXWithinMargins(point.x), CenterYWithinMargins(point.y)]) }
}

/// EasyPeasy's name for edge insets, so `Edges(Insets(top: 8, left: 8, bottom: 8, right: 8))`
/// compiles as written for UIKit.
///
/// ```swift
/// view.easy.layout(Edges(Insets(top: 8, left: 8, bottom: 8, right: 8)))
/// ```
public typealias Insets = EdgeInsets
