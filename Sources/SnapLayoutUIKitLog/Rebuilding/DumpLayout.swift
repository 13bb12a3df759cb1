import SnapLayoutModel

/// A dump rebuilt as a layout on the model: its views and guides under an unnamed window, each
/// active constraint as a snapshot constraint, in conflict order (the list's order, with the one
/// UIKit broke last: UIKit met it last, since it is the one it could not add), after a width and
/// a height of at least 0 for every item (UIKit never makes a size negative). A view's
/// autoresizing constraints also give it its starting frame. What the dump does not print is
/// assumed as UIKit does it, and noted.
package struct DumpLayout: Sendable {
    /// Where a snapshot constraint comes from.
    package enum Origin: Hashable, Sendable {
        /// The dump's constraint at this index.
        case dump(Int)
        /// A size of an item kept at 0 or more.
        case nonNegative(item: String, axis: LayoutAxis)

        /// The dump's index, for a constraint of the dump.
        package var dumpIndex: Int? {
            if case .dump(let index) = self { return index }
            return nil
        }
    }

    /// The layout.
    package var snapshot: LayoutSnapshot
    /// Where each snapshot constraint comes from.
    package var origins: [Origin]
    /// How each snapshot constraint is named in explanations.
    package var names: [String]
    /// What was assumed.
    package var notes: [String]

    /// Rebuilds `dump`.
    package init(_ dump: ConstraintDump) {
        let active = dump.constraints.filter(\.isActive)
        let table = ItemTable(active)
        var constraints: [LayoutSnapshot.Constraint] = []
        origins = []
        names = []
        for (position, key) in table.keys.enumerated() {
            let printed = table.items[key]!.printed
            for (axis, attribute) in [(LayoutAxis.horizontal, LayoutAttribute.width), (.vertical, .height)] {
                constraints.append(LayoutSnapshot.Constraint(first: LayoutSnapshot.Anchor(item: position + 1, attribute: attribute),
                                                             relation: .greaterThanOrEqual, constant: 0))
                origins.append(.nonNegative(item: printed, axis: axis))
                names.append("\(printed).\(attribute.name) >= 0")
            }
        }
        var order = dump.constraints.indices.filter { dump.constraints[$0].isActive && $0 != dump.broken }
        if let broken = dump.broken, dump.constraints[broken].isActive { order.append(broken) }
        for index in order {
            for made in SnapshotConstraints.make(dump.constraints[index], table: table) {
                constraints.append(made.constraint)
                origins.append(.dump(index))
                names.append("#\(index)\(made.part) \(dump.constraints[index].text)")
            }
        }
        snapshot = LayoutSnapshot(items: AutoresizingFrames.applying(active, to: table.snapshotItems(), table: table),
                                  constraints: constraints)
        notes = table.notes + AssumptionNotes.notes(for: dump, table: table)
    }

    /// The snapshot constraints of the dump's constraint `index`.
    package func snapshotIndices(of index: Int) -> [Int] {
        origins.indices.filter { origins[$0] == .dump(index) }
    }
}
