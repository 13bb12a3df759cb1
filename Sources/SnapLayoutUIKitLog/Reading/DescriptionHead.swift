import Foundation
import SnapLayoutModel

/// What a description says before its equation: `<Class:0xADDRESS[@File.swift#42] [h=--& v=--&] ['identifier'] …`.
package struct DescriptionHead: Hashable, Sendable {
    /// The constraint's class.
    package var className: String
    /// Its address, when printed.
    package var address: String?
    /// The SnapKit or Masonry label printed in place of the address.
    package var label: String?
    /// SnapKit's `File.swift#42`.
    package var location: String?
    /// An autoresizing constraint's mask.
    package var mask: AutoresizingMaskText?
    /// The identifier in quotes.
    package var identifier: String?
    /// The rest: the equation or visual format and the tail.
    package var body: Substring

    /// Reads the head of `text` (`<…>`); the error says what is wrong.
    package static func read(_ text: String) -> Result<DescriptionHead, ReadProblem> {
        var rest = text.dropFirst().dropLast()[...]
        guard let colon = rest.firstIndex(of: ":") else { return .failure("no ':' after the class name") }
        var head = DescriptionHead(className: String(rest[..<colon]), body: "")
        rest = rest[rest.index(after: colon)...]
        let token = rest.prefix { $0 != " " && $0 != "@" }
        if token.hasPrefix("0x") { head.address = token.lowercased() } else if !token.isEmpty { head.label = String(token) }
        rest = rest[token.endIndex...]
        if rest.first == "@" {
            let location = rest.dropFirst().prefix { $0 != " " }
            head.location = String(location)
            rest = rest[location.endIndex...]
        }
        rest = rest.drop { $0 == " " }
        if rest.hasPrefix("h=") {
            guard let mask = readMask(&rest) else {
                let printed = rest.split(separator: " ").prefix(2).joined(separator: " ")
                return .failure("the autoresizing mask '\(MessageText.quoted(printed))' is not h=… v=… with three of '-' or '&' each")
            }
            head.mask = mask
        }
        if rest.first == "'" {
            guard let close = rest.dropFirst().range(of: "' ") else { return .failure("its identifier has no closing quote") }
            head.identifier = String(rest[rest.index(after: rest.startIndex)..<close.lowerBound])
            rest = rest[close.upperBound...].drop { $0 == " " }
        }
        head.body = rest
        return .success(head)
    }

    /// `h=XXX v=XXX` at the start of `rest`, consumed.
    private static func readMask(_ rest: inout Substring) -> AutoresizingMaskText? {
        let parts = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasPrefix("h="), parts[1].hasPrefix("v=") else { return nil }
        let horizontal = parts[0].dropFirst(2), vertical = parts[1].dropFirst(2)
        guard horizontal.count == 3, vertical.count == 3,
              (horizontal + vertical).allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
        rest = rest[parts[1].endIndex...].drop { $0 == " " }
        return AutoresizingMaskText(horizontal: String(horizontal), vertical: String(vertical))
    }
}
