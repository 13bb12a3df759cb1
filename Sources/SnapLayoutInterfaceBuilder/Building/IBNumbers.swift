import Foundation
import SnapLayoutModel

/// Numbers in the reader's notes: at most two decimals, integers without `.0`.
package enum IBNumbers {
    /// `12`, `12.5`, `0.33`.
    package static func text(_ value: Double) -> String { NumberFormat.string(value) }

    /// `[top, left, bottom, right]`.
    package static func insets(_ insets: EdgeInsets) -> String {
        "[\([insets.top, insets.left, insets.bottom, insets.right].map { text(Double($0)) }.joined(separator: ", "))]"
    }
}
