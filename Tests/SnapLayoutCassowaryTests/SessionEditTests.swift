import Foundation
import Testing
@testable import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// Both solvers' sessions taking edits (rows out, rows in, constants moved) on random stack
/// layouts whose stacks change between solves: an arranged view hidden or shown, another axis,
/// alignment, distribution or spacing. Every edited solve agrees with a fresh GLPK solve of the
/// same system: conflicts, broken rows, tier minima, and the frames the fresh solve finds
/// determined, within 1e-6.
struct SessionEditTests {
    /// 160 seeds with `SNAPLAYOUT_LONG_TESTS=1` (40 of them spread over the 160 otherwise), or the
    /// first `SNAPLAYOUT_EDIT_SEEDS` (a longer hunt).
    static let seeds: [UInt64] = ProcessInfo.processInfo.environment["SNAPLAYOUT_EDIT_SEEDS"].flatMap { Int($0) }
        .map { Array(UInt64(1)...UInt64($0)) } ?? Sweep.seeds(UInt64(1)...160, quick: 40)

    /// One random change of one stack of `snapshot`.
    static func changed(_ snapshot: LayoutSnapshot, using random: inout SeededGenerator) -> LayoutSnapshot {
        var snapshot = snapshot
        let s = Int.random(in: snapshot.stacks.indices, using: &random)
        let arranged = snapshot.stacks[s].arranged
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1:
            if let item = arranged.randomElement(using: &random) { snapshot.items[item].isHidden.toggle() }
        case 2: snapshot.stacks[s].axis = snapshot.stacks[s].axis == .horizontal ? .vertical : .horizontal
        case 3: snapshot.stacks[s].alignment = StackAlignment.allCases.randomElement(using: &random)!
        case 4: snapshot.stacks[s].distribution = StackDistribution.allCases.randomElement(using: &random)!
        default: snapshot.stacks[s].spacing = .points(Double(Int.random(in: 0...12, using: &random)))
        }
        return snapshot
    }

    /// The edit that turns `old` into `new`: rows matched by terms, relation, priority and source
    /// (the earliest first), their constants taken from `new`; stays and probes kept.
    static func edit(from old: LinearSystem, to new: LinearSystem) -> SystemEdit {
        var byShape: [LinearRow: [Int]] = [:]
        for (index, row) in old.rows.enumerated().reversed() {
            var shape = row
            shape.expression.constant = 0
            byShape[shape, default: []].append(index)
        }
        let previous = new.rows.map { row -> Int? in
            var shape = row
            shape.expression.constant = 0
            return byShape[shape]?.popLast()
        }
        let system = LinearSystem(variableCount: new.variableCount, rows: new.rows, stays: old.stays, probes: old.probes)
        return SystemEdit(system: system, previousRows: previous)
    }

    @Test(arguments: 0..<4)
    func editedSessionsAgreeWithFreshSolves(batch: Int) throws {
        var edits = 0
        let seeds = Self.seeds.filter { Int($0) % 4 == batch }
        for seed in seeds {
            var snapshot = RandomStackLayouts.snapshot(seed: seed)
            guard !snapshot.stacks.isEmpty, var system = try? snapshot.linearSystem() else { continue }
            let sessions: [any LayoutSolverSession] = [GLPKSolver().makeSession(), CassowarySolver().makeSession()]
            for session in sessions { _ = try session.solve(system, options: SolveOptions()) }
            var random = SeededGenerator(seed: seed)
            for round in 0..<6 {
                let next = Self.changed(snapshot, using: &random)
                guard let nextSystem = try? next.linearSystem(), nextSystem.variableCount == system.variableCount else { continue }
                let edit = Self.edit(from: system, to: nextSystem)
                var fresh = try GLPKSolver().solve(edit.system, options: SolveOptions(checksAmbiguity: true))
                for (name, session) in zip(["glpk", "cassowary"], sessions) {
                    var solution = try session.solve(editing: edit, options: SolveOptions())
                    // Frames are compared where the fresh solve finds them determined.
                    solution.frameRanges = fresh.frameRanges
                    let found = SolutionComparison(system: edit.system, itemNames: next.items.map(\.id), solution, fresh)
                    #expect(found.agrees, "seed \(seed) round \(round), \(name) session: \(found.differences)")
                    #expect(session.system?.rows == edit.system.rows, "seed \(seed) round \(round): \(name) keeps the edited system")
                }
                fresh.frameRanges = nil
                edits += 1
                snapshot = next
                system = edit.system
            }
        }
        #expect(edits > Sweep.proRata(100, of: 40, ran: seeds.count), "enough edits were tried")
    }

    /// Edits and constant changes one after the other: after an edit the Cassowary session has
    /// parts instead of its tableau, and solves constant changes by parts until they have cost a
    /// rebuild; every solve agrees with a fresh GLPK solve.
    @Test(arguments: 0..<2)
    func constantChangesAfterEditsAgreeWithFreshSolves(batch: Int) throws {
        var changes = 0
        let seeds = Self.seeds.filter { Int($0) % 2 == batch && $0 % 3 == 0 }
        for seed in seeds {
            var snapshot = RandomStackLayouts.snapshot(seed: seed)
            guard !snapshot.stacks.isEmpty, var system = try? snapshot.linearSystem() else { continue }
            let sessions: [any LayoutSolverSession] = [GLPKSolver().makeSession(), CassowarySolver().makeSession()]
            for session in sessions { _ = try session.solve(system, options: SolveOptions()) }
            var random = SeededGenerator(seed: seed &+ 1000)
            for round in 0..<10 {
                var solutions: [LinearSolution] = []
                let next: LayoutSnapshot
                if round % 3 == 0 {
                    next = Self.changed(snapshot, using: &random)
                    guard let nextSystem = try? next.linearSystem(), nextSystem.variableCount == system.variableCount else { continue }
                    let edit = Self.edit(from: system, to: nextSystem)
                    for session in sessions { solutions.append(try session.solve(editing: edit, options: SolveOptions())) }
                    system = edit.system
                } else {
                    next = snapshot
                    let moved = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        let row = Int.random(in: system.rows.indices, using: &random)
                        return RowConstantChange(row: row, constant: system.rows[row].expression.constant
                                                      + Double(Int.random(in: -20...20, using: &random)))
                    }
                    for change in moved { system.rows[change.row].expression.constant = change.constant }
                    for session in sessions { solutions.append(try session.solve(updatingConstants: moved, options: SolveOptions())) }
                    changes += 1
                }
                let fresh = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
                for (name, var solution) in zip(["glpk", "cassowary"], solutions) {
                    solution.frameRanges = fresh.frameRanges
                    let found = SolutionComparison(system: system, itemNames: next.items.map(\.id), solution, fresh)
                    #expect(found.agrees, "seed \(seed) round \(round), \(name) session: \(found.differences)")
                }
                snapshot = next
            }
        }
        #expect(changes > Sweep.proRata(100, of: 27, ran: seeds.count), "enough constant changes were tried")
    }
}
