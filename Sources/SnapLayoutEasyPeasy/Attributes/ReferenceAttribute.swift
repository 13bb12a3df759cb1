import SnapLayoutModel

/// The attributes EasyPeasy can create and relate to: the second argument of `to(_:_:)` and
/// `like(_:_:)`, for relating to an attribute other than the default one.
///
/// ```swift
/// view.easy.layout(Top(0).to(avatar, .top), Width().like(header, .height))
/// ```
public enum ReferenceAttribute: Hashable, Sendable, CaseIterable {
    /// The width: relate a size to another item's width, a height included (a square, an aspect).
    ///
    /// ```swift
    /// view.easy.layout(Height(*0.5).like(header, .width))
    /// ```
    case width

    /// The height: relate a size to another item's height.
    ///
    /// ```swift
    /// view.easy.layout(Width().like(header, .height))
    /// ```
    case height

    /// The left edge: line up with another item's left rather than sit after its right.
    ///
    /// ```swift
    /// view.easy.layout(Left(0).to(header, .left))
    /// ```
    case left

    /// The right edge: line up with another item's right edge.
    ///
    /// ```swift
    /// view.easy.layout(Right(0).to(header, .right))
    /// ```
    case right

    /// The top edge: line up with another item's top rather than sit below it.
    ///
    /// ```swift
    /// view.easy.layout(Top(0).to(avatar, .top))
    /// ```
    case top

    /// The bottom edge: sit below another item (the default for `Top().to(item)`).
    ///
    /// ```swift
    /// view.easy.layout(Top(8).to(header, .bottom))
    /// ```
    case bottom

    /// The leading edge: line up with another item's leading edge.
    ///
    /// ```swift
    /// view.easy.layout(Leading(0).to(header, .leading))
    /// ```
    case leading

    /// The trailing edge: sit after another item (the default for `Leading().to(item)`).
    ///
    /// ```swift
    /// view.easy.layout(Leading(12).to(avatar, .trailing))
    /// ```
    case trailing

    /// The horizontal centre: centre on another item, or put an edge on its centre.
    ///
    /// ```swift
    /// view.easy.layout(Left(0).to(header, .centerX))
    /// ```
    case centerX

    /// The vertical centre: centre on another item's centre.
    ///
    /// ```swift
    /// view.easy.layout(CenterY(0).to(avatar, .centerY))
    /// ```
    case centerY

    /// The first baseline: line up with the first line of another item's text.
    ///
    /// ```swift
    /// view.easy.layout(FirstBaseline(0).to(title, .firstBaseline))
    /// ```
    case firstBaseline

    /// The last baseline: sit below the last line of another item's text.
    ///
    /// ```swift
    /// view.easy.layout(Top(8).to(label, .lastBaseline))
    /// ```
    case lastBaseline

    /// The left margin: line up with another item's content inside its layout margins.
    ///
    /// ```swift
    /// view.easy.layout(Left(0).to(card, .leftMargin))
    /// ```
    case leftMargin

    /// The right margin of another item.
    ///
    /// ```swift
    /// view.easy.layout(Right(0).to(card, .rightMargin))
    /// ```
    case rightMargin

    /// The top margin of another item.
    ///
    /// ```swift
    /// view.easy.layout(Top(0).to(card, .topMargin))
    /// ```
    case topMargin

    /// The bottom margin of another item.
    ///
    /// ```swift
    /// view.easy.layout(Bottom(0).to(card, .bottomMargin))
    /// ```
    case bottomMargin

    /// The leading margin of another item.
    ///
    /// ```swift
    /// view.easy.layout(Leading(0).to(card, .leadingMargin))
    /// ```
    case leadingMargin

    /// The trailing margin of another item.
    ///
    /// ```swift
    /// view.easy.layout(Trailing(0).to(card, .trailingMargin))
    /// ```
    case trailingMargin

    /// The horizontal centre of another item's margin area.
    ///
    /// ```swift
    /// view.easy.layout(CenterX(0).to(card, .centerXWithinMargins))
    /// ```
    case centerXWithinMargins

    /// The vertical centre of another item's margin area.
    ///
    /// ```swift
    /// view.easy.layout(CenterY(0).to(card, .centerYWithinMargins))
    /// ```
    case centerYWithinMargins

    /// The attribute on the far side: left↔right, top↔bottom, leading↔trailing (and margins);
    /// centres, baselines and dimensions map to themselves.
    var opposite: ReferenceAttribute {
        switch self {
        case .left: return .right
        case .right: return .left
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        case .leftMargin: return .rightMargin
        case .rightMargin: return .leftMargin
        case .topMargin: return .bottomMargin
        case .bottomMargin: return .topMargin
        case .leadingMargin: return .trailingMargin
        case .trailingMargin: return .leadingMargin
        default: return self
        }
    }

    /// The attribute standing for the model's `attribute`, if EasyPeasy has one.
    init?(_ attribute: LayoutAttribute) {
        guard let found = ReferenceAttribute.allCases.first(where: { $0.layoutAttribute == attribute }) else { return nil }
        self = found
    }

    /// The model's attribute.
    var layoutAttribute: LayoutAttribute {
        switch self {
        case .width: return .width
        case .height: return .height
        case .left: return .left
        case .right: return .right
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .centerX: return .centerX
        case .centerY: return .centerY
        case .firstBaseline: return .firstBaseline
        case .lastBaseline: return .lastBaseline
        case .leftMargin: return .leftMargin
        case .rightMargin: return .rightMargin
        case .topMargin: return .topMargin
        case .bottomMargin: return .bottomMargin
        case .leadingMargin: return .leadingMargin
        case .trailingMargin: return .trailingMargin
        case .centerXWithinMargins: return .centerXWithinMargins
        case .centerYWithinMargins: return .centerYWithinMargins
        }
    }

    /// Right, bottom, trailing, the last baseline and their margins take negated constants, so
    /// `Right(10)` is 10 points inside the reference's right edge.
    var shouldInvertConstant: Bool {
        switch self {
        case .right, .bottom, .trailing, .lastBaseline, .rightMargin, .bottomMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// `h_` or `v_` of a node signature.
    var axisSignature: String { layoutAttribute.axis == .horizontal ? "h" : "v" }

    /// The node slot the attribute occupies.
    var slot: NodeSlot {
        switch self {
        case .left, .leading, .leftMargin, .leadingMargin, .top, .firstBaseline, .topMargin: return .left
        case .right, .trailing, .rightMargin, .trailingMargin, .bottom, .lastBaseline, .bottomMargin: return .right
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: return .center
        case .width, .height: return .dimension
        }
    }
}
