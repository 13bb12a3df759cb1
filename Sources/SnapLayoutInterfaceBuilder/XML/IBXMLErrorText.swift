/// libxml2's error codes (`xmlParserErrors`, as `XMLParser` reports them, without words on Linux)
/// in words.
enum IBXMLErrorText {
    /// The words for libxml2 error `code`, or its number when it is a rare one.
    static func words(forCode code: Int) -> String {
        switch code {
        case 3, 4: return "the file does not start with an XML element"
        case 5, 86: return "content after the root element"
        case 6, 7, 8: return "an invalid character reference"
        case 9: return "an invalid character (the file is not valid UTF-8, or holds a character XML forbids)"
        case 22, 23: return "a '&' that starts no entity or character reference"
        case 26, 27: return "an undeclared entity"
        case 31, 32, 79, 81: return "an unknown or unsupported encoding"
        case 33, 34, 43, 44: return "a quoted value not started or not closed"
        case 38: return "a '<' inside an attribute value"
        case 39, 40, 41, 75: return "an attribute without a value, or a value not in quotes"
        case 42: return "an attribute written twice in one element"
        case 45: return "a comment not closed"
        case 46, 47: return "a processing instruction not closed"
        case 56, 57, 64, 96: return "a malformed XML declaration"
        case 61: return "a DOCTYPE not closed"
        case 63: return "a CDATA section not closed"
        case 65: return "a space is required here"
        case 68: return "a name was expected (after '<' or '</')"
        case 73: return "'>' expected"
        case 74, 77, 85: return "the file ends before every element is closed"
        case 76: return "an end tag does not match the element it closes"
        case 89, 104: return "entities that expand without end or to too much text"
        case 110: return "a name that is too long"
        case 111: return "too much text (past the parser's limit)"
        default: return "libxml2 error \(code)"
        }
    }
}
