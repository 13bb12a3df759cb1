import SnapLayoutModel

/// A horizontal anchor for `xAxis(_:to:)`.
public enum XAxisAnchor: Sendable {
    case leading, trailing, centerX

    var attribute: LayoutAttribute {
        switch self {
        case .leading: return .leading
        case .trailing: return .trailing
        case .centerX: return .centerX
        }
    }
}

/// A vertical anchor for `yAxis(_:to:)`.
public enum YAxisAnchor: Sendable {
    case top, bottom, centerY

    var attribute: LayoutAttribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .centerY: return .centerY
        }
    }
}

/// A dimension for `dimension(_:to:)`.
public enum DimensionAnchor: Sendable {
    case width, height

    var attribute: LayoutAttribute { self == .width ? .width : .height }
}
