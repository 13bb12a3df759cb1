import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Whether a text the tool wrote is well-formed XML (a JUnit report): parsed with Foundation's parser.
enum XMLCheck {
    static func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
