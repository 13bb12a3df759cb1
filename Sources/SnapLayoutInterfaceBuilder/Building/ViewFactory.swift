import Foundation
import SnapLayoutModel

/// Makes the `LayoutView` of one view element: its class, stored frame, autoresizing,
/// priorities, margins, intrinsic size, baselines, visibility and direction, as IB stored them.
package enum ViewFactory {
    /// The view of `element` (whose class is `viewClass`), placed in `parent` when given.
    package static func make(_ element: IBElement, _ viewClass: IBViewClass, parent: LayoutView?, context: DocumentContext,
                             state: inout SceneBuildState) throws(IBProblem) -> LayoutView {
        guard let id = element.id, !id.isEmpty else { throw IBProblem(line: element.line, "a \(element.name) without an id") }
        guard state.views[id] == nil else { throw IBProblem(line: element.line, "the id '\(IBText.quoted(id))' is used twice") }
        let (view, isMeasured) = makeView(element, viewClass, context: context, state: &state)
        view.label = id
        if let stack = view as? LayoutStackView { try StackAttributes.apply(element, to: stack) }
        parent?.addSubview(view)
        let stored = try IBAttributeValues.rect(element)
        if let stored {
            view.frame = stored
            state.storedFrames[id] = stored
        } else if parent != nil {
            state.note("view '\(IBText.quoted(id))' has no stored frame (it starts at zero size)")
        }
        applyAutoresizing(element, to: view)
        try applyPriorities(element, to: view)
        try applyMargins(element, to: view, state: &state)
        let insets = viewClass.alignmentInsets
        view.alignmentRectInsets = EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        if !isMeasured { try applyIntrinsicSize(element, viewClass, stored: stored, to: view, context: context, state: &state) }
        view.isHidden = element.flag("hidden")
        view.isMultilineText = element.name == "label" && (element["numberOfLines"] ?? "1") != "1"
        switch element["semanticContentAttribute"] {
        case "forceRightToLeft": view.semanticLayoutDirection = .rightToLeft
        case "forceLeftToRight": view.semanticLayoutDirection = .leftToRight
        default: break
        }
        noteRuntimeAttributes(element, state: &state)
        if element.flag("misplaced") { state.markedMisplaced.append(id) }
        if element.flag("ambiguous") { state.markedAmbiguous.append(id) }
        state.views[id] = view
        state.viewIDs.append(id)
        state.classes[id] = viewClass
        state.lines[id] = element.line
        return view
    }

    /// A stack, a text view the layout pass measures (`--text measured`), or a plain view; and
    /// whether it is measured. A text view that cannot be measured is a plain view sized as IB
    /// stored it, with the reason kept for the scene's notes.
    static func makeView(_ element: IBElement, _ viewClass: IBViewClass, context: DocumentContext,
                         state: inout SceneBuildState) -> (LayoutView, Bool) {
        if viewClass.role == .stack { return (LayoutStackView(), false) }
        guard context.textSizing == .measured, let made = IBTextViews.view(of: element, context: context) else {
            return (LayoutView(), false)
        }
        switch made {
        case .success(let view):
            return (view, true)
        case .failure(let reason):
            state.storedTextReasons.append("'\(IBText.quoted(element.id ?? "?"))' (line \(element.line)) \(reason.message)")
            return (LayoutView(), false)
        }
    }

    /// User-defined runtime attributes that change layout (margins, insets, sizes, constants) are
    /// set by the view's class at run time: named as unsupported, never silently dropped.
    static func noteRuntimeAttributes(_ element: IBElement, state: inout SceneBuildState) {
        let words = ["margin", "inset", "frame", "bounds", "constant", "priority", "intrinsic", "width", "height", "spacing", "size"]
        // Drawing, not layout: a border's or a line's width, a shadow, a corner, a font.
        let drawing = ["border", "line", "shadow", "corner", "font", "layer."]
        for attribute in element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            guard let path = attribute["keyPath"]?.lowercased(), words.contains(where: path.contains),
                  !drawing.contains(where: path.contains) else { continue }
            state.unsupported("runtime attribute '\(IBText.quoted(attribute["keyPath"] ?? path))' of '\(IBText.quoted(element.id ?? "?"))' (line \(attribute.line)) is set by its class at run time: not applied")
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints` and the mask. A view IB keeps at a fixed frame
    /// (`fixedFrame="YES"`, written with the flag off since Xcode 11) gets its autoresizing mask
    /// at build time, as ibtool does.
    static func applyAutoresizing(_ element: IBElement, to view: LayoutView) {
        view.translatesAutoresizingMaskIntoConstraints = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
            || element.flag("fixedFrame")
        var mask: AutoresizingMask = []
        if let written = element.child("autoresizingMask", key: "autoresizingMask") {
            let bits: [(String, AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            for (name, bit) in bits where written.flag(name) { mask.insert(bit) }
        }
        view.autoresizingMask = mask
    }

    /// Hugging and compression resistance: what IB wrote (it writes 251 for labels and image
    /// views), else UIKit's 250 and 750 for every class, as a nib decodes them.
    static func applyPriorities(_ element: IBElement, to view: LayoutView) throws(IBProblem) {
        let pairs: [(String, LayoutAxis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in pairs {
            guard element[name] != nil else { continue }
            let value = LayoutPriority(Float(try IBAttributeValues.priority(element, name, default: 0)))
            if hugging { view.setContentHuggingPriority(value, for: axis) } else { view.setContentCompressionResistancePriority(value, for: axis) }
        }
    }

    /// The layout margins IB stored (`layoutMargins`, or `directionalLayoutMargins`), and whether
    /// they are measured from the safe area.
    static func applyMargins(_ element: IBElement, to view: LayoutView, state: inout SceneBuildState) throws(IBProblem) {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = EdgeInsets(top: try IBAttributeValues.number(insets, "top", default: 0),
                                            left: try IBAttributeValues.number(insets, "left", default: 0),
                                            bottom: try IBAttributeValues.number(insets, "bottom", default: 0),
                                            right: try IBAttributeValues.number(insets, "right", default: 0))
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: try IBAttributeValues.number(insets, "top", default: 0),
                leading: try IBAttributeValues.number(insets, "leading", default: 0),
                bottom: try IBAttributeValues.number(insets, "bottom", default: 0),
                trailing: try IBAttributeValues.number(insets, "trailing", default: 0))
        }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        let id = element.id ?? "?"
        if element.flag("layoutMarginsFollowReadableWidth") {
            state.unsupported("readable content width of '\(IBText.quoted(id))' (line \(element.line)): its margins are the plain ones")
        }
        if element.flag("preservesSuperviewLayoutMargins"), element.name != "tableViewCell" {
            state.note("'\(IBText.quoted(id))' preserves its superview's margins: its own are used")
        }
    }
}
