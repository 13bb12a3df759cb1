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
        var builder = try Builder(snapshot: self)
        return try builder.build()
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
    var rows: [LinearRow] = []
    /// One stay per variable, made before the rows (hugging and compression rows share their
    /// one-term arrays); empty for a builder that makes rows alone.
    var stays: [LinearExpression] = []

    init(snapshot: LayoutSnapshot) throws(LayoutError) {
        try snapshot.checkStacks()
        try self.init(snapshot: snapshot, expansion: snapshot.expandingStacks())
    }

    /// A builder of a snapshot whose stacks are checked and expanded already.
    init(snapshot: LayoutSnapshot, expansion: StackExpansion) throws(LayoutError) {
        self.snapshot = snapshot
        self.expansion = expansion
        let items = expansion.items
        self.items = items
        let roots = items.indices.filter { items[$0].parent == nil }
        guard roots.count == 1 else {
            throw LayoutError(message: roots.isEmpty ? "the views have no root (every view has a parent)"
                : "the views have \(roots.count) roots (\(roots.map { "'\(MessageText.quoted(items[$0].id))'" }.joined(separator: ", "))); exactly one view may have no parent")
        }
        root = roots[0]
        let (depth, order) = try Builder.depthsAndOrder(items, root: root)
        var tree = TreePositions(parent: items.map(\.parent), depth: depth, order: order)
        // Fields read in place, without copying each constraint (its label retained and released).
        for index in expansion.constraints.indices {
            tree.noteRow(expansion.constraints[index].first, expansion.constraints[index].second)
        }
        for index in expansion.stackConstraints.indices {
            tree.noteRow(expansion.stackConstraints[index].constraint.first, expansion.stackConstraints[index].constraint.second)
        }
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

    func row(for index: Int) throws(LayoutError) -> LinearRow {
        var scratch: [LinearTerm] = []
        return try row(for: index, scratch: &scratch)
    }

    func row(for index: Int, scratch: inout [LinearTerm]) throws(LayoutError) -> LinearRow {
        try row(RowSpec(expansion.constraints[index]), index: index, source: .constraint(index), scratch: &scratch)
    }

    /// The row of a constraint; errors name constraint `index` (a stack constraint's errors are
    /// the engine's own mistakes: `index` is then -1 and the message names the constraint).
    /// `scratch` holds the anchors' terms until they are merged: reused from row to row, so that
    /// a row allocates only its own terms. Earlier rows' terms are left in it until it is long:
    /// emptying it for every row cost more than the row's merge.
    func row(_ constraint: RowSpec, index: Int, source: RowSource,
             scratch: inout [LinearTerm]) throws(LayoutError) -> LinearRow {
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
        var constant = constraint.constant
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
        if scratch.count > 64 { scratch.removeAll(keepingCapacity: true) }
        let start = scratch.count
        let terms: [LinearTerm]
        var value: Double
        if let second {
            if let problem = first.attribute.pairingProblem(with: second.attribute) {
                throw LayoutError(constraintIndex: index, message: "\(name(first)) and \(name(second)): \(problem)")
            }
            (terms, value) = try difference(first, second, multiplier: constraint.multiplier, index: index,
                                            scratch: &scratch, from: start)
        } else {
            value = try appendValue(first, space: root, mirrored: false, index: index, to: &scratch)
            terms = rowTerms(scratch, start, scratch.count)
        }
        constant = -constant
        value += constant
        let expression = LinearExpression(normalisedTerms: terms, constant: value)
        if let problem = LayoutLimits.rowProblem(expression) {
            throw LayoutError(constraintIndex: index, message: problem)
        }
        return LinearRow(expression: expression, relation: constraint.relation, priority: constraint.priority,
                         source: source)
    }

    /// `first − multiplier × second` in their nearest common space: its terms (merged) and its
    /// constant, with the arithmetic `LinearExpression.add(_:times:)` did. The anchors' terms are
    /// appended to `scratch` (whose terms from `start` on are this row's) first.
    func difference(_ first: LayoutSnapshot.Anchor, _ second: LayoutSnapshot.Anchor, multiplier: Double, index: Int,
                    scratch: inout [LinearTerm], from start: Int) throws(LayoutError) -> (terms: [LinearTerm], constant: Double) {
        let space = tree.commonAncestor(node(first), node(second))
        let mirrored = items[space].layoutDirection == .rightToLeft
            && (first.attribute.isDirectional || second.attribute.isDirectional)
        let value = try appendValue(first, space: space, mirrored: mirrored, index: index, to: &scratch)
        let split = scratch.count
        let secondValue = try appendValue(second, space: space, mirrored: mirrored, index: index, to: &scratch)
        // A zero multiplier adds nothing, not even a zero constant.
        let factor = -multiplier
        if factor == 0 { return (rowTerms(scratch, start, split), value) }
        return (mergedTerms(scratch, start, split, times: factor), value + factor * secondValue)
    }

    /// The row's terms `scratch[start..<end]` (a sorted run) in an array of their own. Not shared
    /// with a stay's one-term array, though a row of one variable at 1 could be: a solve walks the
    /// rows in order, and at 100 000 views rows whose terms lay among the stays' arrays ran 5–15 %
    /// slower than rows in arrays made in row order (the same work, fewer cache hits).
    func rowTerms(_ scratch: borrowing [LinearTerm], _ start: Int, _ end: Int) -> [LinearTerm] {
        scratch.withUnsafeBufferPointer { Array($0[start..<end]) }
    }

    /// The sorted runs `scratch[start..<split]` plus `factor` × `scratch[split...]` merged, in an
    /// array of their own: merged in stack scratch and copied out once, where appending to an
    /// array checked its uniqueness and capacity per term.
    func mergedTerms(_ scratch: borrowing [LinearTerm], _ start: Int, _ split: Int, times factor: Double) -> [LinearTerm] {
        scratch.withUnsafeBufferPointer { scratch in
            withUnsafeTemporaryAllocation(of: LinearTerm.self, capacity: scratch.count - start) { merged in
                let count = TermRuns.merge(scratch, start, split, times: factor, into: merged)
                return Array(merged[0..<count])
            }
        }
    }

    /// The parent-relative frame of `item` as expressions: x, y, width, height.
    func frameComponents(_ item: Int) -> [LinearExpression] {
        let insets = items[item].alignmentInsets
        let width = LinearExpression(normalisedTerms: [LinearTerm(variable: variableIndex(item, .width), coefficient: 1)],
                                     constant: 0 + (insets.left + insets.right))
        let height = LinearExpression(normalisedTerms: [LinearTerm(variable: variableIndex(item, .height), coefficient: 1)],
                                      constant: 0 + (insets.top + insets.bottom))
        guard let parent = items[item].parent else {
            // The root's frame is absolute: its own variables, not its position within itself.
            return [variable(item, .x) - insets.left, variable(item, .y) - insets.top, width, height]
        }
        let frame = frameConstants(item, in: parent)
        return [position(of: item, inParent: parent, .horizontal, constant: frame.x),
                position(of: item, inParent: parent, .vertical, constant: frame.y), width, height]
    }

    /// The position of `item`'s frame along `axis` in its parent's alignment rectangle, whose
    /// constant part is `constant`: what `TreePositions.appendPosition` gives, built as a literal
    /// (appending to a reserved array cost more than the rest).
    func position(of item: Int, inParent parent: Int, _ axis: LayoutAxis, constant: Double) -> LinearExpression {
        let own = LinearTerm(variable: variableIndex(item, .position(axis)), coefficient: 1)
        // An absolute item's position in its parent is the difference of theirs (the root's is 0).
        guard tree.isAbsolute(item, on: axis), tree.parent[parent] != nil else {
            return LinearExpression(normalisedTerms: [own], constant: constant)
        }
        let parentTerm = LinearTerm(variable: variableIndex(parent, .position(axis)), coefficient: -1)
        return LinearExpression(normalisedTerms: parentTerm.variable < own.variable ? [parentTerm, own] : [own, parentTerm],
                                constant: constant)
    }

    mutating func build() throws(LayoutError) -> LinearSystem {
        for index in items.indices {
            let frame = items[index].frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                throw LayoutError(item: items[index].id, message: "its frame has a value that is not a finite number")
            }
        }
        // Every item's frame components, probes and stays first: the intrinsic-size rows share their
        // terms arrays.
        var components: [[LinearExpression]] = []
        components.reserveCapacity(items.count)
        for index in items.indices { components.append(frameComponents(index)) }
        var probes: [FrameProbe] = []
        probes.reserveCapacity(items.count)
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
        rows.reserveCapacity(generatedRowCount() + expansion.stackConstraints.count + snapshot.constraints.count)
        // Required generated rows first, then optional generated ones, then the constraints in order.
        generateRows(components)
        try appendConstraintRows()
        return LinearSystem(variableCount: FrameVariable.count(items: items.count), rows: rows, stays: stays, probes: probes)
    }

    /// The rows of the stack constraints, then of the document's, in order.
    mutating func appendConstraintRows() throws(LayoutError) {
        var scratch: [LinearTerm] = []
        scratch.reserveCapacity(16)
        // Stack constraints after the other generated ones, before the document's (v1.1, section 7).
        for index in expansion.stackConstraints.indices {
            let source = expansion.stackConstraints[index].source
            do throws(LayoutError) {
                rows.append(try row(RowSpec(expansion.stackConstraints[index].constraint), index: -1, source: .stack(source),
                                    scratch: &scratch))
            } catch {
                throw LayoutError(item: source.stack, message: "its generated constraint \(source.name): \(error.message)")
            }
        }
        for index in snapshot.constraints.indices {
            rows.append(try row(for: index, scratch: &scratch))
        }
    }
}
