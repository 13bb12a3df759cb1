/// A constraint string read up to its anchors: `first relation [multiplier ×] second [+ constant] [@priority]`.
struct ParsedConstraint: Equatable {
    var first: String
    var relation: LayoutRelationSymbol
    var second: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
}

/// `==`, `<=`, `>=` as written.
enum LayoutRelationSymbol: String, Equatable {
    case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
}

/// Reads the contract's constraint strings (section 2). Errors give the column (from 1) and what
/// was expected there.
struct ConstraintStringParser {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    static func parse(_ text: String) throws(ReadError) -> ParsedConstraint {
        var parser = ConstraintStringParser(text)
        return try parser.parseConstraint()
    }

    private func fail(_ expected: String) -> ReadError {
        let found = index < characters.count ? "'\(characters[index])'" : "the end"
        return ReadError(message: "at column \(index + 1): expected \(expected), found \(found)")
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    private func peek(_ text: String) -> Bool {
        let chars = Array(text)
        return index + chars.count <= characters.count && Array(characters[index..<index + chars.count]) == chars
    }

    private static func isIDCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-")
    }

    private mutating func parseConstraint() throws(ReadError) -> ParsedConstraint {
        skipSpaces()
        guard looksLikeAnchor() else { throw fail("an anchor such as 'view.left'") }
        let first = try parseAnchor()
        skipSpaces()
        let relation: LayoutRelationSymbol
        if peek("==") { relation = .equal } else if peek("<=") { relation = .lessThanOrEqual } else if peek(">=") {
            relation = .greaterThanOrEqual
        } else {
            throw fail("a relation (==, <=, >=)")
        }
        index += 2
        skipSpaces()
        var second: String?
        var multiplier = 1.0
        var constant = 0.0
        if looksLikeAnchor() {
            second = try parseAnchor()
        } else {
            guard let number = try parseNumber() else { throw fail("an anchor or a number") }
            skipSpaces()
            if index < characters.count, characters[index] == "*" {
                index += 1
                skipSpaces()
                guard looksLikeAnchor() else { throw fail("an anchor after '*'") }
                multiplier = number
                second = try parseAnchor()
            } else {
                constant = number
            }
        }
        skipSpaces()
        if second != nil, index < characters.count, characters[index] == "*" || characters[index] == "/" {
            let divide = characters[index] == "/"
            index += 1
            skipSpaces()
            guard let factor = try parseNumber() else { throw fail("a number after '\(divide ? "/" : "*")'") }
            if divide {
                guard factor != 0 else {
                    index -= 1
                    throw ReadError(message: "at column \(index + 1): division by zero")
                }
                multiplier *= 1 / factor
            } else {
                multiplier *= factor
            }
            skipSpaces()
        }
        if second != nil, index < characters.count, characters[index] == "+" || characters[index] == "-" {
            let negative = characters[index] == "-"
            index += 1
            skipSpaces()
            guard let number = try parseNumber() else { throw fail("a number after '\(negative ? "-" : "+")'") }
            constant = negative ? -number : number
            skipSpaces()
        }
        var priority = 1000.0
        if index < characters.count, characters[index] == "@" {
            index += 1
            skipSpaces()
            let start = index
            if let number = try parseNumber() {
                guard number > 0, number <= 1000 else {
                    index = start
                    throw ReadError(message: "at column \(start + 1): priority \(DocumentNumber.format(number)) is outside (0, 1000]")
                }
                priority = number
            } else {
                var word = ""
                while index < characters.count, characters[index].isLetter { word.append(characters[index]); index += 1 }
                guard let named = DocumentPriority.named[word] else {
                    index = start
                    throw fail("a priority (a number in (0, 1000], required, high, medium or low)")
                }
                priority = named
            }
            skipSpaces()
        }
        guard index == characters.count else {
            throw fail(second == nil ? "'@' or the end" : "'*', '/', '+', '-', '@' or the end")
        }
        return ParsedConstraint(first: first, relation: relation, second: second, multiplier: multiplier,
                                constant: constant, priority: priority)
    }

    /// An id followed by '.' and a letter: what starts an anchor rather than a number.
    private func looksLikeAnchor() -> Bool {
        var i = index
        while i < characters.count, ConstraintStringParser.isIDCharacter(characters[i]) { i += 1 }
        return i > index && i + 1 < characters.count && characters[i] == "." && characters[i + 1].isLetter
    }

    /// `id.attribute`, `id.margins.attribute` or `id.safeArea.attribute`, returned as written.
    private mutating func parseAnchor() throws(ReadError) -> String {
        var text = ""
        while index < characters.count, ConstraintStringParser.isIDCharacter(characters[index]) {
            text.append(characters[index]); index += 1
        }
        var parts = 0
        while index < characters.count, characters[index] == ".", parts < 2 {
            index += 1
            guard index < characters.count, characters[index].isLetter else { throw fail("an attribute name") }
            var word = ""
            while index < characters.count, characters[index].isLetter { word.append(characters[index]); index += 1 }
            text += "." + word
            parts += 1
            // A third part is read too, so that `a.padding.left` is reported as an unknown guide.
            let continues = index + 1 < characters.count && characters[index] == "." && characters[index + 1].isLetter
            if !continues { break }
        }
        return text
    }

    /// A decimal number (`-8`, `0.5`, `1e3`), or `nil` when none starts here.
    private mutating func parseNumber() throws(ReadError) -> Double? {
        let start = index
        var text = ""
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { text.append(characters[index]); index += 1 }
        var digits = 0
        while index < characters.count, characters[index].isASCII, characters[index].isNumber { text.append(characters[index]); index += 1; digits += 1 }
        if index < characters.count, characters[index] == "." {
            text.append("."); index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { text.append(characters[index]); index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; return nil }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var exponent = "e"
            var j = index + 1
            if j < characters.count, characters[j] == "-" || characters[j] == "+" { exponent.append(characters[j]); j += 1 }
            var expDigits = 0
            while j < characters.count, characters[j].isASCII, characters[j].isNumber { exponent.append(characters[j]); j += 1; expDigits += 1 }
            if expDigits > 0 { text += exponent; index = j }
        }
        guard let value = Double(text), value.isFinite, abs(value) <= DocumentNumber.limit else {
            let bad = index
            index = start
            _ = bad
            throw ReadError(message: "at column \(start + 1): the number \(text) is not finite or larger than \(DocumentNumber.format(DocumentNumber.limit)) in magnitude")
        }
        return value
    }
}

/// Named priorities of documents.
enum DocumentPriority {
    static let named: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]
}
