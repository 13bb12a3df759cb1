import SnapLayoutModel

/// Turns a snapshot into its linear system: the contract's section 4, in one place.
///
/// Variables (`FrameVariable`): each item's `x`, `y`, width and height of its alignment
/// rectangle; `x` and `y` are relative to its parent's alignment rectangle (the root's are
/// absolute). Parent-relative positions keep a subtree's rows free of its ancestors' positions: the
/// cells of a feed stacked one under the other do not tie each other's contents together, and
/// each stay term (a parent-relative frame component) is one variable. The exception is a row
/// across a long path of the tree (`TreePositions`): its items and their ancestors then hold
/// positions in the root's space on that axis, and their parent-relative values are differences.
extension LayoutSnapshot {
    /// Builds the linear system; throws for an invalid constraint or item, naming it.
    public func linearSystem() throws(LayoutError) -> LinearSystem {
        try Builder(snapshot: self).build()
    }
}

/// What a row is built from: a constraint without its label. Trivial to copy, where each copy of
/// a constraint retained and released its label.
struct RowSpec {
    let first: LayoutSnapshot.Anchor
    let second: LayoutSnapshot.Anchor?
    let relation: LayoutRelation
    let multiplier: Double
    let constant: Double
    let priority: Double

    init(_ constraint: LayoutSnapshot.Constraint) {
        first = constraint.first
        second = constraint.second
        relation = constraint.relation
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority
    }
}

struct Builder {
    let snapshot: LayoutSnapshot
    /// The snapshot's items, then the stacks' internal guides.
    let items: [LayoutSnapshot.Item]
    let expansion: StackExpansion
    let root: Int
    let tree: TreePositions

    init(snapshot: LayoutSnapshot) throws(LayoutError) {
        try snapshot.checkStacks()
        try self.init(snapshot: snapshot, expansion: snapshot.expandingStacks())
    }

    /// A builder of a snapshot whose stacks are checked and expanded already.
    init(snapshot: LayoutSnapshot, expansion: StackExpansion) throws(LayoutError) {
        // Every property made first and stored last: storing them one by one, before the throwing
        // steps, copied and destroyed a whole builder per first layout.
        let items = expansion.items
        let roots = items.indices.filter { items[$0].parent == nil }
        guard roots.count == 1 else {
            throw LayoutError(message: roots.isEmpty ? "the views have no root (every view has a parent)"
                : "the views have \(roots.count) roots (\(roots.map { "'\(MessageText.quoted(items[$0].id))'" }.joined(separator: ", "))); exactly one view may have no parent")
        }
        let (depth, order) = try Builder.depthsAndOrder(items, root: roots[0])
        var tree = TreePositions(parent: items.map(\.parent), depth: depth, order: order)
        // Fields read in place, without copying each constraint (its label retained and released).
        for index in expansion.constraints.indices {
            tree.noteRow(expansion.constraints[index].first, expansion.constraints[index].second)
        }
        for index in expansion.stackConstraints.indices {
            tree.noteRow(expansion.stackConstraints[index].constraint.first, expansion.stackConstraints[index].constraint.second)
        }
        self.snapshot = snapshot
        self.expansion = expansion
        self.items = items
        self.root = roots[0]
        self.tree = tree
    }

    /// Each item's depth (the root's 0), and every item listed after its parent (for the tree's
    /// jump pointers); throws for a missing parent, a cycle, or a guide with children.
    static func depthsAndOrder(_ items: [LayoutSnapshot.Item], root: Int) throws(LayoutError) -> (depth: [Int], order: [Int]) {
        var depth = [Int](filled: -1, count: items.count)
        depth[root] = 0
        var order = [root]
        order.reserveCapacity(items.count)
        for start in items.indices where depth[start] < 0 {
            // The chain up to an item placed already is appended, then reversed in place: parents first.
            let chain = order.count
            var node = start
            while depth[node] < 0 {
                order.append(node)
                guard let parent = items[node].parent, items.indices.contains(parent) else {
                    throw LayoutError(item: items[node].id, message: "its parent does not exist")
                }
                if order.count - chain > items.count {
                    throw LayoutError(item: items[start].id, message: "its parents form a cycle")
                }
                if items[parent].kind == .guide {
                    throw LayoutError(item: items[node].id,
                                      message: "its parent '\(MessageText.quoted(items[parent].id))' is a layout guide, which cannot have children")
                }
                node = parent
            }
            // Swapped in place: reversing a slice of it retained and released the array per item.
            var (low, high) = (chain, order.count - 1)
            while low < high { order.swapAt(low, high); low += 1; high -= 1 }
            var d = depth[node]
            for k in chain..<order.count { d += 1; depth[order[k]] = d }
        }
        return (depth, order)
    }

    func variable(_ item: Int, _ component: FrameComponent) -> LinearExpression {
        LinearExpression(variable: FrameVariable(item: item, component: component).index)
    }

    /// The width and height of the item's frame.
    func frameSize(_ item: Int) -> (width: LinearExpression, height: LinearExpression) {
        let insets = items[item].alignmentInsets
        return (variable(item, .width) + (insets.left + insets.right), variable(item, .height) + (insets.top + insets.bottom))
    }

    /// The view whose coordinate space an anchor lives in for ancestry: a guide's owning view.
    func node(_ anchor: LayoutSnapshot.Anchor) -> Int {
        // Fields read in place: copying the item (a large struct) cost more than the rest.
        if items[anchor.item].kind == .guide, anchor.guide == nil, let parent = items[anchor.item].parent { return parent }
        return anchor.item
    }

    func name(_ anchor: LayoutSnapshot.Anchor) -> String {
        let id = items[anchor.item].id
        return anchor.guide.map { "\(id).\($0.rawValue).\(anchor.attribute)" } ?? "\(id).\(anchor.attribute)"
    }

    func checkedAnchor(_ anchor: LayoutSnapshot.Anchor, _ index: Int) throws(LayoutError) {
        guard items.indices.contains(anchor.item) else {
            throw LayoutError(constraintIndex: index, message: "refers to item \(anchor.item), which does not exist")
        }
    }

    /// The row of constraint `index` alone.
    func row(for index: Int) throws(LayoutError) -> LinearRow {
        var scratch: [LinearTerm] = []
        var single = SingleRow(source: .constraint(index))
        try appendRow(RowSpec(expansion.constraints[index]), index: index, origin: .constraint(index),
                      scratch: &scratch, to: &single)
        return single.row!
    }

    /// Appends the row of a constraint to `sink`; errors name constraint `index` (a stack
    /// constraint's errors are the engine's own mistakes: `index` is then -1 and the message names
    /// the constraint). `scratch` holds the anchors' terms until they are merged: reused from row
    /// to row, so that a row allocates at most its own terms. Earlier rows' terms are left in it
    /// until it is long: emptying it for every row cost more than the row's merge.
    func appendRow<Sink: RowSink & ~Copyable>(_ constraint: RowSpec, index: Int, origin: RowOrigin,
                                               scratch: inout [LinearTerm], to sink: inout Sink) throws(LayoutError) {
        try checkedAnchor(constraint.first, index)
        guard constraint.multiplier.isFinite, constraint.constant.isFinite else {
            throw LayoutError(constraintIndex: index, message: "its multiplier and constant must be finite numbers")
        }
        if let problem = LayoutLimits.multiplierProblem(constraint.multiplier) {
            throw LayoutError(constraintIndex: index, message: problem)
        }
        guard constraint.priority.isFinite, constraint.priority > 0, constraint.priority <= 1000 else {
            throw LayoutError(constraintIndex: index, message: "priority \(constraint.priority) is outside (0, 1000]")
        }
        let first = constraint.first
        var second = constraint.second
        if let second { try checkedAnchor(second, index) }
        if second == nil {
            if constraint.multiplier != 1 {
                throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(name(first)))' has a multiplier but no second item")
            }
            if let attribute = first.attribute.parentAttributeForConstant {
                // SnapKit's rule: a bare constant on a position is measured from the parent.
                let owner = first.guide == nil ? items[first.item].parent : first.item
                guard let parent = owner else {
                    throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(name(first)))' is on the root, which has no parent to measure a bare constant from")
                }
                second = LayoutSnapshot.Anchor(item: parent, attribute: attribute)
            } else if first.attribute == .notAnAttribute {
                throw LayoutError(constraintIndex: index, message: "'notAnAttribute' cannot be constrained")
            }
        }
        if let second, let problem = first.attribute.pairingProblem(with: second.attribute) {
            throw LayoutError(constraintIndex: index, message: "\(name(first)) and \(name(second)): \(problem)")
        }
        if scratch.count > 64 { scratch.removeAll(keepingCapacity: true) }
        let negated = -constraint.constant
        let problem = try withRowTerms(first, second, multiplier: constraint.multiplier, index: index,
                                       scratch: &scratch) { terms, value in
            let constant = value + negated
            if let problem = LayoutLimits.rowProblem(terms, constant) { return problem }
            sink.append(terms, constant: constant, constraint.relation, priority: constraint.priority, origin: origin)
            return nil
        }
        if let problem { throw LayoutError(constraintIndex: index, message: problem) }
    }

    /// Calls `body` with the terms (merged, sorted) and the constant of `first − multiplier ×
    /// second` in their nearest common space (of `first` in the root's when there is no second),
    /// with the arithmetic `LinearExpression.add(_:times:)` did; `body`'s result. The anchors'
    /// terms are appended to `scratch` first; merged in stack scratch, where appending to an
    /// array checked its uniqueness and capacity per term.
    func withRowTerms(_ first: LayoutSnapshot.Anchor, _ second: LayoutSnapshot.Anchor?, multiplier: Double,
                      index: Int, scratch: inout [LinearTerm],
                      _ body: (UnsafeBufferPointer<LinearTerm>, Double) -> String?) throws(LayoutError) -> String? {
        let start = scratch.count
        guard let second else {
            let value = try appendValue(first, space: root, mirrored: false, index: index, to: &scratch)
            return scratch.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start...]), value) }
        }
        let space = tree.commonAncestor(node(first), node(second))
        let mirrored = items[space].layoutDirection == .rightToLeft
            && (first.attribute.isDirectional || second.attribute.isDirectional)
        let value = try appendValue(first, space: space, mirrored: mirrored, index: index, to: &scratch)
        let split = scratch.count
        let secondValue = try appendValue(second, space: space, mirrored: mirrored, index: index, to: &scratch)
        // A zero multiplier adds nothing, not even a zero constant.
        let factor = -multiplier
        if factor == 0 { return scratch.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<split]), value) } }
        return scratch.withUnsafeBufferPointer { scratch in
            withUnsafeTemporaryAllocation(of: LinearTerm.self, capacity: scratch.count - start) { merged in
                let count = TermRuns.merge(scratch, start, split, times: factor, into: merged)
                return body(UnsafeBufferPointer(rebasing: merged[0..<count]), value + factor * secondValue)
            }
        }
    }

    /// Throws for an item whose frame has a number that is not finite.
    func checkFrames() throws(LayoutError) {
        for index in items.indices {
            let frame = items[index].frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                throw LayoutError(item: items[index].id, message: "its frame has a value that is not a finite number")
            }
        }
    }

    /// How many rows the system has, so that their storage is allocated once.
    func rowCount() -> Int {
        generatedRowCount() + expansion.stackConstraints.count + snapshot.constraints.count
    }

    func build() throws(LayoutError) -> LinearSystem {
        try checkFrames()
        // Every item's frame components, probes and stays first: the intrinsic-size rows share their
        // terms arrays.
        var components: [[LinearExpression]] = []
        components.reserveCapacity(items.count)
        for index in items.indices { components.append(frameComponents(index)) }
        var probes: [FrameProbe] = []
        probes.reserveCapacity(items.count)
        var stays: [LinearExpression] = []
        stays.reserveCapacity(FrameVariable.count(items: items.count))
        for index in items.indices {
            // Internal guides are solved (their stays keep them determined) but never reported.
            if index < expansion.reportedItemCount { probes.append(FrameProbe(item: index, components: components[index])) }
            let frame = items[index].frame
            stays.append(components[index][0] - frame.x)
            stays.append(components[index][1] - frame.y)
            stays.append(components[index][2] - frame.width)
            stays.append(components[index][3] - frame.height)
        }
        var rows = LinearRowCollector(stays: stays, expansion: expansion, capacity: rowCount())
        // Required generated rows first, then optional generated ones, then the constraints in order.
        generateRows(components, into: &rows)
        try appendConstraintRows(into: &rows)
        return LinearSystem(variableCount: FrameVariable.count(items: items.count), rows: rows.rows, stays: stays,
                            probes: probes)
    }

    /// The rows of the stack constraints, then of the document's, in order.
    func appendConstraintRows<Sink: RowSink & ~Copyable>(into sink: inout Sink) throws(LayoutError) {
        var scratch: [LinearTerm] = []
        // Room for what `appendRow` leaves in it before emptying it (64 terms) and a row more:
        // grown from 16, it was reallocated twice per screen.
        scratch.reserveCapacity(96)
        // Stack constraints after the other generated ones, before the document's (v1.1, section 7).
        for index in expansion.stackConstraints.indices {
            do throws(LayoutError) {
                try appendRow(RowSpec(expansion.stackConstraints[index].constraint), index: -1, origin: .stack(index),
                              scratch: &scratch, to: &sink)
            } catch {
                let source = expansion.stackConstraints[index].source
                throw LayoutError(item: source.stack, message: "its generated constraint \(source.name): \(error.message)")
            }
        }
        for index in snapshot.constraints.indices {
            try appendRow(RowSpec(expansion.constraints[index]), index: index, origin: .constraint(index),
                          scratch: &scratch, to: &sink)
        }
    }
}
