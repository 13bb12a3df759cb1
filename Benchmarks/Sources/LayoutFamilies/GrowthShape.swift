import SnapLayoutModel

/// The shapes of issue 38 whose cost grew faster than their size, for `growth-timing`: each timed
/// at several sizes so that a super-linear change shows as an exponent, not as a hang.
public enum GrowthShape: String, CaseIterable, Sendable {
    /// A chain of nested views with a constraint across it: `last.left == v0.left + 5` and
    /// `last.width == 5` in a 400 × 400 root, nothing else.
    case deepChain = "deep-chain"
    /// One vertical stack (fill, spacing 8) of views with intrinsic sizes, pinned to the root's
    /// sides and top: a long list.
    case longStack = "long-stack"
    /// One horizontal stack, equal centering, centred, spacing 8, of views with intrinsic sizes
    /// and baselines, every 7th hidden; its width left free.
    case wideStack = "wide-stack"
    /// Stacks nested one in the next, axes alternating, each holding a 20 × 10 label before the
    /// next stack.
    case nestedStacks = "nested-stacks"
    /// `ConflictFamily.overlappingVertical`: cycles of 8 views starting every 4 views on the
    /// vertical axis, against each view's own placement.
    case overlappingCycles = "overlapping-cycles"
    /// `ConflictFamily.overlapping`: the same cycles on the horizontal axis, where every view is
    /// also kept inside the root by an inequality.
    case overlappingCyclesHorizontal = "overlapping-cycles-horizontal"
    /// `ConflictFamily.denseInside`: cycles of 8 views starting at every view, on the horizontal
    /// axis, every view kept inside the root on both sides.
    case denseCyclesInside = "dense-cycles-inside"

    /// A layout of about `count` views.
    public func snapshot(count: Int) -> LayoutSnapshot {
        switch self {
        case .deepChain: return Self.deepChain(count)
        case .longStack: return Self.stack(count, axis: .vertical, distribution: .fill, alignment: .fill)
        case .wideStack: return Self.stack(count, axis: .horizontal, distribution: .equalCentering, alignment: .center)
        case .nestedStacks: return Self.nestedStacks(count)
        case .overlappingCycles: return ConflictFamily.overlappingVertical.snapshot(count: count)
        case .overlappingCyclesHorizontal: return ConflictFamily.overlapping.snapshot(count: count)
        case .denseCyclesInside: return ConflictFamily.denseInside.snapshot(count: count)
        }
    }

    /// The sizes `growth-timing` times by default: four doublings, the largest what the issue
    /// names (100 000 nested views, a 10 000-view stack, 500 views of cycles and more).
    public var sizes: [Int] {
        switch self {
        case .deepChain: return [12_500, 25_000, 50_000, 100_000]
        case .longStack, .wideStack: return [1_250, 2_500, 5_000, 10_000]
        case .nestedStacks: return [300, 600, 1_200, 2_400]
        case .overlappingCycles, .overlappingCyclesHorizontal, .denseCyclesInside: return [250, 500, 1_000, 2_000]
        }
    }

    private static func deepChain(_ count: Int) -> LayoutSnapshot {
        var builder = SnapshotBuilder()
        builder.snapshot.items[0].id = "v0"
        builder.snapshot.rootWidth = 400
        builder.snapshot.rootHeight = 400
        var last = 0
        for _ in 1..<max(2, count) { last = builder.view(last) }
        builder.add(last, .left, .equal, 0, .left, 5)
        builder.add(last, .width, .equal, nil, nil, 5)
        return builder.snapshot
    }

    private static func stack(_ count: Int, axis: LayoutAxis, distribution: StackDistribution,
                              alignment: StackAlignment) -> LayoutSnapshot {
        var builder = StackListBuilder()
        builder.base.snapshot.rootWidth = 375
        builder.base.snapshot.rootHeight = 812
        let stack = builder.stack(0, axis: axis, distribution: distribution, alignment: alignment, spacing: .points(8))
        builder.base.add(stack, .leading, .equal, 0, .leading, 16)
        builder.base.add(stack, .top, .equal, 0, .top, 20)
        if axis == .vertical { builder.base.add(stack, .trailing, .equal, 0, .trailing, -16) }
        for i in 0..<max(1, count - 2) {
            let baseline = axis == .horizontal ? (Double(10 + i % 3), 4.0) : nil
            _ = builder.arranged(stack, intrinsic: (Double(40 + (i * 37) % 160), Double(20 + (i * 13) % 30)),
                                 baseline: baseline, hidden: axis == .horizontal && i % 7 == 3)
        }
        return builder.snapshot
    }

    private static func nestedStacks(_ count: Int) -> LayoutSnapshot {
        var builder = StackListBuilder()
        builder.base.snapshot.rootWidth = 375
        builder.base.snapshot.rootHeight = 812
        var parent = 0
        for level in 0..<max(1, count / 2) {
            let stack = builder.stack(parent, axis: level % 2 == 0 ? .horizontal : .vertical, spacing: .points(4))
            if level == 0 {
                builder.base.add(stack, .leading, .equal, 0, .leading, 0)
                builder.base.add(stack, .top, .equal, 0, .top, 0)
            } else {
                builder.arrange(stack, in: parent)
            }
            _ = builder.arranged(stack, intrinsic: (20, 10))
            parent = stack
        }
        return builder.snapshot
    }
}
