import SnapLayoutModel

/// The attribute names logs print: UIKit's (`leading`, `topMargin`, …), the frame names of
/// autoresizing constraints (`minX`, `midY`, `maxX`, …) and the old `baseline`.
package enum AttributeNames {
    private static let table: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = [:]
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute { table[attribute.name] = attribute }
        let frameNames: [String: LayoutAttribute] = [
            "minX": .left, "maxX": .right, "midX": .centerX, "minY": .top, "maxY": .bottom, "midY": .centerY,
            "baseline": .lastBaseline, "minXMargin": .leftMargin, "maxXMargin": .rightMargin,
            "minYMargin": .topMargin, "maxYMargin": .bottomMargin,
            "midXWithinMargins": .centerXWithinMargins, "midYWithinMargins": .centerYWithinMargins,
        ]
        table.merge(frameNames) { first, _ in first }
        return table
    }()

    /// The attribute printed as `name`, or `nil`.
    package static func attribute(_ name: Substring) -> LayoutAttribute? { table[String(name)] }
}
