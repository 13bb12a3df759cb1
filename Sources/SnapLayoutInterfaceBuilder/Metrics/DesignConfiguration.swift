import Foundation
import SnapLayoutModel

/// The device and orientation of Interface Builder's canvas for a scene: the file's
/// `<device id=…>` when the table knows it, else the device whose screen a screen-sized root
/// fills, else a stand-in the size of the root with a 20-point status bar, said in a note.
package enum DesignConfiguration {
    package static func configuration(context: DocumentContext, storedRoot: CGRect?, chrome: SceneChrome)
        -> (value: InterfaceBuilderConfiguration, note: String?) {
        if let device = context.device {
            return (InterfaceBuilderConfiguration(device: device, orientation: context.orientation), nil)
        }
        let size = storedRoot?.size ?? CGSize(width: 375, height: 667)
        let what = context.unknownDeviceID.map { "device '\(IBText.quoted($0))' is not in the device table" } ?? "the file names no device"
        if let device = InterfaceBuilderDevice.screen(size) {
            let orientation: InterfaceBuilderConfiguration.Orientation = size.width > size.height && device.idiom != .tv ? .landscape : .portrait
            return (InterfaceBuilderConfiguration(device: device, orientation: orientation),
                    "\(what): \(device.name) chosen, whose screen the root fills")
        }
        let standIn = InterfaceBuilderDevice(
            name: "freeform \(IBNumbers.text(Double(size.width))) × \(IBNumbers.text(Double(size.height)))",
            key: "freeform", interfaceBuilderIDs: [], idiom: size.width >= 768 ? .pad : .phone, portraitSize: size,
            portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero)
        let note = chrome.placement == .cell ? nil : "\(what): a 20-point status bar assumed"
        return (InterfaceBuilderConfiguration(device: standIn, orientation: .portrait), note)
    }
}
