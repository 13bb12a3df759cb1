import SnapLayoutModel

/// One of the four numbers of a frame, in the order the system keeps them: an item's variables,
/// its probe's components, its stays and its frame ranges are all x, y, width, height.
public enum FrameComponent: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in the parent's coordinates.
    case x
    /// The top edge, in the parent's coordinates.
    case y
    /// The width.
    case width
    /// The height.
    case height

    public var description: String {
        switch self {
        case .x: return "x"
        case .y: return "y"
        case .width: return "width"
        case .height: return "height"
        }
    }

    /// The position along `axis`: x for horizontal, y for vertical.
    package static func position(_ axis: LayoutAxis) -> FrameComponent { axis == .horizontal ? .x : .y }

    /// The size along `axis`: width for horizontal, height for vertical.
    package static func size(_ axis: LayoutAxis) -> FrameComponent { axis == .horizontal ? .width : .height }

    /// The axis the component lies along.
    package var axis: LayoutAxis { self == .x || self == .width ? .horizontal : .vertical }
}

/// A variable of the linear system a snapshot builds: one component of one item's alignment
/// rectangle (`x` and `y` relative to its parent's, see `LayoutSnapshot.linearSystem()`).
///
/// The only place that knows how the variable vector is laid out: four variables per item, in
/// `FrameComponent` order, item after item. Stays follow the same layout (one per component, in
/// the same order), so a stay's index names its item and component too.
package struct FrameVariable: Hashable, Sendable {
    /// The item's index in the snapshot.
    package var item: Int
    /// Which of the item's numbers.
    package var component: FrameComponent

    /// Variables per item.
    private static let perItem = 4

    /// The variable holding `component` of `item`.
    package init(item: Int, component: FrameComponent) {
        self.item = item
        self.component = component
    }

    /// The variable (or stay) at `index` of a built system.
    package init(index: Int) {
        item = index / FrameVariable.perItem
        component = FrameComponent(rawValue: index % FrameVariable.perItem)!
    }

    /// Its index in the system's variables (and stays).
    package var index: Int { FrameVariable.perItem * item + component.rawValue }

    /// How many variables (and stays) a snapshot of `itemCount` items has.
    package static func count(items itemCount: Int) -> Int { perItem * itemCount }
}
