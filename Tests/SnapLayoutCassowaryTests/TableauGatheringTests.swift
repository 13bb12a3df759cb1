import Testing
@testable import SnapLayoutCassowary
import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// The long rows a tableau writes in its parametric symbols are gathered and sorted once
/// (`Tableau.gathered`) instead of merged basic row by basic row, which was quadratic in a row's
/// length (a stay across a deep chain of 100 000 views, issue 38.2): the same row to the bit, and
/// the stays that hold a whole path inserted last (`StayForest`).
struct TableauGatheringTests {
    /// `Σ coefficient × symbol + constant` merged one term at a time, as the tableau did for
    /// every row before gathering: the reference.
    static func merged(_ terms: [(symbol: Int, coefficient: Double)], constant: Double, in tableau: Tableau) -> TableauRow {
        var row = TableauRow(constant: constant)
        var scratch: [TableauTerm] = []
        for (symbol, coefficient) in terms where coefficient != 0 {
            if let basic = tableau.rows[symbol] {
                row.add(basic, times: coefficient, tolerance: Tolerance.roundOff, scratch: &scratch, added: { _ in }, removed: { _ in })
            } else {
                row.add(coefficient, to: symbol, tolerance: Tolerance.roundOff)
            }
        }
        return row
    }

    @Test func aGatheredRowIsTheMergedRowToTheBit() {
        for seed in UInt64(1)...300 {
            var generator = SeededGenerator(seed: seed)
            var tableau = Tableau()
            let symbols = Int.random(in: 40...120, using: &generator)
            for _ in 0..<symbols { _ = tableau.makeSymbol(Bool.random(using: &generator) ? .external : .slack) }
            // Basic rows over the symbols above them, with tenths that cancel to round-off dust.
            for basic in stride(from: 0, to: symbols / 2, by: Int.random(in: 1...3, using: &generator)) {
                var row = TableauRow(constant: Double(Int.random(in: -90...90, using: &generator)) / 10)
                for _ in 0..<Int.random(in: 0...6, using: &generator) {
                    let symbol = Int.random(in: (symbols / 2)..<symbols, using: &generator)
                    row.add(Double(Int.random(in: -30...30, using: &generator)) / 10, to: symbol, tolerance: Tolerance.roundOff)
                }
                tableau.insertRow(row, basic: basic)
            }
            var terms: [(symbol: Int, coefficient: Double)] = []
            for _ in 0..<Int.random(in: Tableau.gatheringMinimumTerms...200, using: &generator) {
                terms.append((Int.random(in: 0..<symbols, using: &generator), Double(Int.random(in: -20...20, using: &generator)) / 10))
            }
            let constant = Double(Int.random(in: -50...50, using: &generator)) / 10
            let reference = Self.merged(terms, constant: constant, in: tableau)
            let gathered = tableau.substituted(terms, constant: constant)
            #expect(gathered.constant.bitPattern == reference.constant.bitPattern, "seed \(seed)")
            #expect(gathered.terms.map(\.symbol) == reference.terms.map(\.symbol), "seed \(seed)")
            #expect(gathered.terms.map(\.coefficient.bitPattern) == reference.terms.map(\.coefficient.bitPattern), "seed \(seed)")
        }
    }

    /// A deep chain of nested views with a row across it: once the row is eliminated, the stays
    /// over the positions' differences close a cycle, and the one stay that closes it holds the
    /// whole path. It goes last, after every stay it is written in.
    @Test func theStayThatClosesAPathGoesLast() throws {
        var items = [LayoutSnapshot.Item(id: "v0", parent: nil)]
        for i in 1..<300 { items.append(LayoutSnapshot.Item(id: "v\(i)", parent: i - 1)) }
        var snapshot = LayoutSnapshot(items: items, constraints: [], rootWidth: 400, rootHeight: 400)
        snapshot.constraints = [
            .init(first: .init(item: 299, attribute: .left), relation: .equal, second: .init(item: 0, attribute: .left),
                  constant: 5, priority: 1000),
            .init(first: .init(item: 299, attribute: .width), relation: .equal, second: nil, constant: 5, priority: 1000),
        ]
        let elimination = try #require(try snapshot.linearSystem().eliminatingRequiredEqualities())
        let forest = try #require(StayForest(elimination.system))
        let lengths = forest.system.stays.map(\.terms.count)
        #expect(lengths.contains { $0 > 2 })
        let firstLong = try #require(lengths.firstIndex { $0 > 2 })
        #expect(lengths[firstLong...].allSatisfy { $0 > 2 }, "stays of more than two terms come last")
        #expect(lengths.count == elimination.system.stays.count)
    }
}
