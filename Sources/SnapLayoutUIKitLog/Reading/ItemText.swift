import Foundation
import SnapLayoutModel

/// Items and anchors as descriptions print them: `UILabel:0x7f8'Hello'.leading`,
/// `name_label.top` (a name from `names:`), `UIView:header.width` (a SnapKit or Masonry label).
package enum ItemText {
    /// The anchor `text` (`item.attribute`), the attribute being what follows the last `.`;
    /// `occurrence` picks among the addresses of a name shared by several views.
    package static func anchor(_ text: Substring, names: NameTable, occurrence: Int = 0) -> LoggedAnchor? {
        guard let dot = text.lastIndex(of: "."), let attribute = AttributeNames.attribute(text[text.index(after: dot)...]),
              let item = item(text[..<dot], names: names, occurrence: occurrence) else { return nil }
        return LoggedAnchor(item: item, attribute: attribute)
    }

    /// The item `text` names, or `nil` when it is empty.
    package static func item(_ text: Substring, names: NameTable, occurrence: Int = 0) -> LoggedItem? {
        let text = Substring(text.trimmingCharacters(in: .whitespaces))
        guard !text.isEmpty else { return nil }
        if let addresses = names.addresses[String(text)], !addresses.isEmpty {
            let address = addresses[min(occurrence, addresses.count - 1)]
            return LoggedItem(className: nil, address: address, name: String(text), text: nil, printed: String(text), key: address)
        }
        if let marker = text.range(of: ":0x") {
            let hexStart = text.index(marker.lowerBound, offsetBy: 3)
            let hex = text[hexStart...].prefix { $0.isHexDigit }
            if !hex.isEmpty {
                let prefix = String(text[..<marker.lowerBound])
                let address = "0x" + hex.lowercased()
                var rest = text[hex.endIndex...]
                if rest.first == "'" { rest = rest.dropFirst() }
                if rest.last == "'" { rest = rest.dropLast() }
                let isName = names.addresses[prefix] != nil
                return LoggedItem(className: isName || prefix.isEmpty ? nil : prefix, address: address, name: isName ? prefix : nil,
                                  text: rest.isEmpty ? nil : String(rest), printed: isName ? prefix : "\(prefix):\(address)", key: address)
            }
        }
        if let colon = text.firstIndex(of: ":") {
            return LoggedItem(className: String(text[..<colon]), address: nil, name: String(text[text.index(after: colon)...]),
                              text: nil, printed: String(text), key: "label " + text)
        }
        return LoggedItem(className: nil, address: nil, name: String(text), text: nil, printed: String(text), key: "name " + text)
    }
}
