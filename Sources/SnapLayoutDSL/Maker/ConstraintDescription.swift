import Foundation
import SnapLayoutModel

/// What a maker chain has said so far; becomes a `Constraint` once it has a relation. Public
/// because the chain classes carry one; nothing of it is yours to call, but each `make.…` line is
/// one description.
///
/// ```swift
/// make.top.equalToSuperview().offset(8)   // one description: top, ==, superview, 8
/// ```
public final class ConstraintDescription {
    let item: any LayoutItem
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var location: ConstraintLocation?
    var label: String?
    var related: ConstraintItem?
    var multiplier: ConstraintMultiplierTarget = 1.0
    var constant: ConstraintConstantTarget = 0.0
    var priority: ConstraintPriorityTarget = 1000.0
    /// Set when the chain was invalid (the reason was reported); no constraint is made.
    var isInvalid = false

    /// The constraint, built on first use; `nil` without a relation or after an invalid chain.
    lazy var constraint: Constraint? = {
        guard let relation, let related, !isInvalid else { return nil }
        return Constraint(from: ConstraintItem(target: item, attributes: attributes), to: related, relation: relation,
                          location: location, label: label, multiplier: multiplier, constant: constant, priority: priority)
    }()

    init(item: any LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }
}

/// Where the maker reports misuse that SnapKit would crash on: `LayoutDiagnostics`, with the call site.
enum DSLReport {
    static func write(_ kind: LayoutWarning.Kind, _ message: String, at location: ConstraintLocation? = nil) {
        DiagnosticReport.write(kind, message, location: location)
    }
}
