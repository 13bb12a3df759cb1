@testable import SnapLayoutLinearSystem
import SnapLayoutModel

extension Builder {
    /// The whole system as it was built before issue 20; `nil` for a snapshot the builder rejects.
    func referenceSystem() -> LinearSystem? {
        var generated: [LinearRow] = []
        func generate(_ expression: LinearExpression, _ relation: LayoutRelation, _ priority: Double,
                      _ kind: GeneratedConstraint.Kind, _ item: String?, _ axis: LayoutAxis) {
            generated.append(LinearRow(expression: expression, relation: relation, priority: priority,
                                       source: .generated(GeneratedConstraint(kind: kind, item: item, axis: axis))))
        }
        let x = variable(root, .x), y = variable(root, .y), width = variable(root, .width), height = variable(root, .height)
        generate(x, .equal, 1000, .origin, nil, .horizontal)
        generate(y, .equal, 1000, .origin, nil, .vertical)
        if let w = snapshot.rootWidth { generate(width - w, .equal, 1000, .size, nil, .horizontal) }
        if let h = snapshot.rootHeight { generate(height - h, .equal, 1000, .size, nil, .vertical) }
        for (index, item) in items.enumerated() {
            guard let autoresizing = item.autoresizing, let parent = item.parent else { continue }
            for (expression, axis) in referenceAutoresizing(index, item, autoresizing, parent) {
                generate(expression, .equal, 1000, .autoresizing, item.id, axis)
            }
        }
        if let fitting = snapshot.fitting {
            generate(width - fitting.width, .equal, fitting.horizontalPriority, .fitting, items[root].id, .horizontal)
            generate(height - fitting.height, .equal, fitting.verticalPriority, .fitting, items[root].id, .vertical)
        }
        for (index, item) in items.enumerated() where item.kind == .view {
            for axis in LayoutAxis.allCases {
                guard let size = item.intrinsicSize[axis] else { continue }
                let dimension = variable(index, .size(axis))
                generate(dimension - size, .lessThanOrEqual, item.hugging[axis], .hugging, item.id, axis)
                generate(dimension - size, .greaterThanOrEqual, item.compressionResistance[axis], .compression, item.id, axis)
            }
        }
        var rows = generated.filter(\.isRequired) + generated.filter { !$0.isRequired }
        let constraints = expansion.stackConstraints.map { ($0.constraint, RowSource.stack($0.source)) }
            + expansion.constraints.indices.map { (expansion.constraints[$0], RowSource.constraint($0)) }
        for (constraint, source) in constraints {
            guard let expression = referenceExpression(constraint) else { return nil }
            rows.append(LinearRow(expression: expression, relation: constraint.relation, priority: constraint.priority, source: source))
        }
        var probes: [FrameProbe] = [], stays: [LinearExpression] = []
        for (index, item) in items.enumerated() {
            let components = referenceFrameComponents(index)
            if index < expansion.reportedItemCount { probes.append(FrameProbe(item: index, components: components)) }
            let start = [item.frame.x, item.frame.y, item.frame.width, item.frame.height]
            for k in components.indices { stays.append(components[k] - start[k]) }
        }
        return LinearSystem(variableCount: FrameVariable.count(items: items.count), rows: rows, stays: stays, probes: probes)
    }

    func referenceAutoresizing(_ index: Int, _ item: LayoutSnapshot.Item, _ autoresizing: LayoutSnapshot.Autoresizing,
                               _ parent: Int) -> [(LinearExpression, LayoutAxis)] {
        let components = referenceFrameComponents(index)
        let parentFrame = frameSize(parent)
        var result: [(LinearExpression, LayoutAxis)] = []
        for axis in LayoutAxis.allCases {
            let horizontal = axis == .horizontal
            let start = horizontal ? item.frame.x : item.frame.y
            let size = horizontal ? item.frame.width : item.frame.height
            let parentStart = autoresizing.parentSize[axis]
            let parts = [start, size, parentStart - start - size]
            let flexible = autoresizing.flexible[axis]
            let flexibleTotal = parts.indices.filter { flexible[$0] }.map { parts[$0] }.reduce(0, +)
            let flexibleCount = Double(flexible.filter { $0 }.count)
            func share(_ part: Int) -> Double {
                guard flexible[part] else { return 0 }
                return flexibleTotal != 0 ? parts[part] / flexibleTotal : 1 / flexibleCount
            }
            let growth = (horizontal ? parentFrame.width : parentFrame.height) - parentStart
            result.append((components[horizontal ? 0 : 1] - start - share(0) * growth, axis))
            result.append((components[horizontal ? 2 : 3] - size - share(1) * growth, axis))
        }
        return result
    }
}
