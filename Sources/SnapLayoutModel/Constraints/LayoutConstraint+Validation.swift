import Foundation

extension LayoutConstraint {
    /// What UIKit would refuse in a constraint made of these parts, naming both items, or `nil`.
    static func problem(item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
                        multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority) -> String? {
        // Named only when something is wrong: naming both items was most of a valid constraint's cost.
        var what: String {
            let second = toItem.map { "\($0.debugName).\(secondAttribute)" } ?? "a constant"
            return "\(item.debugName).\(attribute) \(relation) \(second)"
        }
        if let problem = pairingProblem(attribute, hasSecondItem: toItem != nil, secondAttribute, multiplier: multiplier) {
            return "\(what): \(problem)"
        }
        if !multiplier.isFinite || !constant.isFinite {
            return "\(what): the multiplier and constant must be finite numbers"
        }
        if !priority.isValid {
            return "\(what): priority \(priority) is outside (0, 1000]"
        }
        return nil
    }

    /// Why the attributes cannot be related, with or without a second item.
    private static func pairingProblem(_ attribute: LayoutAttribute, hasSecondItem: Bool,
                                       _ secondAttribute: LayoutAttribute, multiplier: CGFloat) -> String? {
        if attribute == .notAnAttribute {
            return "the first attribute cannot be notAnAttribute"
        }
        if hasSecondItem { return attribute.pairingProblem(with: secondAttribute) }
        if !attribute.isSize {
            return "a location attribute needs a second item to be measured from"
        }
        if secondAttribute != .notAnAttribute {
            return "a second attribute needs a second item"
        }
        if multiplier != 1 {
            return "a multiplier needs a second item"
        }
        return nil
    }
}
