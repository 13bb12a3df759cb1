import Foundation
import SnapLayout
import SnapLayoutInterfaceBuilder

/// Small Interface Builder files written by hand for the tests, and the ways the tests lay them out.
enum IBSamples {
    /// A xib holding `objects` (top-level views), saved by Xcode 15 for an iPhone 8 unless said otherwise.
    static func xib(_ objects: String, device: String? = "retina4_7", toolsVersion: String = "22505") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
        </objects>
        </document>
        """
    }

    /// A storyboard holding `scenes`, for an iPhone 8.
    static func storyboard(_ scenes: String, device: String = "retina4_7", toolsVersion: String = "22505") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
        \(scenes)
        </scenes>
        </document>
        """
    }

    /// `text` read as the file `name`, its text views sized as IB stored them (the frames written
    /// by hand in these files are Xcode's canvas) unless `sizing` says otherwise.
    static func read(_ text: String, name: String = "Test.xib", sizing: InterfaceBuilderTextSizing = .stored) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(bytes: Array(text.utf8), name: name, text: sizing)
    }

    /// The two solvers every frame is checked with.
    static let solvers = ["glpk", "cassowary"]

    /// An engine over the solver `name`.
    static func engine(_ name: String) -> LayoutEngine { LayoutEngine(solver: LayoutSolverKind(rawValue: name)!) }

    /// `scene` laid out by `engine`, and the frame of each view by IB id.
    static func frames(of scene: InterfaceBuilderScene, engine: LayoutEngine) -> [String: [Double]] {
        engine.layout(scene.rootView)
        var frames: [String: [Double]] = [:]
        for id in scene.viewIDs {
            let frame = scene.view(withID: id)!.frame
            frames[id] = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
        }
        return frames
    }

    /// Whether two frames agree to 1e-6.
    static func same(_ a: [Double]?, _ b: [Double]) -> Bool {
        guard let a, a.count == 4 else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 }
    }
}
