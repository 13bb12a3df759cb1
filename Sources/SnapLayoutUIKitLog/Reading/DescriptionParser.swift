import SnapLayoutModel

/// Reads one constraint's description (`<NSLayoutConstraint:0x… …>` and every other form) into a
/// `LoggedConstraint`; what it cannot read is an error naming the line and quoting the text.
package enum DescriptionParser {
    /// UIKit's content hugging priority when a content-size constraint does not print it.
    package static let defaultHugging = 250.0
    /// UIKit's compression resistance when a content-size constraint does not print it.
    package static let defaultCompressionResistance = 750.0

    /// The constraint `raw` describes.
    package static func constraint(_ raw: RawDescription) -> Result<LoggedConstraint, UIKitLogError> {
        func failure(_ problem: String) -> Result<LoggedConstraint, UIKitLogError> {
            .failure(UIKitLogError.constraint(raw.text, line: raw.line, problem))
        }
        let head: DescriptionHead
        switch DescriptionHead.read(raw.text) {
        case .success(let value): head = value
        case .failure(let problem): return failure(problem.message)
        }
        let tail = DescriptionTail.read(head.body)
        guard !tail.body.isEmpty else { return failure("it has no equation") }
        let isVisual = tail.body.hasPrefix("H:") || tail.body.hasPrefix("V:")
        let parsed: ParsedRelation
        switch isVisual ? VisualFormatBody.read(tail.body, names: tail.names) : EquationBody.read(tail.body, names: tail.names) {
        case .success(let value): parsed = value
        case .failure(let problem): return failure(problem.message)
        }
        var hint = parsed.parentHint
        var kind = LoggedConstraint.Kind.layout
        var priority = parsed.priority ?? tail.priority ?? 1000
        if let mask = head.mask {
            kind = .autoresizingMask(mask)
            // An autoresizing constraint relates a view to its superview, and to nothing else; a
            // position alone is in the superview `names:` gives as '|'.
            if hint == nil, let second = parsed.second { hint = ParentHint(child: parsed.first.item, parent: second.item) }
            if hint == nil, let superview = tail.names.superview.flatMap({ ItemText.item($0, names: tail.names) }) {
                hint = ParentHint(child: parsed.first.item, parent: superview)
            }
        } else if head.className.hasSuffix("ContentSizeLayoutConstraint") {
            let hugging = tail.hugging ?? defaultHugging, compression = tail.compressionResistance ?? defaultCompressionResistance
            kind = .contentSize(hugging: hugging, compressionResistance: compression)
            priority = max(hugging, compression)
        }
        var constraint = LoggedConstraint(
            text: raw.text, line: raw.line, className: head.className, address: head.address,
            identifier: head.identifier ?? head.label, location: head.location, kind: kind,
            first: parsed.first, relation: parsed.relation, second: parsed.second,
            multiplier: parsed.multiplier, constant: parsed.constant, priority: priority, isActive: tail.isActive)
        constraint.parentHint = hint
        if let problem = problem(with: constraint) { return failure(problem) }
        return .success(constraint)
    }

    /// What makes `constraint` one UIKit could not have made, or `nil`.
    static func problem(with constraint: LoggedConstraint) -> String? {
        if case .contentSize(let hugging, let compression) = constraint.kind {
            guard constraint.first.attribute.isSize, constraint.second == nil else {
                return "a content-size constraint is a width or height and a number"
            }
            if let problem = priorityProblem(hugging) ?? priorityProblem(compression) { return problem }
        }
        if let problem = priorityProblem(constraint.priority) { return problem }
        if let problem = LayoutLimits.multiplierProblem(constraint.multiplier) { return problem }
        guard abs(constraint.constant) <= LayoutLimits.maximumMagnitude else {
            return "the constant \(constraint.constant) is above the limit of 1e9 in magnitude"
        }
        if let second = constraint.second, let problem = constraint.first.attribute.pairingProblem(with: second.attribute) {
            return problem
        }
        return nil
    }

    private static func priorityProblem(_ priority: Double) -> String? {
        priority > 0 && priority <= 1000 ? nil : "the priority \(NumberFormat.priority(priority)) is outside 1…1000"
    }
}
