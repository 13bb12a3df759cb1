import Foundation

/// What a description says after its equation: `Hug:250 CompressionResistance:750` of a content-size
/// constraint, Interface Builder's `priority:251`, and `(active, names: …)`, `(inactive)` or the
/// older `(Names: …)`.
package struct DescriptionTail: Hashable, Sendable {
    /// `false` when printed `(inactive)`.
    package var isActive = true
    /// The `names:` entries.
    package var names = NameTable()
    /// A content-size constraint's hugging priority.
    package var hugging: Double?
    /// A content-size constraint's compression resistance.
    package var compressionResistance: Double?
    /// Interface Builder's `priority:N`.
    package var priority: Double?
    /// The equation or visual format, without the tail.
    package var body: Substring = ""

    /// Splits `body` (after the head) into the equation and its tail.
    package static func read(_ body: Substring) -> DescriptionTail {
        var tail = DescriptionTail()
        var rest = body
        if let open = infoStart(in: rest) {
            var info = rest[rest.index(after: open)...]
            if info.last == ")" { info = info.dropLast() }
            info = info.drop { $0 == " " }
            if info.hasPrefix("inactive") { tail.isActive = false }
            if let names = info.range(of: "names:", options: .caseInsensitive) {
                tail.names = NameTable(entries: info[names.upperBound...])
            }
            rest = rest[..<open]
        }
        rest = trimmed(rest)
        if let hug = rest.range(of: " Hug:") {
            let words = rest[hug.upperBound...].split(separator: " ")
            tail.hugging = words.first.flatMap { NumberText.value($0) }
            if let resistance = words.first(where: { $0.hasPrefix("CompressionResistance:") }) {
                tail.compressionResistance = NumberText.value(resistance.dropFirst("CompressionResistance:".count))
            }
            rest = trimmed(rest[..<hug.lowerBound])
        }
        if let priority = rest.range(of: " priority:", options: .backwards),
           let value = NumberText.value(rest[priority.upperBound...]) {
            tail.priority = value
            rest = trimmed(rest[..<priority.lowerBound])
        }
        tail.body = rest
        return tail
    }

    /// Where the `(active…`, `(inactive…` or `(Names:…` group begins: the last `(` that begins one.
    private static func infoStart(in text: Substring) -> String.Index? {
        var end = text.endIndex
        while let open = text[..<end].lastIndex(of: "(") {
            let after = text[text.index(after: open)...]
            if after.hasPrefix("active") || after.hasPrefix("inactive") || after.hasPrefix("Names:") || after.hasPrefix("names:") {
                return open
            }
            end = open
        }
        return nil
    }

    private static func trimmed(_ text: Substring) -> Substring { text.trimmingSpaces }
}
