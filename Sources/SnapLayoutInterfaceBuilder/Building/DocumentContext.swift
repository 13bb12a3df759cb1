import Foundation

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

    package init(isStoryboard: Bool, device: InterfaceBuilderDevice?, unknownDeviceID: String? = nil,
                 orientation: InterfaceBuilderConfiguration.Orientation = .portrait,
                 imageSizes: [String: CGSize] = [:], toolsVersion: Double = 0) {
        self.isStoryboard = isStoryboard
        self.device = device
        self.unknownDeviceID = unknownDeviceID
        self.orientation = orientation
        self.imageSizes = imageSizes
        self.toolsVersion = toolsVersion
    }
}
