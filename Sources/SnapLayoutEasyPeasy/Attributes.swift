/// The item's width.
public final class Width: DimensionAttribute { override public var createAttribute: ReferenceAttribute { .width } }
/// The item's height.
public final class Height: DimensionAttribute { override public var createAttribute: ReferenceAttribute { .height } }
/// The left edge.
public final class Left: PositionAttribute { override public var createAttribute: ReferenceAttribute { .left } }
/// The right edge (constants are insets: negated).
public final class Right: PositionAttribute { override public var createAttribute: ReferenceAttribute { .right } }
/// The top edge.
public final class Top: PositionAttribute { override public var createAttribute: ReferenceAttribute { .top } }
/// The bottom edge (constants are insets: negated).
public final class Bottom: PositionAttribute { override public var createAttribute: ReferenceAttribute { .bottom } }
/// The leading edge.
open class Leading: PositionAttribute { override open var createAttribute: ReferenceAttribute { .leading } }
/// The trailing edge (constants are insets: negated).
public final class Trailing: PositionAttribute { override public var createAttribute: ReferenceAttribute { .trailing } }
/// The horizontal centre.
public final class CenterX: PositionAttribute { override public var createAttribute: ReferenceAttribute { .centerX } }
/// The vertical centre.
public final class CenterY: PositionAttribute { override public var createAttribute: ReferenceAttribute { .centerY } }
/// The first baseline.
public final class FirstBaseline: PositionAttribute { override public var createAttribute: ReferenceAttribute { .firstBaseline } }
/// The last baseline (constants negated).
public final class LastBaseline: PositionAttribute { override public var createAttribute: ReferenceAttribute { .lastBaseline } }
/// The left margin.
public final class LeftMargin: PositionAttribute { override public var createAttribute: ReferenceAttribute { .leftMargin } }
/// The right margin (constants negated).
public final class RightMargin: PositionAttribute { override public var createAttribute: ReferenceAttribute { .rightMargin } }
/// The top margin.
public final class TopMargin: PositionAttribute { override public var createAttribute: ReferenceAttribute { .topMargin } }
/// The bottom margin (constants negated).
public final class BottomMargin: PositionAttribute { override public var createAttribute: ReferenceAttribute { .bottomMargin } }
/// The leading margin.
public final class LeadingMargin: PositionAttribute { override public var createAttribute: ReferenceAttribute { .leadingMargin } }
/// The trailing margin (constants negated).
public final class TrailingMargin: PositionAttribute { override public var createAttribute: ReferenceAttribute { .trailingMargin } }
/// The horizontal centre within the margins.
public final class CenterXWithinMargins: PositionAttribute {
    override public var createAttribute: ReferenceAttribute { .centerXWithinMargins }
}
/// The vertical centre within the margins.
public final class CenterYWithinMargins: PositionAttribute {
    override public var createAttribute: ReferenceAttribute { .centerYWithinMargins }
}
