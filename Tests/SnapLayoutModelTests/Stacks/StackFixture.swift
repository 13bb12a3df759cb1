import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel

/// A layout with stacks built item by item, solved by both solvers, which must agree.
struct StackFixture {
    typealias Rect = LayoutSnapshot.Rect
    var snapshot: LayoutSnapshot
    /// Each stack's arranged ids and custom spacings, resolved when solving (views may come later).
    var arrangedIds: [[String]] = []
    var customIds: [[String: LayoutSnapshot.StackSpacing]] = []

    /// A root of the given size (free when `nil`), without margins.
    init(width: Double? = 400, height: Double? = 300, direction: LayoutDirection = .leftToRight) {
        snapshot = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "root", parent: nil, margins: .zero,
                                                              layoutDirection: direction)],
                                  constraints: [], rootWidth: width, rootHeight: height)
    }

    func index(_ id: String) -> Int { snapshot.items.firstIndex { $0.id == id }! }

    /// Adds a view; `size` is its intrinsic size.
    @discardableResult
    mutating func view(_ id: String, in parent: String = "root", size: (Double?, Double?) = (nil, nil),
                       hidden: Bool = false, baseline: (Double?, Double?)? = nil, multiline: Bool = false) -> Int {
        var item = LayoutSnapshot.Item(id: id, parent: index(parent), intrinsicSize: LayoutSnapshot.AxisPair(size.0, size.1),
                                       layoutDirection: snapshot.items[0].layoutDirection)
        item.isHidden = hidden
        item.isMultilineText = multiline
        if let baseline { item.firstBaseline = baseline.0; item.lastBaseline = baseline.1 }
        snapshot.items.append(item)
        return snapshot.items.count - 1
    }

    /// Adds a stack view arranging `arranged` (added as its children with their intrinsic sizes).
    mutating func stack(_ id: String, in parent: String = "root", axis: LayoutAxis = .horizontal,
                        distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                        spacing: LayoutSnapshot.StackSpacing = .points(0), margins: LayoutSnapshot.Insets = .zero,
                        marginsRelative: Bool = false, baselineRelative: Bool = false,
                        arranged: [String], custom: [String: LayoutSnapshot.StackSpacing] = [:]) {
        view(id, in: parent)
        snapshot.items[index(id)].margins = margins
        snapshot.stacks.append(LayoutSnapshot.Stack(
            view: index(id), axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
            isBaselineRelativeArrangement: baselineRelative, isLayoutMarginsRelativeArrangement: marginsRelative))
        arrangedIds.append(arranged)
        customIds.append(custom)
    }

    /// The snapshot with every stack's arranged views and custom spacings resolved.
    var resolved: LayoutSnapshot {
        var result = snapshot
        for k in result.stacks.indices {
            result.stacks[k].arranged = arrangedIds[k].map(index)
            result.stacks[k].customSpacing = Dictionary(uniqueKeysWithValues: customIds[k].map { (index($0.key), $0.value) })
        }
        return result
    }

    /// Adds `a.attribute relation constant` (a size, or a position from the parent's same edge).
    mutating func pin(_ id: String, _ attribute: LayoutAttribute, _ constant: Double,
                      relation: LayoutRelation = .equal, priority: Double = 1000) {
        snapshot.constraints.append(LayoutSnapshot.Constraint(first: LayoutSnapshot.Anchor(item: index(id), attribute: attribute),
                                                              relation: relation, constant: constant, priority: priority))
    }

    /// Adds `a.attribute == b.attribute2 + constant`.
    mutating func relate(_ a: String, _ attribute: LayoutAttribute, _ b: String, _ other: LayoutAttribute,
                         _ constant: Double = 0, priority: Double = 1000) {
        snapshot.constraints.append(LayoutSnapshot.Constraint(
            first: LayoutSnapshot.Anchor(item: index(a), attribute: attribute), relation: .equal,
            second: LayoutSnapshot.Anchor(item: index(b), attribute: other), constant: constant, priority: priority))
    }

    /// The solve of both solvers, which must agree to 1e-6 on every frame and on what they broke.
    func solve(sourceLocation: SourceLocation = #_sourceLocation) throws -> StackSolve {
        let snapshot = resolved
        let system = try snapshot.linearSystem()
        let glpk = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        let cassowary = try CassowarySolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        let result = StackSolve(system: system, solution: glpk, snapshot: snapshot)
        let other = StackSolve(system: system, solution: cassowary, snapshot: snapshot)
        for (id, frame) in result.frames where !result.ambiguous.contains(id) {
            let o = other.frames[id]!
            let agree = [(frame.x, o.x), (frame.y, o.y), (frame.width, o.width), (frame.height, o.height)]
                .allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
            #expect(agree, "\(id): GLPK \(frame), Cassowary \(o)", sourceLocation: sourceLocation)
        }
        #expect(result.broken == other.broken, sourceLocation: sourceLocation)
        #expect(result.ambiguous == other.ambiguous, sourceLocation: sourceLocation)
        return result
    }
}

/// What a solve gave, by id and by name.
struct StackSolve {
    var frames: [String: LayoutSnapshot.Rect] = [:]
    var broken: [String] = []
    /// Each conflict's rows by name, ascending by row, and the one broken.
    var conflicts: [(set: [String], broken: String)] = []
    var unsatisfied: [String: Double] = [:]
    var ambiguous: [String] = []

    init(system: LinearSystem, solution: LinearSolution, snapshot: LayoutSnapshot) {
        for (probe, frame) in zip(system.probes, system.frames(solution.values)) {
            frames[snapshot.items[probe.item].id] = frame
        }
        broken = solution.brokenRows.map { system.rows[$0].source.description }
        conflicts = solution.conflicts.map { conflict in
            (conflict.rows.map { system.rows[$0].source.description }, system.rows[conflict.broken].source.description)
        }
        for entry in system.unsatisfiedRows(solution.values) {
            unsatisfied[system.rows[entry.row].source.description] = entry.error
        }
        if let ranges = solution.frameRanges {
            ambiguous = zip(system.probes, ranges).compactMap {
                LinearSystem.isAmbiguous($1) ? snapshot.items[$0.item].id : nil
            }
        }
    }

    /// The frame of `id` as `[x, y, width, height]`.
    subscript(id: String) -> [Double] {
        let f = frames[id]!
        return [f.x, f.y, f.width, f.height]
    }
}

/// Whether two frames agree to 1e-6.
func same(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
}
