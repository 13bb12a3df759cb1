#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Splits a byte stream into the documents it holds, without reading it whole: a single object,
/// an array of objects (each element a document), or several top-level values (JSON Lines).
///
/// Only the document being split is held (plus a read-ahead chunk), so a multi-gigabyte input
/// streams through in constant memory. Reads return as soon as some bytes are there, so documents
/// arriving on a pipe are passed on at once.
///
/// Framing problems never pass silently and never stop progress: a stray character between
/// documents becomes a document of its own (whose reading reports it); a missing `,` or `]`, an
/// element that is not there (`[,`), content after the closing `]`, or a read failure becomes an
/// element with a `problem`, named after the file.
public struct DocumentStream: Sequence, IteratorProtocol {
    /// One document's bytes and its default name, or a problem with the file.
    public struct Element: Sendable {
        /// `file` for a file of one document, `file#N` (from 1) in a file of several; the file's
        /// name for a problem.
        public var defaultName: String
        /// The document's JSON (empty for a problem).
        public var bytes: [UInt8]
        /// Where the document starts in its file, line and column from 1: error positions inside
        /// the document are given in the file's lines and columns.
        public var line: Int
        /// See `line`.
        public var column: Int
        /// What is wrong with the file at this point, instead of a document.
        public var problem: String?

        /// Creates an element.
        public init(defaultName: String, bytes: [UInt8], line: Int = 1, column: Int = 1, problem: String? = nil) {
            self.defaultName = defaultName
            self.bytes = bytes
            self.line = line
            self.column = column
            self.problem = problem
        }

        /// Reads the document (or reports the problem).
        public func read() -> Result<LayoutDocument, DocumentError> {
            if let problem { return .failure(DocumentError(document: defaultName, message: problem)) }
            return LayoutDocument.read(bytes, defaultName: defaultName, line: line, column: column)
        }
    }

    /// A file descriptor, closed when the stream is done with it (unless it was borrowed).
    private final class Descriptor {
        let fd: Int32
        let owned: Bool
        let keepAlive: AnyObject?
        /// Whether reads never wait (a regular file), so looking ahead costs nothing.
        let isRegularFile: Bool
        /// Where `read` puts its bytes before they join the buffer. Left uninitialised: zeroing a
        /// megabyte touched every page of it, a tenth of a one-document solve's time, when a small
        /// file's read touches one or two.
        let scratch: UnsafeMutableRawBufferPointer
        init(fd: Int32, owned: Bool, keepAlive: AnyObject?, chunkSize: Int) {
            self.fd = fd; self.owned = owned; self.keepAlive = keepAlive
            var status = stat()
            isRegularFile = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
            scratch = .allocate(byteCount: chunkSize, alignment: 1)
        }
        deinit {
            scratch.deallocate()
            if owned { _ = close(fd) }
        }
    }

    /// What was split off the stream, before naming.
    private enum Piece {
        case document([UInt8], line: Int, column: Int)
        /// A document that is not read (larger than the limit): it has its place and its number.
        case failedDocument(String)
        case problem(String)
        var isDocument: Bool { if case .problem = self { return false } else { return true } }
    }

    /// Bytes are read in chunks of at most this size.
    static let defaultChunkSize = 1 << 20

    /// The largest document read by default, in bytes (64 MiB): a document of 100 000 views and
    /// their constraints is about 20 MB. Reading one takes several times its size in memory, so a
    /// limit is what keeps a huge or endless input (`/dev/zero`) a one-line error instead of a
    /// failed allocation; `--max-document-size` raises it.
    public static let defaultMaximumDocumentSize = 64 << 20

    /// The largest document read, in bytes; a larger one is skipped with an error, its bytes
    /// dropped as they are read.
    private var limit = DocumentStream.defaultMaximumDocumentSize

    private var descriptor: Descriptor?
    private let baseName: String
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// Line and column (from 1) of `buffer[position]` in the file.
    private var line = 1
    private var column = 1
    private var started = false
    private var isArray = false
    /// Array mode: the next thing is an element (after `[` or `,`) rather than `,` or `]`.
    private var expectsElement = true
    private var finished = false
    private var lastWasTruncated = false
    /// Whether the last container was broken and cut where the next document seems to start.
    private var resynchronized = false
    /// The line where a broken container started that runs to the end of the input (no place to
    /// cut it was found), so that an array says its later documents were lost.
    private var brokenToTheEnd: Int?
    private var queue: [Piece] = []
    private var documentsSeen = 0
    private var readError: String?
    private var alwaysNumbered = false

    /// Reads documents from `handle` (which stays open: the caller owns it). `alwaysNumbered`
    /// names even a lone document `name#1` (standard input's `stdin#N`).
    /// A document larger than `maximumDocumentSize` bytes is skipped with an error.
    public init(handle: FileHandle, baseName: String, alwaysNumbered: Bool = false,
                maximumDocumentSize: Int = DocumentStream.defaultMaximumDocumentSize) {
        self.init(handle: handle, baseName: baseName, alwaysNumbered: alwaysNumbered, chunkSize: Self.defaultChunkSize,
                  maximumDocumentSize: maximumDocumentSize)
    }

    /// As above, reading at most `chunkSize` bytes at a time (small sizes test chunk boundaries).
    init(handle: FileHandle, baseName: String, alwaysNumbered: Bool = false, chunkSize: Int,
         maximumDocumentSize: Int = DocumentStream.defaultMaximumDocumentSize) {
        descriptor = Descriptor(fd: handle.fileDescriptor, owned: false, keepAlive: handle, chunkSize: chunkSize)
        self.baseName = baseName
        self.alwaysNumbered = alwaysNumbered
        limit = maximumDocumentSize
    }

    /// Reads documents from the file at `path`, closing it when done. A file that cannot be opened
    /// gives one element with the problem; a document larger than `maximumDocumentSize` bytes is
    /// skipped with an error.
    public init(path: String, baseName: String, maximumDocumentSize: Int = DocumentStream.defaultMaximumDocumentSize) {
        self.baseName = baseName
        limit = maximumDocumentSize
        let fd = open(path, O_RDONLY)
        if fd < 0 {
            readError = "cannot open the file: \(String(cString: strerror(errno)))"
            atEnd = true
        } else {
            descriptor = Descriptor(fd: fd, owned: true, keepAlive: nil, chunkSize: Self.defaultChunkSize)
        }
    }

    /// Splits documents held in memory.
    public init(bytes: [UInt8], baseName: String, maximumDocumentSize: Int = DocumentStream.defaultMaximumDocumentSize) {
        self.baseName = baseName
        buffer = bytes
        atEnd = true
        limit = maximumDocumentSize
    }

    // MARK: reading

    /// Appends the next chunk; `false` at the end of the input.
    private mutating func fill() -> Bool {
        guard !atEnd, let descriptor else { atEnd = true; return false }
        if position > 0, position >= buffer.count / 2 {
            buffer.removeSubrange(0..<position)
            position = 0
        }
        var got = 0
        repeat {
            got = read(descriptor.fd, descriptor.scratch.baseAddress!, descriptor.scratch.count)
        } while got < 0 && errno == EINTR
        if got <= 0 {
            if got < 0 { readError = "cannot read the file: \(String(cString: strerror(errno)))" }
            atEnd = true
            self.descriptor = nil
            return false
        }
        buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: descriptor.scratch[0..<got]))
        return true
    }

    /// Appends the next chunk only if reading it does not wait: always from a regular file, from a
    /// pipe only if bytes are there. `false` if nothing was appended.
    private mutating func fillIfReady() -> Bool {
        guard !atEnd, let descriptor else { return false }
        if !descriptor.isRegularFile {
            var request = pollfd(fd: descriptor.fd, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 0) > 0 else { return false }
        }
        return fill()
    }

    /// The byte `offset` bytes after `position` if it can be had without waiting for input.
    private mutating func byteIfReady(at offset: Int) -> UInt8? {
        while position + offset >= buffer.count {
            guard fillIfReady() else { return nil }
        }
        return buffer[position + offset]
    }

    /// The byte at `position`, reading more when needed; `nil` at the end.
    private mutating func current() -> UInt8? {
        if position < buffer.count { return buffer[position] }
        return fill() ? buffer[position] : nil
    }

    private mutating func consume() {
        let byte = buffer[position]
        position += 1
        if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Skips white space; the next byte, not consumed.
    private mutating func skipWhitespace() -> UInt8? {
        while let byte = current() {
            guard Self.isWhitespace(byte) else { return byte }
            consume()
        }
        return nil
    }

    private static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
    }

    private func at(_ line: Int, _ column: Int) -> String { "line \(line), column \(column)" }

    // MARK: splitting

    /// Scans one value from `position` (not white space): a container (`scanContainer`), or
    /// anything else up to the end of its line, or in an array up to a `,` or `]` outside strings.
    /// At least one byte is always consumed.
    private mutating func scanValue() -> Piece {
        let first = buffer[position]
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return scanContainer() }
        let startLine = line, startColumn = column
        if first < 0x20 || first >= 0x7F {
            // A control byte or a byte past ASCII cannot start JSON text (a binary input, /dev/zero):
            // an error at once, and the rest of the line is dropped as it is read.
            let problem = "\(at(startLine, startColumn)): \(Self.describe(first)) cannot start a document"
            skipLine()
            return .problem(problem)
        }
        var length = 0
        var inString = false
        var escaped = false
        while let byte = byte(at: length) {
            if length > limit {
                advance(by: length)
                skipLine()
                return .failedDocument(tooLarge(startLine, startColumn))
            }
            if inString {
                if byte == 0x0A { break }
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                length += 1
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            if isArray && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")) && length > 0 { break }
            if byte == UInt8(ascii: "\"") { inString = true }
            length += 1
        }
        // A scalar's trailing white space is not part of it.
        var end = length
        while end > 1, Self.isWhitespace(buffer[position + end - 1]) { end -= 1 }
        return piece(length: length, end: end, startLine, startColumn)
    }

    /// The message of a document larger than the limit.
    private func tooLarge(_ startLine: Int, _ startColumn: Int) -> String {
        "\(at(startLine, startColumn)): the document is larger than \(limit) bytes, the limit (--max-document-size raises it); it is not read"
    }

    /// Drops bytes up to the end of the line (or of the input) as they are read. Past `limit` bytes
    /// without a line break the input is given up: the rest is not read, and a problem says so.
    private mutating func skipLine() {
        var skipped = 0
        while let byte = current(), byte != 0x0A {
            consume()
            skipped += 1
            if skipped > limit { giveUp(); return }
        }
    }

    /// Stops reading the input after `limit` bytes that hold no place to resume at.
    private mutating func giveUp() {
        queue.append(.problem("\(at(line, column)): no line break or document in the next \(limit) bytes: the rest of the input is not read"))
        finished = true
        atEnd = true
        descriptor = nil
    }

    /// The byte `offset` bytes after `position`, reading more when needed; `nil` at the end.
    /// Reading may drop bytes before `position`, never after, so offsets from it stay valid.
    private mutating func byte(at offset: Int) -> UInt8? {
        while position + offset >= buffer.count {
            guard fill() else { return nil }
        }
        return buffer[position + offset]
    }

    /// Scans an object or array: to its matching bracket; or, when it is broken (see
    /// `ContainerScanner`), to where the next document seems to start, so that the bad one is one
    /// error and the ones after it are read; or to the end of the input when no such place is
    /// found (the truncated text is passed on, so that reading it reports the error).
    private mutating func scanContainer() -> Piece {
        let startLine = line, startColumn = column
        var scanner = ContainerScanner(startColumn: startColumn)
        var length = 0
        var step = ContainerScanner.Step.inside
        lastWasTruncated = false
        resynchronized = false
        while step == .inside {
            if position + length >= buffer.count {
                guard fill() else { break }
                continue
            }
            if length > limit { return skipTooLarge(&scanner, length: length, startLine, startColumn) }
            let origin = position
            (step, length) = buffer.withUnsafeBufferPointer { bytes in
                scanner.follow(bytes, from: origin + length, origin: origin)
            }
        }
        switch step {
        case .closed:
            let extended = isArray ? length : extendOverTrailingGarbage(length)
            if extended == length { return piece(length: length, end: length, startLine, startColumn) }
            length = extended
        case .broken:
            resynchronized = true
            if let offset = scanner.resyncOffset {
                length = offset
            } else {
                guard let resynchronized = resyncLength(after: length, scanner: &scanner) else {
                    return skipTooLarge(&scanner, length: length, startLine, startColumn, broken: true)
                }
                length = resynchronized
                if position + length >= buffer.count {
                    if let offset = documentStart() { length = offset } else { brokenToTheEnd = startLine }
                }
            }
        case .inside:
            if let offset = scanner.resyncOffset ?? documentStart() {
                resynchronized = true
                length = offset
            } else {
                lastWasTruncated = true
            }
        }
        var end = length
        // A cut document ends before the white space that separates it from the next.
        while !lastWasTruncated, end > 1, Self.isWhitespace(buffer[position + end - 1]) { end -= 1 }
        return piece(length: length, end: end, startLine, startColumn)
    }

    /// The document of the next `end` bytes, `length` bytes consumed with it; an error when it is
    /// larger than the limit.
    private mutating func piece(length: Int, end: Int, _ startLine: Int, _ startColumn: Int) -> Piece {
        guard end <= limit else {
            advance(by: length)
            return .failedDocument(tooLarge(startLine, startColumn))
        }
        let bytes = Array(buffer[position..<(position + end)])
        advance(by: length)
        return .document(bytes, line: startLine, column: startColumn)
    }

    /// For a broken container that runs to the end of the input (all of which is in the buffer):
    /// the offset from `position` of the first document that starts inside it, if any.
    private func documentStart() -> Int? {
        DocumentStartSearch.firstDocument(in: buffer, after: position).map { $0 - position }
    }

    /// After a broken container's first `length` bytes: how far it runs, up to the first line
    /// that starts with `{` in its column or to its left, or the end of the input; `nil` past the
    /// size limit.
    private mutating func resyncLength(after length: Int, scanner: inout ContainerScanner) -> Int? {
        var length = length
        while let byte = byte(at: length) {
            if scanner.isResyncPoint(byte, at: length) { return scanner.lastNewline.map { $0 + 1 } ?? length }
            length += 1
            if length > limit { return nil }
        }
        return length
    }

    /// A container larger than the limit after its first `length` bytes: its bytes are dropped as
    /// they are read, up to its end, or (once broken) to the next line that starts with `{` in its
    /// column or to its left; memory stays flat however large it is.
    private mutating func skipTooLarge(_ scanner: inout ContainerScanner, length: Int, _ startLine: Int, _ startColumn: Int,
                                       broken: Bool = false) -> Piece {
        advance(by: length)
        var step = broken ? ContainerScanner.Step.broken : .inside
        while step == .inside {
            if position >= buffer.count {
                guard fill() else { break }
                continue
            }
            let origin = position
            var consumed = 0
            (step, consumed) = buffer.withUnsafeBufferPointer { bytes in scanner.follow(bytes, from: origin, origin: origin) }
            advance(by: consumed)
        }
        if step == .broken { skipToDocumentLine(startColumn: startColumn) }
        // In an array, a broken element's end is where the next one starts: no ',' is due.
        resynchronized = step == .broken
        return .failedDocument(tooLarge(startLine, startColumn))
    }

    /// Drops lines until one starts with `{` in `startColumn` or to its left (not consumed); past
    /// `limit` bytes the input is given up.
    private mutating func skipToDocumentLine(startColumn: Int) {
        var skipped = 0, atLineStart = column == 1
        while let byte = current() {
            if atLineStart, byte == UInt8(ascii: "{"), column <= startColumn { return }
            if byte == 0x0A { atLineStart = true } else if byte != 0x20, byte != 0x09, byte != 0x0D { atLineStart = false }
            consume()
            skipped += 1
            if skipped > limit { giveUp(); return }
        }
    }

    /// In a sequence of documents, a closing bracket, `,` or `:` on the line right after a
    /// document (`{…}}`) belongs to it: the document runs to the end of that line, so that it is
    /// one error rather than a document and a stray piece. Only bytes that are already there are
    /// looked at (a pipe's writer sends a line whole), so that a result never waits for the next
    /// document to arrive.
    private mutating func extendOverTrailingGarbage(_ length: Int) -> Int {
        var offset = length
        while let next = byteIfReady(at: offset), next == 0x20 || next == 0x09 { offset += 1 }
        guard let next = byteIfReady(at: offset), [UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":")].contains(next) else {
            return length
        }
        while let next = byte(at: offset), next != 0x0A { offset += 1 }
        return offset
    }

    /// Moves `position` `length` bytes on, keeping the line and column counters.
    private mutating func advance(by length: Int) {
        let (start, end) = (position, position + length)
        let (newlines, characters) = buffer.withUnsafeBufferPointer { bytes in
            Self.linesAndColumns(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        if newlines > 0 {
            line += newlines
            column = 1
        }
        column += characters
        position = end
    }

    /// How many line breaks `bytes` holds, and how many characters follow the last one (all of
    /// them when there is none).
    ///
    /// Eight bytes at a time (`ByteCounts`): one byte at a time with both counters cost a tenth
    /// of reading small documents. Only a text with line breaks is searched, from its end, for
    /// the last one.
    static func linesAndColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> (newlines: Int, characters: Int) {
        let newlines = ByteCounts.newlines(bytes)
        var lastLineStart = 0
        if newlines > 0 {
            lastLineStart = bytes.count
            while bytes[lastLineStart - 1] != 0x0A { lastLineStart -= 1 }
        }
        return (newlines, ByteCounts.characters(UnsafeBufferPointer(rebasing: bytes[lastLineStart...])))
    }

    /// The next piece of the input, or `nil` at its end.
    private mutating func nextPiece() -> Piece? {
        guard !finished else { return nil }
        if !started {
            started = true
            // A UTF-8 byte order mark is not part of the JSON.
            while buffer.count - position < 3, fill() {}
            if buffer.count - position >= 3, buffer[position] == 0xEF, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF {
                position += 3
            }
            isArray = skipWhitespace() == UInt8(ascii: "[")
            if isArray { consume() }
        }
        guard isArray else {
            guard skipWhitespace() != nil else { return finish() }
            return scanValue()
        }
        if expectsElement {
            let byte = skipWhitespace()
            switch byte {
            case nil:
                finished = true
                if let brokenToTheEnd {
                    return .problem("lines \(brokenToTheEnd)–\(line) were read as one broken document: it runs to the end of the input, and no complete document starts after it")
                }
                return readError.map(Piece.problem) ?? .problem("\(at(line, column)): the array of documents ends without ']'")
            case UInt8(ascii: "]"):
                let (l, c) = (line, column)
                consume()
                if documentsSeen > 0 {
                    return closeArray(orProblem: "\(at(l, c)): expected a document after ',', found ']'")
                }
                return closeArray(orProblem: "\(at(l, c)): the array holds no document")
            case UInt8(ascii: ","):
                let problem = Piece.problem("\(at(line, column)): expected a document, found ','")
                consume()
                return problem
            default:
                documentsSeen += 1
                let piece = scanValue()
                // A broken element was cut where the next one seems to start: no ',' is due.
                expectsElement = resynchronized
                return piece
            }
        }
        let byte = skipWhitespace()
        switch byte {
        case UInt8(ascii: ","):
            consume()
            expectsElement = true
            return nextPiece()
        case UInt8(ascii: "]"):
            consume()
            return closeArray(orProblem: nil)
        case nil:
            finished = true
            if let readError { return .problem(readError) }
            return lastWasTruncated ? nil : .problem("\(at(line, column)): the array of documents ends without ']'")
        default:
            // A missing comma: reported, then the element is read as if it were there.
            expectsElement = true
            return .problem("\(at(line, column)): expected ',' or ']' after a document, found \(Self.describe(byte))")
        }
    }

    /// After the array's `]`: nothing but white space may follow.
    private mutating func closeArray(orProblem problem: String?) -> Piece? {
        finished = true
        if let byte = skipWhitespace() {
            let trailing = "\(at(line, column)): unexpected \(Self.describe(byte)) after the array of documents (the rest of the file is not read)"
            if let problem { queue.append(.problem(trailing)); return .problem(problem) }
            return .problem(trailing)
        }
        if let problem { return .problem(problem) }
        return readError.map(Piece.problem)
    }

    private mutating func finish() -> Piece? {
        finished = true
        return readError.map(Piece.problem)
    }

    public mutating func next() -> Element? {
        guard let piece = queue.isEmpty ? nextPiece() : queue.removeFirst() else {
            // An input that gives nothing at all is an error, never a silent success.
            guard !yieldedAny else { return nil }
            yieldedAny = true
            return Element(defaultName: baseName, bytes: [], problem: Self.emptyInputProblem)
        }
        yieldedAny = true
        switch piece {
        case .problem(let message):
            return Element(defaultName: baseName, bytes: [], problem: message)
        case .failedDocument(let message):
            emitted += 1
            return Element(defaultName: nameOfNextDocument(), bytes: [], problem: message)
        case .document(let bytes, let line, let column):
            emitted += 1
            return Element(defaultName: nameOfNextDocument(), bytes: bytes, line: line, column: column)
        }
    }

    /// `file#N` for the document just counted, or `file` when it is the file's only document.
    private mutating func nameOfNextDocument() -> String {
        var several = alwaysNumbered || isArray || emitted > 1
        if !several {
            // One document of look-ahead tells a file of one document from a file of several.
            while !queue.contains(where: \.isDocument), let following = nextPiece() { queue.append(following) }
            several = queue.contains(where: \.isDocument)
        }
        return several ? "\(baseName)#\(emitted)" : baseName
    }

    private var emitted = 0
    private var yieldedAny = false

    /// The problem of an input with no document in it.
    static let emptyInputProblem = "holds no document (the input is empty or only white space)"
}
