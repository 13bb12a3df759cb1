import SnapLayoutModel

/// Layouts whose required constraints conflict, for timing the conflict search.
public enum ConflictFamily: String, CaseIterable, Sendable {
    /// One cycle `v_i.left == v_(i+1).left + 1` through every view (one conflict holding the whole
    /// cycle), each view also sized, placed vertically and kept inside the root.
    case cycle
    /// Cycles of 8 views each, as `cycle` otherwise: many small conflicts in one layout.
    case cycles

    /// A layout of `count` views of this family.
    public func snapshot(count: Int) -> LayoutSnapshot {
        var builder = SnapshotBuilder()
        builder.snapshot.rootWidth = 2_000
        builder.snapshot.rootHeight = 800
        let length = self == .cycle ? count : 8
        var views: [Int] = []
        for _ in 0..<count {
            let v = builder.view(0)
            builder.add(v, .top, .equal, 0, .top, 10)
            builder.add(v, .height, .equal, nil, nil, 20)
            builder.add(v, .width, .equal, nil, nil, 10)
            builder.add(v, .right, .lessThanOrEqual, 0, .right)
            views.append(v)
        }
        for start in stride(from: 0, to: count, by: length) {
            let cycle = Array(views[start..<min(count, start + length)])
            for (position, v) in cycle.enumerated() {
                builder.add(v, .left, .equal, cycle[(position + 1) % cycle.count], .left, 1)
            }
        }
        return builder.snapshot
    }
}
