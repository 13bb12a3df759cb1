import Foundation
import SnapLayoutModel

extension IBTextViews {
    /// A system or custom button: its normal state's title in its font (15-point system when none is
    /// written), its image when the file's resources give its size, and `contentEdgeInsets`.
    /// What UIKit draws itself or sizes by rules not modelled here keeps IB's size: iOS 15 button
    /// configurations, background images, images of unknown size (SF Symbols among them) and the
    /// info, add and disclosure types.
    static func button(_ element: IBElement, context: DocumentContext) -> Result<LayoutView, IBStoredReason> {
        let type: LayoutButton.ButtonType
        switch element["buttonType"] ?? "custom" {
        case "system", "roundedRect": type = .system
        case "custom": type = .custom
        case let other: return .failure(IBStoredReason("a button of type '\(IBText.quoted(other))', drawn by UIKit"))
        }
        if element.child("buttonConfiguration") != nil { return .failure(IBStoredReason("has an iOS 15 button configuration")) }
        let normal = element.children("state").first { $0["key"] == "normal" }
        if normal?.child("attributedString") != nil { return .failure(IBStoredReason("has an attributed title")) }
        if normal?["backgroundImage"] != nil { return .failure(IBStoredReason("has a background image")) }
        var image: LayoutImage?
        if let name = normal?["image"] {
            guard normal?["catalog"] == nil, let size = context.imageSizes[name] else {
                return .failure(IBStoredReason("its image '\(IBText.quoted(name))' has no size in the file's resources"))
            }
            image = LayoutImage(size: size)
        }
        let font: LayoutFont
        switch IBFont.font(of: element, defaultSize: 15, textSystem: context.textSystem) {
        case .success(let found): font = found
        case .failure(let reason): return .failure(reason)
        }
        let button = LayoutButton(type: type)
        button.titleLabel?.font = font
        button.setTitle(normal?["title"], for: .normal)
        button.setImage(image, for: .normal)
        if let insets = element.child("inset", key: "contentEdgeInsets") {
            let values = ["minY", "minX", "maxY", "maxX"].map { insets[$0].flatMap(Double.init) ?? 0 }
            guard values.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else {
                return .failure(IBStoredReason("its content insets are not finite numbers"))
            }
            button.contentEdgeInsets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        return .success(button)
    }
}
