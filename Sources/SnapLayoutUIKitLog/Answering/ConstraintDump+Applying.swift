/// A dump with a suggestion made, to check it by solving again (tests and the fuzz check).
extension ConstraintDump {
    /// The dump with `suggestion` applied to its constraint: the constant set to `to`, or every
    /// required priority of it (a content-size constraint's hugging or compression resistance)
    /// lowered to `to`.
    package func applying(_ suggestion: ConstraintSuggestion) -> ConstraintDump {
        var dump = self
        var constraint = dump.constraints[suggestion.index]
        switch suggestion.change {
        case .constant:
            constraint.constant = suggestion.to
        case .priority:
            if case .contentSize(let hugging, let compression) = constraint.kind {
                let lowered = (hugging >= 1000 ? suggestion.to : hugging, compression >= 1000 ? suggestion.to : compression)
                constraint.kind = .contentSize(hugging: lowered.0, compressionResistance: lowered.1)
                constraint.priority = max(lowered.0, lowered.1)
            } else {
                constraint.priority = suggestion.to
            }
        }
        dump.constraints[suggestion.index] = constraint
        return dump
    }

    /// The dump with the constraints at `indices` made inactive (as UIKit drops the ones it breaks).
    package func deactivating(_ indices: [Int]) -> ConstraintDump {
        var dump = self
        for index in indices where dump.constraints.indices.contains(index) { dump.constraints[index].isActive = false }
        return dump
    }
}
