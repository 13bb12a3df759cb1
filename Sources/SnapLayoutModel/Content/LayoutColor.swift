/// A colour, as UIKit's `UIColor`, for what a picture draws (a view's background, a label's
/// text): red, green, blue and alpha from 0 to 1.
public struct LayoutColor: Hashable, Sendable, CustomStringConvertible {
    /// Components from 0 to 1.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// A colour of these components (`UIColor(red:green:blue:alpha:)`), each clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamped(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = clamped(red); self.green = clamped(green); self.blue = clamped(blue); self.alpha = clamped(alpha)
    }

    /// A grey (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Black.
    public static let black = LayoutColor(white: 0)
    /// A third of the way from black to white.
    public static let darkGray = LayoutColor(white: 1.0 / 3)
    /// Half grey.
    public static let gray = LayoutColor(white: 0.5)
    /// Two thirds of the way from black to white.
    public static let lightGray = LayoutColor(white: 2.0 / 3)
    /// White.
    public static let white = LayoutColor(white: 1)
    /// Transparent.
    public static let clear = LayoutColor(white: 0, alpha: 0)
    /// Pure red.
    public static let red = LayoutColor(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = LayoutColor(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = LayoutColor(red: 0, green: 0, blue: 1)
    /// Orange.
    public static let orange = LayoutColor(red: 1, green: 0.5, blue: 0)
    /// Yellow.
    public static let yellow = LayoutColor(red: 1, green: 1, blue: 0)
    /// Purple.
    public static let purple = LayoutColor(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `systemBlue` (light appearance), `tintColor`'s default.
    public static let systemBlue = LayoutColor(hex: 0x007AFF)
    /// UIKit's `systemRed` (light appearance).
    public static let systemRed = LayoutColor(hex: 0xFF3B30)
    /// UIKit's `systemGreen` (light appearance).
    public static let systemGreen = LayoutColor(hex: 0x34C759)
    /// UIKit's `systemGray` (light appearance).
    public static let systemGray = LayoutColor(hex: 0x8E8E93)
    /// UIKit's `systemBackground` (light appearance): white.
    public static let systemBackground = LayoutColor.white
    /// UIKit's `secondarySystemBackground` (light appearance).
    public static let secondarySystemBackground = LayoutColor(hex: 0xF2F2F7)
    /// UIKit's `label` (light appearance).
    public static let label = LayoutColor.black
    /// UIKit's `secondaryLabel` (light appearance).
    public static let secondaryLabel = LayoutColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)

    /// `#rrggbb`, as a picture writes it.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            return (n < 16 ? "0" : "") + String(n, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var description: String { alpha == 1 ? hexString : "\(hexString) alpha \(alpha)" }
}
