import Foundation
import SnapLayoutModel

/// Builds a scene: its views (`ViewFactory`), the root sized as IB's canvas shows it
/// (`SceneChrome`), then its constraints (`ConstraintResolver`). Knows no solver.
package enum SceneBuilder {
    /// The scene of `source`.
    package static func build(_ source: SceneSource, context: DocumentContext) throws(IBProblem) -> InterfaceBuilderScene {
        var state = SceneBuildState()
        guard let rootID = source.root.id else { throw IBProblem(line: source.root.line, "a root view without an id") }
        if let cellID = source.cell?.id { state.aliases[cellID] = rootID }
        guard let rootClass = IBViewClass.named(source.root.name) else {
            throw IBProblem(line: source.root.line, "'\(IBText.quoted(source.root.name))' is not a view Interface Builder writes")
        }
        let storedRoot = try IBAttributeValues.rect(source.root)
        let configuration = DesignConfiguration.configuration(context: context, storedRoot: storedRoot, chrome: source.chrome)
        var chrome = source.chrome
        if (15000..<17000).contains(context.toolsVersion), configuration.value.deviceSafeArea.top == 20 {
            chrome.simulatesTwentyPointStatusBar = false
            chrome.reasons.append("no 20-point status bar: the file was saved by Xcode 11, whose canvas shows none")
        }
        let design = chrome.environment(for: configuration.value, stored: storedRoot, design: true)
        state.designSizeClasses = design.sizeClasses
        if let cell = source.cell { try state.variations.read(cell) }
        let root = try makeTree(source.root, rootClass, parent: nil, context: context, state: &state)
        if !root.translatesAutoresizingMaskIntoConstraints {
            // IB lays the root out at the canvas's size whatever the flag says; so do we.
            root.translatesAutoresizingMaskIntoConstraints = true
            state.note("the root's translatesAutoresizingMaskIntoConstraints is off in the file: it is laid out at the canvas's size all the same")
        }
        var controller: LayoutViewController?
        if let element = source.controller {
            let made = LayoutViewController()
            made.view = root
            controller = made
            for guide in element.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
                guard let id = guide.id else { continue }
                state.guides[id] = guide["type"] == "bottom" ? .bottom : .top
            }
        }
        if let element = source.controller { noteViewsOutsideTheTree(element, root: source.root, state: &state) }
        if let cell = source.cell, let cellID = cell.id {
            // Constraints a collection view cell holds itself are between its content's views.
            for element in cell.child("constraints")?.children("constraint") ?? [] {
                state.specs.append(try IBConstraintSpec(element, container: cellID))
            }
        }
        if chrome.placement == .screen, !chrome.fitsScreen(configuration.value, stored: storedRoot) {
            // Sized by IB (a form sheet, a freeform size): it keeps that size on other devices too.
            chrome.placement = .freeform
            chrome.reasons.append("the root's stored size \(IBNumbers.text(Double(storedRoot?.width ?? 0))) × \(IBNumbers.text(Double(storedRoot?.height ?? 0))) is not the screen's: laid out at that size, with the screen's insets at its top-left corner")
        }
        var scene = InterfaceBuilderScene(
            id: rootID, cellID: source.cell?.id, name: source.name, kind: source.kind, line: source.root.line, rootView: root,
            viewController: controller, design: design, viewIDs: [], constraintIDs: [], placeholderConstraintIDs: [], storedFrames: [:],
            markedMisplaced: [], markedAmbiguous: [], unsupported: [], notes: [], chrome: chrome,
            views: [:], constraints: [:], lines: [:], storedRootFrame: storedRoot, variations: state.variations)
        scene.apply(design)
        if let forced = root.semanticLayoutDirection, forced != design.layoutDirection { root.semanticLayoutDirection = forced }
        var resolver = ConstraintResolver(state: state, controller: controller)
        try resolver.activateAll()
        state = resolver.state
        scene.constraints = resolver.constraints
        scene.constraintIDs = resolver.constraintIDs
        scene.placeholderConstraintIDs = resolver.placeholderIDs
        finish(&scene, state: state, configuration: configuration, sizing: context.textSizing, textSystem: context.textSystem)
        return scene
    }

    /// Copies what `state` gathered into `scene`, with the notes on how it was sized.
    private static func finish(_ scene: inout InterfaceBuilderScene, state: SceneBuildState,
                               configuration: (value: InterfaceBuilderConfiguration, note: String?),
                               sizing: InterfaceBuilderTextSizing, textSystem: TextSystem) {
        scene.viewIDs = state.viewIDs
        scene.textSystem = textSystem
        scene.views = state.views
        scene.storedFrames = state.storedFrames
        scene.markedMisplaced = state.markedMisplaced
        scene.markedAmbiguous = state.markedAmbiguous
        scene.unsupported = state.unsupported
        scene.lines.merge(state.lines) { first, _ in first }
        var notes: [String] = []
        if let note = configuration.note { notes.append(note) }
        notes += scene.chrome.reasons
        let safe = scene.design.safeArea
        if safe != .zero {
            notes.append("safe area \(IBNumbers.insets(safe)) on \(scene.design.name)")
        }
        if let note = storedTextNote(state, sizing: sizing) { notes.append(note) }
        scene.notes = notes + state.notes
    }

    /// Which text views keep the size IB stored, and why: all of them with `--text stored`; with
    /// `--text measured` those whose text or font cannot be measured here, and text views
    /// (`UITextView`), whose text this reader does not measure.
    static func storedTextNote(_ state: SceneBuildState, sizing: InterfaceBuilderTextSizing) -> String? {
        let count = state.storedTextCount
        guard count > 0 else { return nil }
        let plural = count == 1 ? "" : "s"
        guard sizing == .measured else {
            return "text stored: \(count) text view\(plural) sized as IB stored them (labels, buttons, fields…); text is not measured"
        }
        var reasons = Array(state.storedTextReasons.prefix(5))
        if state.storedTextReasons.count > 5 { reasons.append("and \(state.storedTextReasons.count - 5) more") }
        let others = count - state.storedTextReasons.count
        if others > 0 { reasons.append("\(others) UITextView\(others == 1 ? "" : "s") (not measured)") }
        return "text stored: \(count) text view\(plural) \(count == 1 ? "keeps" : "keep") the size IB stored: \(reasons.joined(separator: "; "))"
    }

    /// Views a controller holds outside its view's tree (a navigation item's title view, a bar
    /// button item's custom view): the bars lay them out, not the scene; named, not skipped.
    static func noteViewsOutsideTheTree(_ controller: IBElement, root: IBElement, state: inout SceneBuildState) {
        var stack = controller.children.filter { $0.key != root.key || $0.name != root.name }
        while let element = stack.popLast() {
            if IBViewClass.named(element.name) != nil, element.key != nil, let id = element.id {
                state.unsupported("\(element.key ?? "view") '\(IBText.quoted(id))' (line \(element.line)) is laid out by a bar, not in the scene: not checked")
                continue
            }
            stack += element.children
        }
    }

    /// Makes the view of `element` and, depth first, its subviews; gathers its guides and constraints.
    static func makeTree(_ element: IBElement, _ viewClass: IBViewClass, parent: LayoutView?, context: DocumentContext,
                         state: inout SceneBuildState) throws(IBProblem) -> LayoutView {
        let view = try ViewFactory.make(element, viewClass, parent: parent, context: context, state: &state)
        let id = element.id!
        try state.variations.read(element)
        if let stack = parent as? LayoutStackView { stack.addArrangedSubview(view) }
        for guide in element.children("viewLayoutGuide") {
            guard let guideID = guide.id else { continue }
            switch guide.key {
            case "safeArea": state.guides[guideID] = .safeArea(id)
            case "contentLayoutGuide": state.guides[guideID] = .content(id)
            case "frameLayoutGuide": state.guides[guideID] = .frame(id)
            default: state.unsupported("layout guide '\(IBText.quoted(guideID))' (\(IBText.quoted(guide.key ?? "no key")), line \(guide.line))")
            }
        }
        if [.scroll, .table, .collection].contains(viewClass.role) { state.scrollViews.insert(id) }
        if let note = viewClass.contentNote { state.unsupported("\(viewClass.uikitName) '\(IBText.quoted(id))' (line \(element.line)): \(note)") }
        var children = element.child("subviews")?.children ?? []
        for key in ["contentView", "tableHeaderView", "tableFooterView"] where key != "contentView" || viewClass.role == .visualEffect {
            if let keyed = element.child(key: key) { children.append(keyed) }
        }
        for child in children {
            guard let childClass = IBViewClass.named(child.name) else {
                state.unsupported("'\(IBText.quoted(child.name))' (line \(child.line)) is not a view class the reader knows: left out")
                continue
            }
            if childClass.role == .cell { continue }
            if let childID = child.id, !state.variations.isInstalled(childID, in: state.designSizeClasses) {
                state.unsupported("subview '\(IBText.quoted(childID))' (line \(child.line)) is installed only in some size classes: left out here, and in every configuration")
                continue
            }
            _ = try makeTree(child, childClass, parent: view, context: context, state: &state)
        }
        for constraint in element.child("constraints")?.children("constraint") ?? [] {
            state.specs.append(try IBConstraintSpec(constraint, container: id))
        }
        return view
    }
}
