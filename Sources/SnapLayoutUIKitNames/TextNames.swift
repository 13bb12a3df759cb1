import Foundation
import SnapLayoutModel

// UIKit's names for views that show text and images, so that a screen's code compiles unchanged.

/// UIKit's `UILabel`: text that measures itself (`LayoutLabel`).
public typealias UILabel = LayoutLabel

/// UIKit's `UIFont` (`UIFont.systemFont(ofSize:weight:)`, `.boldSystemFont(ofSize:)`, `UIFont(name:size:)`).
public typealias UIFont = LayoutFont

/// UIKit's `UIButton` (`UIButton(type: .system)`, `setTitle(_:for:)`, `titleLabel?.font`).
public typealias UIButton = LayoutButton

/// UIKit's `UIImageView`, sized by its image.
public typealias UIImageView = LayoutImageView

/// UIKit's `UIImage`: only its size matters here (`UIImage(size:)`; `UIImage(named:)` is `nil`:
/// there is no asset catalog).
public typealias UIImage = LayoutImage

/// UIKit's `UITextField`, a line of text tall.
public typealias UITextField = LayoutTextField

/// UIKit's `UIColor` (`.systemBlue`, `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`).
public typealias UIColor = LayoutColor

/// UIKit's `NSLineBreakMode` (`.byWordWrapping`, `.byTruncatingTail`, …).
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's `NSTextAlignment` (`.natural`, `.left`, `.center`, `.right`, `.justified`).
public typealias NSTextAlignment = TextAlignment

extension LayoutButton {
    /// UIKit's `UIControl.State`'s spelling through `UIControl`: `for: .normal` needs no name.
    public typealias ControlState = State
}

extension LineBreakMode {
    /// UIKit's `.byWordWrapping`.
    public static let byWordWrapping = LineBreakMode.word
    /// UIKit's `.byCharWrapping`.
    public static let byCharWrapping = LineBreakMode.char
    /// UIKit's `.byClipping`.
    public static let byClipping = LineBreakMode.clip
    /// UIKit's `.byTruncatingHead`.
    public static let byTruncatingHead = LineBreakMode.truncateHead
    /// UIKit's `.byTruncatingTail`.
    public static let byTruncatingTail = LineBreakMode.truncateTail
    /// UIKit's `.byTruncatingMiddle`.
    public static let byTruncatingMiddle = LineBreakMode.truncateMiddle
}

extension LayoutImage {
    /// UIKit's `UIImage(named:)`: always `nil` here, there is no asset catalog; make an image of a
    /// size with `UIImage(size:)`.
    public init?(named name: String) {
        return nil
    }
}

/// UIKit's `UISemanticContentAttribute`: how a view's content is laid out left to right.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the tree (the superview's direction, left to right at the root).
    case unspecified
    /// Playback controls (always left to right in UIKit).
    case playback
    /// Directional controls (always left to right in UIKit).
    case spatial
    /// Left to right whatever the language.
    case forceLeftToRight
    /// Right to left whatever the language.
    case forceRightToLeft
}

extension LayoutView {
    /// UIKit's `semanticContentAttribute`, as the view's layout direction (`semanticLayoutDirection`):
    /// `.forceRightToLeft` lays the subtree out right to left; `.unspecified` inherits.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get {
            switch semanticLayoutDirection {
            case .none: return .unspecified
            case .leftToRight?: return .forceLeftToRight
            case .rightToLeft?: return .forceRightToLeft
            }
        }
        set {
            switch newValue {
            case .unspecified: semanticLayoutDirection = nil
            case .playback, .spatial, .forceLeftToRight: semanticLayoutDirection = .leftToRight
            case .forceRightToLeft: semanticLayoutDirection = .rightToLeft
            }
        }
    }
}
