import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file with Foundation's streaming `XMLParser` (libxml2's SAX parser,
/// fed in chunks from the file) into a tree of `IBElement`s, leaving out the elements no layout
/// needs (colours, fonts' resources, accessibility, attributed text…).
///
/// Everything that can go wrong in the bytes is one `IBProblem` with its line: malformed XML,
/// invalid UTF-8, no root element, nesting deeper than `maximumDepth`, more than `maximumElements`
/// elements kept.
package enum IBXMLReader {
    /// Deeper nesting is refused: real files nest views a few dozen levels; libxml2 itself imposes
    /// no limit here, and every later step walks the tree.
    package static let maximumDepth = 512
    /// More elements are refused (a 100-scene storyboard keeps about 20 000).
    package static let maximumElements = 4_000_000

    /// Elements never kept, with everything inside them.
    static let skipped: Set<String> = [
        "color", "systemColor", "namedColor", "accessibility", "textInputTraits",
        "paragraphStyle", "menu", "point", "dependencies", "imageReference", "preferredSymbolConfiguration",
        "gestureRecognizers", "animations", "designables", "inferredMetricsTieBreakers",
        "textAttributes", "offsetWrapper", "sortDescriptor",
    ]
    /// Elements kept without anything inside them: that they are there is what text sizing needs
    /// (attributed text and iOS 15 button configurations are sized as IB stored them).
    static let keptEmpty: Set<String> = ["attributedString", "buttonConfiguration"]
    /// The most characters of a `<string>` kept: a label's text longer than this is sized as IB
    /// stored it rather than measured.
    package static let maximumStringLength = 20_000

    /// The file at `url`, streamed.
    package static func read(contentsOf url: URL) throws(IBProblem) -> IBElement {
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw IBProblem(line: 0, "cannot be opened") }
        let prefix = (try? handle.read(upToCount: IBXMLEncoding.prefixLength)).map { [UInt8]($0) } ?? []
        try? handle.close()
        if let problem = IBXMLEncoding.problem(in: prefix[...]) { throw problem }
        guard let stream = InputStream(url: url) else { throw IBProblem(line: 0, "cannot be opened") }
        return try read(XMLParser(stream: stream))
    }

    /// `bytes` as a file.
    package static func read(bytes: [UInt8]) throws(IBProblem) -> IBElement {
        if let problem = IBXMLEncoding.problem(in: bytes.prefix(IBXMLEncoding.prefixLength)) { throw problem }
        return try read(XMLParser(data: Data(bytes)))
    }

    private static func read(_ parser: XMLParser) throws(IBProblem) -> IBElement {
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let problem = builder.problem { throw problem }
        if !parsed || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? -1
            throw IBProblem(line: max(1, parser.lineNumber), "malformed XML: \(IBXMLErrorText.words(forCode: code))")
        }
        guard let root = builder.root else { throw IBProblem(line: 0, "holds no XML element (the file is empty)") }
        return root
    }

    /// The parser's delegate: a stack of the elements open, each appended to its parent when it
    /// closes. A class, as `XMLParser` requires of its delegate.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [IBElement] = []
        var root: IBElement?
        var problem: IBProblem?
        /// Depth inside a skipped element (0 when not in one).
        var skipping = 0
        /// The depth of the element kept empty that is open (0 when none is).
        var emptyDepth = 0
        /// The characters kept of the `<string>` open.
        var stringLength = 0
        var depth = 0
        var kept = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            guard problem == nil else { return }
            if depth > IBXMLReader.maximumDepth {
                stop(parser, "elements nest deeper than \(IBXMLReader.maximumDepth) levels")
                return
            }
            if skipping > 0 || (IBXMLReader.skipped.contains(name) && !stack.isEmpty) || (emptyDepth > 0 && depth > emptyDepth) {
                skipping += 1
                return
            }
            if root != nil && stack.isEmpty {
                stop(parser, "malformed XML: content after the root element")
                return
            }
            kept += 1
            if kept > IBXMLReader.maximumElements {
                stop(parser, "more than \(IBXMLReader.maximumElements) elements")
                return
            }
            stack.append(IBElement(name: name, attributes: attributes, line: parser.lineNumber))
            if name == "string" {
                stack[stack.count - 1].text = ""
                stringLength = 0
            }
            if IBXMLReader.keptEmpty.contains(name) { emptyDepth = depth }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard problem == nil, skipping == 0, !stack.isEmpty, stack[stack.count - 1].text != nil,
                  !stack[stack.count - 1].isCut else { return }
            // Strings do not nest: one count serves the open one.
            let count = string.count
            if count > IBXMLReader.maximumStringLength - stringLength {
                stack[stack.count - 1].text! += string.prefix(IBXMLReader.maximumStringLength - stringLength)
                stack[stack.count - 1].isCut = true
            } else {
                stack[stack.count - 1].text! += string
                stringLength += count
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            // The first error, with the line the parser is at when it finds it (libxml2 recovers
            // and may report elements after it: they are not read).
            let code = (parseError as NSError).code
            // libxml2 says "end of document" both for text after the root and for a file that
            // ends inside it: the elements still open tell which.
            let words = code == 5 && !stack.isEmpty ? IBXMLErrorText.words(forCode: 77) : IBXMLErrorText.words(forCode: code)
            stop(parser, "malformed XML: \(words)")
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let closing = depth
            depth -= 1
            guard problem == nil else { return }
            if skipping > 0 {
                skipping -= 1
                return
            }
            if closing == emptyDepth { emptyDepth = 0 }
            guard var element = stack.popLast() else { return }
            if element.flag("base64-UTF8"), !element.isCut, let text = element.text {
                element.text = Data(base64Encoded: text.filter { !$0.isWhitespace }).flatMap { String(data: $0, encoding: .utf8) }
            }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        private func stop(_ parser: XMLParser, _ message: String) {
            guard problem == nil else { return }
            problem = IBProblem(line: max(1, parser.lineNumber), message)
            parser.abortParsing()
        }
    }
}
