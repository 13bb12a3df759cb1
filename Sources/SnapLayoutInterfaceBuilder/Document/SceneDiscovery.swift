import Foundation
import SnapLayoutModel

/// Finds a file's scenes in document order: each view controller's view (in a storyboard, or a
/// xib whose File's Owner's `view` outlet names it), each other top-level view, and each table
/// or collection view cell (prototype, static, or top-level in a xib) as its content view.
package enum SceneDiscovery {
    /// The scenes of `document` (the `<document>` element).
    package static func scenes(in document: IBElement, context: DocumentContext) -> [SceneSource] {
        let objects: [IBElement]
        if context.isStoryboard {
            objects = (document.child("scenes")?.children("scene") ?? []).flatMap { $0.child("objects")?.children ?? [] }
        } else {
            objects = document.child("objects")?.children ?? []
        }
        let controllers = objects.filter(isController)
        let inference = ChromeInference(controllers: controllers)
        let ownerView = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
            .flatMap { owner in owner.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"] }
        var sources: [SceneSource] = []
        for object in objects {
            if isController(object) {
                guard let view = object.child(key: "view"), IBViewClass.named(view.name) != nil else { continue }
                var chrome = inference.chrome(of: object, view: view)
                chrome.rootMargins = rootMargins(view, controller: object)
                sources.append(SceneSource(root: view, controller: object, kind: .viewController,
                                           name: controllerName(object), chrome: chrome))
                sources += cells(in: view, context: context)
            } else if let viewClass = IBViewClass.named(object.name) {
                if viewClass.role == .cell {
                    sources += cellSource(object, context: context).map { [$0] } ?? []
                    continue
                }
                sources.append(topLevelSource(object, isControllerView: object.id != nil && object.id == ownerView))
                sources += cells(in: object, context: context)
            }
        }
        return sources
    }

    static func isController(_ element: IBElement) -> Bool {
        element["sceneMemberID"] == "viewController" || element.name.hasSuffix("ViewController")
    }

    /// A xib's top-level view (a File's Owner's `view`, or any other).
    private static func topLevelSource(_ view: IBElement, isControllerView: Bool) -> SceneSource {
        var chrome = SceneChrome()
        chrome.placement = .freeform
        ChromeInference.applySimulatedMetrics(of: [view], to: &chrome)
        if isControllerView {
            chrome.rootMargins = rootMargins(view, controller: nil)
        } else {
            chrome.rootMargins = .own(storedMargins(view) ?? EdgeInsets(8))
        }
        if chrome.placement == .freeform, isControllerView, view.child("freeformSimulatedSizeMetrics") == nil {
            chrome.placement = .screen
        }
        let name = view["userLabel"] ?? view["customClass"] ?? (isControllerView ? "File's Owner's view" : IBViewClass.named(view.name)?.uikitName ?? view.name)
        return SceneSource(root: view, kind: isControllerView ? .viewController : .topLevelView, name: name, chrome: chrome)
    }

    /// A view controller's view's margins: the system minimum, or what IB stored when larger.
    private static func rootMargins(_ view: IBElement, controller: IBElement?) -> SceneChrome.RootMargins {
        .viewController(stored: storedMargins(view), respectsSystemMinimum: controller?["viewRespectsSystemMinimumLayoutMargins"] != "NO")
    }

    static func storedMargins(_ view: IBElement) -> EdgeInsets? {
        guard let insets = view.child("edgeInsets", key: "layoutMargins") else { return nil }
        func value(_ name: String) -> CGFloat { CGFloat(insets[name].flatMap(Double.init) ?? 0) }
        return EdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
    }

    /// The scene's title, the controller's class, or what it is.
    static func controllerName(_ controller: IBElement) -> String {
        if let title = controller["title"], !title.isEmpty { return title }
        if let title = controller.child("navigationItem")?["title"], !title.isEmpty { return title }
        if let title = controller.child("tabBarItem")?["title"], !title.isEmpty { return title }
        if let name = controller["customClass"] ?? controller["userLabel"] { return name }
        var words = ""
        for character in controller.name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }
}
