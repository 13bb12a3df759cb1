import Foundation
import SnapLayoutModel

/// Turns a scene's constraint elements into active `LayoutConstraint`s, in the order IB wrote them
/// (a view's subviews' constraints before its own, as a nib loads them): items resolved by IB
/// id (views, safe-area guides, a controller's old top and bottom guides, a scroll view's content
/// and frame guides), placeholders left out as IB leaves them out of the built nib.
package struct ConstraintResolver {
    package private(set) var state: SceneBuildState
    let controller: LayoutViewController?
    package private(set) var constraints: [String: LayoutConstraint] = [:]
    package private(set) var constraintIDs: [String] = []
    package private(set) var placeholderIDs: [String] = []
    /// The content and frame guides made for scroll views, by scroll view id.
    var scrollGuides = ScrollContentGuides()

    package init(state: SceneBuildState, controller: LayoutViewController?) {
        self.state = state
        self.controller = controller
    }

    /// Activates every constraint; the first that cannot be made is the error, with its line.
    package mutating func activateAll() throws(IBProblem) {
        var placeholders: [String] = [], uninstalled: [String] = []
        for spec in state.specs {
            state.lines[spec.id] = spec.line
            if spec.isPlaceholder {
                placeholders.append(spec.id)
                continue
            }
            guard constraints[spec.id] == nil else {
                throw IBProblem(line: spec.line, "the id '\(IBText.quoted(spec.id))' is used twice")
            }
            let installed = state.variations.isInstalled(spec.id, in: state.designSizeClasses)
            let constraint = try make(spec, activating: installed)
            if !installed { uninstalled.append(spec.id) }
            constraints[spec.id] = constraint
            constraintIDs.append(spec.id)
        }
        if !uninstalled.isEmpty {
            let classes = state.designSizeClasses.map { "\($0.horizontal.rawValue) width, \($0.vertical.rawValue) height" } ?? "IB's Any canvas"
            state.note("\(uninstalled.count) constraint\(uninstalled.count == 1 ? " is" : "s are") not installed in the design's size classes (\(classes)): \(uninstalled.prefix(5).map { "'\(IBText.quoted($0))'" }.joined(separator: ", "))\(uninstalled.count > 5 ? "…" : "")")
        }
        placeholderIDs = placeholders
        if !placeholders.isEmpty {
            let list = placeholders.prefix(5).map { "'\(IBText.quoted($0))'" }.joined(separator: ", ")
            state.note("placeholder constraint\(placeholders.count == 1 ? "" : "s") \(list)\(placeholders.count > 5 ? " and \(placeholders.count - 5) more" : "") removed, as IB removes them at build time")
        }
    }

    /// The active constraint `spec` says.
    mutating func make(_ spec: IBConstraintSpec, activating: Bool = true) throws(IBProblem) -> LayoutConstraint {
        func problem(_ words: String) -> IBProblem { IBProblem(line: spec.line, "constraint '\(IBText.quoted(spec.id))': \(words)") }
        var first = try item(spec.firstItem, spec, role: "firstItem")
        var second = try spec.secondItem.map { (id) throws(IBProblem) in try item(id, spec, role: "secondItem") }
        var firstAttribute = spec.firstAttribute, secondAttribute = spec.secondAttribute
        var constant = spec.constant
        scrollGuides.redirect(first: &first, firstAttribute: &firstAttribute, second: &second,
                              secondAttribute: &secondAttribute, constant: &constant, multiplier: spec.multiplier,
                              scrollViews: state.scrollViews)
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint.checked(
                item: first, attribute: firstAttribute, relatedBy: spec.relation, toItem: second, attribute: secondAttribute,
                multiplier: CGFloat(spec.multiplier), constant: CGFloat(constant), priority: LayoutPriority(Float(spec.priority)))
            constraint.identifier = spec.identifier
            if activating { try constraint.activate() }
        } catch {
            throw problem(error.message)
        }
        return constraint
    }

    /// The item IB id `id` names in this scene: a view, an alias of one, or a guide.
    mutating func item(_ id: String, _ spec: IBConstraintSpec, role: String) throws(IBProblem) -> any LayoutItem {
        let resolved = state.aliases[id] ?? id
        if let view = state.views[resolved] { return view }
        switch state.guides[resolved] {
        case .safeArea(let owner)?:
            return state.views[owner]!.safeAreaLayoutGuide
        case .top?, .bottom?:
            guard let controller else { break }
            return state.guides[resolved] == .top ? controller.topLayoutGuide : controller.bottomLayoutGuide
        case .content(let owner)?:
            return scrollGuides.contentGuide(of: state.views[owner]!)
        case .frame(let owner)?:
            return scrollGuides.frameGuide(of: state.views[owner]!)
        case nil:
            break
        }
        throw IBProblem(line: spec.line, "constraint '\(IBText.quoted(spec.id))': \(role) '\(IBText.quoted(id))' is not a view or layout guide of this scene")
    }
}
