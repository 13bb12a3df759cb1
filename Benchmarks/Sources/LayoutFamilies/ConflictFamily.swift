import SnapLayoutModel

/// Layouts whose required constraints conflict, for timing the conflict search.
///
/// Every view is sized, placed vertically (`top == root.top + 10`) and kept inside the root
/// (`right <= root.right`; the `-inside` families also `left >= root.left`, in a root at least
/// four points wide per view, so that no chain of cycles is longer than the root is wide); the
/// families differ in their cycles `v_i.left == v_(i+1).left + 1` (or `top`, which then also
/// conflict with each view's placement), none of which can hold.
public enum ConflictFamily: String, CaseIterable, Sendable {
    /// One cycle through every view (one conflict holding the whole cycle).
    case cycle
    /// Cycles of 8 views each: many small conflicts in one layout.
    case cycles
    /// Cycles of 8 views starting every 4 views: each view in two cycles.
    case overlapping
    /// The same on the vertical axis.
    case overlappingVertical = "overlapping-vertical"
    /// Cycles of 8 views starting at every view: each view in eight cycles.
    case dense
    /// The same on the vertical axis.
    case denseVertical = "dense-vertical"
    /// A cycle through every view, one through the first half, the first quarter, and so on.
    case nested
    /// The same on the vertical axis.
    case nestedVertical = "nested-vertical"
    /// `overlapping` with every view kept inside the root on both sides.
    case overlappingInside = "overlapping-inside"
    /// `dense` with every view kept inside the root on both sides.
    case denseInside = "dense-inside"
    /// `nested` with every view kept inside the root on both sides.
    case nestedInside = "nested-inside"

    /// A layout of `count` views of this family.
    public func snapshot(count: Int) -> LayoutSnapshot {
        var builder = SnapshotBuilder()
        builder.snapshot.rootWidth = isInside ? Double(max(2_000, 4 * count)) : 2_000
        builder.snapshot.rootHeight = 800
        var views: [Int] = []
        for _ in 0..<count {
            let v = builder.view(0)
            builder.add(v, .top, .equal, 0, .top, 10)
            builder.add(v, .height, .equal, nil, nil, 20)
            builder.add(v, .width, .equal, nil, nil, 10)
            builder.add(v, .right, .lessThanOrEqual, 0, .right)
            if isInside { builder.add(v, .left, .greaterThanOrEqual, 0, .left) }
            views.append(v)
        }
        let attribute: LayoutAttribute = isVertical ? .top : .left
        for cycle in cycles(count) where cycle.count >= 2 {
            for (position, index) in cycle.enumerated() {
                builder.add(views[index], attribute, .equal, views[cycle[(position + 1) % cycle.count]], attribute, 1)
            }
        }
        return builder.snapshot
    }

    private var isInside: Bool { self == .overlappingInside || self == .denseInside || self == .nestedInside }

    private var isVertical: Bool {
        self == .overlappingVertical || self == .denseVertical || self == .nestedVertical
    }

    /// The cycles, as indices into the views, in order.
    private func cycles(_ count: Int) -> [[Int]] {
        func run(_ start: Int, _ length: Int) -> [Int] { Array(start..<min(count, start + length)) }
        switch self {
        case .cycle: return [run(0, count)]
        case .cycles: return stride(from: 0, to: count, by: 8).map { run($0, 8) }
        case .overlapping, .overlappingVertical, .overlappingInside: return stride(from: 0, to: count, by: 4).map { run($0, 8) }
        case .dense, .denseVertical, .denseInside: return (0..<count).map { run($0, 8) }
        case .nested, .nestedVertical, .nestedInside:
            var lengths: [Int] = []
            var length = count
            while length >= 2 { lengths.append(length); length /= 2 }
            return lengths.map { run(0, $0) }
        }
    }
}
