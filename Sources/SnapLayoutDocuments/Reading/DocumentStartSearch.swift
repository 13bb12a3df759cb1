/// Where the next document starts inside the text of a broken one that no line cut short: an array
/// of documents written on one line, or a document that never closes and so runs over the ones
/// after it (issue 38: every document after a bad one was lost, with no word about them).
///
/// A document starts at a `{` that begins a line or follows a `,`, and opens a complete JSON
/// object with a `views` key: every document has one, and no object inside a document (a view, a
/// constraint object) does. The search is on the error path only; each candidate is parsed once,
/// so its cost is the input's size times its nesting, never quadratic in the number of documents.
enum DocumentStartSearch {
    /// The offset of the first document that starts after `start` in `bytes`, or `nil`.
    static func firstDocument(in bytes: [UInt8], after start: Int) -> Int? {
        var previous: UInt8 = 0x0A
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{"), previous == UInt8(ascii: ",") || previous == 0x0A,
               let (members, _) = JSONParser.object(in: bytes, at: index),
               members.contains(where: { $0.hasKey("views") }) {
                return index
            }
            if byte != 0x20, byte != 0x09, byte != 0x0D { previous = byte }
            index += 1
        }
        return nil
    }
}
