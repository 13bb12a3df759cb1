import SnapLayoutModel

/// The frames autoresizing constraints imply: a view whose `translatesAutoresizingMaskIntoConstraints`
/// is on has its frame's fixed parts as constraints (`minX == 0`, `width == 320`), so those parts
/// are its starting frame in the rebuilt layout (what its picture shows, and what it keeps where
/// the constraints leave it free).
enum AutoresizingFrames {
    /// `items` with the frame parts the active autoresizing constraints of `constraints` print.
    static func applying(_ constraints: [LoggedConstraint], to items: [LayoutSnapshot.Item],
                         table: ItemTable) -> [LayoutSnapshot.Item] {
        var items = items
        for constraint in constraints where constraint.isActive && constraint.second == nil {
            guard case .autoresizingMask = constraint.kind else { continue }
            let index = table.index(of: constraint.first.item.key)
            guard items.indices.contains(index), index > 0 else { continue }
            switch constraint.first.attribute {
            case .left: items[index].frame.x = constraint.constant
            case .top: items[index].frame.y = constraint.constant
            case .width: items[index].frame.width = constraint.constant
            case .height: items[index].frame.height = constraint.constant
            default: break
            }
        }
        return items
    }
}
