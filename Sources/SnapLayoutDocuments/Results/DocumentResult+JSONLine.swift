import SnapLayoutModel

extension DocumentResult {
    /// The result as one line of JSON, keys in the contract's order.
    public var jsonLine: String { String(decoding: jsonLineBytes, as: UTF8.self) }

    /// The result as one line of JSON in UTF-8, without the newline: what a batch writes.
    ///
    /// Built as bytes in one buffer: appending a hundred small strings per result cost more than
    /// solving a small screen.
    public var jsonLineBytes: [UInt8] {
        var out = JSONBytes(capacity: 96 + 48 * frames.count)
        out.literal("{\"name\":")
        out.string(name)
        out.literal(",\"status\":\"")
        out.literal(status.rawValue)
        out.literal("\"")
        if status == .error {
            out.literal(",\"error\":")
            out.string(error ?? "")
            out.literal("}")
            return out.bytes
        }
        writeFrames(to: &out)
        writeUnsatisfied(to: &out)
        writeConflicts(to: &out)
        out.literal(",\"broken\":[")
        for (k, b) in broken.enumerated() {
            if k > 0 { out.literal(",") }
            out.broken(b)
        }
        out.literal("]")
        if let ambiguous {
            out.literal(",\"ambiguous\":")
            out.strings(ambiguous)
        }
        if !unsettled.isEmpty {
            out.literal(",\"unsettled\":")
            out.strings(unsettled)
        }
        out.literal("}")
        return out.bytes
    }

    private func writeUnsatisfied(to out: inout JSONBytes) {
        out.literal(",\"unsatisfied\":[")
        for (k, u) in unsatisfied.enumerated() {
            if k > 0 { out.literal(",") }
            if let index = u.index {
                out.literal("{\"index\":")
                out.integer(index)
                out.literal(",\"label\":")
                if let label = u.label { out.string(label) } else { out.literal("null") }
            } else {
                out.literal("{\"generated\":")
                out.string(u.generated ?? "")
            }
            out.literal(",\"priority\":")
            out.number(u.priority)
            out.literal(",\"error\":")
            out.number(u.error)
            out.literal("}")
        }
        out.literal("]")
    }

    private func writeConflicts(to out: inout JSONBytes) {
        out.literal(",\"conflicts\":[")
        for (k, c) in conflicts.enumerated() {
            if k > 0 { out.literal(",") }
            out.literal("{\"set\":[")
            for (j, index) in c.set.enumerated() {
                if j > 0 { out.literal(",") }
                out.integer(index)
            }
            out.literal("],\"broken\":")
            out.broken(c.broken)
            if !c.implicit.isEmpty {
                out.literal(",\"implicit\":")
                out.strings(c.implicit)
            }
            out.literal("}")
        }
        out.literal("]")
    }

    private func writeFrames(to out: inout JSONBytes) {
        out.literal(",\"frames\":{")
        for (k, entry) in frames.enumerated() {
            if k > 0 { out.literal(",") }
            out.string(entry.id)
            out.literal(":[")
            let f = entry.frame
            out.number(f.x)
            out.literal(",")
            out.number(f.y)
            out.literal(",")
            out.number(f.width)
            out.literal(",")
            out.number(f.height)
            out.literal("]")
        }
        out.literal("}")
    }
}

/// A line of JSON being written as UTF-8 bytes.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func literal(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// `text` in quotes, escaped as `JSONText.string` does.
    mutating func string(_ text: String) {
        if text.utf8.contains(where: JSONText.needsEscape) {
            bytes.append(contentsOf: JSONText.string(text).utf8)
        } else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    mutating func strings(_ texts: [String]) {
        literal("[")
        for (k, text) in texts.enumerated() {
            if k > 0 { literal(",") }
            string(text)
        }
        literal("]")
    }

    mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    mutating func number(_ value: Double) { NumberFormat.appendDocument(value, to: &bytes) }

    mutating func broken(_ broken: DocumentResult.Broken) {
        switch broken {
        case .index(let index): integer(index)
        case .generated(let name): string(name)
        }
    }
}
