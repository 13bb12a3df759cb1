import Testing
@testable import SnapLayoutLinearSystem

/// A frame component's value read without a `LinearSystem` (`FramePart.value`) is its
/// expression's (`LinearExpression.value`, what `LinearSystem.frames` reads) bit for bit: the same
/// operations in the same order. Values where the order of the additions changes the rounding.
struct FramePartTests {
    private let parts: [FramePart] = [
        FramePart(constant: 0.1, first: LinearTerm(variable: 0, coefficient: 1),
                  second: LinearTerm(variable: 1, coefficient: -1)),
        FramePart(constant: -0.1, first: LinearTerm(variable: 1, coefficient: -1),
                  second: LinearTerm(variable: 2, coefficient: 1)),
        FramePart(constant: 0.3, first: LinearTerm(variable: 2, coefficient: 1)),
    ]
    private let values: [[Double]] = [
        [0.2, 0.3, 0.2], [1e16, 3, 1e16], [0.1, 0.7, 1e-17], [-1e16, 3, 1e16], [0.1, 0.2, 0.3], [1, 2, 3],
    ]

    @Test func aPartsValueIsItsExpressionsBitForBit() {
        for part in parts {
            for values in values {
                #expect(part.value(values).bitPattern == part.expression.value(values).bitPattern,
                        "\(part) at \(values)")
            }
        }
    }

    /// The cases above are ones where another order of the same additions gives another number,
    /// so the test above would catch a change of order.
    @Test func theOrderOfTheAdditionsMattersForTheseValues() {
        let part = parts[0]
        let values = values[0]
        let inOrder = (part.constant + part.first.coefficient * values[0]) + part.second!.coefficient * values[1]
        let swapped = (part.constant + part.second!.coefficient * values[1]) + part.first.coefficient * values[0]
        #expect(inOrder != swapped)
    }
}
