import BigInt
import Foundation
import SnapLayoutTestSupport
import Testing
@testable import SnapLayoutDocuments

/// Every number JSON's grammar allows is read, correctly rounded to the nearest double, by the full
/// parser and the fast path alike (issue 38: 21 digits overflowed the exact-decimal path and killed
/// the process); what the grammar does not allow is refused, as a conforming parser refuses it.
struct JSONNumberReadingTests {
    /// The issue's numbers, and the edges of a double's range.
    @Test(arguments: [
        "100000000000000000000", "3.14159265358979323846", "10.000000000000000000000",
        "18446744073709551616", "18446744073709551615", "99999999999999999999", "-0", "-0.0", "0e-5",
        "9007199254740993", "9007199254740993.000000000000000000000001", "4.9e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "2.2250738585072011e-308", "2.2250738585072014e-308",
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e400", "-1e400",
        "1e-400", "0.000000000000000000000000000000000000001", "123456789012345678901234567890e-10",
    ])
    func edges(text: String) throws {
        try checkBothPaths(text)
    }

    /// Generated numbers of every shape: 1 to 800 digits, exponents to ±400 (with leading zeros),
    /// fractions of leading zeros, signs; each read by both paths and checked exactly.
    @Test func generatedNumbersAreCorrectlyRounded() throws {
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<3_000 {
            try checkBothPaths(Self.randomNumber(using: &generator))
        }
    }

    /// What the grammar refuses, both paths refuse, as JSONSerialization does.
    @Test(arguments: ["012", "-012", "00", "1.", ".5", "+1", "1e", "1e+", "-", "--1", "0x10", "1.e5", "01.5"])
    func malformedNumbersAreRefused(text: String) throws {
        let bytes = Array("[\(text)]".utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        #expect(fastValue(text) == nil)
        #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) == nil)
    }

    /// Differential against Foundation's JSONSerialization: the same numbers accepted, and the
    /// same double wherever it returns a double (for long numbers it returns an NSDecimalNumber, whose
    /// `doubleValue` is not correctly rounded, and for numbers beyond a double's range an error).
    @Test func agreesWithJSONSerialization() throws {
        var generator = SeededGenerator(seed: 3_800)
        for _ in 0..<2_000 {
            let text = Self.randomNumber(using: &generator)
            let ours = try JSONParser.parse(Array("[\(text)]".utf8))
            guard case .array(let elements, _) = ours, case .number(let value, _) = elements[0] else {
                Issue.record("\(text) read as \(ours)")
                continue
            }
            let theirs = try? JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Any]
            guard value.isFinite else { continue }
            let number = try #require(theirs?.first as? NSNumber, "JSONSerialization refused \(text)")
            if !(number is NSDecimalNumber), value != 0 {
                #expect(number.doubleValue.bitPattern == value.bitPattern, "\(text)")
            }
        }
    }

    /// The issue's documents: an error naming the key for a number out of range, the value for the rest;
    /// never a trap.
    @Test func documentsWithLongNumbersAreRead() throws {
        let long = #"{"size": [3.14159265358979323846, 10.000000000000000000000], "views": [{"id": "r"}]}"#
        let document = try LayoutDocument.read(long, defaultName: "long.json").get()
        #expect(document.snapshot.rootWidth == 3.141592653589793)
        #expect(document.snapshot.rootHeight == 10)
        let huge = #"{"size": [100000000000000000000, 5], "views": [{"id": "r"}]}"#
        #expect(LayoutDocument.read(huge, defaultName: "huge.json").failure?.description
            == "document 'huge.json': size 1e+20 is larger than 1000000000 in magnitude")
        let beyond = #"{"size": [1e400, 5], "views": [{"id": "r"}]}"#
        #expect(LayoutDocument.read(beyond, defaultName: "big.json").failure?.description
            == "document 'big.json': size has a number beyond the range of a double")
    }

    // MARK: - Checking

    fileprivate func checkBothPaths(_ text: String) throws {
        let parsed = try JSONParser.parse(Array("[\(text)]".utf8))
        guard case .array(let elements, _) = parsed, case .number(let slow, _) = elements[0] else {
            Issue.record("\(text) read as \(parsed)")
            return
        }
        let fast = try #require(fastValue(text), "the fast path refused \(text)")
        #expect(fast.bitPattern == slow.bitPattern, "\(text): fast \(fast), full \(slow)")
        #expect(ExactDecimalText(text).isCorrectlyRounded(slow), "\(text) read as \(slow)")
    }

    private func fastValue(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(buffer)
            guard let value = cursor.number(), cursor.isAtEnd else { return nil }
            return value
        }
    }

    static func randomNumber(using generator: inout SeededGenerator) -> String {
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        }
        let total = [1, 2, 15, 16, 17, 19, 20, 21, 40, 800].randomElement(using: &generator)!
        let integerCount = Int.random(in: 0...total, using: &generator)
        var text = Bool.random(using: &generator) ? "-" : ""
        if integerCount == 0 {
            text += "0"
        } else {
            text += String(Int.random(in: 1...9, using: &generator)) + digits(integerCount - 1)
        }
        let fractionCount = total - integerCount
        if fractionCount > 0 {
            let zeros = Int.random(in: 0...min(fractionCount, 400), using: &generator) / (Bool.random(using: &generator) ? 1 : 8)
            text += "." + String(repeating: "0", count: zeros) + digits(max(fractionCount - zeros, 1))
        }
        if Int.random(in: 0..<3, using: &generator) > 0 {
            text += ["e", "E"].randomElement(using: &generator)! + ["", "+", "-"].randomElement(using: &generator)!
            text += String(repeating: "0", count: Int.random(in: 0...2, using: &generator))
            text += String(Int.random(in: 0...400, using: &generator))
        }
        return text
    }
}

/// A decimal number's exact value, `significand × 10^exponent`, to decide with integers whether a
/// double is its correctly rounded value (round to nearest, ties to even; beyond the largest double
/// by half an ulp, infinity).
struct ExactDecimalText {
    var negative: Bool
    var significand: BigUInt
    var exponent: Int

    init(_ text: String) {
        var sign = false, digits = "", decimals = 0, exponentText = "", afterPoint = false, inExponent = false
        for character in text {
            switch character {
            case "-" where !inExponent: sign = true
            case ".": afterPoint = true
            case "e", "E": inExponent = true
            case _ where inExponent: exponentText.append(character)
            default:
                digits.append(character)
                if afterPoint { decimals += 1 }
            }
        }
        negative = sign
        significand = BigUInt(digits)!
        exponent = (Int(exponentText) ?? 0) - decimals
    }

    /// Whether `value` is this number correctly rounded to a double.
    func isCorrectlyRounded(_ value: Double) -> Bool {
        guard significand != 0 else { return value == 0 && value.sign == (negative ? .minus : .plus) }
        guard value.sign == (negative ? .minus : .plus) else { return false }
        let magnitude = value.magnitude
        if magnitude.isInfinite {
            // At or past the midpoint between the largest double and 2^1024 (the largest double's
            // significand is odd, so the tie goes up).
            return compareTwice(with: Self.scaled(.greatestFiniteMagnitude) + (BigUInt(1) << 2098)) >= 0
        }
        let lower = magnitude == 0 ? BigUInt(0) : Self.scaled(magnitude.nextDown)
        let upper = magnitude == .greatestFiniteMagnitude ? (BigUInt(1) << 2098) : Self.scaled(magnitude.nextUp)
        let here = Self.scaled(magnitude)
        let even = Self.scaled(magnitude) % 2 == 0 || magnitude == 0
        let fromBelow = compareTwice(with: here + lower), fromAbove = compareTwice(with: here + upper)
        if magnitude == 0 { return fromAbove < 0 || (fromAbove == 0 && even) }
        return (fromBelow > 0 || (fromBelow == 0 && even)) && (fromAbove < 0 || (fromAbove == 0 && even))
    }

    /// The sign of `2 × |self| − sum × 2^-1074`.
    private func compareTwice(with sum: BigUInt) -> Int {
        let ten = BigUInt(10)
        var left = 2 * significand << 1074
        var right = sum
        if exponent >= 0 { left *= ten.power(exponent) } else { right *= ten.power(-exponent) }
        return left < right ? -1 : (left == right ? 0 : 1)
    }

    /// `value × 2^1074`: every finite double is a whole multiple of 2^-1074.
    private static func scaled(_ value: Double) -> BigUInt {
        let fraction = BigUInt(value.significandBitPattern)
        let biased = Int(value.exponentBitPattern)
        if biased == 0 { return fraction }
        return ((BigUInt(1) << 52) + fraction) << (biased - 1)
    }
}

extension Result {
    /// The error of a failure, `nil` for a success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
