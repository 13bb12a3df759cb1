import SnapLayoutModel
import SnapLayoutLinearSystem

/// The frame ranges of a decoupled solve (`FaceRanges`): blocks of a few variables on a dense
/// tableau, the others on a tableau of their own, as the solve does.
extension CassowarySolver: BlockFaceSolver {
    package func areDetermined(_ blocks: [LinearSystemBlock], in reduced: LinearSystem,
                               pinned: [Double?]) throws(SolverError) -> [Bool] {
        var determined: [Bool] = []
        determined.reserveCapacity(blocks.count)
        for var block in blocks {
            block.stays = []
            if solvesSmallBlocksDensely, DenseBlockSolve.accepts(block, stayCount: 0) {
                switch DenseBlockSolve(system: reduced, block: block, stays: [], pinned: pinned).solve(reportsDetermined: true) {
                case .solved(_, let isDetermined):
                    determined.append(isDetermined)
                    continue
                case .infeasible: throw CassowarySolver.failedAgain
                case .declined: break
                }
            }
            guard let result = try CassowaryBlockSolve(system: reduced, block: block, pinned: pinned)
                .solve(reportsDetermined: true) else { throw CassowarySolver.failedAgain }
            determined.append(result.isDetermined)
        }
        return determined
    }

    /// The most tableau term operations the ranging of one block may take (about a second here).
    /// Each probe pivots through the block's tableau, whose rows fill in as it moves over the face,
    /// so some shapes grow as the fourth power of the block: a row of views sharing the room left
    /// over takes 34 million operations (0.6 s) at 256 free coupled variables, 130 million (3.6 s)
    /// at 400 and a billion (51 s) at 800; the `tiers` family's block, 65 million at 20 000 views.
    /// Other blocks of thousands of variables take far less (a row of 4 200 views each a point
    /// right of the last: 27 million). Real screens' free blocks are a few variables; GLPK ranges
    /// any of these in under 0.3 s.
    package static let rangingTermBudget = 40_000_000

    /// The one-line refusal of a block whose ranging would go past `rangingTermBudget`.
    static func rangingOverBudget(_ block: LinearSystemBlock) -> SolverError {
        .declined("the ambiguity check would take more than 40 000 000 tableau operations to range \(block.variables.count) coupled variables that the priority tiers leave free together, above the Cassowary solver's limit (use the glpk solver)")
    }

    package func ranges(of parts: [[LinearTerm]], in block: LinearSystemBlock, of reduced: LinearSystem,
                        pinned: [Double?]) throws(SolverError) -> [ValueRange]? {
        return try CassowaryBlockSolve(system: reduced, block: block, pinned: pinned).faceRanges(of: parts)
    }

    /// A block solved once cannot hold when solved again for its ranges: numerical trouble.
    static let failedAgain = SolverError.numerical("the rows of a block cannot hold when its frame ranges are found")
}
