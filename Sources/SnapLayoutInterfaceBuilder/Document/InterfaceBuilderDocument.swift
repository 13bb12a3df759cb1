import Foundation
import SnapLayoutModel

/// A storyboard or xib read without Xcode: every scene built as a `LayoutView` tree with its
/// constraints, ready to be laid out and checked.
///
/// Reading streams the file through Foundation's XML parser; anything wrong in it (malformed XML,
/// a constraint naming an unknown item or attribute, a number that is not one) is one
/// `InterfaceBuilderError` naming the file and the line. The reader builds on the model only: it
/// lays nothing out (`scene.rootView.layoutIfNeeded()` does, with an engine).
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// for scene in document.scenes {
///     scene.rootView.layoutIfNeeded()
/// }
/// ```
public struct InterfaceBuilderDocument {
    /// What kind of file it is.
    public enum Kind: String, Hashable, Sendable {
        /// A `.storyboard`.
        case storyboard
        /// A `.xib` (or `.nib` source).
        case xib
    }

    /// The file as it was named to the reader.
    public var name: String
    /// Storyboard or xib.
    public var kind: Kind
    /// The device of `<device id=…>` when the built-in table knows it.
    public var device: InterfaceBuilderDevice?
    /// The scenes, in document order.
    public var scenes: [InterfaceBuilderScene]
    /// Why the file's scenes are not built at all (an AppKit or watchOS file), or `nil`.
    public var unsupported: String?

    /// Reads the file at `url`, streaming it. Labels, buttons and text fields are measured by the
    /// layout pass unless `text` is `.stored`; `textSystem` decides which of their fonts can be.
    ///
    /// - Throws: `InterfaceBuilderError` when the file cannot be read or holds something no
    ///   Interface Builder file holds; the message names the line.
    public init(contentsOf url: URL, text: InterfaceBuilderTextSizing = .measured,
                textSystem: TextSystem = .default) throws(InterfaceBuilderError) {
        let name = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) else {
            throw InterfaceBuilderError(file: name, line: nil, message: "no such file")
        }
        guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: name) else {
            throw InterfaceBuilderError(file: name, line: nil, message: isDirectory.boolValue ? "is a folder, not a file" : "cannot be read")
        }
        do {
            try self.init(root: IBXMLReader.read(contentsOf: url), name: name, text: text, textSystem: textSystem)
        } catch {
            throw InterfaceBuilderError(file: name, line: error.line > 0 ? error.line : nil, message: error.message)
        }
    }

    /// Reads `bytes` as the file `name`, its text sized as `text` says.
    public init(bytes: [UInt8], name: String, text: InterfaceBuilderTextSizing = .measured,
                textSystem: TextSystem = .default) throws(InterfaceBuilderError) {
        do {
            try self.init(root: IBXMLReader.read(bytes: bytes), name: name, text: text, textSystem: textSystem)
        } catch {
            throw InterfaceBuilderError(file: name, line: error.line > 0 ? error.line : nil, message: error.message)
        }
    }

    /// Builds the scenes of a read file.
    package init(root: IBElement, name: String, text: InterfaceBuilderTextSizing = .measured,
                 textSystem: TextSystem = .default) throws(IBProblem) {
        guard root.name == "document" else {
            throw IBProblem(line: root.line, "not an Interface Builder file (its root element is <\(IBText.quoted(root.name))>, not <document>)")
        }
        self.name = name
        let type = root["type"] ?? ""
        kind = type.contains("Storyboard") || root.child("scenes") != nil ? .storyboard : .xib
        let runtime = root["targetRuntime"] ?? "iOS.CocoaTouch"
        var context = Self.context(of: root, isStoryboard: kind == .storyboard)
        context.textSizing = text
        context.textSystem = textSystem
        device = context.device
        scenes = []
        if let reason = Self.unsupportedRuntime(runtime) {
            unsupported = reason
            return
        }
        unsupported = nil
        for source in SceneDiscovery.scenes(in: root, context: context) {
            scenes.append(try SceneBuilder.build(source, context: context))
        }
    }

    /// Why a file's runtime is not one the reader builds, or `nil` (iOS and tvOS are UIKit).
    private static func unsupportedRuntime(_ runtime: String) -> String? {
        if runtime.hasPrefix("iOS") || runtime == "AppleTV" { return nil }
        return "target runtime '\(IBText.quoted(runtime))' is not UIKit (AppKit and WatchKit files are not read)"
    }

    /// The device, orientation, images and tools version the file's scenes share.
    private static func context(of root: IBElement, isStoryboard: Bool) -> DocumentContext {
        let deviceElement = root.child("device")
        let deviceID = deviceElement?["id"]
        let toolsVersion = root["toolsVersion"].flatMap(Double.init) ?? 0
        let device = deviceID.flatMap { InterfaceBuilderDevice.interfaceBuilderID($0, toolsVersion: toolsVersion) }
        var images: [String: CGSize] = [:]
        for image in root.child("resources")?.children("image") ?? [] {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init),
                  let height = image["height"].flatMap(Double.init), width.isFinite, height.isFinite,
                  (0...1e9).contains(width), (0...1e9).contains(height) else { continue }
            images[name] = CGSize(width: width, height: height)
        }
        return DocumentContext(
            isStoryboard: isStoryboard, device: device, unknownDeviceID: device == nil ? deviceID : nil,
            orientation: deviceElement?["orientation"] == "landscape" ? .landscape : .portrait,
            imageSizes: images, toolsVersion: toolsVersion)
    }
}
