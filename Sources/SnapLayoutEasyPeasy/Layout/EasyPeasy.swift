import Foundation
import SnapLayoutModel

/// What EasyPeasy keeps on an item: its nodes, by signature, in the order they were made.
final class EasyPeasyState: LayoutItemAttachment {
    var nodes: [(signature: String, node: Node)] = []

    func node(for signature: String) -> Node {
        if let found = nodes.first(where: { $0.signature == signature }) { return found.node }
        let node = Node()
        nodes.append((signature, node))
        return node
    }
}

/// EasyPeasy's entry point on an item: `view.easy.layout(Width(200), Top(10).to(header))`. It
/// keeps nothing itself (the item's attributes live on the item), so `view.easy` can be written
/// afresh every time.
///
/// ```swift
/// view.easy.layout(Width(200), Height(120), Top(10).to(header), CenterX())
/// ```
public struct EasyPeasy {
    /// The item laid out (weak: `easy` does not keep its item alive).
    ///
    /// ```swift
    /// view.easy.item   // view
    /// ```
    public private(set) weak var item: (any LayoutItem)?

    init(item: any LayoutItem) { self.item = item }

    /// Applies attributes: each replaces the attribute it conflicts with (same axis, relation and
    /// priority; see ``Attribute/signature``), so calling it again with new values updates the
    /// layout rather than adding to it. Returns the constraints this call activated.
    ///
    /// ```swift
    /// view.easy.layout(Width(200), Height(120), Center())
    /// view.easy.layout(Width(240))   // replaces Width(200)
    /// ```
    @discardableResult
    public func layout(_ attributes: Attribute...) -> [LayoutConstraint] {
        layout(attributes)
    }

    /// Applies attributes given as an array, for layouts assembled in code; returns the
    /// constraints this call activated.
    ///
    /// ```swift
    /// let attributes: [Attribute] = [Size(44), Top(8), Right(8)]
    /// button.easy.layout(attributes)
    /// ```
    @discardableResult
    public func layout(_ attributes: [Attribute]) -> [LayoutConstraint] {
        guard let item else { return [] }
        (item as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
        let state = item.attachments[EasyPeasyState.self]
        var activate: [Attribute] = []
        var deactivate: [Attribute] = []
        for attribute in attributes.flatMap(\.leaves) {
            attribute.createItem = item
            guard let change = state.node(for: attribute.signature).add(attribute) else { continue }
            activate += change.activate
            deactivate += change.deactivate
        }
        // An attribute replaced later in the same call never becomes active.
        let net = activate.filter { a in !deactivate.contains { $0 === a } }
        return apply(activate: net, deactivate: deactivate, on: item)
    }

    /// Re-evaluates every attribute's condition, activating and deactivating as they changed:
    /// change the state the conditions read, then reload.
    ///
    /// ```swift
    /// var isExpanded = false
    /// view.easy.layout(Height(200).when { isExpanded }, Height(44).when { !isExpanded })
    /// isExpanded = true; view.easy.reload()   // now 200 high
    /// ```
    public func reload() {
        guard let item, let state = item.attachments.existing(EasyPeasyState.self) else { return }
        var activate: [Attribute] = []
        var deactivate: [Attribute] = []
        for (_, node) in state.nodes {
            let change = node.reload()
            activate += change.activate
            deactivate += change.deactivate
        }
        apply(activate: activate, deactivate: deactivate, on: item)
    }

    /// Deactivates every constraint EasyPeasy made for the item and forgets its attributes, to
    /// lay it out from scratch (constraints made by other means stay).
    ///
    /// ```swift
    /// view.easy.clear()
    /// view.easy.layout(Edges())
    /// ```
    public func clear() {
        guard let item, let state = item.attachments.existing(EasyPeasyState.self) else { return }
        for (_, node) in state.nodes {
            node.active.forEach { $0.layoutConstraint?.isActive = false }
        }
        state.nodes = []
    }

    /// Every attribute applied to the item, active first then inactive, node by node: what the
    /// item's layout currently says, conditions included.
    ///
    /// ```swift
    /// view.easy.layout(Size(44)); view.easy.attributes.count   // 2: Width, Height
    /// ```
    public var attributes: [Attribute] {
        guard let item, let state = item.attachments.existing(EasyPeasyState.self) else { return [] }
        return state.nodes.flatMap { $0.node.active + $0.node.inactive }
    }

    @discardableResult
    private func apply(activate: [Attribute], deactivate: [Attribute], on item: any LayoutItem) -> [LayoutConstraint] {
        for attribute in deactivate { attribute.layoutConstraint?.isActive = false }
        var activated: [LayoutConstraint] = []
        for attribute in activate {
            attribute.layoutConstraint?.isActive = false
            guard let constraint = attribute.makeConstraint(for: item) else { continue }
            constraint.isActive = true
            if constraint.isActive { activated.append(constraint) }
        }
        return activated
    }
}

extension LayoutView {
    /// EasyPeasy-style layout of this view: `layout(_:)`, `reload()` and `clear()`.
    ///
    /// ```swift
    /// view.easy.layout(Edges(16))
    /// ```
    public var easy: EasyPeasy { EasyPeasy(item: self) }
}

extension LayoutGuide {
    /// EasyPeasy-style layout of this guide: guides take the same attributes as views, and their
    /// constraints live on the owning view.
    ///
    /// ```swift
    /// view.addLayoutGuide(guide)
    /// guide.easy.layout(Width(100), Top(0), Left(0), Bottom(0))
    /// ```
    public var easy: EasyPeasy { EasyPeasy(item: self) }
}

infix operator <-

/// EasyPeasy's deprecated operator: `view <- Width(200)`, kept so that older code compiles;
/// the same as `view.easy.layout(Width(200))`.
///
/// ```swift
/// view <- Width(200)
/// ```
@available(*, deprecated, message: "Use view.easy.layout(_:) instead")
@discardableResult
public func <- (item: any LayoutItem, attribute: Attribute) -> [LayoutConstraint] {
    EasyPeasy(item: item).layout(attribute)
}

/// EasyPeasy's deprecated operator: `view <- [Width(200), Height(120)]`, kept so that older code
/// compiles; the same as `view.easy.layout(Width(200), Height(120))`.
///
/// ```swift
/// view <- [Width(200), Height(120)]
/// ```
@available(*, deprecated, message: "Use view.easy.layout(_:) instead")
@discardableResult
public func <- (item: any LayoutItem, attributes: [Attribute]) -> [LayoutConstraint] {
    EasyPeasy(item: item).layout(attributes)
}

extension Array where Element == Attribute {
    /// Sets the priority of every attribute, so a group of attributes gives way together.
    ///
    /// ```swift
    /// view.easy.layout([Width(200), Height(120)].with(.medium))
    /// ```
    @discardableResult
    public func with(_ priority: Priority) -> [Attribute] {
        forEach { $0.with(priority) }
        return self
    }

    /// Sets the condition of every attribute, so a group of attributes comes and goes together on
    /// `easy.reload()`.
    ///
    /// ```swift
    /// var isLandscape = false
    /// view.easy.layout([Width(400), Height(200)].when { isLandscape })
    /// ```
    @discardableResult
    public func when(_ condition: Condition?) -> [Attribute] {
        forEach { $0.when(condition) }
        return self
    }
}
