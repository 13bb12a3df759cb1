import Foundation

/// A misuse that UIKit or SnapKit would trap on, reported instead: what went wrong, which kind of
/// mistake it was and, when a DSL knows it, where the call was written.
///
/// Every warning goes to `LayoutDiagnostics.handler` (standard error unless set), so code and tests
/// can act on it: `#expect(warnings.map(\.kind) == [.missingSuperview])`.
public struct LayoutWarning: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of misuse, so code can tell them apart without parsing messages.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A relation to the superview (or a bare constant on a position) on an item with none.
        case missingSuperview
        /// A constraint's items share no ancestor, so it cannot be installed.
        case noCommonAncestor
        /// `updateConstraints` found no existing constraint to update.
        case unmatchedUpdate
        /// A composite related to a different composite (`edges` to `size`).
        case mismatchedAttributes
        /// A relation to something that cannot be a target.
        case invalidTarget
        /// A constraint UIKit would refuse: attributes that cannot be paired, a non-finite number,
        /// a priority outside (0, 1000].
        case invalidConstraint
        /// A chain asked for its constraint before it had a relation.
        case incompleteChain
        /// A word used where it means nothing: Snap's `and` after the relation, say.
        case misplacedWord
        /// An arrangement that needs more than it was given (distributing one view).
        case invalidArrangement
        /// An override that broke UIKit's contract: `updateConstraints()` without calling super,
        /// `loadView()` without setting `view`.
        case lifecycle
    }

    /// Which kind of misuse.
    public let kind: Kind
    /// What happened, naming the items involved.
    public let message: String
    /// Where the offending call was written, when the DSL recorded it.
    public let location: ConstraintLocation?

    /// Creates a warning.
    public init(_ kind: Kind, _ message: String, location: ConstraintLocation? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// The message, then `(file#line)` when the location is known.
    public var description: String {
        guard let location else { return message }
        return "\(message) (\((location.file as NSString).lastPathComponent)#\(location.line))"
    }
}
