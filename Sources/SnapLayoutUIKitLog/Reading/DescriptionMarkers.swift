import Foundation

/// The marks of UIKit's and AppKit's text in a line of a log, found wherever they are: after a
/// timestamp, a process name, `[LayoutConstraints]`, `<Warning>:`, a `> ` quote or a `"`.
package enum DescriptionMarkers {
    /// Where each constraint description starts: a `<` followed by a class name that ends in
    /// `Constraint` and a `:` (`<NSLayoutConstraint:`, `<SnapKit.LayoutConstraint:`,
    /// `<NSAutoresizingMaskLayoutConstraint:`, `<MASLayoutConstraint:`).
    package static func starts(in text: String) -> [String.Index] {
        let utf8 = text.utf8
        var starts: [String.Index] = []
        var index = utf8.startIndex
        while let open = utf8[index...].firstIndex(of: UInt8(ascii: "<")) {
            var end = utf8.index(after: open)
            while end < utf8.endIndex, isClassNameByte(utf8[end]) { end = utf8.index(after: end) }
            if end < utf8.endIndex, utf8[end] == UInt8(ascii: ":"), text[utf8.index(after: open)..<end].hasSuffix("Constraint") {
                starts.append(open)
            }
            index = utf8.index(after: open)
        }
        return starts
    }

    /// Whether the line begins a dump, and how.
    package static func header(in text: String) -> ConstraintDump.Header? {
        if text.contains("Conflicting constraints detected") { return .conflictingConstraints }
        guard let range = text.range(of: "Unable to simultaneously satisfy constraints") else { return nil }
        return text[range.upperBound...].hasPrefix(":") ? .appKit : .uikit
    }

    /// The text after `Will attempt to recover by breaking` (and `constraint`), when the line says it.
    package static func breaking(in text: String) -> Substring? {
        guard let range = text.range(of: "Will attempt to recover by breaking") else { return nil }
        var rest = text[range.upperBound...]
        if rest.hasPrefix(" constraint") { rest = rest.dropFirst(" constraint".count) }
        return rest
    }

    /// Whether the line is part of UIKit's or AppKit's advice around a dump's list (`Probably at
    /// least one…`, `Try this:`, the list's parentheses), which ends no list.
    package static func isBoilerplate(_ text: String) -> Bool {
        // Blank lines, the list's parentheses, and a paste's fences and rules (```, ---, >).
        if !text.contains(where: { $0.isLetter || $0.isNumber }) { return true }
        return ["Probably at least one of the constraints", "Try this:", "look at each constraint",
                "find the code that added", "NSAutoresizingMaskLayoutConstraints that you don't understand",
                "translatesAutoresizingMaskIntoConstraints)"].contains { text.contains($0) }
    }

    private static func isClassNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
    }
}
