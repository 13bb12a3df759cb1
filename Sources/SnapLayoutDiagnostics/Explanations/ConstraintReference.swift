import SnapLayoutModel
import SnapLayoutLinearSystem

/// A constraint as explanations name it: a constraint of the layout (by index, with the words the
/// caller chose for it) or a generated one (`size.width`, `title.compression.width`).
public struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's index in the snapshot, or `nil` for a generated constraint.
    public var index: Int?
    /// The generated constraint's name, or `nil` for a constraint of the layout.
    public var generated: String?
    /// How messages name it: `#3 fixedWidth: "button.width == 200"` for a document, SnapKit's
    /// description for the Swift API, the generated name otherwise.
    public var name: String

    /// Creates a reference.
    public init(index: Int?, generated: String?, name: String) {
        self.index = index
        self.generated = generated
        self.name = name
    }

    public var description: String { name }

    /// The document way of naming a constraint: `#index label: "text"` (`#index "text"` without a
    /// label). Indices count from 0, as in the results' `index` fields.
    public static func documentName(index: Int, label: String?, text: String) -> String {
        if let label { return "#\(index) \(label): \"\(text)\"" }
        return "#\(index) \"\(text)\""
    }

    /// The names of every constraint of `snapshot` in the document way; `texts[i]`, when given and
    /// not `nil`, is constraint `i` as written, otherwise it is written back from the snapshot.
    public static func documentNames(for snapshot: LayoutSnapshot, texts: [String?]? = nil) -> [String] {
        snapshot.constraints.enumerated().map { index, constraint in
            let written = texts.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            return documentName(index: index, label: constraint.label,
                                text: written ?? ConstraintText.text(of: constraint, in: snapshot))
        }
    }

    /// The reference for row `row` of `system`, naming layout constraints with `names`.
    static func row(_ row: Int, of system: LinearSystem, names: [String]) -> ConstraintReference {
        switch system.rows[row].source {
        case .constraint(let index):
            return ConstraintReference(index: index, generated: nil,
                                       name: names.indices.contains(index) ? names[index] : "#\(index)")
        case .generated(let generated):
            return ConstraintReference(index: nil, generated: generated.name, name: generated.name)
        case .stack(let stack):
            return ConstraintReference(index: nil, generated: stack.name, name: stack.words)
        }
    }
}
