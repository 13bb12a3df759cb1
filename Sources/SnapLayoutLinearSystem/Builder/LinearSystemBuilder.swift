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

struct Rectangle {
    var x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression

    func inset(_ insets: LayoutSnapshot.Insets) -> Rectangle {
        Rectangle(x: x + insets.left, y: y + insets.top,
                  width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }
}

/// Which positions of a rectangle to build.
struct Positions {
    var horizontal: Bool, vertical: Bool

    static let both = Positions(horizontal: true, vertical: true)

    /// The position along `axis`, or none.
    init(_ axis: LayoutAxis?) {
        horizontal = axis == .horizontal
        vertical = axis == .vertical
    }

    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
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
        var depth = [Int](repeating: -1, count: items.count)
        depth[root] = 0
        // Every item after its parent, for the tree's jump pointers.
        var order = [root]
        order.reserveCapacity(items.count)
        for start in items.indices where depth[start] < 0 {
            var chain: [Int] = []
            var node = start
            while depth[node] < 0 {
                chain.append(node)
                guard let parent = items[node].parent, items.indices.contains(parent) else {
                    throw LayoutError(item: items[node].id, message: "its parent does not exist")
                }
                if chain.count > items.count {
                    throw LayoutError(item: items[start].id, message: "its parents form a cycle")
                }
                if items[parent].kind == .guide {
                    throw LayoutError(item: items[node].id,
                                      message: "its parent '\(MessageText.quoted(items[parent].id))' is a layout guide, which cannot have children")
                }
                node = parent
            }
            var d = depth[node]
            for item in chain.reversed() { d += 1; depth[item] = d; order.append(item) }
        }
        var tree = TreePositions(parent: items.map(\.parent), depth: depth, order: order)
        for constraint in [expansion.constraints, expansion.stackConstraints.map(\.constraint)].joined() {
            guard let second = constraint.second, constraint.first.attribute.isLocation, second.attribute.isLocation,
                  let axis = constraint.first.attribute.axis, second.attribute.axis == axis,
                  items.indices.contains(constraint.first.item), items.indices.contains(second.item)
            else { continue }
            tree.noteRow(between: constraint.first.item, second.item, axis: axis)
        }
        self.tree = tree
    }

    func variable(_ item: Int, _ component: FrameComponent) -> LinearExpression {
        LinearExpression(variable: FrameVariable(item: item, component: component).index)
    }

    /// The item's own variables: its alignment rectangle, positioned in its parent's.
    func variables(_ item: Int) -> Rectangle {
        Rectangle(x: variable(item, .x), y: variable(item, .y), width: variable(item, .width), height: variable(item, .height))
    }

    /// The item's alignment rectangle in the frame coordinates of `space`: the positions of the
    /// items between them summed, the common ancestors' cancelled (`TreePositions`). Only the
    /// positions asked for are built (a size needs none: walking a deep tree for it was quadratic);
    /// the others are left empty.
    func alignmentRect(_ item: Int, in space: Int, positions: Positions = .both) -> Rectangle {
        let position = { (axis: LayoutAxis) -> LinearExpression in
            tree.position(of: item, in: space, axis: axis) { FrameVariable(item: $0, component: .position(axis)).index }
        }
        let x = positions.horizontal ? position(.horizontal) : LinearExpression()
        let y = positions.vertical ? position(.vertical) : LinearExpression()
        // The space's frame starts its alignment insets before its alignment rectangle.
        let insets = items[space].alignmentInsets
        return Rectangle(x: x + insets.left, y: y + insets.top, width: variable(item, .width), height: variable(item, .height))
    }

    /// The item's frame in the frame coordinates of `space`.
    func frameRect(_ item: Int, in space: Int, positions: Positions = .both) -> Rectangle {
        let insets = items[item].alignmentInsets
        let rect = alignmentRect(item, in: space, positions: positions)
        return Rectangle(x: rect.x - insets.left, y: rect.y - insets.top,
                         width: rect.width + (insets.left + insets.right),
                         height: rect.height + (insets.top + insets.bottom))
    }

    /// The width and height of the item's frame.
    func frameSize(_ item: Int) -> (width: LinearExpression, height: LinearExpression) {
        let insets = items[item].alignmentInsets
        return (variable(item, .width) + (insets.left + insets.right), variable(item, .height) + (insets.top + insets.bottom))
    }

    func guideRect(_ item: Int, _ guide: LayoutSnapshot.ImplicitGuide, in space: Int, positions: Positions) -> Rectangle {
        let view = items[item]
        switch guide {
        case .safeArea:
            return frameRect(item, in: space, positions: positions).inset(view.safeArea)
        case .margins:
            var rect = frameRect(item, in: space, positions: positions)
            if view.insetsMarginsFromSafeArea { rect = rect.inset(view.safeArea) }
            return rect.inset(view.margins)
        case .topLayoutGuide:
            var rect = frameRect(item, in: space, positions: positions)
            rect.height = LinearExpression(constant: view.safeArea.top)
            return rect
        case .bottomLayoutGuide:
            var rect = frameRect(item, in: space, positions: positions)
            if positions.vertical { rect.y = rect.y + rect.height - view.safeArea.bottom }
            rect.height = LinearExpression(constant: view.safeArea.bottom)
            return rect
        }
    }

    /// The view whose coordinate space an anchor lives in for ancestry: a guide's owning view.
    func node(_ anchor: LayoutSnapshot.Anchor) -> Int {
        let item = items[anchor.item]
        if item.kind == .guide, anchor.guide == nil, let parent = item.parent { return parent }
        return anchor.item
    }

    /// The anchor's value in the space of `space`, mirrored when `mirrored`.
    func value(_ anchor: LayoutSnapshot.Anchor, space: Int, mirrored: Bool, index: Int) throws(LayoutError) -> LinearExpression {
        let item = items[anchor.item]
        var attribute = anchor.attribute
        let positions = Positions(attribute.isLocation ? attribute.axis : nil)
        let rect: Rectangle
        if let guide = anchor.guide {
            if attribute.isMargin {
                throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(item.id)).\(guide.rawValue)' is a layout guide and has no margin attribute '\(attribute)'")
            }
            if item.kind == .guide {
                throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(item.id))' is a layout guide and has no \(guide.rawValue) guide")
            }
            rect = guideRect(anchor.item, guide, in: space, positions: positions)
        } else if attribute.isMargin {
            if item.kind == .guide {
                throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(item.id))' is a layout guide and has no margins ('\(attribute)')")
            }
            rect = guideRect(anchor.item, .margins, in: space, positions: positions)
            attribute = attribute.withoutMargin
        } else {
            rect = alignmentRect(anchor.item, in: space, positions: positions)
        }
        // Leading/trailing are the physical edges mirrored: in rtl leading is the right edge.
        let direction = items[space].layoutDirection
        switch attribute {
        case .leading: attribute = direction == .leftToRight ? .left : .right
        case .trailing: attribute = direction == .leftToRight ? .right : .left
        default: break
        }
        let hasBaselines = anchor.guide == nil && item.kind == .view
        let bottom = rect.y + rect.height
        // In the coordinates of `space` (the rectangle is).
        let local: LinearExpression
        switch attribute {
        case .width: return rect.width
        case .height: return rect.height
        case .left: local = rect.x
        case .right: local = rect.x + rect.width
        case .centerX: local = rect.x + 0.5 * rect.width
        case .top: local = rect.y
        case .bottom: local = bottom
        case .centerY: local = rect.y + 0.5 * rect.height
        case .firstBaseline:
            local = hasBaselines && item.firstBaseline != nil ? rect.y + item.firstBaseline! : bottom
        case .lastBaseline:
            local = hasBaselines && item.lastBaseline != nil ? bottom - item.lastBaseline! : bottom
        default:
            throw LayoutError(constraintIndex: index, message: "'\(anchor.attribute)' cannot be constrained")
        }
        if attribute.axis == .vertical || !mirrored { return local }
        return frameSize(space).width - local
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
        try row(expansion.constraints[index], index: index, source: .constraint(index))
    }

    /// The row of a constraint; errors name constraint `index` (a stack constraint's errors are
    /// the engine's own mistakes: `index` is then -1 and the message names the constraint).
    func row(_ constraint: LayoutSnapshot.Constraint, index: Int, source: RowSource) throws(LayoutError) -> LinearRow {
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
        var expression: LinearExpression
        if let second {
            if let problem = first.attribute.pairingProblem(with: second.attribute) {
                throw LayoutError(constraintIndex: index, message: "\(name(first)) and \(name(second)): \(problem)")
            }
            let space = tree.commonAncestor(node(first), node(second))
            let mirrored = items[space].layoutDirection == .rightToLeft
                && (first.attribute.isDirectional || second.attribute.isDirectional)
            expression = try value(first, space: space, mirrored: mirrored, index: index)
            expression.add(try value(second, space: space, mirrored: mirrored, index: index), times: -constraint.multiplier)
        } else {
            expression = try value(first, space: root, mirrored: false, index: index)
        }
        constant = -constant
        expression.constant += constant
        if let problem = LayoutLimits.rowProblem(expression) {
            throw LayoutError(constraintIndex: index, message: problem)
        }
        return LinearRow(expression: expression, relation: constraint.relation, priority: constraint.priority,
                         source: source)
    }

    mutating func generate(_ expression: LinearExpression, _ relation: LayoutRelation, _ priority: Double,
                           _ kind: GeneratedConstraint.Kind, _ item: String?, _ axis: LayoutAxis) {
        rows.append(LinearRow(expression: expression, relation: relation, priority: priority,
                              source: .generated(GeneratedConstraint(kind: kind, item: item, axis: axis))))
    }

    /// The parent-relative frame of `item` as expressions: x, y, width, height.
    func frameComponents(_ item: Int) -> [LinearExpression] {
        let frame = frameRect(item, in: items[item].parent ?? item)
        guard items[item].parent != nil else {
            // The root's frame is absolute: its own variables, not its position within itself.
            let insets = items[item].alignmentInsets
            return [variable(item, .x) - insets.left, variable(item, .y) - insets.top, frame.width, frame.height]
        }
        return [frame.x, frame.y, frame.width, frame.height]
    }

    mutating func build() throws(LayoutError) -> LinearSystem {
        let items = items
        for (index, item) in items.enumerated() {
            for value in [item.frame.x, item.frame.y, item.frame.width, item.frame.height] where !value.isFinite {
                throw LayoutError(item: item.id, message: "its frame has a value that is not a finite number")
            }
            _ = index
        }
        // Generated required rows come first: they are never broken.
        let rootRect = variables(root)
        generate(rootRect.x, .equal, 1000, .origin, nil, .horizontal)
        generate(rootRect.y, .equal, 1000, .origin, nil, .vertical)
        if let width = snapshot.rootWidth { generate(rootRect.width - width, .equal, 1000, .size, nil, .horizontal) }
        if let height = snapshot.rootHeight { generate(rootRect.height - height, .equal, 1000, .size, nil, .vertical) }
        for (index, item) in items.enumerated() {
            guard let autoresizing = item.autoresizing, let parent = item.parent else { continue }
            generateAutoresizing(index, item, autoresizing, parent)
        }
        if let fitting = snapshot.fitting {
            generate(rootRect.width - fitting.width, .equal, fitting.horizontalPriority, .fitting, items[root].id, .horizontal)
            generate(rootRect.height - fitting.height, .equal, fitting.verticalPriority, .fitting, items[root].id, .vertical)
        }
        for (index, item) in items.enumerated() where item.kind == .view {
            for axis in LayoutAxis.allCases {
                guard let size = item.intrinsicSize[axis] else { continue }
                // Only the dimension is built: a whole rectangle per view here was reported lost
                // by valgrind in release builds (about 390 bytes a document in long batches).
                let dimension = variable(index, .size(axis))
                generate(dimension - size, .lessThanOrEqual, item.hugging[axis], .hugging, item.id, axis)
                generate(dimension - size, .greaterThanOrEqual, item.compressionResistance[axis], .compression, item.id, axis)
            }
        }
        // Required generated rows first, then optional generated ones, then the constraints in order.
        rows = rows.filter(\.isRequired) + rows.filter { !$0.isRequired }
        // Stack constraints after the other generated ones, before the document's (v1.1, section 7).
        for (constraint, source) in expansion.stackConstraints {
            do throws(LayoutError) {
                rows.append(try row(constraint, index: -1, source: .stack(source)))
            } catch {
                throw LayoutError(item: source.stack, message: "its generated constraint \(source.name): \(error.message)")
            }
        }
        for index in snapshot.constraints.indices {
            rows.append(try row(for: index))
        }
        var probes: [FrameProbe] = []
        var stays: [LinearExpression] = []
        probes.reserveCapacity(items.count)
        stays.reserveCapacity(FrameVariable.count(items: items.count))
        for (index, item) in items.enumerated() {
            let components = frameComponents(index)
            // Internal guides are solved (their stays keep them determined) but never reported.
            if index < expansion.reportedItemCount { probes.append(FrameProbe(item: index, components: components)) }
            let start = [item.frame.x, item.frame.y, item.frame.width, item.frame.height]
            for k in components.indices { stays.append(components[k] - start[k]) }
        }
        return LinearSystem(variableCount: FrameVariable.count(items: items.count), rows: rows, stays: stays, probes: probes)
    }

    /// UIKit's springs and struts: the parent's size change is shared by the flexible parts in
    /// proportion to their sizes (equally when they are all zero).
    mutating func generateAutoresizing(_ index: Int, _ item: LayoutSnapshot.Item,
                                       _ autoresizing: LayoutSnapshot.Autoresizing, _ parent: Int) {
        let components = frameComponents(index)
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
