import Testing
@testable import SnapLayoutLinearSystem

/// An `ExpressionTable` holds an expression for some of its keys: set, replaced and read back by
/// key, the others without one.
struct ExpressionTableTests {
    @Test func expressionsAreSetReplacedAndReadByKey() {
        var table = ExpressionTable(keyCount: 5, capacity: 2)
        let a = LinearExpression(variable: 1, coefficient: 2) + 3
        let b = LinearExpression(variable: 4, coefficient: -1)
        table[3] = a
        table[0] = b
        #expect(table[3] == a && table[0] == b)
        #expect(table[1] == nil && !table.contains(1) && table.contains(3))
        table[3] = b
        #expect(table[3] == b && table[0] == b)
        #expect(table.keysHeld == [true, false, false, true, false])
    }

    @Test func coefficientsAreReadAndExpressionsChangedInPlace() {
        var table = ExpressionTable(keyCount: 3, capacity: 1)
        table[2] = LinearExpression(variable: 0, coefficient: 2) + LinearExpression(variable: 1, coefficient: -3) + 5
        #expect(table.coefficient(of: 1, inExpressionOf: 2) == -3)
        #expect(table.coefficient(of: 4, inExpressionOf: 2) == nil && table.coefficient(of: 0, inExpressionOf: 1) == nil)
        let count = table.update(2) { expression in
            expression.substitute(1, coefficient: -3, by: LinearExpression(variable: 0) + 1)
            return expression.terms.count
        }
        // 2·x0 − 3·(x0 + 1) + 5 = −x0 + 2
        #expect(count == 1 && table[2] == LinearExpression(variable: 0, coefficient: -1) + 2)
    }
}
