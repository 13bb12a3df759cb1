import Foundation
import Testing
@testable import SnapLayoutDocuments

/// The reader's shortcuts give exactly what the general paths give.
struct JSONFastPathTests {
    /// Numbers read without making a `String` are the `Double` that `Double(String)` reads.
    @Test func exactDecimalsReadAsDoubleDoes() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50_000 {
            let integerDigits = Int.random(in: 1...9, using: &generator)
            let decimals = Int.random(in: 0...8, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &generator)) }
            if decimals > 0 {
                text += "."
                for _ in 0..<decimals { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            guard integerDigits + decimals <= 15 else {
                #expect(JSONParser.exactDecimal(ArraySlice(text.utf8)) == nil)
                continue
            }
            let value = try #require(JSONParser.exactDecimal(ArraySlice(text.utf8)))
            #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    @Test(arguments: ["0", "-0", "0.5", "-0.000001", "375", "999999999999999", "0.1", "52.55", "0.00000000000001"])
    func exactDecimalEdges(text: String) throws {
        let value = try #require(JSONParser.exactDecimal(ArraySlice(text.utf8)))
        #expect(value.bitPattern == Double(text)!.bitPattern)
    }

    /// What the fast path leaves to `Double(String)`: exponents and more than 15 digits.
    @Test(arguments: ["1e5", "2E-3", "9007199254740993", "0.1234567890123456", "0.000000000000001"])
    func declinedNumbers(text: String) {
        #expect(JSONParser.exactDecimal(ArraySlice(text.utf8)) == nil)
    }

    /// Past the keys compared one by one, a set finds the duplicate, at the same place.
    @Test(arguments: [3, DuplicateKeys.linearLimit, DuplicateKeys.linearLimit + 1, 40])
    func duplicateKeysAreFoundInObjectsOfAnySize(keys: Int) {
        let members = (0..<keys).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = "{" + members + ", \"k\(keys / 2)\": 0}"
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.message == "duplicate key 'k\(keys / 2)'")
            #expect(error.offset == text.utf8.count - 1 - "\"k\(keys / 2)\": 0".utf8.count)
        }
        let unique = "{" + members + "}"
        #expect((try? JSONParser.parse(Array(unique.utf8))) != nil)
    }

    /// Anchors split over bytes as `split(separator:omittingEmptySubsequences: false)` splits them.
    @Test(arguments: ["a.left", "a.margins.left", "a.", ".left", "a..b", "é😀.left", "", "no-dot", "a.b.c.d"])
    func anchorsSplitAtEveryDot(text: String) {
        let expected = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let parts = AnchorParts(text)
        #expect(parts.count == expected.count)
        for k in 0..<min(3, expected.count) { #expect(parts[k] == expected[k]) }
        if (2...3).contains(expected.count) { #expect(parts.last == expected.last) }
    }

    /// Trimming a constraint's text gives what Foundation's trimming of white space gives.
    @Test(arguments: ["a.left == b.left", " a.left == b.left\t", "\u{00A0}a.width == 5", "a.width == 5\u{2003}",
                      "é.width == 5", "", " ", "\t\t", "a.left == b.left\n", "\u{3000}x\u{3000}"])
    func trimmingMatchesFoundation(text: String) {
        #expect(DocumentReader.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
    }
}
