import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKBlockSolver {
    /// For each probe the block touches, the range of the block's part of each of its components
    /// on the last stage's optimal face: a minimisation and a maximisation each.
    ///
    /// A variable in none of the block's rows moves freely on every tier's optimal face: a part
    /// holding one is unbounded, with no LP (a deep chain's stays-only positions, all in one batch,
    /// took an LP over the whole batch each: quadratic). Only in large blocks: which point of a
    /// tied stay optimum GLPK reaches depends on the basis these LPs leave, and smaller layouts
    /// keep their answers.
    func ranges(_ loaded: GLPKLoadedBlock) throws(SolverError) -> [Int: [ValueRange]] {
        let shortcuts = block.variables.count >= GLPKBlockSolver.freeRangeMinimumColumns
        var held = Set<Int>()
        for index in block.rows where shortcuts && !broken.contains(index) {
            for term in system.rows[index].expression.terms { held.insert(term.variable) }
        }
        var ranges: [Int: [ValueRange]] = [:]
        for (probeIndex, probe) in system.probes.enumerated() {
            var componentRanges: [ValueRange] = []
            var touches = false
            for expression in probe.components {
                let part = expression.terms.filter { loaded.column[$0.variable] != nil }
                if part.isEmpty { componentRanges.append(ValueRange(0, 0)); continue }
                touches = true
                if shortcuts, part.contains(where: { !held.contains($0.variable) && $0.coefficient != 0 }) {
                    componentRanges.append(ValueRange(-.infinity, .infinity))
                    continue
                }
                componentRanges.append(try range(of: part, loaded))
            }
            if touches { ranges[probeIndex] = componentRanges }
        }
        return ranges
    }

    /// The least and the greatest value of each part (terms over the block's variables) on the
    /// block's tiers' optimal face, without stays; `nil` when that face is one point (the ranges
    /// of a decoupled solve, `FaceRanges`).
    func faceRanges(of parts: [[LinearTerm]]) throws(SolverError) -> [ValueRange]? {
        let loaded = try load()
        var progress = StageProgress()
        guard try minimiseTiers(loaded, &progress) else { throw GLPKSolver.failedAgain }
        if !progress.hasSolved, try runSimplex(loaded.problem, dual: false, &progress) == nil { throw GLPKSolver.failedAgain }
        if try GLPKBlockSolver.isOnlyPointOfFace(loaded.problem) { return nil }
        var ranges: [ValueRange] = []
        for part in parts { ranges.append(try range(of: part, loaded)) }
        return ranges
    }

    /// The least and the greatest value of `Σ part` over the problem's points; the objective is
    /// left as it was found (zero on these columns, minimising).
    private func range(of part: [LinearTerm], _ loaded: GLPKLoadedBlock) throws(SolverError) -> ValueRange {
        let problem = loaded.problem
        for term in part { try problem.setObjectiveCoefficient(loaded.column[term.variable]!, term.coefficient) }
        var bounds: [Double] = []
        for direction in [GLP_MIN, GLP_MAX] {
            try problem.setObjectiveDirection(direction)
            let found = try problem.simplex()
            if found == GLP_UNBND {
                bounds.append(direction == GLP_MIN ? -.infinity : .infinity)
            } else if found == GLP_OPT {
                bounds.append(try problem.objectiveValue)
            } else {
                throw SolverError.numerical("GLPK could not range a frame (status \(found))")
            }
        }
        try problem.setObjectiveDirection(GLP_MIN)
        for term in part { try problem.setObjectiveCoefficient(loaded.column[term.variable]!, 0) }
        return ValueRange(bounds[0], bounds[1])
    }
}
