import SnapLayoutModel

/// A dump's constraints in a person's words: named as the developer knows them (the identifier,
/// SnapKit's file and line, or the classes and attributes), and what each requires, in one sentence.
struct ConstraintWording {
    let dump: ConstraintDump
    let items: ItemNames

    init(_ dump: ConstraintDump) {
        self.dump = dump
        self.items = ItemNames(dump)
    }

    /// `#3 SnapKit's constraint at Header.swift#42 (UILabel.trailing == UIView.trailing - 16)`, `#0 'hero-height'
    /// (UIImageView.height == 200)` (UIKit's own identifiers too), or `#2 UILabel.leading == UIView.leadingMargin + 8`.
    func name(_ index: Int) -> String {
        let constraint = dump.constraints[index]
        let equation = EquationText.equation(constraint) { items.name($0) }
        if let location = constraint.location { return "#\(index) SnapKit's constraint at \(location) (\(equation))" }
        if let identifier = constraint.identifier { return "#\(index) '\(identifier)' (\(equation))" }
        return "#\(index) \(equation)"
    }

    /// What constraint `index` requires, in one sentence, with who made it when not the developer.
    func requirement(_ index: Int) -> String {
        let constraint = dump.constraints[index]
        var sentence = RequirementText.sentence(constraint, items)
        switch (ConstraintOwner.of(constraint), constraint.kind) {
        case (_, .autoresizingMask(let mask)):
            let axis = constraint.first.attribute.axis ?? .horizontal
            sentence = "from \(items.name(constraint.first.item))'s autoresizing mask (\(axis == .horizontal ? "h" : "v")="
                + "\(axis == .horizontal ? mask.horizontal : mask.vertical): \(mask.words(for: axis))), " + sentence
        case (.system(let words), _):
            sentence += " (UIKit's own: \(words))"
        case (.margins(let side), _):
            sentence += " (UIKit's own, from the view's layoutMargins.\(side))"
        default:
            break
        }
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }
}
