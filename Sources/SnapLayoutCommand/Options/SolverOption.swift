import ArgumentParser
import SnapLayout

/// `--solver glpk|cassowary`: the solvers SnapLayout ships, by the name `LayoutSolverKind` gives them.
struct SolverOption: ParsableArguments {
    @Option(name: .long, help: "Which solver lays the documents out; cassowary is the pure-Swift one.")
    var solver: LayoutSolverKind = .glpk
}

extension LayoutSolverKind: ExpressibleByArgument {}
