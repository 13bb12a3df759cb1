import Testing
@testable import SnapLayoutDocuments
import SnapLayoutTestSupport

/// The container scanner (locals, strings skipped a word at a time, brackets as bits) agrees with
/// the byte-by-byte scanner it replaced on random JSON-like text: the same steps and offsets at
/// every chunk boundary, the same line breaks and resynchronisation points.
struct ContainerScannerTests {
    /// Pieces of JSON, broken JSON and plain text: brackets, quotes, escapes, line breaks, long
    /// string runs (past a word), UTF-8.
    static let pieces: [[UInt8]] = [
        "{", "}", "[", "]", "\"", "\\", ",", ":", " ", "\n", "\t", "\r", "a", "12", "\"key\"", "\"value\":",
        "\"a long string that runs past several words\"", "\n{", "\n  {", "\\\"", "\\\n", "é", "xxxxxxx", "\"\"",
        "\u{0}", "true", "-1.5e+3", "null",
    ].map { Array($0.utf8) }

    @Test func agreesWithTheBytewiseScanner() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<4000 {
            var bytes: [UInt8] = Array(" \n".utf8).shuffled(using: &generator)
            let origin = Int.random(in: 0...bytes.count, using: &generator)
            bytes = Array(bytes[..<origin])
            bytes.append(Bool.random(using: &generator) ? UInt8(ascii: "{") : UInt8(ascii: "["))
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                bytes += Self.pieces.randomElement(using: &generator)!
            }
            if Int.random(in: 0..<8, using: &generator) == 0 {
                // Deep nesting, past the word of bracket bits.
                let depth = Int.random(in: 60..<70, using: &generator)
                bytes += [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
            }
            compare(bytes, origin: origin, startColumn: Int.random(in: 1...3, using: &generator), using: &generator)
        }
    }

    private func compare(_ bytes: [UInt8], origin: Int, startColumn: Int, using generator: inout SeededGenerator) {
        var new = ContainerScanner(startColumn: startColumn)
        var old = ReferenceContainerScanner(startColumn: startColumn)
        var available = origin
        var (newLength, oldLength) = (0, 0)
        var newStep = ContainerScanner.Step.inside
        var oldStep = ReferenceContainerScanner.Step.inside
        while newStep == .inside, available < bytes.count {
            available = min(bytes.count, available + Int.random(in: 1...24, using: &generator))
            bytes[..<available].withUnsafeBufferPointer { buffer in
                (newStep, newLength) = new.follow(buffer, from: origin + newLength, origin: origin)
                (oldStep, oldLength) = old.follow(buffer, from: origin + oldLength, origin: origin)
            }
            #expect("\(newStep)" == "\(oldStep)" && newLength == oldLength, "\(bytes) at \(available)")
        }
        #expect(new.lastNewline == old.lastNewline && new.resyncOffset == old.resyncOffset, "\(bytes)")
        guard newStep == .broken else { return }
        for offset in newLength..<(bytes.count - origin) {
            let byte = bytes[origin + offset]
            #expect(new.isResyncPoint(byte, at: offset) == old.isResyncPoint(byte, at: offset), "\(bytes)")
        }
    }
}

/// The byte-by-byte `ContainerScanner` as it was before it kept its state in locals and skipped
/// strings a word at a time: the reference the new one is compared with.
struct ReferenceContainerScanner {
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
    /// The offset of the first line, after the first, that starts with `{` in `startColumn` or to its left: where a
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
            if byte == UInt8(ascii: "{"), resyncOffset == nil, let lastNewline, offset - lastNewline <= startColumn {
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
            guard Array("0123456789-+.Eeaflnrstu".utf8).contains(byte) else { return .broken }
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
            return offset - lastNewline <= startColumn
        }
    }
}
