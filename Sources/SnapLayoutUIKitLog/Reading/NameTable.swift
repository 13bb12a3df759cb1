import Foundation

/// The `names:` of a constraint's description: which view `|` is in a visual-format line, and the
/// address behind each accessibility identifier the line uses in place of `Class:0x…`
/// (`(active, names: name_label:0x7fa4d0e9e480, '|':UIView:0x7fa4d0e9e300 )`).
package struct NameTable: Hashable, Sendable {
    /// The item `|` stands for, as printed after `'|':`.
    package var superview: Substring?
    /// Each name's addresses, in the order printed (two views can share a cut-short name).
    package var addresses: [String: [String]] = [:]

    /// No names.
    package init() {}

    /// Reads the entries after `names:` (or `Names:`), separated by `, `.
    package init(entries text: Substring) {
        for entry in text.split(separator: ",") {
            let trimmed = entry.trimmingSpaces
            if trimmed.hasPrefix("'|':") {
                superview = trimmed.dropFirst(4)
                continue
            }
            guard let colon = trimmed.range(of: ":0x", options: .backwards) else { continue }
            let hex = trimmed[trimmed.index(colon.lowerBound, offsetBy: 1)...].prefix { $0 == "x" || $0.isHexDigit }
            guard hex.count > 2 else { continue }
            addresses[String(trimmed[..<colon.lowerBound]), default: []].append(hex.lowercased())
        }
    }

    /// The names that stand for more than one address.
    package var ambiguousNames: [String] { addresses.filter { Set($0.value).count > 1 }.keys.sorted() }
}
