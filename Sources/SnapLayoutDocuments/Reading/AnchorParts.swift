/// An anchor's text split at its dots (`view.attribute`, `view.margins.attribute`): the first
/// three parts as strings, and how many there are.
///
/// Split over the UTF-8 bytes without an array: walking a `String`'s indices and slicing
/// substrings made reading an anchor cost more than solving for it.
struct AnchorParts {
    /// How many parts the text has (one more than it has dots).
    private(set) var count = 0
    private var first = "", second = "", third = ""

    init(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: ".") {
                append(bytes, start..<offset)
                start = offset + 1
            }
            append(bytes, start..<bytes.count)
        }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        count += 1
        guard count <= 3 else { return }
        let part = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        switch count {
        case 1: first = part
        case 2: second = part
        default: third = part
        }
    }

    /// Part `index` (0, 1 or 2).
    subscript(index: Int) -> String { index == 0 ? first : index == 1 ? second : third }

    /// The last part, when there are two or three.
    var last: String { count == 3 ? third : second }
}
