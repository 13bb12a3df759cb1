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
}
