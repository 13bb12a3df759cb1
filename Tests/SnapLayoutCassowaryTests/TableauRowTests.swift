import Testing
@testable import SnapLayoutCassowary
import SnapLayoutTestSupport

/// The tableau's rows are sorted vectors; their edits are checked against a dictionary row (what
/// the rows were before) on random input: same terms, same order kept, same symbols reported
/// added and removed to the columns.
struct TableauRowTests {
    /// A reference row: coefficients by symbol.
    struct Reference {
        var constant: Double
        var terms: [Int: Double]
    }

    static let tolerance = 1e-9

    static func randomRow(_ generator: inout SeededGenerator, terms: Int = 8, symbols: Int = 16) -> (TableauRow, Reference) {
        var row = TableauRow(constant: Double(Int.random(in: -50...50, using: &generator)))
        var reference = Reference(constant: row.constant, terms: [:])
        for _ in 0..<Int.random(in: 0...terms, using: &generator) {
            let symbol = Int.random(in: 0..<symbols, using: &generator)
            // Small integers, and their negatives elsewhere, so that merges cancel terms exactly.
            let coefficient = Double(Int.random(in: 1...4, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1)
            row.set(coefficient, for: symbol)
            reference.terms[symbol] = coefficient
        }
        return (row, reference)
    }

    static func expectSame(_ row: TableauRow, _ reference: Reference, seed: UInt64) {
        #expect(row.constant == reference.constant, "seed \(seed)")
        #expect(row.terms.map(\.symbol) == reference.terms.keys.sorted(), "seed \(seed)")
        for term in row.terms { #expect(term.coefficient == reference.terms[term.symbol], "seed \(seed)") }
    }

    @Test func addingARowAgreesWithADictionaryRow() {
        for seed in Sweep.seeds(UInt64(0)..<2_000, quick: 200) {
            var generator = SeededGenerator(seed: seed)
            // Every other seed a long row and a short one, which are added term by term.
            let long = seed % 2 == 1
            var (row, reference) = TableauRowTests.randomRow(&generator, terms: long ? 60 : 8, symbols: long ? 64 : 16)
            let (other, otherReference) = TableauRowTests.randomRow(&generator, terms: long ? 3 : 8, symbols: long ? 64 : 16)
            let factor = [1.0, -1, 2, -0.5, 0.25][Int.random(in: 0..<5, using: &generator)]
            var added: [Int] = [], removed: [Int] = []
            var scratch: [TableauTerm] = []
            row.add(other, times: factor, tolerance: TableauRowTests.tolerance, scratch: &scratch,
                    added: { added.append($0) }, removed: { removed.append($0) })

            var expectedAdded: [Int] = [], expectedRemoved: [Int] = []
            reference.constant += factor * otherReference.constant
            for (symbol, a) in otherReference.terms {
                let old = reference.terms[symbol]
                let value = (old ?? 0) + factor * a
                if abs(value) <= TableauRowTests.tolerance {
                    if old != nil { reference.terms[symbol] = nil; expectedRemoved.append(symbol) }
                } else {
                    reference.terms[symbol] = value
                    if old == nil { expectedAdded.append(symbol) }
                }
            }
            TableauRowTests.expectSame(row, reference, seed: seed)
            #expect(added == expectedAdded.sorted(), "seed \(seed)")
            #expect(removed == expectedRemoved.sorted(), "seed \(seed)")
        }
    }

    @Test func singleTermEditsAgreeWithADictionaryRow() {
        for seed in Sweep.seeds(UInt64(0)..<1_000, quick: 100) {
            var generator = SeededGenerator(seed: seed)
            var (row, reference) = TableauRowTests.randomRow(&generator)
            for _ in 0..<12 {
                let symbol = Int.random(in: 0..<16, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    #expect(row.remove(symbol) == reference.terms.removeValue(forKey: symbol), "seed \(seed)")
                case 1:
                    let amount = Double(Int.random(in: -3...3, using: &generator))
                    row.add(amount, to: symbol, tolerance: TableauRowTests.tolerance)
                    let value = (reference.terms[symbol] ?? 0) + amount
                    reference.terms[symbol] = abs(value) <= TableauRowTests.tolerance ? nil : value
                default:
                    #expect(row.coefficient(of: symbol) == reference.terms[symbol], "seed \(seed)")
                    #expect(row.contains(symbol) == (reference.terms[symbol] != nil), "seed \(seed)")
                }
            }
            TableauRowTests.expectSame(row, reference, seed: seed)
            // basic = c + … + a·entering + …  →  entering = (basic − c − …) / a
            guard let entering = row.terms.first?.symbol else { continue }
            let basic = 16
            let a = reference.terms.removeValue(forKey: entering)!
            reference.terms[basic] = -1
            reference.constant *= -1 / a
            for symbol in reference.terms.keys { reference.terms[symbol]! *= -1 / a }
            row.solve(for: entering, replacing: basic)
            TableauRowTests.expectSame(row, reference, seed: seed)
        }
    }
}
