import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel

/// The eliminations' flat storage grown past the capacity it was made with (`appendDoubling`):
/// nothing lost, nothing reordered.
struct DoublingStorageTests {
    /// Index chains made with no room, pushed far past it: each list pops newest first.
    @Test func indexChainsGrowFromNothing() {
        var chains = IndexChains(lists: 3, capacity: 0)
        for value in 0..<100 { chains.push(value, onto: value % 3) }
        #expect(chains.contains(0, in: 0) && !chains.contains(1, in: 0))
        for list in 0..<3 {
            var popped: [Int] = []
            while let value = chains.pop(list) { popped.append(value) }
            #expect(popped == Array(stride(from: list, to: 100, by: 3).reversed()), "list \(list)")
        }
    }

    /// A separable solve made for one row of no terms, loaded with forty rows of two terms: every
    /// row's terms read back as loaded, and the chain of equalities solved.
    @Test func aSeparableSolveGrowsPastItsEstimate() throws {
        var solve = SeparableSolve(rowCount: 1, variableCount: 41, termCount: 0)
        // (Each result kept first: a non-copyable solve cannot be read inside `#expect`.)
        // x0 = 1, then x(i+1) = x(i) + 1.
        let first = [LinearTerm(variable: 0, coefficient: 1)]
        var loaded = first.withUnsafeBufferPointer { solve.append($0, constant: -1, .equal, priority: 1000) }
        for i in 0..<40 {
            let terms = [LinearTerm(variable: i, coefficient: -1), LinearTerm(variable: i + 1, coefficient: 1)]
            loaded = loaded && terms.withUnsafeBufferPointer { solve.append($0, constant: -1, .equal, priority: 1000) }
        }
        #expect(loaded)
        let (rowCount, termCount) = (solve.rows.count, solve.terms.count)
        #expect(rowCount == 41 && termCount == 81)
        var readBack = true
        for i in 0..<40 {
            let row = solve.rows[i + 1]
            readBack = readBack && row.count == 2 && solve.terms[row.start].variable == i
                && solve.terms[row.start + 1].variable == i + 1
        }
        #expect(readBack)
        let finished = solve.finishLoading()
        #expect(finished)
        let solution = solve.solution()
        let values = try #require(solution)
        #expect(values == (1...41).map(Double.init))
    }
}
