import SnapLayoutModel
import SnapLayoutLinearSystem

/// The frame ranges of a decoupled solve (`FaceRanges`): blocks of a few variables on a dense
/// tableau, the others in GLPK problems, batched as the solve batches them.
extension GLPKSolver: BlockFaceSolver {
    package func areDetermined(_ blocks: [LinearSystemBlock], in reduced: LinearSystem,
                               pinned: [Double?]) throws(SolverError) -> [Bool] {
        var determined = [Bool](repeating: false, count: blocks.count)
        var others: [Int] = []
        for (k, block) in blocks.enumerated() {
            if solvesSmallBlocksDensely, DenseBlockSolve.accepts(block, stayCount: 0) {
                switch DenseBlockSolve(system: reduced, block: block, stays: [], pinned: pinned).solve(reportsDetermined: true) {
                case .solved(_, let isDetermined):
                    determined[k] = isDetermined
                    continue
                case .infeasible: throw GLPKSolver.failedAgain
                case .declined: break
                }
            }
            others.append(k)
        }
        // A batch that is one point is so block by block; otherwise each of its blocks is ranged
        // on its own (and found to be one point there if it is).
        for batch in GLPKSolver.batchedIndices(others.map { blocks[$0] }) {
            var merged = LinearSystemBlock(variables: [], rows: [], stays: [])
            for k in batch {
                merged.variables += blocks[others[k]].variables
                merged.rows += blocks[others[k]].rows
            }
            merged.variables.sort()
            var solver = GLPKBlockSolver(system: reduced, block: merged, pinned: pinned, broken: [], appendsStays: true)
            solver.reportsDetermined = true
            guard let result = try solver.solve(checksAmbiguity: false) else { throw GLPKSolver.failedAgain }
            for k in batch { determined[others[k]] = result.isDetermined }
        }
        return determined
    }

    package func ranges(of parts: [[LinearTerm]], in block: LinearSystemBlock, of reduced: LinearSystem,
                        pinned: [Double?]) throws(SolverError) -> [ValueRange]? {
        var withoutStays = block
        withoutStays.stays = []
        return try GLPKBlockSolver(system: reduced, block: withoutStays, pinned: pinned, broken: [], appendsStays: true)
            .faceRanges(of: parts)
    }

    /// A block solved once cannot hold when solved again for its ranges: numerical trouble.
    static let failedAgain = SolverError.numerical("the rows of a block cannot hold when its frame ranges are found")
}
