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
    /// The size classes, which decide the constraints IB installs (its size-class variations);
    /// `nil` for IB's "Any" canvas of files that name no device.
    public var sizeClasses: SizeClasses?

    /// Creates an environment.
    public init(name: String, size: CGSize, safeArea: EdgeInsets, rootMargins: EdgeInsets,
                layoutDirection: LayoutDirection = .leftToRight, sizeClasses: SizeClasses? = nil) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.rootMargins = rootMargins
        self.layoutDirection = layoutDirection
        self.sizeClasses = sizeClasses
    }

    /// A size class, as UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: String, Hashable, Sendable {
        /// Narrow or short: an iPhone's width, an iPhone's height in landscape.
        case compact
        /// Wide or tall.
        case regular
    }

    /// The horizontal and vertical size classes.
    public struct SizeClasses: Hashable, Sendable {
        /// The width's class.
        public var horizontal: SizeClass
        /// The height's class.
        public var vertical: SizeClass
        /// Creates size classes.
        public init(horizontal: SizeClass, vertical: SizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
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

    /// The size classes iOS gives a full-screen app here: an iPhone is compact in width (but the
    /// widest in landscape) and compact in height in landscape; an iPad and a TV are regular.
    public var sizeClasses: InterfaceBuilderEnvironment.SizeClasses {
        guard device.idiom == .phone else { return .init(horizontal: .regular, vertical: .regular) }
        if orientation == .portrait { return .init(horizontal: .compact, vertical: .regular) }
        return .init(horizontal: device.portraitSize.width >= 414 ? .regular : .compact, vertical: .compact)
    }

    /// Whether bars are compact (an iPhone in landscape: 32-point navigation and tab bars).
    var hasCompactBars: Bool { device.idiom == .phone && orientation == .landscape }
}
