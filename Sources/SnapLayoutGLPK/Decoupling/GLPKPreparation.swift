import SnapLayoutModel
import SnapLayoutLinearSystem

/// What the decoupled solve of a system works out from its terms alone, kept by a session for the
/// next solve of the same part, in which only constants have changed (a root resized, an
/// intrinsic size moved): the defined variables, the elimination (replayed on the new constants,
/// `EliminatedSystem.replaying(_:)`), the blocks, and the fates `TierPresolve` gave the tiers.
///
/// The fates stay right for other constants as long as the rows they make required can hold: they
/// come from each tier's optimal dual (complementary slackness), and a change of constants leaves
/// a dual feasible. So if the decided rows still hold together, some point satisfies them and is
/// complementary to those duals, hence optimal in every tier, and the decided rows describe the
/// optimal face again. If they do not hold, the tiers are decided afresh.
final class GLPKPreparation {
    /// The system's defined variables, elimination (with its replay) and blocks.
    var structure: DecoupledStructure?
    /// The fates of the rows of the blocks `TierPresolve` decided, by row of the system.
    var fates: [(row: Int, fate: TierPresolve.Fate)]?
    /// The preparation of the system those fates decide (made with them).
    var decided: GLPKPreparation?

    init() {}
}
