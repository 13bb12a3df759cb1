/// The item's width: an absolute size, or relative to another item's with `like(_:_:)`.
///
/// ```swift
/// view.easy.layout(Width(200))
/// ```
public final class Width: DimensionAttribute {
    /// `.width`: what a `Width` constrains.
    ///
    /// ```swift
    /// Width().createAttribute   // .width
    /// ```
    override public var createAttribute: ReferenceAttribute { .width }
}

/// The item's height: an absolute size, or relative to another item's with `like(_:_:)`.
///
/// ```swift
/// view.easy.layout(Height(*0.5).like(header))
/// ```
public final class Height: DimensionAttribute {
    /// `.height`: what a `Height` constrains.
    ///
    /// ```swift
    /// Height().createAttribute   // .height
    /// ```
    override public var createAttribute: ReferenceAttribute { .height }
}

/// The left edge, whatever the writing direction: from the superview's left edge, or after another
/// item's right edge.
///
/// ```swift
/// view.easy.layout(Left(16))
/// ```
public final class Left: PositionAttribute {
    /// `.left`: what a `Left` constrains.
    ///
    /// ```swift
    /// Left().createAttribute   // .left
    /// ```
    override public var createAttribute: ReferenceAttribute { .left }
}

/// The right edge (constants are insets: negated, so `Right(16)` is 16 points inside), or before
/// another item's left edge.
///
/// ```swift
/// view.easy.layout(Right(16))
/// ```
public final class Right: PositionAttribute {
    /// `.right`: what a `Right` constrains.
    ///
    /// ```swift
    /// Right().createAttribute   // .right
    /// ```
    override public var createAttribute: ReferenceAttribute { .right }
}

/// The top edge: from the superview's top, or below another item's bottom.
///
/// ```swift
/// view.easy.layout(Top(10).to(header))
/// ```
public final class Top: PositionAttribute {
    /// `.top`: what a `Top` constrains.
    ///
    /// ```swift
    /// Top().createAttribute   // .top
    /// ```
    override public var createAttribute: ReferenceAttribute { .top }
}

/// The bottom edge (constants are insets: negated, so `Bottom(20)` is 20 points above), or above
/// another item's top.
///
/// ```swift
/// view.easy.layout(Bottom(20))
/// ```
public final class Bottom: PositionAttribute {
    /// `.bottom`: what a `Bottom` constrains.
    ///
    /// ```swift
    /// Bottom().createAttribute   // .bottom
    /// ```
    override public var createAttribute: ReferenceAttribute { .bottom }
}

/// The leading edge: the left in left-to-right layouts, the right in right-to-left ones.
///
/// ```swift
/// view.easy.layout(Leading(16))
/// ```
open class Leading: PositionAttribute {
    /// `.leading`: what a `Leading` constrains.
    ///
    /// ```swift
    /// Leading().createAttribute   // .leading
    /// ```
    override open var createAttribute: ReferenceAttribute { .leading }
}

/// The trailing edge (constants are insets: negated), mirrored in right-to-left layouts.
///
/// ```swift
/// view.easy.layout(Trailing(16))
/// ```
public final class Trailing: PositionAttribute {
    /// `.trailing`: what a `Trailing` constrains.
    ///
    /// ```swift
    /// Trailing().createAttribute   // .trailing
    /// ```
    override public var createAttribute: ReferenceAttribute { .trailing }
}

/// The horizontal centre: the value is an offset from the reference's centre.
///
/// ```swift
/// view.easy.layout(CenterX())
/// ```
public final class CenterX: PositionAttribute {
    /// `.centerX`: what a `CenterX` constrains.
    ///
    /// ```swift
    /// CenterX().createAttribute   // .centerX
    /// ```
    override public var createAttribute: ReferenceAttribute { .centerX }
}

/// The vertical centre, to line items up across a row.
///
/// ```swift
/// view.easy.layout(CenterY(0).to(avatar))
/// ```
public final class CenterY: PositionAttribute {
    /// `.centerY`: what a `CenterY` constrains.
    ///
    /// ```swift
    /// CenterY().createAttribute   // .centerY
    /// ```
    override public var createAttribute: ReferenceAttribute { .centerY }
}

/// The first baseline, to line text up with its neighbour's first line.
///
/// ```swift
/// view.easy.layout(FirstBaseline(0).to(title, .firstBaseline))
/// ```
public final class FirstBaseline: PositionAttribute {
    /// `.firstBaseline`: what a `FirstBaseline` constrains.
    ///
    /// ```swift
    /// FirstBaseline().createAttribute   // .firstBaseline
    /// ```
    override public var createAttribute: ReferenceAttribute { .firstBaseline }
}

/// The last baseline (constants negated, like a bottom edge).
///
/// ```swift
/// view.easy.layout(LastBaseline(0).to(title, .lastBaseline))
/// ```
public final class LastBaseline: PositionAttribute {
    /// `.lastBaseline`: what a `LastBaseline` constrains.
    ///
    /// ```swift
    /// LastBaseline().createAttribute   // .lastBaseline
    /// ```
    override public var createAttribute: ReferenceAttribute { .lastBaseline }
}

/// The left margin: the left edge inset by the item's layout margins.
///
/// ```swift
/// view.easy.layout(LeftMargin())
/// ```
public final class LeftMargin: PositionAttribute {
    /// `.leftMargin`: what a `LeftMargin` constrains.
    ///
    /// ```swift
    /// LeftMargin().createAttribute   // .leftMargin
    /// ```
    override public var createAttribute: ReferenceAttribute { .leftMargin }
}

/// The right margin (constants negated): the right edge inset by the layout margins.
///
/// ```swift
/// view.easy.layout(RightMargin())
/// ```
public final class RightMargin: PositionAttribute {
    /// `.rightMargin`: what a `RightMargin` constrains.
    ///
    /// ```swift
    /// RightMargin().createAttribute   // .rightMargin
    /// ```
    override public var createAttribute: ReferenceAttribute { .rightMargin }
}

/// The top margin: the top edge inset by the layout margins.
///
/// ```swift
/// view.easy.layout(TopMargin(8))
/// ```
public final class TopMargin: PositionAttribute {
    /// `.topMargin`: what a `TopMargin` constrains.
    ///
    /// ```swift
    /// TopMargin().createAttribute   // .topMargin
    /// ```
    override public var createAttribute: ReferenceAttribute { .topMargin }
}

/// The bottom margin (constants negated): the bottom edge inset by the layout margins.
///
/// ```swift
/// view.easy.layout(BottomMargin(8))
/// ```
public final class BottomMargin: PositionAttribute {
    /// `.bottomMargin`: what a `BottomMargin` constrains.
    ///
    /// ```swift
    /// BottomMargin().createAttribute   // .bottomMargin
    /// ```
    override public var createAttribute: ReferenceAttribute { .bottomMargin }
}

/// The leading margin: the leading edge inset by the layout margins.
///
/// ```swift
/// view.easy.layout(LeadingMargin())
/// ```
public final class LeadingMargin: PositionAttribute {
    /// `.leadingMargin`: what a `LeadingMargin` constrains.
    ///
    /// ```swift
    /// LeadingMargin().createAttribute   // .leadingMargin
    /// ```
    override public var createAttribute: ReferenceAttribute { .leadingMargin }
}

/// The trailing margin (constants negated): the trailing edge inset by the layout margins.
///
/// ```swift
/// view.easy.layout(TrailingMargin())
/// ```
public final class TrailingMargin: PositionAttribute {
    /// `.trailingMargin`: what a `TrailingMargin` constrains.
    ///
    /// ```swift
    /// TrailingMargin().createAttribute   // .trailingMargin
    /// ```
    override public var createAttribute: ReferenceAttribute { .trailingMargin }
}

/// The horizontal centre within the margins: the centre of the margin area, which differs from
/// `CenterX` when the margins are uneven.
///
/// ```swift
/// view.easy.layout(CenterXWithinMargins())
/// ```
public final class CenterXWithinMargins: PositionAttribute {
    /// `.centerXWithinMargins`: what a `CenterXWithinMargins` constrains.
    ///
    /// ```swift
    /// CenterXWithinMargins().createAttribute   // .centerXWithinMargins
    /// ```
    override public var createAttribute: ReferenceAttribute { .centerXWithinMargins }
}

/// The vertical centre within the margins.
///
/// ```swift
/// view.easy.layout(CenterYWithinMargins())
/// ```
public final class CenterYWithinMargins: PositionAttribute {
    /// `.centerYWithinMargins`: what a `CenterYWithinMargins` constrains.
    ///
    /// ```swift
    /// CenterYWithinMargins().createAttribute   // .centerYWithinMargins
    /// ```
    override public var createAttribute: ReferenceAttribute { .centerYWithinMargins }
}
