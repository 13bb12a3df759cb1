import Testing
@testable import SnapLayoutCassowary
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
@testable import SnapLayoutLinearSystem

/// The conflict search on random systems of required rows (differences, bounds, rows of three
/// variables, repeats), against the contract's deletion filter taken literally, with both solvers.
/// Half the systems bound variables from one side only, where `RelaxingDirection` leaves
/// inequalities out of the candidates: what it leaves out must never change a conflict set.
struct RandomRowConflictTests {
    static func system(seed: UInt64) -> LinearSystem {
        var random = SeededGenerator(seed: seed)
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        let variables = Int.random(in: 3...8, using: &random)
        let oneSided = chance(0.5)
        let side: LayoutRelation = pick([.lessThanOrEqual, .greaterThanOrEqual])
        func variable() -> Int { Int.random(in: 0..<variables, using: &random) }
        var rows: [LinearRow] = []
        func add(_ terms: [(Int, Double)], _ relation: LayoutRelation, source: RowSource? = nil) {
            var merged: [Int: Double] = [:]
            for (v, c) in terms { merged[v, default: 0] += c }
            let expression = LinearExpression(
                terms: merged.sorted { $0.key < $1.key }.filter { $0.value != 0 }.map { LinearTerm(variable: $0.key, coefficient: $0.value) },
                constant: Double(Int.random(in: -6...6, using: &random)))
            rows.append(LinearRow(expression: expression, relation: relation, priority: LinearSystem.requiredPriority,
                                  source: source ?? .constraint(rows.count)))
        }
        if chance(0.5) {
            add([(0, 1)], .equal, source: .generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal)))
        }
        for _ in 0..<Int.random(in: 4...16, using: &random) {
            let relation: LayoutRelation = chance(0.5) ? .equal : (oneSided ? side : pick([.lessThanOrEqual, .greaterThanOrEqual]))
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: add([(variable(), 1), (variable(), -1)], relation)
            case 5..<8: add([(variable(), pick([1, -1, 2]))], relation)
            case 8: add([(variable(), 1), (variable(), 1), (variable(), pick([-2, -0.5, -1]))], relation)
            default: if let earlier = rows.last { rows.append(earlier) }
            }
        }
        return LinearSystem(variableCount: variables, rows: rows, stays: [], probes: [])
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...600, quick: 80))
    func bothSolversFindTheDeletionFiltersConflicts(seed: UInt64) throws {
        let system = Self.system(seed: seed)
        let expected = try ConflictSearchTests.reference(system, canHold: GLPKFeasibility.canHold)
        for solver in [GLPKSolver(), CassowarySolver()] as [any LayoutSolver] {
            let solution = try solver.solve(system, options: SolveOptions())
            #expect(solution.conflicts == expected.conflicts && solution.brokenRows == expected.broken,
                    "seed \(seed), \(solver.name)")
        }
    }

    /// The sweep is not vacuous: many systems conflict, many conflicts hold an inequality, and in
    /// many refusals the candidates leave out an inequality that a direction relaxes.
    @Test func theSweepMeetsInequalitiesAndLeavesSomeOut() throws {
        var conflicts = 0, withInequality = 0, leftOut = 0
        let seeds = Sweep.seeds(UInt64(1)...600, quick: 80)
        for seed in seeds {
            let system = Self.system(seed: seed)
            let found = try ConflictSearchTests.reference(system, canHold: GLPKFeasibility.canHold).conflicts
            conflicts += found.count
            withInequality += found.filter { $0.rows.contains { system.rows[$0].relation != .equal } }.count
            for conflict in found {
                let held = conflict.rows.filter { $0 != conflict.broken }
                let all = system.rows.indices.filter { $0 < conflict.broken && !found.map(\.broken).contains($0) }
                if all.withoutRelaxedInequalities(in: system, besides: conflict.broken).count < all.count,
                   held.allSatisfy(all.contains) { leftOut += 1 }
            }
        }
        #expect(conflicts >= Sweep.proRata(1_500, of: 600, ran: seeds.count))
        #expect(withInequality >= Sweep.proRata(750, of: 600, ran: seeds.count))
        #expect(leftOut >= Sweep.proRata(600, of: 600, ran: seeds.count))
    }
}

/// The local search (`LocalConflict`) taken from the first candidate on, so that every conflict of
/// a small system goes through it: the nearest candidates, doubling, and the proof with a point of
/// the rows held; the same conflicts as the literal filter, with both solvers' row sets.
struct LocalConflictTests {
    static func conflicts(_ system: LinearSystem, glpk: Bool, nearestFirst: Int) throws -> [RowConflict] {
        if glpk {
            return try ConflictSearch.resolveConflicts(
                in: system, canHold: GLPKFeasibility.canHold,
                rowSet: { system, rows throws(SolverError) in try GLPKRowSet(system: system, rows: rows) },
                nearestFirst: nearestFirst).conflicts
        }
        return try ConflictSearch.resolveConflicts(
            in: system, canHold: CassowarySolver.canHold,
            rowSet: { system, rows in CassowaryRowSet(system: system, rows: rows) },
            nearestFirst: nearestFirst).conflicts
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...600, quick: 80))
    func randomSystemsFromTheFirstCandidate(seed: UInt64) throws {
        let system = RandomRowConflictTests.system(seed: seed)
        let expected = try ConflictSearchTests.reference(system, canHold: GLPKFeasibility.canHold).conflicts
        for glpk in [true, false] {
            #expect(try Self.conflicts(system, glpk: glpk, nearestFirst: 1) == expected, "seed \(seed), glpk \(glpk)")
        }
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...300, quick: 30))
    func conflictingCyclesFromTheFirstCandidates(seed: UInt64) throws {
        let system = try ConflictingCycles.snapshot(seed: seed).linearSystem()
        let expected = try ConflictSearchTests.reference(system, canHold: GLPKFeasibility.canHold).conflicts
        for glpk in [true, false] {
            for first in [1, 3] {
                #expect(try Self.conflicts(system, glpk: glpk, nearestFirst: first) == expected,
                        "seed \(seed), glpk \(glpk), from \(first)")
            }
        }
    }

    /// Cycles of views kept inside the root on both sides, on either axis: thousands of candidates
    /// in a real document, a few dozen here.
    @Test(arguments: OverlappingCycles.Shape.allCases)
    func overlappingCyclesInsideTheRoot(shape: OverlappingCycles.Shape) throws {
        for vertical in [false, true] {
            let system = try OverlappingCycles.snapshot(count: 24, shape: shape, vertical: vertical, insideOnBothSides: true)
                .linearSystem()
            let expected = try ConflictSearchTests.reference(system, canHold: GLPKFeasibility.canHold).conflicts
            #expect(expected.count >= 2)
            for glpk in [true, false] {
                #expect(try Self.conflicts(system, glpk: glpk, nearestFirst: 4) == expected, "\(shape) \(vertical) \(glpk)")
            }
        }
    }
}

extension LocalConflictTests {
    /// The local search proves its set, not only falls back: on dense cycles of views kept inside
    /// the root, most refusals have more candidates than 16, and most of their sets are found
    /// among the nearest 16, 32 or 64 rows held and proved (a cycle and what ties it to the root
    /// are some 45 rows; when those are all the rows to reach, the whole search decides).
    @Test func theNearestCandidatesDecideDenseCyclesInsideTheRoot() throws {
        let system = try OverlappingCycles.snapshot(count: 80, shape: .dense, vertical: false, insideOnBothSides: true)
            .linearSystem()
        for glpk in [true, false] {
            var proved = 0, eligible = 0
            for group in system.requiredRowGroups() {
                let found = glpk
                    ? try Self.provedLocally(group, system) { system, rows throws(SolverError) in try GLPKRowSet(system: system, rows: rows) }
                    : try Self.provedLocally(group, system) { system, rows in CassowaryRowSet(system: system, rows: rows) }
                proved += found.proved
                eligible += found.eligible
            }
            // 79 cycles, one refusal each.
            #expect(eligible >= 60 && proved >= eligible * 3 / 4, "glpk \(glpk): \(proved) of \(eligible)")
        }
    }

    /// How many refusals in `group` have more than 16 candidates (`eligible`), and how many of them
    /// have a set the local search finds and proves (the same as the whole search's: a different
    /// set fails the test).
    static func provedLocally<Rows: RequiredRowSet>(_ group: [Int], _ system: LinearSystem,
                                                    rowSet: (LinearSystem, [Int]) throws(SolverError) -> Rows) throws -> (proved: Int, eligible: Int) {
        let rows = try rowSet(system, group)
        var held = HeldRowIndex(system: system)
        var proved = 0, eligible = 0
        for row in group where !held.repeatsHeldRow(row) {
            if try rows.insert(row) { held.hold(row); continue }
            let candidates = held.candidates(for: row)
            guard candidates.count > 16 else { continue }
            eligible += 1
            let search = LocalConflict(refused: row, rows: rows, held: held, firstCount: 16)
            guard let set = try search.find(explaining: rowSet) else { continue }
            let explainer = try rowSet(system, candidates + [row])
            #expect(try explainer.insert(row))
            #expect(try set.sorted() == ConflictSearch.preferredConflict(ArraySlice(candidates), rows: explainer).sorted())
            proved += 1
        }
        return (proved, eligible)
    }
}
