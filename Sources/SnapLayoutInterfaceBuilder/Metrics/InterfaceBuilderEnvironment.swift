import Foundation
import SnapLayoutModel

/// Where a scene is laid out: the root view's size, its safe area and margins, and the layout
/// direction. The reader works out the one Interface Builder's canvas shows (`design`); a device
/// sweep makes one per device, orientation and direction (`InterfaceBuilderScene.environment(for:)`).
public struct InterfaceBuilderEnvironment: Hashable, Sendable {
    /// How reports name it: `iPhone 8`, `iPhone 15 landscape rtl`, `freeform 465 × 154`.
    public var name: String
    /// The root view's size.
    public var size: CGSize
    /// The root view's safe-area insets.
    public var safeArea: EdgeInsets
    /// The root view's layout margins.
    public var rootMargins: EdgeInsets
    /// The layout direction of the whole tree (views that force a direction keep theirs).
    public var layoutDirection: LayoutDirection

    /// Creates an environment.
    public init(name: String, size: CGSize, safeArea: EdgeInsets, rootMargins: EdgeInsets,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.rootMargins = rootMargins
        self.layoutDirection = layoutDirection
    }
}

/// A device in one orientation, and a layout direction: one configuration of a device sweep.
public struct InterfaceBuilderConfiguration: Hashable, Sendable {
    /// The orientation of a device.
    public enum Orientation: String, Hashable, Sendable {
        /// Taller than wide (a TV has only landscape).
        case portrait
        /// Wider than tall.
        case landscape
    }

    /// The device.
    public var device: InterfaceBuilderDevice
    /// The orientation.
    public var orientation: Orientation
    /// The layout direction.
    public var layoutDirection: LayoutDirection

    /// Creates a configuration.
    public init(device: InterfaceBuilderDevice, orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight) {
        self.device = device
        self.orientation = device.idiom == .tv ? .landscape : orientation
        self.layoutDirection = layoutDirection
    }

    /// `iPhone 8`, `iPhone 8 landscape`, `iPhone 8 landscape rtl`.
    public var name: String {
        var name = device.name
        if orientation == .landscape, device.idiom != .tv { name += " landscape" }
        if layoutDirection == .rightToLeft { name += " rtl" }
        return name
    }

    /// The screen in points.
    public var screenSize: CGSize {
        let portrait = device.portraitSize
        guard orientation == .landscape, device.idiom != .tv else { return portrait }
        return CGSize(width: portrait.height, height: portrait.width)
    }

    /// The safe-area insets of a full-screen view with no bars.
    public var deviceSafeArea: EdgeInsets {
        orientation == .landscape && device.idiom != .tv ? device.landscapeSafeArea : device.portraitSafeArea
    }

    /// Whether bars are compact (an iPhone in landscape: 32-point navigation and tab bars).
    var hasCompactBars: Bool { device.idiom == .phone && orientation == .landscape }
}
