import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Whether a text is well-formed XML.
struct XMLParserCheck {
    let isWellFormed: Bool
    init(_ text: String) { isWellFormed = XMLParser(data: Data(text.utf8)).parse() }
}
