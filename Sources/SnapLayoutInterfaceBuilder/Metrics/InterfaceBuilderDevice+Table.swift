import Foundation
import SnapLayoutModel

extension InterfaceBuilderDevice {
    /// Every device of the built-in table, oldest first within each kind. Sizes and insets are
    /// iOS's (iOS 15 and later: status bars of 20 points on devices with a home button, none in
    /// an iPhone's landscape; the sensor housing's inset on the others, 21 at the bottom in landscape).
    public static let all: [InterfaceBuilderDevice] = phones + pads + [appleTV]

    private static func phone(_ name: String, _ key: String, _ ids: [String], _ width: CGFloat, _ height: CGFloat,
                              top: CGFloat) -> InterfaceBuilderDevice {
        let notch = top > 20
        return InterfaceBuilderDevice(
            name: name, key: key, interfaceBuilderIDs: ids, idiom: .phone,
            portraitSize: CGSize(width: width, height: height),
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: notch ? 34 : 0, right: 0),
            landscapeSafeArea: notch ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero)
    }

    private static func pad(_ name: String, _ key: String, _ ids: [String], _ width: CGFloat, _ height: CGFloat,
                            rounded: Bool) -> InterfaceBuilderDevice {
        let insets = rounded ? EdgeInsets(top: 24, left: 0, bottom: 20, right: 0) : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return InterfaceBuilderDevice(
            name: name, key: key, interfaceBuilderIDs: ids, idiom: .pad,
            portraitSize: CGSize(width: width, height: height), portraitSafeArea: insets, landscapeSafeArea: insets)
    }

    private static let phones: [InterfaceBuilderDevice] = [
        phone("iPhone 4s", "iphone-4s", ["retina3_5"], 320, 480, top: 20),
        phone("iPhone SE (1st generation)", "iphone-se-1", ["retina4_0"], 320, 568, top: 20),
        phone("iPhone 8", "iphone-8", ["retina4_7"], 375, 667, top: 20),
        phone("iPhone 8 Plus", "iphone-8-plus", ["retina5_5"], 414, 736, top: 20),
        phone("iPhone 11 Pro", "iphone-11-pro", [], 375, 812, top: 44),
        phone("iPhone 11", "iphone-11", ["retina6_1"], 414, 896, top: 48),
        phone("iPhone 11 Pro Max", "iphone-11-pro-max", ["retina6_5"], 414, 896, top: 44),
        phone("iPhone 13 mini", "iphone-13-mini", ["retina5_9", "retina5_4"], 375, 812, top: 50),
        phone("iPhone 14", "iphone-14", ["retina6_0"], 390, 844, top: 47),
        phone("iPhone 14 Plus", "iphone-14-plus", ["retina6_7"], 428, 926, top: 47),
        phone("iPhone 15", "iphone-15", ["retina6_12"], 393, 852, top: 59),
        phone("iPhone 15 Pro Max", "iphone-15-pro-max", ["retina6_72"], 430, 932, top: 59),
        phone("iPhone 16 Pro", "iphone-16-pro", ["retina6_3"], 402, 874, top: 62),
        phone("iPhone 16 Pro Max", "iphone-16-pro-max", ["retina6_9"], 440, 956, top: 62),
    ]

    /// The devices older files mean by ids that newer Xcodes give to other phones (`interfaceBuilderID`).
    static let olderDevices: [InterfaceBuilderDevice] = [
        phone("iPhone X", "iphone-x", ["retina5_9"], 375, 812, top: 44),
        phone("iPhone XR", "iphone-xr", ["retina6_1"], 414, 896, top: 44),
    ]

    private static let pads: [InterfaceBuilderDevice] = [
        pad("iPad (9.7-inch)", "ipad-9.7", ["ipad9_7"], 768, 1024, rounded: false),
        pad("iPad (10.2-inch)", "ipad-10.2", ["ipad10_2"], 810, 1080, rounded: false),
        pad("iPad Pro (10.5-inch)", "ipad-pro-10.5", ["ipad10_5"], 834, 1112, rounded: false),
        pad("iPad mini (6th generation)", "ipad-mini-6", ["ipad8_3rounded"], 744, 1133, rounded: true),
        pad("iPad Air (4th generation)", "ipad-air-4", ["ipad10_9rounded"], 820, 1180, rounded: true),
        pad("iPad Pro (11-inch)", "ipad-pro-11", ["ipad11_0rounded"], 834, 1194, rounded: true),
        pad("iPad Pro (12.9-inch, 2nd generation)", "ipad-pro-12.9-2", ["ipad12_9"], 1024, 1366, rounded: false),
        pad("iPad Pro (12.9-inch)", "ipad-pro-12.9", ["ipad12_9rounded"], 1024, 1366, rounded: true),
    ]

    /// tvOS's safe area is the overscan margin (60 points top and bottom, 80 at the sides).
    private static let appleTV = InterfaceBuilderDevice(
        name: "Apple TV", key: "apple-tv", interfaceBuilderIDs: ["appleTV"], idiom: .tv,
        portraitSize: CGSize(width: 1920, height: 1080),
        portraitSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
        landscapeSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
}
