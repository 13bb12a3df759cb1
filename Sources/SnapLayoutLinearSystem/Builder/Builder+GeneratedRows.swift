import SnapLayoutModel

/// The rows the engine generates (contract, section 4): the root's origin and size, autoresizing,
/// fitting and intrinsic sizes.
extension Builder {
    /// Appends a generated row.
    mutating func generate(_ expression: LinearExpression, _ relation: LayoutRelation, _ priority: Double,
                           _ kind: GeneratedConstraint.Kind, _ item: String?, _ axis: LayoutAxis) {
        rows.append(LinearRow(expression: expression, relation: relation, priority: priority,
                              source: .generated(GeneratedConstraint(kind: kind, item: item, axis: axis))))
    }

    /// How many rows `generateRows()` appends, so that `rows` is allocated once.
    func generatedRowCount() -> Int {
        var count = 2 + (snapshot.rootWidth == nil ? 0 : 1) + (snapshot.rootHeight == nil ? 0 : 1)
            + (snapshot.fitting == nil ? 0 : 2)
        for index in items.indices {
            if items[index].autoresizing != nil, items[index].parent != nil { count += 4 }
            guard items[index].kind == .view else { continue }
            if items[index].intrinsicSize.horizontal != nil { count += 2 }
            if items[index].intrinsicSize.vertical != nil { count += 2 }
        }
        return count
    }

    /// The generated rows: the root's origin and size, autoresizing, fitting, intrinsic sizes; the
    /// required ones first (the order a stable partition of them all gives).
    mutating func generateRows(_ components: [[LinearExpression]]) {
        let x = variable(root, .x), y = variable(root, .y), width = variable(root, .width), height = variable(root, .height)
        generate(x, .equal, 1000, .origin, nil, .horizontal)
        generate(y, .equal, 1000, .origin, nil, .vertical)
        if let rootWidth = snapshot.rootWidth { generate(width - rootWidth, .equal, 1000, .size, nil, .horizontal) }
        if let rootHeight = snapshot.rootHeight { generate(height - rootHeight, .equal, 1000, .size, nil, .vertical) }
        for index in items.indices {
            guard let autoresizing = items[index].autoresizing, let parent = items[index].parent else { continue }
            generateAutoresizing(index, items[index], autoresizing, parent, components[index])
        }
        generateSizeRows(required: true, width: width, height: height)
        generateSizeRows(required: false, width: width, height: height)
    }

    /// The fitting and intrinsic-size rows, only the required ones or only the optional ones: the
    /// only generated rows that can be either (two passes, where moving the optional rows after the
    /// required ones copied each of them).
    mutating func generateSizeRows(required: Bool, width: LinearExpression, height: LinearExpression) {
        func wanted(_ priority: Double) -> Bool { (priority >= LinearSystem.requiredPriority) == required }
        if let fitting = snapshot.fitting {
            if wanted(fitting.horizontalPriority) {
                generate(width - fitting.width, .equal, fitting.horizontalPriority, .fitting, items[root].id, .horizontal)
            }
            if wanted(fitting.verticalPriority) {
                generate(height - fitting.height, .equal, fitting.verticalPriority, .fitting, items[root].id, .vertical)
            }
        }
        for index in items.indices where items[index].kind == .view {
            // The axes named, not `LayoutAxis.allCases`: its array was fetched and released per view.
            generateIntrinsicRows(index, .horizontal, required: required)
            generateIntrinsicRows(index, .vertical, required: required)
        }
    }

    /// The hugging and compression rows of view `index`'s intrinsic size along `axis`, only the
    /// required ones or only the optional ones.
    mutating func generateIntrinsicRows(_ index: Int, _ axis: LayoutAxis, required: Bool) {
        guard let size = items[index].intrinsicSize[axis] else { return }
        let hugging = items[index].hugging[axis], compression = items[index].compressionResistance[axis]
        if (hugging >= LinearSystem.requiredPriority) == required {
            generateIntrinsicRow(index, axis, size, .lessThanOrEqual, hugging, .hugging)
        }
        if (compression >= LinearSystem.requiredPriority) == required {
            generateIntrinsicRow(index, axis, size, .greaterThanOrEqual, compression, .compression)
        }
    }

    /// One hugging or compression row: `dimension − size`. The dimension's one term is its stay's
    /// (the frame component's: an array each per row cost a twentieth of building a screen's
    /// system), its constant left out. The row takes its terms and the view's id straight from
    /// the builder's: copies held across both rows cost a retain and a release each per row.
    mutating func generateIntrinsicRow(_ index: Int, _ axis: LayoutAxis, _ size: Double, _ relation: LayoutRelation,
                                       _ priority: Double, _ kind: GeneratedConstraint.Kind) {
        let dimension = LinearExpression(normalisedTerms: stays[variableIndex(index, .size(axis))].terms, constant: 0)
        generate(dimension - size, relation, priority, kind, items[index].id, axis)
    }

    /// UIKit's springs and struts: the parent's size change is shared by the flexible parts in
    /// proportion to their sizes (equally when they are all zero).
    mutating func generateAutoresizing(_ index: Int, _ item: LayoutSnapshot.Item,
                                       _ autoresizing: LayoutSnapshot.Autoresizing, _ parent: Int,
                                       _ components: [LinearExpression]) {
        let parentFrame = frameSize(parent)
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
            let position = components[horizontal ? 0 : 1] - start - share(0) * growth
            let dimension = components[horizontal ? 2 : 3] - size - share(1) * growth
            generate(position, .equal, 1000, .autoresizing, item.id, axis)
            generate(dimension, .equal, 1000, .autoresizing, item.id, axis)
        }
    }
}
