import Foundation
import SnapLayoutModel

/// What every scene of a file shares: the device IB shows, the images' sizes, how old the file is.
package struct DocumentContext: Sendable {
    /// Whether the file is a storyboard (else a xib).
    package var isStoryboard: Bool
    /// The device of `<device id=…>`, or the one whose screen the first screen-sized root matches.
    package var device: InterfaceBuilderDevice?
    /// The `<device id=…>` as written, when it names no device of the table.
    package var unknownDeviceID: String?
    /// The orientation of `<device orientation=…>`.
    package var orientation: InterfaceBuilderConfiguration.Orientation
    /// `<image name=… width=… height=…>` of the file's resources, by name.
    package var imageSizes: [String: CGSize]
    /// `toolsVersion`, the Xcode build that saved the file (0 when absent).
    package var toolsVersion: Double
    /// Whether text views are measured or keep the size IB stored.
    package var textSizing: InterfaceBuilderTextSizing
    /// The text system that decides which fonts can be measured (the layout pass measures with its own).
    package var textSystem: TextSystem

    package init(isStoryboard: Bool, device: InterfaceBuilderDevice?, unknownDeviceID: String? = nil,
                 orientation: InterfaceBuilderConfiguration.Orientation = .portrait,
                 imageSizes: [String: CGSize] = [:], toolsVersion: Double = 0,
                 textSizing: InterfaceBuilderTextSizing = .stored, textSystem: TextSystem = .default) {
        self.isStoryboard = isStoryboard
        self.device = device
        self.unknownDeviceID = unknownDeviceID
        self.orientation = orientation
        self.imageSizes = imageSizes
        self.toolsVersion = toolsVersion
        self.textSizing = textSizing
        self.textSystem = textSystem
    }
}
