import SnapLayoutModel

/// The `h=--& v=--&` of an `NSAutoresizingMaskLayoutConstraint`: for each axis, whether the
/// leading margin, the size and the trailing margin stretch (`&`) or stay fixed (`-`) when the
/// superview's size changes. `h=--& v=--&` is a view with no autoresizing mask.
public struct AutoresizingMaskText: Hashable, Sendable {
    /// The three characters after `h=`: left margin, width, right margin.
    public var horizontal: String
    /// The three characters after `v=`: top margin, height, bottom margin.
    public var vertical: String

    /// Creates a mask from the printed characters.
    package init(horizontal: String, vertical: String) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The mask as UIKit's option set.
    public var mask: AutoresizingMask {
        var mask: AutoresizingMask = []
        let flags: [(String, Int, AutoresizingMask)] = [
            (horizontal, 0, .flexibleLeftMargin), (horizontal, 1, .flexibleWidth), (horizontal, 2, .flexibleRightMargin),
            (vertical, 0, .flexibleTopMargin), (vertical, 1, .flexibleHeight), (vertical, 2, .flexibleBottomMargin),
        ]
        for (text, position, flag) in flags where Array(text).indices.contains(position) && Array(text)[position] == "&" {
            mask.insert(flag)
        }
        return mask
    }

    /// What stretches along `axis`, in words: `fixed left margin and width, flexible right margin`.
    public func words(for axis: LayoutAxis) -> String {
        let text = Array(axis == .horizontal ? horizontal : vertical)
        let parts = axis == .horizontal ? ["left margin", "width", "right margin"] : ["top margin", "height", "bottom margin"]
        let fixed = parts.indices.filter { text.indices.contains($0) && text[$0] != "&" }.map { parts[$0] }
        let flexible = parts.indices.filter { text.indices.contains($0) && text[$0] == "&" }.map { parts[$0] }
        var phrases: [String] = []
        if !fixed.isEmpty { phrases.append("fixed " + Self.list(fixed)) }
        if !flexible.isEmpty { phrases.append("flexible " + Self.list(flexible)) }
        return phrases.joined(separator: ", ")
    }

    private static func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}

extension AutoresizingMaskText: CustomStringConvertible {
    /// `h=--& v=--&`, as printed.
    public var description: String { "h=\(horizontal) v=\(vertical)" }
}
