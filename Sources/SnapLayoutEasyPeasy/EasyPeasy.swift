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

/// EasyPeasy's entry point on an item: `view.easy.layout(Width(200), Top(10).to(header))`.
public struct EasyPeasy {
    /// The item laid out.
    public private(set) weak var item: (any LayoutItem)?

    init(item: any LayoutItem) { self.item = item }

    /// Applies attributes: each replaces the attribute it conflicts with (same axis, relation and
    /// priority; see `Node`). Returns the constraints this call activated.
    @discardableResult
    public func layout(_ attributes: Attribute...) -> [LayoutConstraint] {
        layout(attributes)
    }

    /// Applies attributes; returns the constraints this call activated.
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

    /// Re-evaluates every attribute's condition, activating and deactivating as they changed.
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

    /// Deactivates every constraint EasyPeasy made for the item and forgets its attributes.
    public func clear() {
        guard let item, let state = item.attachments.existing(EasyPeasyState.self) else { return }
        for (_, node) in state.nodes {
            node.active.forEach { $0.layoutConstraint?.isActive = false }
        }
        state.nodes = []
    }

    /// Every attribute applied to the item, active first then inactive, node by node.
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
    /// EasyPeasy-style layout of this view.
    public var easy: EasyPeasy { EasyPeasy(item: self) }
}

extension LayoutGuide {
    /// EasyPeasy-style layout of this guide.
    public var easy: EasyPeasy { EasyPeasy(item: self) }
}

infix operator <-

/// EasyPeasy's deprecated operator: `view <- Width(200)`.
@available(*, deprecated, message: "Use view.easy.layout(_:) instead")
@discardableResult
public func <- (item: any LayoutItem, attribute: Attribute) -> [LayoutConstraint] {
    EasyPeasy(item: item).layout(attribute)
}

/// EasyPeasy's deprecated operator: `view <- [Width(200), Height(120)]`.
@available(*, deprecated, message: "Use view.easy.layout(_:) instead")
@discardableResult
public func <- (item: any LayoutItem, attributes: [Attribute]) -> [LayoutConstraint] {
    EasyPeasy(item: item).layout(attributes)
}

extension Array where Element == Attribute {
    /// Sets the priority of every attribute.
    @discardableResult
    public func with(_ priority: Priority) -> [Attribute] {
        forEach { $0.with(priority) }
        return self
    }

    /// Sets the condition of every attribute.
    @discardableResult
    public func when(_ condition: Condition?) -> [Attribute] {
        forEach { $0.when(condition) }
        return self
    }
}
