import Foundation
import SnapLayoutModel

/// The equation form of a description: `UILabel:0x7f8.width == 0.7*UIView:0x7f9.width + 8`, the
/// multiplier before the item or after it (`UIView:0x7f9.width * 0.7`, as SnapKit and some UIKit
/// versions print it), a constant alone (`UIView:0x7f8.width == 100`, `UIView:0x7f8.midX == + 14.5`),
/// and a priority after it (`@750`, SnapKit's `^750`).
package enum EquationBody {
    /// Reads `body`; the error says what is wrong.
    package static func read(_ body: Substring, names: NameTable) -> Result<ParsedRelation, ReadProblem> {
        var body = body.trimmingSpaces
        let priority = trailingPriority(&body)
        for (range, relation) in relations(in: body) {
            guard let first = ItemText.anchor(body[..<range.lowerBound].trimmingSpaces, names: names),
                  var parsed = rightSide(body[range.upperBound...], first: first, relation: relation, names: names) else { continue }
            parsed.priority = priority
            return .success(parsed)
        }
        if relations(in: body).isEmpty { return .failure("it has no relation (==, <= or >=)") }
        return .failure("it is not 'item.attribute relation [multiplier *] item.attribute [+ constant]' with an attribute UIKit has")
    }

    /// The relations tried, first to last: UIKit's is the first unless a title holds one.
    static let maximumRelations = 16

    /// The first ` == `, ` <= ` and ` >= ` of `body`, in order.
    private static func relations(in body: Substring) -> [(Range<String.Index>, LayoutRelation)] {
        var found: [(Range<String.Index>, LayoutRelation)] = []
        for relation in LayoutRelation.allCases {
            var from = body.startIndex, count = 0
            while count < maximumRelations, let range = body[from...].range(of: " \(relation.description) ") {
                found.append((range, relation))
                from = range.upperBound
                count += 1
            }
        }
        return Array(found.sorted { $0.0.lowerBound < $1.0.lowerBound }.prefix(maximumRelations))
    }

    /// The right side: a constant alone, or `[m*]item.attribute[ * m][ ± c]`.
    private static func rightSide(_ text: Substring, first: LoggedAnchor, relation: LayoutRelation,
                                  names: NameTable) -> ParsedRelation? {
        var rhs = text.trimmingSpaces
        if let constant = NumberText.value(rhs) {
            return ParsedRelation(first: first, relation: relation, second: nil, constant: constant)
        }
        var constant = 0.0, multiplier = 1.0
        for (sign, separator) in [(1.0, " + "), (-1.0, " - ")] {
            if let range = rhs.range(of: separator, options: .backwards), let value = NumberText.value(rhs[range.upperBound...]) {
                constant = sign * value
                rhs = rhs[..<range.lowerBound].trimmingSpaces
                break
            }
        }
        if let star = rhs.lastIndex(of: "*"), let value = NumberText.value(rhs[rhs.index(after: star)...]) {
            multiplier = value
            rhs = rhs[..<star].trimmingSpaces
        } else if let star = rhs.firstIndex(of: "*"), let value = NumberText.value(rhs[..<star]) {
            multiplier = value
            rhs = rhs[rhs.index(after: star)...].trimmingSpaces
        }
        guard var second = ItemText.anchor(rhs, names: names) else { return nil }
        // A cut-short name shared by two views: the second side is taken as the other one.
        if let name = second.item.name, name == first.item.name, let other = ItemText.anchor(rhs, names: names, occurrence: 1) {
            second = other
        }
        return ParsedRelation(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
    }

    /// A priority at the end of `body` (` @750`, ` ^750`), removed from it.
    private static func trailingPriority(_ body: inout Substring) -> Double? {
        guard let mark = body.lastIndex(where: { $0 == "@" || $0 == "^" }), mark > body.startIndex,
              body[body.index(before: mark)] == " ",
              let value = NumberText.value(body[body.index(after: mark)...]) else { return nil }
        body = body[..<mark].trimmingSpaces
        return value
    }
}
