import SnapLayoutModel

/// Layouts of two benchmark families at any size, as `Benchmarks/Sources/LayoutFamilies` builds them
/// (the tests cannot import the benchmark package): the shapes Cassowary's decoupled solve is for.
public enum LargeLayouts {
    /// `count` views along a chain that fills the root, each pulled toward two widths in 50 tiers.
    public static func tiers(_ count: Int) -> LayoutSnapshot {
        var builder = ShapeBuilder(random: SeededGenerator(seed: 0))
        builder.snapshot.rootWidth = Double(20 * count)
        builder.snapshot.rootHeight = 40
        var previous: Int?
        for i in 0..<count {
            let v = builder.view(0)
            builder.add(v, .top, .equal, 0, .top)
            builder.add(v, .height, .equal, nil, nil, 20)
            builder.add(v, .left, .equal, previous ?? 0, previous == nil ? .left : .right)
            builder.add(v, .width, .equal, nil, nil, Double(10 + (i * 7) % 30), priority: Double(1 + (i % 50) * 19))
            builder.add(v, .width, .greaterThanOrEqual, nil, nil, Double(15 + (i * 11) % 20),
                        priority: Double(10 + ((i + 25) % 50) * 19))
            previous = v
        }
        if let previous { builder.add(previous, .right, .equal, 0, .right) }
        return builder.snapshot
    }

    /// About `count` views: cells of an avatar, a title and a body stacked down the root, sized by
    /// their content.
    public static func feed(_ count: Int) -> LayoutSnapshot {
        var builder = ShapeBuilder(random: SeededGenerator(seed: 0))
        builder.snapshot.rootWidth = 375
        var previous: Int?
        for i in 0..<max(1, count / 4) {
            let cell = builder.view(0)
            builder.add(cell, .leading, .equal, 0, .leading)
            builder.add(cell, .trailing, .equal, 0, .trailing)
            builder.add(cell, .top, .equal, previous ?? 0, previous == nil ? .top : .bottom)
            builder.add(cell, .height, .equal, nil, nil, 0, priority: 1)
            let avatar = builder.view(cell)
            builder.add(avatar, .width, .equal, nil, nil, 40)
            builder.add(avatar, .height, .equal, avatar, .width)
            builder.add(avatar, .leading, .equal, cell, .leading, 16)
            builder.add(avatar, .top, .equal, cell, .top, 12)
            let title = builder.view(cell, intrinsic: (Double(80 + (i * 37) % 200), 21))
            builder.snapshot.items[title].firstBaseline = 17
            builder.add(title, .leading, .equal, avatar, .trailing, 8)
            builder.add(title, .trailing, .lessThanOrEqual, cell, .trailing, -16)
            builder.add(title, .top, .equal, avatar, .top)
            let body = builder.view(cell, intrinsic: (Double(150 + (i * 53) % 400), Double(20 + 20 * (i % 3))))
            builder.snapshot.items[body].compressionResistance = .init(250, 750)
            builder.add(body, .leading, .equal, title, .leading)
            builder.add(body, .trailing, .lessThanOrEqual, cell, .trailing, -16)
            builder.add(body, .top, .equal, title, .bottom, 4)
            builder.add(cell, .bottom, .greaterThanOrEqual, avatar, .bottom, 12)
            builder.add(cell, .bottom, .greaterThanOrEqual, body, .bottom, 12)
            previous = cell
        }
        return builder.snapshot
    }
}
