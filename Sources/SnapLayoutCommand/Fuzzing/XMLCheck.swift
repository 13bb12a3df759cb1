import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Whether a text the tool wrote is well-formed XML (a JUnit report, an SVG picture): parsed with
/// Foundation's parser (libxml2's, a conforming one).
enum XMLCheck {
    static func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
