import SnapLayoutModel

/// A `<stackView>`'s attributes, as IB writes them, on a `LayoutStackView`.
package enum StackAttributes {
    /// Sets axis, distribution, alignment, spacing and the arrangement flags of `stack` from `element`.
    package static func apply(_ element: IBElement, to stack: LayoutStackView) throws(IBProblem) {
        func problem(_ words: String) -> IBProblem {
            IBProblem(line: element.line, "stack view '\(IBText.quoted(element.id ?? "?"))': \(words)")
        }
        switch element["axis"] {
        case nil, "horizontal": stack.axis = .horizontal
        case "vertical": stack.axis = .vertical
        case let other?: throw problem("unknown axis '\(IBText.quoted(other))'")
        }
        if let name = element["distribution"] {
            guard let distribution = StackDistribution(rawValue: name) else {
                throw problem("unknown distribution '\(IBText.quoted(name))'")
            }
            stack.distribution = distribution
        }
        switch element["alignment"] {
        case nil, "fill": stack.alignment = .fill
        case "leading", "top": stack.alignment = .leading
        case "trailing", "bottom": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline", "baseline": stack.alignment = .lastBaseline
        case let other?: throw problem("unknown alignment '\(IBText.quoted(other))'")
        }
        if element["spacingType"] == "standard" {
            stack.spacing = LayoutStackView.spacingUseSystem
        } else {
            stack.spacing = try IBAttributeValues.number(element, "spacing", default: 0)
        }
        stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
        // IB writes no flag for it: a stack view given layout margins in IB arranges its views
        // inside them (the inspector sets both at once).
        stack.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement")
            || element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }
}
