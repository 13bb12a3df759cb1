import Foundation
import SnapLayoutModel

/// `--format json`: one line per scene with exactly the keys of issue 41, in its order: `file`,
/// `scene`, `name`, `device`, `status`, `frames`, `misplaced`, `conflicts`, `broken`,
/// `ambiguous`, `unsupported`, `notes`. Numbers as in `solve`'s results (9 decimals at most,
/// integers without `.0`); a file-level line has `null` for scene, name and device.
enum IBJSONFormat {
    static func line(of report: IBSceneReport) -> String {
        var out = "{\"file\":" + string(report.file)
        out += ",\"scene\":" + (report.scene.map(string) ?? "null")
        out += ",\"name\":" + (report.name.map(string) ?? "null")
        out += ",\"device\":" + (report.device.map(string) ?? "null")
        out += ",\"status\":" + string(report.status.rawValue)
        out += ",\"frames\":{" + report.frames.map { string($0.id) + ":" + rect($0.frame) }.joined(separator: ",") + "}"
        out += ",\"misplaced\":[" + report.misplaced.map { item in
            "{\"id\":\(string(item.id)),\"stored\":\(rect(item.stored)),\"solved\":\(rect(item.solved))}"
        }.joined(separator: ",") + "]"
        out += ",\"conflicts\":[" + report.conflicts.map { strings($0.members) }.joined(separator: ",") + "]"
        out += ",\"broken\":" + strings(report.broken)
        out += ",\"ambiguous\":" + strings(report.ambiguous.map(\.id))
        out += ",\"unsupported\":" + strings(report.unsupported)
        out += ",\"notes\":" + strings(report.notes)
        return out + "}"
    }

    static func rect(_ frame: CGRect) -> String {
        // As solved, not standardized: a negative width is reported as it is (contract, section 4).
        "[" + [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { NumberFormat.document(Double($0)) }.joined(separator: ",") + "]"
    }

    static func strings(_ texts: [String]) -> String { "[" + texts.map(string).joined(separator: ",") + "]" }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, and U+2028 and
    /// U+2029 too, so that a line is a line for every reader.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
