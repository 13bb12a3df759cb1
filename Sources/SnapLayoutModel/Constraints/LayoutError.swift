/// A layout that cannot be solved as given: an invalid constraint or item, named precisely.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index of the offending constraint in its snapshot or document, if a constraint is at fault.
    public var constraintIndex: Int?
    /// The id of the offending item, if an item is at fault.
    public var item: String?
    /// What is wrong, in words, naming the items and attributes involved.
    public var message: String

    /// Creates an error.
    public init(constraintIndex: Int? = nil, item: String? = nil, message: String) {
        self.constraintIndex = constraintIndex
        self.item = item
        self.message = message
    }

    public var description: String {
        if let index = constraintIndex { return "constraint \(index): \(message)" }
        if let item { return "view '\(MessageText.quoted(item))': \(message)" }
        return message
    }
}
