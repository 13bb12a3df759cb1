/// How the two sides of a constraint relate, as UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, CaseIterable, Hashable, Sendable {
    /// The first side is at most the second (`<=`).
    case lessThanOrEqual = -1
    /// The sides are equal (`==`).
    case equal = 0
    /// The first side is at least the second (`>=`).
    case greaterThanOrEqual = 1
}

extension LayoutRelation: CustomStringConvertible {
    /// The operator as written in documents and descriptions: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    /// Reads `<=`, `==` or `>=`.
    public init?(symbol: String) {
        switch symbol {
        case "<=": self = .lessThanOrEqual
        case "==": self = .equal
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }
}
