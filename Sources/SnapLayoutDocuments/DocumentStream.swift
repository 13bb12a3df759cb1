import Foundation

/// Splits a byte stream into the documents it holds, without reading it whole: a single object,
/// an array of objects (each element a document), or several top-level values (JSON Lines).
///
/// Only one document's bytes are held at a time (plus a read-ahead chunk), so a multi-gigabyte
/// input streams through in constant memory.
public struct DocumentStream: Sequence, IteratorProtocol {
    /// One document's bytes and its default name.
    public struct Element: Sendable {
        /// `file` for a file of one document, `file#N` (from 1) in a file of several.
        public var defaultName: String
        /// The document's JSON.
        public var bytes: [UInt8]
    }

    private let handle: FileHandle
    private let baseName: String
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var isArray: Bool?
    private var arrayClosed = false
    private var count = 0
    private var pending: [UInt8]?
    private var pendingIsLast = false
    private var trailingError: String?

    /// Reads documents from `handle`; `baseName` names them (`name`, or `name#N` when several).
    public init(handle: FileHandle, baseName: String) {
        self.handle = handle
        self.baseName = baseName
    }

    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        let chunk = handle.readData(ofLength: 1 << 20)
        if chunk.isEmpty { atEnd = true; return false }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    private mutating func skipSeparators(allowComma: Bool) -> UInt8? {
        while true {
            while position < buffer.count {
                let byte = buffer[position]
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || (allowComma && byte == UInt8(ascii: ",")) {
                    position += 1
                } else {
                    return byte
                }
            }
            if !fill() { return nil }
        }
    }

    /// The bytes of the next top-level value (or array element), or `nil` at the end.
    private mutating func nextValue() -> [UInt8]? {
        if isArray == nil {
            guard let first = skipSeparators(allowComma: false) else { return nil }
            isArray = first == UInt8(ascii: "[")
            if isArray == true { position += 1 }
        }
        guard !arrayClosed, let first = skipSeparators(allowComma: isArray == true) else { return nil }
        if isArray == true, first == UInt8(ascii: "]") {
            position += 1
            arrayClosed = true
            return nil
        }
        // Scan to the end of one value: depth of brackets outside strings. The value starts at
        // `position`, which a refill moves to 0 when it drops consumed bytes.
        var index = position
        var depth = 0
        var inString = false
        var escaped = false
        while true {
            if index >= buffer.count {
                let offset = index - position
                if !fill() {
                    let value = Array(buffer[position...])
                    position = buffer.count
                    return value
                }
                index = position + offset
                continue
            }
            let byte = buffer[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    let value = Array(buffer[position..<index])
                    position = index
                    return value
                }
                if depth < 0 {
                    // The top-level array's closing bracket ends a scalar element.
                    let value = Array(buffer[position..<index - 1])
                    position = index - 1
                    return value
                }
            case 0x0A where depth == 0, UInt8(ascii: ",") where depth == 0 && isArray == true:
                // A scalar at the top level ends at its line's end or the array's comma.
                let value = Array(buffer[position..<index - 1])
                position = index - 1
                return value
            default:
                break
            }
        }
    }

    public mutating func next() -> Element? {
        // One document of read-ahead tells a file of one document from a file of several.
        if pending == nil && count == 0 {
            pending = nextValue()
            guard pending != nil else { return nil }
        }
        guard let current = pending else { return nil }
        let following = nextValue()
        count += 1
        let several = isArray == true || following != nil || count > 1
        pending = following
        return Element(defaultName: several ? "\(baseName)#\(count)" : baseName, bytes: current)
    }
}
