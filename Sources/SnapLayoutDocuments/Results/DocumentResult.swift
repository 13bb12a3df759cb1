import SnapLayoutModel

/// The result of one document (contract, section 5).
public struct DocumentResult: Sendable {
    /// `ok`, `conflict` (constraints were broken; frames still given) or `error`.
    public enum Status: String, Sendable {
        case ok, conflict, error
    }

    /// A constraint whose error is above 1e-6.
    public struct Unsatisfied: Hashable, Sendable {
        /// The document constraint's index, or `nil` for a generated one.
        public var index: Int?
        /// The generated constraint's name (`ID.hugging.width`, …), for a generated one.
        public var generated: String?
        /// Its label.
        public var label: String?
        /// Its priority.
        public var priority: Double
        /// Its error.
        public var error: Double

        /// Creates an entry.
        public init(index: Int?, generated: String?, label: String?, priority: Double, error: Double) {
            self.index = index
            self.generated = generated
            self.label = label
            self.priority = priority
            self.error = error
        }
    }

    /// A broken constraint: a document constraint's index, or a stack constraint's name
    /// (contract v1.1, section 7: the only generated constraints that can be broken).
    public enum Broken: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
        /// The document constraint at this index.
        case index(Int)
        /// The generated stack constraint of this name (`s.UISV-spacing.a.b`).
        case generated(String)

        /// A document constraint's index.
        public init(integerLiteral index: Int) { self = .index(index) }

        /// As in the result's JSON: the index, or the name in quotes.
        public var description: String {
            switch self {
            case .index(let index): return String(index)
            case .generated(let name): return JSONText.string(name)
            }
        }
    }

    /// One conflict: the smallest set of required constraints that cannot hold, and the one broken.
    public struct Conflict: Hashable, Sendable {
        /// Document constraint indices in the set, ascending.
        public var set: [Int]
        /// The broken constraint.
        public var broken: Broken
        /// Names of generated constraints in the set.
        public var implicit: [String]

        /// Creates a conflict entry.
        public init(set: [Int], broken: Broken, implicit: [String]) {
            self.set = set
            self.broken = broken
            self.implicit = implicit
        }
    }

    /// The document's name.
    public var name: String
    /// The status.
    public var status: Status
    /// Every item's frame `[x, y, width, height]` in its parent's coordinates, in document order.
    public var frames: [(id: String, frame: LayoutSnapshot.Rect)] = []
    /// The optional constraints that do not hold.
    public var unsatisfied: [Unsatisfied] = []
    /// The conflicts, in the order found.
    public var conflicts: [Conflict] = []
    /// The broken constraints, in the order broken.
    public var broken: [Broken] = []
    /// The ambiguous items' ids, when asked.
    public var ambiguous: [String]?
    /// The labels whose measurement had not settled after the most solves (text.md, 6.5), in
    /// document order; empty (and not written) when every label settled.
    public var unsettled: [String] = []
    /// What went wrong, for status `error`.
    public var error: String?

    /// A failed document.
    public init(error: DocumentError) {
        name = error.document
        status = .error
        self.error = error.description
    }

    init(name: String, status: Status) {
        self.name = name
        self.status = status
    }
}

/// JSON text for strings.
enum JSONText {
    /// Whether a UTF-8 byte of a string must be escaped in JSON.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    static func string(_ text: String) -> String {
        // Ids and names rarely need an escape: then the text goes out as it is.
        if !text.utf8.contains(where: needsEscape) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
