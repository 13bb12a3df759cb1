import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// Small LP blocks solved on a dense tableau (`DenseBlockSolve`): exact answers on hand-made
/// blocks, and both solvers' decoupled solves with it against the same solves without it.
struct DenseBlockSolveTests {
    /// `terms · x + constant (relation) 0` at `priority` (1000: required).
    static func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation,
                    _ priority: Double, _ index: Int) -> LinearRow {
        LinearRow(expression: LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) },
                                               constant: constant),
                  relation: relation, priority: priority, source: .constraint(index))
    }

    /// Solves every row and every stay of `system` as one block over all its variables.
    static func solve(_ system: LinearSystem, reportsDetermined: Bool = false) -> DenseBlockSolve.Outcome {
        let block = LinearSystemBlock(variables: Array(0..<system.variableCount), rows: Array(system.rows.indices),
                                      stays: [])
        return DenseBlockSolve(system: system, block: block, stays: Array(system.stays.indices)[...],
                               pinned: [Double?](repeating: nil, count: system.variableCount))
            .solve(reportsDetermined: reportsDetermined)
    }

    static func values(_ outcome: DenseBlockSolve.Outcome) -> (values: [Double], isDetermined: Bool)? {
        guard case .solved(let values, let isDetermined) = outcome else { return nil }
        return (values.map(\.value), isDetermined)
    }

    /// A label's x and width between a leading row at 799, a trailing row at 800 and its intrinsic
    /// width (hugging 251, compression 750), as in the 10-view benchmark screen: the higher tier
    /// wins, and the tiers leave one point.
    @Test func tiersWinInOrderAndLeaveOnePoint() throws {
        let system = LinearSystem(variableCount: 2, rows: [
            Self.row([(0, 1)], -24, .equal, 799, 0),
            Self.row([(0, 1), (1, 1)], -351, .equal, 800, 1),
            Self.row([(1, 1)], -400, .lessThanOrEqual, 251, 2),
            Self.row([(1, 1)], -400, .greaterThanOrEqual, 750, 3),
        ], stays: [], probes: [])
        let solved = try #require(Self.values(Self.solve(system, reportsDetermined: true)))
        #expect(abs(solved.values[0] - 24) < 1e-9 && abs(solved.values[1] - 327) < 1e-9)
        #expect(solved.isDetermined)
    }

    /// A block split from a larger system reads its lists as slices of the split's shared array
    /// (not starting at 0): solved so, it gives what the same block with lists of its own gives.
    @Test func aSplitBlockSolvesAsABlockOfItsOwnLists() throws {
        let system = LinearSystem(variableCount: 4, rows: [
            Self.row([(0, 1)], -10, .equal, 1000, 0),
            Self.row([(2, 1)], -24, .equal, 799, 1),
            Self.row([(2, 1), (3, 1)], -351, .equal, 800, 2),
            Self.row([(3, 1)], -400, .lessThanOrEqual, 251, 3),
            Self.row([(1, 1), (0, 2)], -5, .greaterThanOrEqual, 500, 4),
        ], stays: [], probes: [])
        let pinned = [Double?](repeating: nil, count: 4)
        let split = try #require(system.blocks(pinned: pinned).first { $0.variables.contains(3) })
        #expect(split.variables.startIndex > 0)
        let own = LinearSystemBlock(variables: Array(split.variables), rows: Array(split.rows), stays: Array(split.stays))
        func values(_ block: LinearSystemBlock) -> [Double]? {
            Self.values(DenseBlockSolve(system: system, block: block, stays: [], pinned: pinned).solve())?.values
        }
        let solved = try #require(values(split))
        #expect(solved == values(own))
        #expect(abs(solved[0] - 24) < 1e-9 && abs(solved[1] - 327) < 1e-9)
    }

    /// Required rows that cannot hold together: `.infeasible`, as the other block solves return nil.
    @Test func requiredRowsThatCannotHoldAreInfeasible() {
        let system = LinearSystem(variableCount: 2, rows: [
            Self.row([(0, 1), (1, 1)], -10, .greaterThanOrEqual, 1000, 0),
            Self.row([(0, 1), (1, 1)], -5, .lessThanOrEqual, 1000, 1),
            Self.row([(0, 1)], 0, .equal, 500, 2),
        ], stays: [], probes: [])
        guard case .infeasible = Self.solve(system) else { Issue.record("expected .infeasible"); return }
    }

    /// A sum fixed by a required row leaves a line: not determined; the stays then choose its
    /// point (a stay counted twice weighs twice): `x1` at 60, `x0` at 40.
    @Test func staysChooseOnAFaceTheTiersLeaveOpen() throws {
        let system = LinearSystem(variableCount: 2, rows: [
            Self.row([(0, 1), (1, 1)], -100, .equal, 1000, 0),
        ], stays: [
            LinearExpression(terms: [LinearTerm(variable: 0, coefficient: 1)], constant: -30),
            LinearExpression(terms: [LinearTerm(variable: 1, coefficient: 1)], constant: -60),
            LinearExpression(terms: [LinearTerm(variable: 1, coefficient: 1)], constant: -60),
        ], probes: [])
        let solved = try #require(Self.values(Self.solve(system, reportsDetermined: true)))
        #expect(!solved.isDetermined)
        #expect(abs(solved.values[0] - 40) < 1e-9 && abs(solved.values[1] - 60) < 1e-9)
    }

    /// Two inequalities that pin `x0` at a corner (a degenerate vertex) and a tier that fixes
    /// `x1`: determined; an optional equality between two variables alone leaves a line.
    @Test func determinednessAtADegenerateVertexAndOnALine() throws {
        let corner = LinearSystem(variableCount: 2, rows: [
            Self.row([(0, 1)], 0, .greaterThanOrEqual, 1000, 0),
            Self.row([(0, 1)], 0, .lessThanOrEqual, 1000, 1),
            Self.row([(0, 1), (1, 1)], 0, .greaterThanOrEqual, 1000, 2),
            Self.row([(1, 1)], -5, .equal, 500, 3),
        ], stays: [], probes: [])
        let solved = try #require(Self.values(Self.solve(corner, reportsDetermined: true)))
        #expect(solved.isDetermined)
        #expect(abs(solved.values[0]) < 1e-9 && abs(solved.values[1] - 5) < 1e-9)
        let line = LinearSystem(variableCount: 2, rows: [Self.row([(0, 1), (1, -1)], 0, .equal, 500, 0)],
                                stays: [], probes: [])
        #expect(try #require(Self.values(Self.solve(line, reportsDetermined: true))).isDetermined == false)
    }

    /// Blocks over the limits, and blocks without rows or variables, are left to the solver's own
    /// block solve.
    @Test func onlySmallBlocksAreAccepted() {
        let small = LinearSystemBlock(variables: [0, 1], rows: Array(0..<10), stays: [])
        #expect(DenseBlockSolve.accepts(small, stayCount: 6))
        #expect(!DenseBlockSolve.accepts(small, stayCount: 7))
        #expect(!DenseBlockSolve.accepts(LinearSystemBlock(variables: [0, 1, 2, 3, 4], rows: [0], stays: []), stayCount: 0))
        #expect(!DenseBlockSolve.accepts(LinearSystemBlock(variables: [], rows: [0], stays: []), stayCount: 0))
        #expect(!DenseBlockSolve.accepts(LinearSystemBlock(variables: [0], rows: [], stays: []), stayCount: 1))
    }

    /// Seeded random layouts of every shape: each solver's decoupled solve with dense blocks
    /// against the same solver without (GLPK problems, Cassowary tableaux), and against GLPK's
    /// solve with ranges (which says which frames are determined): the same conflicts and tier
    /// minima, the same determined frames. Most of these layouts have a block the dense solve takes.
    @Test(arguments: 0..<8)
    func decoupledSolvesAgreeWithAndWithoutDenseBlocks(batch: Int) throws {
        var glpkAlone = GLPKSolver(), cassowaryAlone = CassowarySolver()
        glpkAlone.solvesSmallBlocksDensely = false
        cassowaryAlone.solvesSmallBlocksDensely = false
        var withDenseBlocks = 0
        let seeds = Sweep.seeds(UInt64(batch * 50)..<UInt64(batch * 50 + 50), quick: 10)
        for seed in seeds {
            let snapshot = seed % 2 == 0 ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed)
            guard let system = try? snapshot.linearSystem() else { continue }
            if let structure = DecoupledStructure(system, broken: []),
               structure.blocks.contains(where: {
                   !DecoupledValues.isOneVariable($0) && DenseBlockSolve.accepts($0, stayCount: 0)
               }) {
                withDenseBlocks += 1
            }
            let reference = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            let names = snapshot.items.map(\.id)
            for (name, solver) in [("glpk", GLPKSolver()), ("glpk alone", glpkAlone), ("cassowary", CassowarySolver()),
                                   ("cassowary alone", cassowaryAlone)] as [(String, any LayoutSolver)] {
                var solution = try solver.solve(system, options: SolveOptions())
                solution.frameRanges = reference.frameRanges
                let comparison = SolutionComparison(system: system, itemNames: names, solution, reference)
                #expect(comparison.agrees, "seed \(seed), \(name): \(comparison.differences.joined(separator: "; "))")
            }
        }
        #expect(withDenseBlocks >= Sweep.proRata(10, of: 50, ran: seeds.count),
                "only \(withDenseBlocks) of \(seeds.count) layouts have a block for the dense solve")
    }
}

extension DenseBlockSolveTests {
    /// Coefficients 1e9 apart (`a.top == b.top / 1e-9`): declined, for the solver's own block
    /// solve; the same block with a multiplier of 4 is solved.
    @Test func illConditionedBlocksAreDeclined() {
        func block(_ multiplier: Double) -> LinearSystem {
            LinearSystem(variableCount: 2, rows: [
                Self.row([(0, 1), (1, -multiplier)], 0, .equal, 1, 0),
                Self.row([(1, 1)], -3, .equal, 2, 1),
                Self.row([(0, 1)], -5, .equal, 3, 2),
            ], stays: [], probes: [])
        }
        guard case .declined = Self.solve(block(1e9)) else { Issue.record("expected .declined"); return }
        guard case .solved(let values, _) = Self.solve(block(4)) else { Issue.record("expected .solved"); return }
        #expect(abs(values[0].value - 5) < 1e-9 && abs(values[1].value - 3) < 1e-9)
    }
}
