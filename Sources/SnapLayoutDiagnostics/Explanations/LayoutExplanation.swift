import SnapLayoutModel
import SnapLayoutLinearSystem

/// What a solved layout does, as a value: what `snaplayout explain` prints and the Swift API
/// returns. Built from a snapshot, its linear system and a solution (of any solver), so that it
/// knows no solver.
public struct LayoutExplanation: Hashable, Sendable {
    /// A set of required constraints that cannot all hold, and the one broken to recover.
    public struct Conflict: Hashable, Sendable {
        /// The smallest set that cannot hold, in activation order (generated ones first, then the
        /// layout's in order).
        public var members: [ConstraintReference]
        /// The member that was dropped: the last in activation order.
        public var broken: ConstraintReference
        /// The members before `broken`, which hold together without it.
        public var kept: [ConstraintReference] { members.filter { $0 != broken } }
    }

    /// An optional constraint that does not hold, and by how much.
    public struct Unsatisfied: Hashable, Sendable {
        /// The constraint.
        public var constraint: ConstraintReference
        /// Its priority.
        public var priority: Double
        /// How far it misses: the difference of its sides for `==`, the violation for `<=` / `>=`.
        public var miss: Double
    }

    /// A part of a frame that can change without any constraint holding less well.
    public struct FreeAttribute: Hashable, Sendable {
        /// Which part.
        public var component: FrameComponent
        /// The value the solve picked.
        public var value: Double
        /// The values it could take (bounds may be infinite).
        public var range: ValueRange
    }

    /// An item whose frame the constraints do not determine.
    public struct AmbiguousItem: Hashable, Sendable {
        /// The item's id.
        public var id: String
        /// Its free parts, in the order x, y, width, height.
        public var free: [FreeAttribute]
    }

    /// The layout's name (a document's name).
    public var name: String
    /// The root's solved size, or `nil` when the layout could not be solved.
    public var rootSize: (width: Double, height: Double)? {
        get { rootWidth.flatMap { w in rootHeight.map { (w, $0) } } }
        set { rootWidth = newValue?.width; rootHeight = newValue?.height }
    }
    /// The root's solved width.
    public var rootWidth: Double?
    /// The root's solved height.
    public var rootHeight: Double?
    /// Why the layout could not be solved (a bad document, a solver failure); otherwise `nil`.
    public var error: String?
    /// The same, one error a line of `text`: a document with several bad constraints has one
    /// each, as a compiler lists them; otherwise `[error]`.
    public var errors: [String] = []
    /// The conflicts, in the order found.
    public var conflicts: [Conflict] = []
    /// The optional constraints that do not hold, in row order.
    public var unsatisfied: [Unsatisfied] = []
    /// The ambiguous items, in item order.
    public var ambiguous: [AmbiguousItem] = []
    /// Whether ambiguity was checked (the solution had frame ranges).
    public var checkedAmbiguity = false
    /// UIKit's "Scrollable content size is ambiguous" for each scroll view whose content guide's
    /// width or height is free, with the constraints that reach the content guide (none leave it
    /// determined): one line each.
    public var scrollContentWarnings: [String] = []
    /// For the items asked about, the constraints that determine their frames.
    public var determinants: [FrameDeterminants] = []

    /// An explanation of a layout that could not be solved.
    public init(name: String, error: String) {
        self.init(name: name, error: error, errors: [error])
    }

    /// An explanation of a layout that could not be solved for several reasons: `error` says them
    /// all in one line, `errors` one each.
    public init(name: String, error: String, errors: [String]) {
        self.name = name
        self.error = error
        self.errors = errors.isEmpty ? [error] : errors
    }

    /// Explains `solution` of `system`, the linear system of `snapshot`.
    ///
    /// - Parameters:
    ///   - names: how to name each snapshot constraint (by index); by default the document way,
    ///     written back from the snapshot.
    ///   - why: the ids of the items whose determining constraints to list.
    public init(name: String, snapshot: LayoutSnapshot, system: LinearSystem, solution: LinearSolution,
                names: [String]? = nil, why: [String] = []) {
        self.name = name
        let names = names ?? ConstraintReference.documentNames(for: snapshot)
        func reference(_ row: Int) -> ConstraintReference { .row(row, of: system, names: names) }
        let frames = system.frames(solution.values)
        if let root = snapshot.rootIndex, frames.indices.contains(root) {
            rootWidth = frames[root].width
            rootHeight = frames[root].height
        }
        conflicts = solution.conflicts.map { conflict in
            // Rows are in activation order, so ascending row indices are the order UIKit met them.
            Conflict(members: conflict.rows.sorted().map(reference), broken: reference(conflict.broken))
        }
        unsatisfied = system.unsatisfiedRows(solution.values).map {
            Unsatisfied(constraint: reference($0.row), priority: system.rows[$0.row].priority, miss: $0.error)
        }
        if let ranges = solution.frameRanges {
            checkedAmbiguity = true
            for (probe, itemRanges) in zip(system.probes, ranges) where LinearSystem.isAmbiguous(itemRanges) {
                let values = probe.components.map { $0.value(solution.values) }
                let free = FrameComponent.allCases.compactMap { component -> FreeAttribute? in
                    let range = itemRanges[component.rawValue]
                    return range.isFixed() ? nil : FreeAttribute(component: component, value: values[component.rawValue], range: range)
                }
                ambiguous.append(AmbiguousItem(id: snapshot.items[probe.item].id, free: free))
            }
            scrollContentWarnings = Self.scrollWarnings(snapshot, system: system, ambiguous: ambiguous, names: names)
        }
        determinants = why.map { id in
            FrameDeterminants(item: id, snapshot: snapshot, system: system, solution: solution, names: names)
        }
    }

    /// Whether something is wrong: an error, a conflict or an ambiguous item. Unsatisfied optional
    /// constraints are how priorities work, not a fault.
    public var hasProblems: Bool { error != nil || !conflicts.isEmpty || !ambiguous.isEmpty }
}
