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
        "color", "systemColor", "namedColor", "resources", "accessibility", "textInputTraits", "attributedString",
        "paragraphStyle", "string", "menu", "point", "dependencies", "state", "imageReference", "preferredSymbolConfiguration",
        "buttonConfiguration", "gestureRecognizers", "animations", "designables", "inferredMetricsTieBreakers",
        "textAttributes", "offsetWrapper", "sortDescriptor",
    ]

    /// The file at `url`, streamed.
    package static func read(contentsOf url: URL) throws(IBProblem) -> IBElement {
        guard let stream = InputStream(url: url) else { throw IBProblem(line: 0, "cannot be opened") }
        return try read(XMLParser(stream: stream))
    }

    /// `bytes` as a file.
    package static func read(bytes: [UInt8]) throws(IBProblem) -> IBElement {
        try read(XMLParser(data: Data(bytes)))
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
            if skipping > 0 || (IBXMLReader.skipped.contains(name) && !stack.isEmpty) {
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
            depth -= 1
            guard problem == nil else { return }
            if skipping > 0 {
                skipping -= 1
                return
            }
            guard let element = stack.popLast() else { return }
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
