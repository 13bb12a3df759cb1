import Testing
@testable import SnapLayoutLinearSystem

/// An `ExpressionTable` holds an expression for some of its keys: set, replaced, changed in place
/// and read back by key, the others without one.
struct ExpressionTableTests {
    @Test func expressionsAreSetReplacedAndReadByKey() {
        var table = ExpressionTable<LinearExpression>(keyCount: 5, capacity: 2)
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

    @Test func expressionsAreChangedInPlace() {
        var table = ExpressionTable<LinearExpression>(keyCount: 3, capacity: 1)
        table[2] = LinearExpression(variable: 0, coefficient: 2) + 5
        let count = table.update(2) { expression in
            expression.constant += 1
            return expression.terms.count
        }
        #expect(count == 1 && table[2] == LinearExpression(variable: 0, coefficient: 2) + 6)
        #expect(table.update(1) { _ in 0 } == nil)
    }
}
