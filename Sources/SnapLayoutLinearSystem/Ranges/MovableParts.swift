import SnapLayoutModel

/// Every variable of a decoupled solve written in the variables that can still move on the tiers'
/// optimal face: those of the blocks whose face is more than one point, and those in no row.
///
/// The rest of the system is fixed on the face: pinned variables, the variables of blocks whose
/// optimum is the only point of their face, and every eliminated or defined variable computed from
/// those only. A frame part whose movable part is empty therefore takes one value on the face, and
/// needs no LP; the others take a range that is the sum, block by block, of their parts' ranges
/// (the blocks are independent). An eliminated variable is an expression of remaining ones, a
/// defined variable one of others defined before it or not at all: each movable part is built
/// once, from those before it.
struct MovableParts {
    /// By variable: whether it is eliminated or defined (its part is `parts[variable]`).
    private var isDependent: [Bool]
    /// By variable: whether it is a remaining variable that moves on the face.
    private let moves: [Bool]
    /// By dependent variable: its movable part (no constant); empty when it is fixed.
    private var parts: [LinearExpression]

    /// The movable parts of `structure`'s variables, `moves` saying which remaining variables move.
    init(_ structure: DecoupledStructure, moves: [Bool]) {
        self.moves = moves
        isDependent = [Bool](repeating: false, count: moves.count)
        parts = [LinearExpression](repeating: LinearExpression(), count: moves.count)
        for (variable, expression) in structure.elimination.substitutions {
            parts[variable] = part(of: expression)
            isDependent[variable] = true
        }
        for (variable, expression, _) in structure.defined.definitions {
            parts[variable] = part(of: expression)
            isDependent[variable] = true
        }
    }

    /// The movable part of `expression` (over the system's variables), without its constant:
    /// each term's variable replaced by its own movable part. Terms left by cancellation (a
    /// child's position less its parent's, both moving with the parent) are dropped when they
    /// are round-off of the sums that made them.
    func part(of expression: LinearExpression) -> LinearExpression {
        var result = LinearExpression()
        var scale = 1.0
        for term in expression.terms {
            if isDependent[term.variable] {
                let part = parts[term.variable]
                guard !part.terms.isEmpty else { continue }
                for inner in part.terms { scale = max(scale, abs(term.coefficient * inner.coefficient)) }
                result.add(part, times: term.coefficient)
            } else if moves[term.variable] {
                scale = max(scale, abs(term.coefficient))
                result.add(LinearExpression(variable: term.variable, coefficient: term.coefficient))
            }
        }
        guard result.terms.contains(where: { abs($0.coefficient) <= Tolerance.cancellation * scale }) else { return result }
        return LinearExpression(terms: result.terms.filter { abs($0.coefficient) > Tolerance.cancellation * scale },
                                constant: 0)
    }
}
