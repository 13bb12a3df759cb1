import SnapLayoutModel

/// The rows the engine generates (contract, section 4): the root's origin and size, autoresizing,
/// fitting and intrinsic sizes.
extension Builder {
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
    /// required ones first (the order a stable partition of them all gives). `components`: every
    /// item's `frameComponents`, when made already (else made for the items that need them).
    func generateRows<Sink: RowSink & ~Copyable>(_ components: [[LinearExpression]]?, into sink: inout Sink) {
        // Rows of one variable at 1 (`appendUnit`): an expression per root variable was an array each.
        let width = variableIndex(root, .width), height = variableIndex(root, .height)
        sink.appendUnit(variableIndex(root, .x), constant: 0, .equal, priority: 1000,
                        origin: .generated(.origin, item: nil, axis: .horizontal))
        sink.appendUnit(variableIndex(root, .y), constant: 0, .equal, priority: 1000,
                        origin: .generated(.origin, item: nil, axis: .vertical))
        if let rootWidth = snapshot.rootWidth {
            sink.appendUnit(width, constant: 0 - rootWidth, .equal, priority: 1000,
                            origin: .generated(.size, item: nil, axis: .horizontal))
        }
        if let rootHeight = snapshot.rootHeight {
            sink.appendUnit(height, constant: 0 - rootHeight, .equal, priority: 1000,
                            origin: .generated(.size, item: nil, axis: .vertical))
        }
        for index in items.indices {
            guard let autoresizing = items[index].autoresizing, let parent = items[index].parent else { continue }
            generateAutoresizing(index, items[index], autoresizing, parent, components?[index] ?? frameComponents(index),
                                 into: &sink)
        }
        generateSizeRows(required: true, width: width, height: height, into: &sink)
        generateSizeRows(required: false, width: width, height: height, into: &sink)
    }

    /// The fitting and intrinsic-size rows, only the required ones or only the optional ones: the
    /// only generated rows that can be either (two passes, where moving the optional rows after the
    /// required ones copied each of them). `width` and `height`: the root's variables.
    func generateSizeRows<Sink: RowSink & ~Copyable>(required: Bool, width: Int, height: Int, into sink: inout Sink) {
        func wanted(_ priority: Double) -> Bool { (priority >= LinearSystem.requiredPriority) == required }
        if let fitting = snapshot.fitting {
            if wanted(fitting.horizontalPriority) {
                sink.appendUnit(width, constant: 0 - fitting.width, .equal, priority: fitting.horizontalPriority,
                                origin: .generated(.fitting, item: root, axis: .horizontal))
            }
            if wanted(fitting.verticalPriority) {
                sink.appendUnit(height, constant: 0 - fitting.height, .equal, priority: fitting.verticalPriority,
                                origin: .generated(.fitting, item: root, axis: .vertical))
            }
        }
        for index in items.indices where items[index].kind == .view {
            // The axes named, not `LayoutAxis.allCases`: its array was fetched and released per view.
            generateIntrinsicRows(index, .horizontal, required: required, into: &sink)
            generateIntrinsicRows(index, .vertical, required: required, into: &sink)
        }
    }

    /// The hugging and compression rows of view `index`'s intrinsic size along `axis`, only the
    /// required ones or only the optional ones.
    func generateIntrinsicRows<Sink: RowSink & ~Copyable>(_ index: Int, _ axis: LayoutAxis, required: Bool, into sink: inout Sink) {
        guard let size = items[index].intrinsicSize[axis] else { return }
        let hugging = items[index].hugging[axis], compression = items[index].compressionResistance[axis]
        if (hugging >= LinearSystem.requiredPriority) == required {
            sink.appendUnit(variableIndex(index, .size(axis)), constant: 0 - size, .lessThanOrEqual, priority: hugging,
                            origin: .generated(.hugging, item: index, axis: axis))
        }
        if (compression >= LinearSystem.requiredPriority) == required {
            sink.appendUnit(variableIndex(index, .size(axis)), constant: 0 - size, .greaterThanOrEqual,
                            priority: compression, origin: .generated(.compression, item: index, axis: axis))
        }
    }

    /// UIKit's springs and struts: the parent's size change is shared by the flexible parts in
    /// proportion to their sizes (equally when they are all zero).
    func generateAutoresizing<Sink: RowSink & ~Copyable>(_ index: Int, _ item: LayoutSnapshot.Item,
                                                        _ autoresizing: LayoutSnapshot.Autoresizing, _ parent: Int,
                                                        _ components: [LinearExpression], into sink: inout Sink) {
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
            sink.append(position, .equal, priority: 1000, origin: .generated(.autoresizing, item: index, axis: axis))
            sink.append(dimension, .equal, priority: 1000, origin: .generated(.autoresizing, item: index, axis: axis))
        }
    }
}
