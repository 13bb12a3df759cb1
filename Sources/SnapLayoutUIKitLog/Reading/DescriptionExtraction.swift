import SnapLayoutModel
import Foundation

/// The constraint descriptions a line holds, from each `<…Constraint:` to its `>`. A description
/// with no `>` on its line was wrapped by the paste: it goes on over the next lines (a few at most)
/// until one holds a `>`.
package enum DescriptionExtraction {
    /// A description longer than this is not UIKit's (a label's text is cut well before).
    package static let maximumLength = 20_000
    /// How many lines a wrapped description may go on over.
    static let maximumWrappedLines = 8

    /// What line `index` of `lines` holds from `start` on (all of it when `nil`).
    struct Found {
        /// The descriptions, in order.
        var descriptions: [RawDescription] = []
        /// The lines read: 1, or more when a description was wrapped.
        var linesRead = 1
        /// Why a description cannot be taken (cut off, too long).
        var problem: UIKitLogError?
    }

    /// The descriptions on line `index` of `lines`, within `range` of it when given (a description
    /// may go on over the next lines only when the range runs to the end of the line).
    static func descriptions(in lines: [LogLine], at index: Int, within range: Range<String.Index>? = nil) -> Found {
        let line = lines[index]
        let text = range.map { line.text[$0] } ?? line.text[...]
        let mayWrap = range == nil || range!.upperBound == line.text.endIndex
        let body = String(text)
        let starts = DescriptionMarkers.starts(in: body)
        var found = Found()
        for (position, begin) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : body.endIndex
            let segment = body[begin..<end]
            if let close = segment.lastIndex(of: ">") {
                found.descriptions.append(RawDescription(text: String(segment[...close]), line: line.number))
            } else if position + 1 == starts.count, mayWrap {
                let (wrapped, read) = joiningWrapped(String(segment), lines: lines, after: index)
                found.linesRead += read
                guard let wrapped else {
                    found.problem = UIKitLogError.constraint(String(segment), line: line.number, "it is cut off (no closing '>')")
                    return found
                }
                found.descriptions.append(RawDescription(text: wrapped, line: line.number))
            } else {
                found.problem = UIKitLogError.constraint(String(segment), line: line.number, "it is cut off (no closing '>')")
                return found
            }
        }
        if let long = found.descriptions.first(where: { $0.text.utf8.count > maximumLength }) {
            found.problem = UIKitLogError(line: long.line, message: "a constraint of \(long.text.count) characters is too long to be UIKit's: '\(MessageText.quoted(long.text))'")
        }
        return found
    }

    /// `start` continued over the lines after `index` up to the first `>`; the lines read. `nil`
    /// when no line within reach closes it, or a line begins something else.
    private static func joiningWrapped(_ start: String, lines: [LogLine], after index: Int) -> (String?, Int) {
        var joined = start
        var read = 0
        for next in lines.dropFirst(index + 1).prefix(maximumWrappedLines) {
            let text = next.text
            guard DescriptionMarkers.header(in: text) == nil, DescriptionMarkers.breaking(in: text) == nil,
                  DescriptionMarkers.starts(in: text).isEmpty else { break }
            read += 1
            let piece = text.trimmingCharacters(in: .whitespaces)
            let spaced = joined.last?.isWhitespace == true || text.first?.isWhitespace == true
            joined = joined.trimmingCharacters(in: .whitespaces) + (spaced ? " " : "")
            if let close = piece.lastIndex(of: ">") { return (joined + piece[...close], read) }
            joined += piece
            if joined.utf8.count > maximumLength { break }
        }
        return (nil, read)
    }
}
