import SnapLayoutModel

/// What a constraint says besides its two anchors, as written.
struct ConstraintTerms {
    var relation: LayoutRelationSymbol
    var multiplier: Double
    var constant: Double
    var priority: Double
}

extension ParsedConstraint {
    /// The relation and numbers.
    var terms: ConstraintTerms {
        ConstraintTerms(relation: relation, multiplier: multiplier, constant: constant, priority: priority)
    }
}

/// The checks both readers make once names are resolved to indices: on parents, and on a
/// constraint's anchors. Shared so that the fast reader accepts exactly what the tree reader does.
extension DocumentReader {
    /// Checks that every view reaches the root through its parents (a loop of parents never does),
    /// each view visited once; the error names the loop.
    static func checkParentsReachRoot(_ items: [LayoutSnapshot.Item], root: Int) throws(ReadError) {
        var reaches = [Bool](filled: false, count: items.count)
        var onPath = [Bool](filled: false, count: items.count)
        reaches[root] = true
        for start in items.indices where !reaches[start] {
            var path: [Int] = []
            var node = start
            while !reaches[node] {
                if onPath[node] {
                    let members = path[path.firstIndex(of: node)!...].map { "'\(MessageText.quoted(items[$0].id))'" }
                    let loop = members.count <= 6 ? members.joined(separator: " → ")
                        : (members.prefix(3) + ["…"] + members.suffix(2)).joined(separator: " → ")
                    let count = members.count <= 6 ? "" : " (\(members.count) views)"
                    throw ReadError(message: "views \(loop) → '\(MessageText.quoted(items[node].id))' form a cycle of parents\(count)")
                }
                onPath[node] = true
                path.append(node)
                node = items[node].parent!
            }
            for visited in path { reaches[visited] = true; onPath[visited] = false }
        }
    }

    /// The constraint between anchors already resolved, after the checks that need both (their
    /// pairing, the multiplier, a constant alone on the root). The anchors' texts are asked for
    /// only to word an error.
    static func constraint(first: LayoutSnapshot.Anchor, second: LayoutSnapshot.Anchor?, _ terms: ConstraintTerms,
                           label: String?, items: [LayoutSnapshot.Item], firstText: @autoclosure () -> String,
                           secondText: @autoclosure () -> String) throws(ReadError) -> LayoutSnapshot.Constraint {
        if let second, let problem = first.attribute.pairingProblem(with: second.attribute) {
            throw ReadError(message: "\(firstText()) and \(secondText()): \(problem)")
        }
        if let problem = LayoutLimits.multiplierProblem(terms.multiplier) {
            throw ReadError(message: "\(MessageText.quoted(firstText())): \(problem)")
        }
        if second != nil, terms.multiplier == 0, first.attribute.isLocation {
            throw ReadError(message: "\(firstText()): a multiplier of 0 makes a location equal to a constant, which Auto Layout rejects (relate it to the parent, or leave out the second item)")
        }
        if second == nil, first.attribute.parentAttributeForConstant != nil {
            let isRootItself = items[first.item].parent == nil && first.guide == nil
            if isRootItself {
                throw ReadError(message: "\(firstText()): a number alone on a position attribute of the root has nothing to be measured from")
            }
        }
        let relation: LayoutRelation
        switch terms.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return LayoutSnapshot.Constraint(first: first, relation: relation, second: second, multiplier: terms.multiplier,
                                         constant: terms.constant, priority: terms.priority, label: label)
    }
}
