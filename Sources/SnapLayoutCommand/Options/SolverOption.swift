import ArgumentParser
import SnapLayout

/// `--solver glpk|cassowary`: the solvers SnapLayout ships, by the name `LayoutSolverKind` gives them.
struct SolverOption: ParsableArguments {
    @Option(name: .long, help: "The solver: glpk, or cassowary (pure Swift).")
    var solver: LayoutSolverKind = .glpk
}

extension LayoutSolverKind: ExpressibleByArgument {}
