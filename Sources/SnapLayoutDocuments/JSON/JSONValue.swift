/// A parsed JSON value that remembers where it was, so errors can point at it.
///
/// Not `indirect`: arrays already hold their elements out of line, and boxing every number and
/// string cost one allocation per value read.
enum JSONValue {
    case object([JSONMember], offset: Int)
    case array([JSONValue], offset: Int)
    case string(String, offset: Int)
    case number(Double, offset: Int)
    case bool(Bool, offset: Int)
    case null(offset: Int)

    /// The byte offset of the value's first character in its document.
    var offset: Int {
        switch self {
        case .object(_, let o), .array(_, let o), .string(_, let o), .number(_, let o), .bool(_, let o), .null(let o): return o
        }
    }

    /// The value's kind in words, for "expected … found …" messages.
    var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// One `"key": value` of an object.
struct JSONMember {
    var key: String
    var value: JSONValue
}

extension JSONMember {
    /// Whether the member's key is `key`. Lengths first: the reader looks each key up among a
    /// view's members, and comparing two different strings whole cost more than reading them.
    @inline(__always)
    func hasKey(_ key: String) -> Bool {
        self.key.utf8.count == key.utf8.count && self.key == key
    }
}
