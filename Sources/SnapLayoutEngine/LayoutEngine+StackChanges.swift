import SnapLayoutLinearSystem
import SnapLayoutModel

extension LayoutEngine {
    /// What a pass after stack changes hands the session.
    enum StackChange {
        /// Only constants of the stacks' rows moved.
        case constants([RowConstantChange])
        /// Rows went or came (an arranged view hidden or shown, another axis): the session's
        /// system, edited.
        case edit(SystemEdit)
    }

    /// The stacks' rows made again from the kept snapshot after `stacks` changed, against the
    /// session's `system` with `constants` applied; `nil` when the change reaches beyond the
    /// stacks' rows (an internal guide more or less, a constraint on a stack's baseline that
    /// another view vends now), which needs a capture. The kept snapshot takes the change.
    static func stackChanges(_ stacks: [LayoutStackView], tree: TreeState, system: LinearSystem,
                             constants: [RowConstantChange]) -> StackChange? {
        guard let snapshot = updatedSnapshot(stacks, tree: tree) else { return nil }
        let old = tree.stackExpansion ?? tree.snapshot.expandingStacks()
        let new = snapshot.expandingStacks()
        guard new.items.count == old.items.count, new.constraints == old.constraints else { return nil }
        let first = system.rows.count - old.stackConstraints.count - snapshot.constraints.count
        let matching = StackRowMatching(old: old.stackConstraints, new: new.stackConstraints)
        let change: StackChange
        if matching.isInPlace {
            change = .constants(matching.shifts.compactMap { k, shift in
                shift == 0 ? nil : RowConstantChange(row: first + k, constant: system.rows[first + k].expression.constant - shift)
            })
        } else {
            guard let edit = edit(system, constants: constants, first: first, stackRows: new.stackConstraints,
                                  matching: matching, tree: tree) else { return nil }
            shiftTrackedRows(tree, from: first + old.stackConstraints.count,
                             by: new.stackConstraints.count - old.stackConstraints.count)
            change = .edit(edit)
        }
        tree.snapshot = snapshot
        tree.stackExpansion = new
        return change
    }

    /// The kept snapshot with the stacks' new properties and their arranged views' `isHidden`;
    /// `nil` when a stack is not in it or arranges other views (a capture then).
    private static func updatedSnapshot(_ stacks: [LayoutStackView], tree: TreeState) -> LayoutSnapshot? {
        var snapshot = tree.snapshot
        let index = tree.viewIndex ?? Dictionary(uniqueKeysWithValues: tree.targets.enumerated().compactMap { k, target in
            if case .view(let view) = target { return (ObjectIdentifier(view.takeUnretainedValue()), k) } else { return nil }
        })
        tree.viewIndex = index
        for stack in stacks {
            guard let position = snapshot.stacks.firstIndex(where: { $0.view == index[ObjectIdentifier(stack)] }),
                  let updated = stack.snapshotStack(index: { index[ObjectIdentifier($0)] }),
                  updated.arranged == snapshot.stacks[position].arranged else { return nil }
            snapshot.stacks[position] = updated
            for view in stack.arrangedSubviews {
                guard let item = index[ObjectIdentifier(view)] else { return nil }
                snapshot.items[item].isHidden = view.isHidden
            }
        }
        return snapshot
    }

    /// The session's system with its stack rows (from `first`) replaced by `stackRows`: matched
    /// rows kept (their constants shifted), the others made by the tree's row factory.
    private static func edit(_ system: LinearSystem, constants: [RowConstantChange], first: Int,
                             stackRows: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)],
                             matching: StackRowMatching, tree: TreeState) -> SystemEdit? {
        var base = system
        for change in constants { base.rows[change.row].expression.constant = change.constant }
        if tree.rowFactory == nil { tree.rowFactory = try? StackRowFactory(snapshot: tree.snapshot) }
        guard let factory = tree.rowFactory else { return nil }
        let oldEnd = first + matching.oldCount
        var rows = Array(base.rows[..<first])
        var previous: [Int?] = Array(0..<first)
        rows.reserveCapacity(base.rows.count + stackRows.count - matching.oldCount)
        for (k, (constraint, source)) in stackRows.enumerated() {
            if let (oldRow, shift) = matching.previous[k] {
                var row = base.rows[first + oldRow]
                row.expression.constant -= shift
                rows.append(row)
                previous.append(first + oldRow)
            } else {
                guard let row = factory.row(constraint, source: source) else { return nil }
                rows.append(row)
                previous.append(nil)
            }
        }
        rows += base.rows[oldEnd...]
        previous += (oldEnd..<base.rows.count).map { $0 }
        let edited = LinearSystem(variableCount: base.variableCount, rows: rows, stays: base.stays, probes: base.probes)
        return SystemEdit(system: edited, previousRows: previous)
    }

    /// Moves the tracked rows at or after `start` by `offset` (the constraints' rows, after the
    /// stacks').
    private static func shiftTrackedRows(_ tree: TreeState, from start: Int, by offset: Int) {
        guard offset != 0, let tracked = tree.tracked else { return }
        for (key, entry) in tracked where entry.rows.contains(where: { $0 >= start }) {
            tree.tracked![key]!.rows = entry.rows.map { $0 >= start ? $0 + offset : $0 }
        }
    }
}

/// Which of a stack expansion's new constraints were there before: the same constraint (kept), the
/// same but for its constant (kept, its constant shifted), or new.
struct StackRowMatching {
    /// By new constraint: the old one it keeps and how far its constant moved; `nil` for new ones.
    var previous: [(row: Int, shift: Double)?]
    var oldCount: Int

    private struct Key: Hashable {
        var constraint: LayoutSnapshot.Constraint
        var source: StackConstraint
    }

    init(old: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)],
         new: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)]) {
        oldCount = old.count
        previous = Array(repeating: nil, count: new.count)
        // Rows before and after the change stay where they were (one stack's rows change; the
        // other stacks' come before and after them): matched in place, without hashing them.
        let shared = min(old.count, new.count)
        var start = 0
        while start < shared, let shift = Self.shift(from: old[start], to: new[start]) {
            previous[start] = (start, shift)
            start += 1
        }
        var end = 0
        while end < shared - start, let shift = Self.shift(from: old[old.count - 1 - end], to: new[new.count - 1 - end]) {
            previous[new.count - 1 - end] = (old.count - 1 - end, shift)
            end += 1
        }
        match(old, new, oldRange: start..<(old.count - end), newRange: start..<(new.count - end))
    }

    /// How far the constant moved from `old` to `new`, `nil` when they differ otherwise.
    private static func shift(from old: (constraint: LayoutSnapshot.Constraint, source: StackConstraint),
                              to new: (constraint: LayoutSnapshot.Constraint, source: StackConstraint)) -> Double? {
        guard old.source == new.source else { return nil }
        var moved = new.constraint
        moved.constant = old.constraint.constant
        return moved == old.constraint ? new.constraint.constant - old.constraint.constant : nil
    }

    /// Matches the rows in the middle, where the stacks changed: the same constraint first, then
    /// the same but for its constant.
    private mutating func match(_ old: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)],
                                _ new: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)],
                                oldRange: Range<Int>, newRange: Range<Int>) {
        // Old rows by key, the earliest last, so that equal rows keep their order.
        var exact: [Key: [Int]] = [:]
        for k in oldRange.reversed() { exact[Key(constraint: old[k].constraint, source: old[k].source), default: []].append(k) }
        var unmatched: [Int] = []
        for k in newRange {
            let key = Key(constraint: new[k].constraint, source: new[k].source)
            if let row = exact[key]?.popLast() { previous[k] = (row, 0) } else { unmatched.append(k) }
        }
        guard !unmatched.isEmpty else { return }
        var loose: [Key: [Int]] = [:]
        for row in exact.values.joined().sorted(by: >) {
            var constraint = old[row].constraint
            constraint.constant = 0
            loose[Key(constraint: constraint, source: old[row].source), default: []].append(row)
        }
        for k in unmatched {
            var constraint = new[k].constraint
            constraint.constant = 0
            guard let row = loose[Key(constraint: constraint, source: new[k].source)]?.popLast() else { continue }
            previous[k] = (row, new[k].constraint.constant - old[row].constraint.constant)
        }
    }

    /// Whether every new constraint keeps the old one at its own index (only constants moved).
    var isInPlace: Bool {
        previous.count == oldCount && previous.enumerated().allSatisfy { $0.element?.row == $0.offset }
    }

    /// Each kept constraint's index and constant shift, when `isInPlace`.
    var shifts: [(Int, Double)] {
        previous.enumerated().map { ($0.offset, $0.element?.shift ?? 0) }
    }
}
