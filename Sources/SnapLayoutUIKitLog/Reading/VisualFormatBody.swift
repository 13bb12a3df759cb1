import SnapLayoutModel

/// The visual-format form older systems print (and newer ones still, for some constraints): one
/// constraint per line, `H:|-(8)-[UILabel:0x7f8]`, `H:[UILabel:0x7f8]-(8)-|`, `V:[A]-(>=8)-[B]`,
/// `V:[UIView:0x7f8(44)]`, `H:[A]-(NSSpace(8))-[B]`, `H:|-(137@251)-[UIButton:0x7f8](LTR)`.
///
/// Each is read into the equation it stands for, with the printed spacing as the constant:
/// `|-(8)-[X]` is `X.leading == |.leading + 8`, `[X]-(8)-|` is `|.trailing == X.trailing + 8`,
/// `[A]-(8)-[B]` is `B.leading == A.trailing + 8`, `[X(44)]` is `X.width == 44`. `(LTR)` makes
/// the edges left and right; `(RTL)` mirrors the row. `|` is the view `names:` gives for it.
package enum VisualFormatBody {
    /// One end of the line: the superview `|`, or a view in brackets with its size predicate.
    enum Element {
        case superview
        case view(Substring, size: Substring?)
    }

    /// UIKit's standard spacing, for a bare `-` (`[A]-[B]`).
    static let standardSpacing = 8.0

    /// Reads `body`; the error says what is wrong.
    package static func read(_ body: Substring, names: NameTable) -> Result<ParsedRelation, ReadProblem> {
        guard body.hasPrefix("H:") || body.hasPrefix("V:") else { return .failure("it is not H:… or V:…") }
        let horizontal = body.hasPrefix("H:")
        var rest = body.dropFirst(2).trimmingSpaces
        var direction = ""
        for suffix in ["(LTR)", "(RTL)"] where rest.hasSuffix(suffix) {
            direction = suffix
            rest = rest.dropLast(suffix.count).trimmingSpaces
        }
        let scanned: (elements: [Element], gaps: [Substring?])
        switch VisualFormatScanner.scan(rest) {
        case .success(let value): scanned = value
        case .failure(let problem): return .failure(problem)
        }
        let edges: (start: LayoutAttribute, end: LayoutAttribute) = !horizontal ? (.top, .bottom)
            : direction.isEmpty ? (.leading, .trailing) : (.left, .right)
        return relation(scanned.elements, scanned.gaps, horizontal: horizontal, edges: edges,
                        mirrored: direction == "(RTL)", names: names)
    }

    /// The equation of one size predicate or one spacing between two ends.
    private static func relation(_ elements: [Element], _ gaps: [Substring?], horizontal: Bool,
                                 edges: (start: LayoutAttribute, end: LayoutAttribute), mirrored: Bool,
                                 names: NameTable) -> Result<ParsedRelation, ReadProblem> {
        if elements.count == 1, case .view(let text, let size?) = elements[0] {
            guard let item = ItemText.item(text, names: names) else { return .failure("a bracket names no view") }
            return predicate(size).map { value in
                ParsedRelation(first: LoggedAnchor(item: item, attribute: horizontal ? .width : .height),
                               relation: value.relation, constant: value.constant, priority: value.priority)
            }
        }
        guard elements.count == 2, gaps.count == 1 else {
            return .failure("it is not one constraint: a size '[view(…)]' or one spacing between two ends")
        }
        var items: [LoggedItem] = []
        for element in elements {
            guard case .view(let text, let size) = element else { continue }
            guard size == nil else { return .failure("it holds more than one constraint (a size and a spacing)") }
            guard let item = ItemText.item(text, names: names, occurrence: items.count) else { return .failure("a bracket names no view") }
            items.append(item)
        }
        guard let view = items.first else { return .failure("it names no view") }
        let superview = names.superview.flatMap { ItemText.item($0, names: names) } ?? LoggedItem.unnamedSuperview(of: view)
        let ends: [(item: LoggedItem, isSuperview: Bool)]
        switch (elements[0], elements[1]) {
        case (.superview, .view): ends = [(superview, true), (view, false)]
        case (.view, .superview): ends = [(view, false), (superview, true)]
        case (.view, .view): ends = [(items[0], false), (items[1], false)]
        case (.superview, .superview): return .failure("it relates the superview to itself")
        }
        let hint = ends.contains { $0.isSuperview } ? ParentHint(child: view, parent: superview) : nil
        return spacing(gaps[0]).map { value in
            // Left to right, the later end's start is the constant after the earlier end's end (a
            // superview's inner edge on its own side); mirrored, the earlier end is on the right.
            let (start, end) = mirrored ? (LayoutAttribute.right, LayoutAttribute.left) : edges
            let (firstEnd, secondEnd) = mirrored ? (ends[0], ends[1]) : (ends[1], ends[0])
            let firstAttribute = mirrored ? (firstEnd.isSuperview ? start : end) : (firstEnd.isSuperview ? end : start)
            let secondAttribute = mirrored ? (secondEnd.isSuperview ? end : start) : (secondEnd.isSuperview ? start : end)
            return ParsedRelation(first: LoggedAnchor(item: firstEnd.item, attribute: firstAttribute), relation: value.relation,
                                  second: LoggedAnchor(item: secondEnd.item, attribute: secondAttribute),
                                  constant: value.constant, priority: value.priority, parentHint: hint)
        }
    }

    /// A spacing predicate; `nil` is a bare `-` (standard spacing), empty is flush (`[A][B]`).
    private static func spacing(_ text: Substring?) -> Result<(relation: LayoutRelation, constant: Double, priority: Double?), ReadProblem> {
        guard let text else { return .success((.equal, standardSpacing, nil)) }
        if text.isEmpty { return .success((.equal, 0, nil)) }
        return predicate(text)
    }

    /// `[==|>=|<=] (number | NSSpace(number)) [@priority]`.
    static func predicate(_ text: Substring) -> Result<(relation: LayoutRelation, constant: Double, priority: Double?), ReadProblem> {
        var rest = text.trimmingSpaces
        var relation = LayoutRelation.equal
        if let symbol = LayoutRelation(symbol: String(rest.prefix(2))) {
            relation = symbol
            rest = rest.dropFirst(2).trimmingSpaces
        }
        var priority: Double?
        if let at = rest.lastIndex(of: "@") {
            guard let value = NumberText.value(rest[rest.index(after: at)...]) else {
                return .failure("the priority in '\(MessageText.quoted("(" + text + ")"))' is not a number")
            }
            priority = value
            rest = rest[..<at].trimmingSpaces
        }
        if let open = rest.firstIndex(of: "("), rest.last == ")", rest[..<open].hasSuffix("Space") {
            rest = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
        }
        guard let constant = NumberText.value(rest) else { return .failure("the predicate '\(MessageText.quoted("(" + text + ")"))' is not a number") }
        return .success((relation, constant, priority))
    }
}
