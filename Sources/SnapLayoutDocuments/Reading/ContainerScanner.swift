/// Follows one JSON object or array byte by byte, to find where it ends in a stream of documents
/// without parsing it, and to notice as early as possible that it is broken, so that one bad
/// document never swallows the ones after it.
///
/// Broken means text that no valid JSON has: a value right after a value (`} {`, `"a" "b"`), a
/// `,` where a value is due (`[,`, `,,`), a bracket closed by the other kind, a line break inside
/// a string. None of these is ever guessed:
/// a valid document is never split, whatever its layout.
///
/// Where a broken document should end is a guess: at the first later line whose first character
/// is a `{` in the column where the document started (the next line of a JSON Lines file; the next
/// document of a pretty-printed sequence or array).
struct ContainerScanner {
    /// What a byte did.
    enum Step {
        /// The container is still open.
        case inside
        /// The byte closed the container.
        case closed
        /// The text cannot be JSON.
        case broken
    }

    /// The column (from 1) of the container's opening bracket.
    let startColumn: Int
    /// Open brackets, innermost last.
    private var open: [UInt8] = []
    private var inString = false
    private var escaped = false

    /// Whether the next bytes are plain string content, where only `"`, `\` and a line break
    /// mean anything (so a caller may skip the others).
    var isInPlainString: Bool { inString && !escaped }
    /// Whether the last significant byte ended a value, so that another value may not start.
    private var afterValue = false
    /// Whether the last significant byte opened a container or was a `,` or `:`, so that a `,`
    /// may not follow (`[,`, `,,`).
    private var expectsValue = false
    /// Whether only white space has been seen since the last line break.
    private var atLineStart = false
    /// The offset of the last line break.
    private(set) var lastNewline: Int?
    /// The offset of the first line, after the first, that starts with `{` in `startColumn`: where a
    /// broken document is cut.
    private(set) var resyncOffset: Int?

    init(startColumn: Int) {
        self.startColumn = startColumn
    }

    /// Follows `bytes` from index `start` until the container closes or breaks, or the bytes end;
    /// offsets count from index `origin` (the container's first byte). Returns what the last byte
    /// did and the offset after it.
    mutating func follow(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, origin: Int) -> (Step, Int) {
        var index = start
        while index < bytes.count {
            if isInPlainString {
                // Only `"`, `\` and a line break mean anything inside a string.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
                      bytes[index] != 0x0A { index += 1 }
                guard index < bytes.count else { break }
            }
            let step = feed(bytes[index], at: index - origin)
            index += 1
            if step != .inside { return (step, index - origin) }
        }
        return (.inside, index - origin)
    }

    /// Follows the byte at `offset` (from the container's first byte).
    @inline(__always)
    mutating func feed(_ byte: UInt8, at offset: Int) -> Step {
        if inString { return feedInString(byte, at: offset) }
        switch byte {
        case 0x0A:
            lastNewline = offset
            atLineStart = true
            return .inside
        case 0x20, 0x09, 0x0D:
            return .inside
        default:
            break
        }
        if atLineStart {
            atLineStart = false
            if byte == UInt8(ascii: "{"), resyncOffset == nil, let lastNewline, offset - lastNewline == startColumn {
                resyncOffset = lastNewline + 1
            }
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if afterValue { return .broken }
            open.append(byte)
            afterValue = false
            expectsValue = true
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            guard let opening = open.popLast(), (opening == UInt8(ascii: "{")) == (byte == UInt8(ascii: "}")) else { return .broken }
            afterValue = true
            expectsValue = false
            if open.isEmpty { return .closed }
        case UInt8(ascii: "\""):
            if afterValue { return .broken }
            inString = true
            expectsValue = false
        case UInt8(ascii: ","), UInt8(ascii: ":"):
            if byte == UInt8(ascii: ","), expectsValue { return .broken }
            afterValue = false
            expectsValue = true
        default:
            afterValue = true
            expectsValue = false
        }
        return .inside
    }

    private mutating func feedInString(_ byte: UInt8, at offset: Int) -> Step {
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            inString = false
            afterValue = true
        } else if byte == 0x0A {
            lastNewline = offset
            atLineStart = true
            return .broken
        }
        return .inside
    }

    /// Once the container is broken: follows bytes as plain lines (brackets and strings no longer
    /// mean anything) and says whether the byte at `offset` is a `{` that starts a line in
    /// `startColumn`, where the next document is taken to begin.
    mutating func isResyncPoint(_ byte: UInt8, at offset: Int) -> Bool {
        switch byte {
        case 0x0A:
            lastNewline = offset
            atLineStart = true
            return false
        case 0x20, 0x09, 0x0D:
            return false
        default:
            defer { atLineStart = false }
            guard atLineStart, byte == UInt8(ascii: "{"), let lastNewline else { return false }
            return offset - lastNewline == startColumn
        }
    }
}
