import ArgumentParser
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel

/// The solvers the command line offers (`--solver glpk|cassowary`).
enum SolverChoice: String, CaseIterable, ExpressibleByArgument {
    /// The lexicographic LP solver over GLPK (C), the default.
    case glpk
    /// The pure-Swift incremental simplex.
    case cassowary

    /// A solver of this kind.
    func makeSolver() -> any LayoutSolver {
        switch self {
        case .glpk: return GLPKSolver()
        case .cassowary: return CassowarySolver()
        }
    }
}
