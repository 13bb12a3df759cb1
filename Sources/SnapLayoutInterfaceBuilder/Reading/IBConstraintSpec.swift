import Foundation
import SnapLayoutModel

/// A `<constraint>` element read: what it says, by IB object ids, before any item is resolved.
/// The one place where IB's spelling of a constraint is understood.
package struct IBConstraintSpec: Hashable, Sendable {
    /// The constraint's IB id.
    package var id: String
    /// The line of its element.
    package var line: Int
    /// The first item's id (the view holding the `<constraints>` when IB leaves it out).
    package var firstItem: String
    /// The first attribute.
    package var firstAttribute: LayoutAttribute
    /// The relation.
    package var relation: LayoutRelation
    /// The second item's id, or `nil` for a constant (a width or height alone).
    package var secondItem: String?
    /// The second attribute, `notAnAttribute` for a constant.
    package var secondAttribute: LayoutAttribute
    /// The multiplier (IB writes `2`, `1:2` or `1/2`).
    package var multiplier: Double
    /// The constant.
    package var constant: Double
    /// The priority, 1000 when IB writes none.
    package var priority: Double
    /// The identifier set in IB's inspector (UIKit's `identifier`), if any.
    package var identifier: String?
    /// Whether IB removes it at build time (`placeholder="YES"`).
    package var isPlaceholder: Bool

    /// Reads `element`, a `<constraint>` inside the `<constraints>` of the view `container`.
    package init(_ element: IBElement, container: String) throws(IBProblem) {
        let known: Set<String> = ["id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation",
                                  "multiplier", "constant", "priority", "identifier", "placeholder", "symbolic", "userLabel",
                                  "misplaced", "ambiguous", "variation"]
        if let unknown = element.attributes.keys.sorted().first(where: { !known.contains($0) }) {
            throw IBProblem(line: element.line, "constraint '\(IBText.quoted(element.id ?? "?"))': unknown XML attribute '\(IBText.quoted(unknown))'")
        }
        guard let id = element.id, !id.isEmpty else { throw IBProblem(line: element.line, "a constraint without an id") }
        self.id = id
        line = element.line
        func problem(_ words: String) -> IBProblem { IBProblem(line: element.line, "constraint '\(IBText.quoted(id))': \(words)") }
        firstItem = element["firstItem"] ?? container
        guard let firstName = element["firstAttribute"] else { throw problem("no firstAttribute") }
        firstAttribute = try Self.attribute(firstName, role: "firstAttribute", problem)
        relation = try Self.relation(element["relation"], problem)
        if let second = element["secondAttribute"] {
            secondAttribute = try Self.attribute(second, role: "secondAttribute", problem)
            secondItem = element["secondItem"] ?? container
        } else {
            guard element["secondItem"] == nil else { throw problem("a secondItem without a secondAttribute") }
            secondAttribute = .notAnAttribute
            secondItem = nil
        }
        multiplier = try Self.multiplier(element["multiplier"], problem)
        do {
            // IB writes the value of a standard (symbolic) spacing too; 8 when an old file does not.
            let fallback = element.flag("symbolic") ? 8.0 : 0.0
            constant = try IBAttributeValues.number(element, "constant", default: fallback)
            priority = try IBAttributeValues.priority(element, "priority", default: 1000)
        } catch {
            throw problem(error.message)
        }
        identifier = element["identifier"]
        isPlaceholder = element.flag("placeholder")
    }

    /// IB's attribute names: UIKit's, with `baseline` for the last baseline.
    static func attribute(_ name: String, role: String, _ problem: (String) -> IBProblem) throws(IBProblem) -> LayoutAttribute {
        if name == "baseline" { return .lastBaseline }
        guard let attribute = LayoutAttribute(name: name), attribute != .notAnAttribute else {
            throw problem("\(role) '\(IBText.quoted(name))' is not a layout attribute")
        }
        return attribute
    }

    static func relation(_ name: String?, _ problem: (String) -> IBProblem) throws(IBProblem) -> LayoutRelation {
        switch name {
        case nil, "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case let other?: throw problem("unknown relation '\(IBText.quoted(other))' (IB writes lessThanOrEqual or greaterThanOrEqual)")
        }
    }

    /// `2`, `0.5`, `1:2` and `1/2` (a ratio, IB's way of writing an aspect ratio or a fraction).
    static func multiplier(_ text: String?, _ problem: (String) -> IBProblem) throws(IBProblem) -> Double {
        guard let text else { return 1 }
        let bad = problem("multiplier \"\(IBText.quoted(text))\" is not a number or a ratio (a:b, a/b)")
        let parts = text.split(separator: text.contains(":") ? ":" : "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { throw bad }
        let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard let numerator = numbers[0], numerator.isFinite else { throw bad }
        var value = numerator
        if numbers.count == 2 {
            guard let denominator = numbers[1], denominator.isFinite, denominator != 0 else { throw bad }
            value = numerator / denominator
        }
        guard value == 0 || (1e-9...1e9).contains(abs(value)) else {
            throw problem("multiplier \"\(IBText.quoted(text))\" is outside 1e-9 … 1e9 in magnitude")
        }
        return value
    }
}
