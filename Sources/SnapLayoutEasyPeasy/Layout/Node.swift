/// Where an attribute sits in its node: EasyPeasy's conflict table.
enum NodeSlot {
    /// left, leading, their margins, top, first baseline, top margin.
    case left
    /// right, trailing, their margins, bottom, last baseline, bottom margin.
    case right
    /// the centres.
    case center
    /// width, height.
    case dimension
}

/// The attributes of one item with one signature (axis, relation, priority). A new attribute
/// replaces what it conflicts with: left and right replace the centre, the centre replaces left
/// and right, each slot replaces its own.
final class Node {
    var left: Attribute?
    var right: Attribute?
    var center: Attribute?
    var dimension: Attribute?
    /// Attributes whose condition is false, kept for `reload()`.
    var inactive: [Attribute] = []

    var active: [Attribute] { [left, right, center, dimension].compactMap { $0 } }

    /// Files `attribute`; returns what to activate and deactivate, or `nil` when nothing changes
    /// (its condition is false, or it is already in place).
    func add(_ attribute: Attribute) -> (activate: [Attribute], deactivate: [Attribute])? {
        guard attribute.shouldInstall else {
            if !inactive.contains(where: { $0 === attribute }) { inactive.append(attribute) }
            return nil
        }
        inactive.removeAll { $0 === attribute }
        var replaced: [Attribute] = []
        func take(_ slot: inout Attribute?) {
            if let current = slot { replaced.append(current) }
            slot = nil
        }
        switch attribute.createAttribute.slot {
        case .left:
            if left === attribute { return nil }
            take(&left); take(&center)
            left = attribute
        case .right:
            if right === attribute { return nil }
            take(&right); take(&center)
            right = attribute
        case .center:
            if center === attribute { return nil }
            take(&center); take(&left); take(&right)
            center = attribute
        case .dimension:
            if dimension === attribute { return nil }
            take(&dimension)
            dimension = attribute
        }
        return ([attribute], replaced)
    }

    /// Re-evaluates conditions: active attributes whose condition turned false are deactivated,
    /// then everything is filed again, the previously active first.
    func reload() -> (activate: [Attribute], deactivate: [Attribute]) {
        let before = active
        var deactivate: [Attribute] = []
        for attribute in before where !attribute.shouldInstall {
            deactivate.append(attribute)
            inactive.append(attribute)
        }
        let candidates = before.filter { $0.shouldInstall } + inactive
        left = nil; right = nil; center = nil; dimension = nil
        inactive = []
        var activate: [Attribute] = []
        for attribute in candidates {
            guard let change = add(attribute) else { continue }
            activate += change.activate
            deactivate += change.deactivate
        }
        let wasActive = { (a: Attribute) in before.contains { $0 === a } }
        let isActive = { (a: Attribute) in self.active.contains { $0 === a } }
        return (activate.filter { !wasActive($0) }, deactivate.filter { wasActive($0) && !isActive($0) })
    }
}
