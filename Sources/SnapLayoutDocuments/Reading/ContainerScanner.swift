/// Follows one JSON object or array byte by byte, to find where it ends in a stream of documents
/// without parsing it, and to notice as early as possible that it is broken, so that one bad
/// document never swallows the ones after it.
///
/// Broken means text that no valid JSON has: a value right after a value (`} {`, `"a" "b"`), a
/// `,` where a value is due (`[,`, `,,`), a bracket closed by the other kind, a line break inside
/// a string, a byte outside strings that is no part of a number or a literal (a NUL, `x`). None of these is ever guessed:
/// a valid document is never split, whatever its layout.
///
/// Where a broken document should end is a guess: at the first later line whose first character
/// is a `{` in the column where the document started or to its left (the next line of a JSON Lines
/// file, also after an indented broken line; the next document of a pretty-printed sequence or
/// array). `DocumentStartSearch` looks further when no such line exists.
///
/// This runs over every byte of the input, so it is written for speed: the state that changes on
/// most bytes is kept in locals while following, string contents are skipped eight bytes at a time
/// (`StringScan`), and the open brackets are bits of a word (no array for a document's usual
/// nesting).
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

    /// What the last significant byte outside strings allows next.
    private enum Context {
        /// Nothing in particular: inside a string, or before the first byte.
        case free
        /// A value just ended (a closing bracket or quote, a scalar's character): another value
        /// may not start.
        case afterValue
        /// A container opened, or a `,` or `:`: a `,` may not follow (`[,`, `,,`).
        case expectsValue
    }

    /// The column (from 1) of the container's opening bracket.
    let startColumn: Int
    /// Open brackets, innermost last.
    private var open = BracketStack()
    private var inString = false
    private var escaped = false
    private var context = Context.free
    /// Whether only white space has been seen since the last line break.
    private var atLineStart = false
    /// The offset of the last line break.
    private(set) var lastNewline: Int?
    /// The offset of the first line, after the first, that starts with `{` in `startColumn` or to
    /// its left: where a broken document is cut.
    private(set) var resyncOffset: Int?

    init(startColumn: Int) {
        self.startColumn = startColumn
    }

    /// Follows `bytes` from index `start` until the container closes or breaks, or the bytes end;
    /// offsets count from index `origin` (the container's first byte). Returns what the last byte
    /// did and the offset after it.
    mutating func follow(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, origin: Int) -> (Step, Int) {
        guard let base = bytes.baseAddress else { return (.inside, start - origin) }
        let end = bytes.count
        var index = start
        // Copied in and out: as fields of `self` they were loaded and stored on every byte.
        var (inString, escaped, context) = (self.inString, self.escaped, self.context)
        defer { (self.inString, self.escaped, self.context) = (inString, escaped, context) }
        while index < end {
            if inString {
                if escaped {
                    // Any byte after a backslash, a line break too, is the string's.
                    escaped = false
                    index += 1
                    continue
                }
                // Only `"`, `\` and a line break mean anything inside a string.
                index = StringScan.nextSpecial(base, from: index, end: end)
                guard index < end else { break }
                let byte = base[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    context = .afterValue
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else {
                    noteLineBreak(at: index - 1 - origin)
                    return (.broken, index - origin)
                }
                continue
            }
            let byte = base[index]
            let offset = index - origin
            index += 1
            switch byte {
            case 0x0A:
                noteLineBreak(at: offset)
                continue
            case 0x20, 0x09, 0x0D:
                continue
            default:
                break
            }
            if atLineStart { noteLineStart(byte, at: offset) }
            switch byte {
            case UInt8(ascii: "\""):
                if context == .afterValue { return (.broken, index - origin) }
                inString = true
                context = .free
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if context == .afterValue { return (.broken, index - origin) }
                open.push(isObject: byte == UInt8(ascii: "{"))
                context = .expectsValue
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let isObject = open.pop(), isObject == (byte == UInt8(ascii: "}")) else {
                    return (.broken, index - origin)
                }
                context = .afterValue
                if open.isEmpty { return (.closed, index - origin) }
            case UInt8(ascii: ","):
                if context == .expectsValue { return (.broken, index - origin) }
                context = .expectsValue
            case UInt8(ascii: ":"):
                context = .expectsValue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "E"), UInt8(ascii: "e"), UInt8(ascii: "a"), UInt8(ascii: "f"), UInt8(ascii: "l"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "u"):
                // A number's or a literal's (true, false, null) character.
                context = .afterValue
            default:
                // No JSON text has this byte outside a string (a NUL, a letter of no literal): the
                // document is broken here, not where its bytes run out (issue 38: /dev/zero).
                return (.broken, index - origin)
            }
        }
        return (.inside, index - origin)
    }

    private mutating func noteLineBreak(at offset: Int) {
        lastNewline = offset
        atLineStart = true
    }

    /// The first significant byte of a line: a `{` in `startColumn` or to its left is where a
    /// broken document would be cut.
    private mutating func noteLineStart(_ byte: UInt8, at offset: Int) {
        atLineStart = false
        if byte == UInt8(ascii: "{"), resyncOffset == nil, let lastNewline, offset - lastNewline <= startColumn {
            resyncOffset = lastNewline + 1
        }
    }

    /// Once the container is broken: follows bytes as plain lines (brackets and strings no longer
    /// mean anything) and says whether the byte at `offset` is a `{` that starts a line in
    /// `startColumn` or to its left, where the next document is taken to begin.
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
            return offset - lastNewline <= startColumn
        }
    }
}

/// The open brackets of a container, innermost last: whether each is `{` (else `[`), as bits of a
/// word for the first 64 levels, deeper ones in an array.
struct BracketStack {
    private var depth = 0
    private var bits: UInt64 = 0
    private var deeper: [Bool] = []

    var isEmpty: Bool { depth == 0 }

    mutating func push(isObject: Bool) {
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            bits = isObject ? bits | bit : bits & ~bit
        } else {
            deeper.append(isObject)
        }
        depth += 1
    }

    /// Whether the innermost bracket is `{`, removing it; `nil` when none is open.
    mutating func pop() -> Bool? {
        guard depth > 0 else { return nil }
        depth -= 1
        if depth < 64 { return bits & (1 << UInt64(depth)) != 0 }
        return deeper.removeLast()
    }
}

/// Finds the bytes that mean something inside a JSON string, eight at a time.
enum StringScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first `"`, `\` or line break in `base[start..<end]`, `end` when none.
    @inline(__always)
    static func nextSpecial(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        let raw = UnsafeRawPointer(base)
        while index + 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let found = zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x0A))
            // The lowest flag is exact (a false one only ever follows a true one).
            if found != 0 { return index + found.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end, base[index] != 0x22, base[index] != 0x5C, base[index] != 0x0A { index += 1 }
        return index
    }

    /// The high bit of each zero byte of `word`, and possibly of bytes above the lowest zero byte
    /// (a borrow runs up from it), never below it.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }
}
