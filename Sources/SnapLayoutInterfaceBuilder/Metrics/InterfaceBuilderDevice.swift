import Foundation
import SnapLayoutModel

/// A device Interface Builder simulates: its screen in points, portrait, and the safe-area insets
/// of a full-screen view controller's view in each orientation (status bar, sensor housing, home
/// indicator), as iOS gives them.
///
/// The table (`all`) is what `snaplayout ib --devices` sweeps and how a file's `<device id=…>`
/// is understood; a device IB names that is not in it is matched by the root view's size.
public struct InterfaceBuilderDevice: Hashable, Sendable {
    /// The kind of device, which decides the root view's system margins.
    public enum Idiom: String, Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
        /// An Apple TV.
        case tv
    }

    /// The name people know it by (`iPhone 8`).
    public var name: String
    /// The name `--devices` takes (`iphone-8`).
    public var key: String
    /// The ids Interface Builder writes for it (`retina4_7`).
    public var interfaceBuilderIDs: [String]
    /// The kind of device.
    public var idiom: Idiom
    /// The screen in points, portrait (landscape for a TV).
    public var portraitSize: CGSize
    /// The safe-area insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// The safe-area insets in landscape (left home button or sensor housing on the left).
    public var landscapeSafeArea: EdgeInsets

    /// Creates a device.
    public init(name: String, key: String, interfaceBuilderIDs: [String], idiom: Idiom, portraitSize: CGSize,
                portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets) {
        self.name = name
        self.key = key
        self.interfaceBuilderIDs = interfaceBuilderIDs
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
    }

    /// Whether the screen has no status bar of its own at the top but a sensor housing (the
    /// status bar is part of the safe area's top inset either way).
    public var hasHomeIndicator: Bool { portraitSafeArea.bottom > 0 }

    /// The device Interface Builder names `id` in a file saved by tools version `toolsVersion`, or
    /// `nil`. Xcode 14 (tools 21000) moved two ids to newer phones of the same screen: `retina5_9`
    /// from the iPhone X (44-point top inset) to the iPhone 13 mini (50), `retina6_1` from the
    /// iPhone XR (44) to the iPhone 11 on iOS 14 and later (48); older files get the older insets.
    public static func interfaceBuilderID(_ id: String, toolsVersion: Double = .infinity) -> InterfaceBuilderDevice? {
        if toolsVersion < 21000, let older = olderDevices.first(where: { $0.interfaceBuilderIDs.contains(id) }) { return older }
        return all.first { $0.interfaceBuilderIDs.contains(id) }
    }

    /// The device `--devices` calls `key` (case-insensitive), or `nil`.
    public static func named(_ key: String) -> InterfaceBuilderDevice? {
        let key = key.lowercased()
        return all.first { $0.key == key }
    }

    /// The first device whose screen is `size` in either orientation, or `nil`.
    public static func screen(_ size: CGSize) -> InterfaceBuilderDevice? {
        all.first { device in
            let portrait = device.portraitSize
            return portrait == size || CGSize(width: portrait.height, height: portrait.width) == size
        }
    }
}
