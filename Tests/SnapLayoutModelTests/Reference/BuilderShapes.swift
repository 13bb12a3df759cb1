import SnapLayoutModel
import SnapLayoutTestSupport

/// Random layouts that reach every branch of an anchor's value: implicit guides on views, guide
/// items, margin attributes with and without the safe area, rtl spaces, baselines, alignment
/// insets, zero, fractional and negative multipliers, −0 constants and insets, autoresizing, the
/// fitting target, and a nested chain deep enough for absolute positions.
enum BuilderShapes {
    static let attributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]
    static let guides: [LayoutSnapshot.ImplicitGuide?] = [nil, nil, nil, .margins, .safeArea, .topLayoutGuide, .bottomLayoutGuide]
    static let numbers: [Double] = [0, -0.0, 8, 0.5, -3.25, 20, 1e-3, 44]
    static let multipliers: [Double] = [1, 1, 1, 0, 0.5, -1, 1.3, 2]

    static func snapshot(seed: UInt64) -> LayoutSnapshot {
        var random = SeededGenerator(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        func insets() -> LayoutSnapshot.Insets {
            LayoutSnapshot.Insets(top: pick(numbers), left: pick(numbers), bottom: pick(numbers), right: pick(numbers))
        }
        var items: [LayoutSnapshot.Item] = []
        let count = Int.random(in: 3...30, using: &random)
        for i in 0..<count {
            // Every fourth seed nests a chain 20 deep (rows across it take absolute positions).
            let parent: Int? = i == 0 ? nil : (seed % 4 == 0 && i < 21 ? i - 1 : Int.random(in: 0..<i, using: &random))
            var item = LayoutSnapshot.Item(id: "v\(i)", parent: parent)
            if let parent, items[parent].kind == .guide { item.parent = 0 }
            if i > 0, chance(0.12) { item.kind = .guide }
            item.layoutDirection = chance(0.4) ? .rightToLeft : .leftToRight
            item.frame = .init(x: pick(numbers), y: pick(numbers), width: pick(numbers), height: pick(numbers))
            if chance(0.5) { item.alignmentInsets = insets() }
            if chance(0.5) { item.safeArea = insets() }
            if chance(0.5) { item.margins = insets() }
            item.insetsMarginsFromSafeArea = chance(0.5)
            if chance(0.4) { item.firstBaseline = pick(numbers) }
            if chance(0.4) { item.lastBaseline = pick(numbers) }
            if chance(0.3) { item.intrinsicSize = .init(pick(numbers), chance(0.5) ? nil : pick(numbers)) }
            if i > 0, chance(0.15) {
                item.autoresizing = .init(flexible: .init([chance(0.5), chance(0.5), chance(0.5)], [chance(0.5), chance(0.5), chance(0.5)]),
                                          parentSize: .init(pick(numbers), pick(numbers)))
            }
            items.append(item)
        }
        var constraints: [LayoutSnapshot.Constraint] = []
        for _ in 0..<Int.random(in: count...(4 * count), using: &random) {
            let first = LayoutSnapshot.Anchor(item: Int.random(in: 0..<count, using: &random), guide: pick(guides), attribute: pick(attributes))
            let axis = first.attribute.axis
            let seconds = attributes.filter { $0.axis == axis && $0.isSize == first.attribute.isSize }
            let second = chance(0.85) ? LayoutSnapshot.Anchor(item: Int.random(in: 0..<count, using: &random),
                                                              guide: pick(guides), attribute: pick(seconds)) : nil
            constraints.append(LayoutSnapshot.Constraint(first: first, relation: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                                                         second: second, multiplier: second == nil ? 1 : pick(multipliers),
                                                         constant: pick(numbers), priority: pick([1000, 750, 250, 1])))
        }
        let fitting = chance(0.2) ? LayoutSnapshot.Fitting(width: 300, height: 0, horizontalPriority: 1000, verticalPriority: 50) : nil
        return LayoutSnapshot(items: items, constraints: constraints, rootWidth: chance(0.8) ? 375 : nil,
                              rootHeight: chance(0.8) ? 667 : nil, fitting: fitting)
    }
}
