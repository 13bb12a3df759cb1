import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel

/// An `EliminationRow` substitutes as `LinearExpression.substitute` does, bit for bit: a term
/// dropped in place when the replacement is a constant, a merge otherwise.
struct EliminationRowTests {
    func bits(_ expression: LinearExpression) -> [UInt64] {
        [expression.constant.bitPattern] + expression.terms.flatMap { [UInt64(bitPattern: Int64($0.variable)), $0.coefficient.bitPattern] }
    }

    func expression(_ terms: [(Int, Double)], _ constant: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant)
    }

    @Test func substitutionsMatchTheExpressionsOwn() {
        let row = expression([(1, 0.1), (3, -0.7), (5, 1.3)], 0.3)
        let replacements = [expression([], 0.2), expression([], -40), expression([(2, 0.7), (5, -1)], 1.1),
                            expression([(5, 1.3 / 0.7)], 0)]
        for variable in [1, 3, 5] {
            for replacement in replacements where !replacement.terms.contains(where: { $0.variable == variable }) {
                var reference = row
                let coefficient = row.terms.first { $0.variable == variable }!.coefficient
                reference.substitute(variable, coefficient: coefficient, by: replacement)
                var rewritten = EliminationRow(row)
                #expect(rewritten.substitute(variable, by: replacement) == coefficient)
                #expect(bits(rewritten.expression) == bits(reference), "x\(variable) by \(replacement)")
            }
        }
    }

    @Test func aRowWithoutTheVariableIsLeftAsItIs() {
        let row = expression([(1, 2)], 3)
        var rewritten = EliminationRow(row)
        #expect(rewritten.substitute(4, by: expression([], 1)) == nil)
        #expect(rewritten.expression == row)
    }
}
