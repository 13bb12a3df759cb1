import SnapLayoutModel

/// The attributes EasyPeasy can create and relate to.
public enum ReferenceAttribute: Hashable, Sendable, CaseIterable {
    case width, height, left, right, top, bottom, leading, trailing, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

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
