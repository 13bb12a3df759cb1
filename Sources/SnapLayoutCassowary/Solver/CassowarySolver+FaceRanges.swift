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

    package func ranges(of parts: [[LinearTerm]], in block: LinearSystemBlock, of reduced: LinearSystem,
                        pinned: [Double?]) throws(SolverError) -> [ValueRange]? {
        try CassowaryBlockSolve(system: reduced, block: block, pinned: pinned).faceRanges(of: parts)
    }

    /// A block solved once cannot hold when solved again for its ranges: numerical trouble.
    static let failedAgain = SolverError.numerical("the rows of a block cannot hold when its frame ranges are found")
}
