import SnapLayoutModel

/// What a solver does for the frame ranges of a decoupled solve (`FaceRanges`): say whether a
/// block's tiers leave it one point, and range parts of a block whose tiers do not.
package protocol BlockFaceSolver {
    /// For each block of `reduced` (rows and at least one variable each, pinned values folded in),
    /// whether the tiers' optimal face of the block is one point.
    func areDetermined(_ blocks: [LinearSystemBlock], in reduced: LinearSystem,
                       pinned: [Double?]) throws(SolverError) -> [Bool]

    /// The least and the greatest value of each part (terms over `block`'s variables) on the
    /// block's tiers' optimal face; `nil` when that face is one point.
    func ranges(of parts: [[LinearTerm]], in block: LinearSystemBlock, of reduced: LinearSystem,
                pinned: [Double?]) throws(SolverError) -> [ValueRange]?
}
