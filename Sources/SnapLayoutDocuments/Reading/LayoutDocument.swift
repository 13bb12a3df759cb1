import SnapLayoutModel

/// A layout document (contract, sections 1-3) read into a snapshot the engine can solve.
public struct LayoutDocument: Sendable {
    /// The document's name: its `name`, or a default from where it was read.
    public var name: String
    /// The layout.
    public var snapshot: LayoutSnapshot
    /// Each of `snapshot.constraints` as the document wrote it, by index: the string of a string
    /// constraint (or of a `{"constraint": …}` one), spaces and tabs trimmed; `nil` for one written
    /// as an object. Explanations name constraints in the document's own words.
    public var constraintTexts: [String?] = []
    /// The tables and collections as written, not yet laid out: reading solves nothing. The
    /// measuring step (`expandingLists(with:textSystem:)`, called by `measuringText`) turns their
    /// rows into views of `snapshot` with the solver and text system the document is solved with.
    package var lists: [DocumentList] = []

    /// Reads a document from its JSON bytes. `defaultName` names it when it has no `name` (and in
    /// errors found before the name is known). `line` and `column` (from 1) say where the bytes
    /// start in their file, so that syntax errors point into the file.
    public static func read(_ bytes: [UInt8], defaultName: String, line: Int = 1, column: Int = 1)
        -> Result<LayoutDocument, DocumentError> {
        if let document = DocumentFastReader.read(bytes, defaultName: defaultName) { return .success(document) }
        return readThroughTree(bytes, defaultName: defaultName, line: line, column: column)
    }

    /// Reads a document by parsing it into a JSON tree first: every document the fast reader
    /// declines, and every error, comes this way.
    static func readThroughTree(_ bytes: [UInt8], defaultName: String, line: Int = 1, column: Int = 1)
        -> Result<LayoutDocument, DocumentError> {
        let json: JSONValue
        do throws(JSONSyntaxError) {
            json = try JSONParser.parse(bytes)
        } catch {
            var (errorLine, errorColumn) = bytes.lineAndColumn(of: error.offset)
            if errorLine == 1 { errorColumn += column - 1 }
            errorLine += line - 1
            return .failure(DocumentError(document: defaultName, message: "line \(errorLine), column \(errorColumn): \(error.message)"))
        }
        var name = defaultName
        if case .object(let members, _) = json, let named = members.first(where: { $0.hasKey("name") }),
           case .string(let text, _) = named.value {
            name = text
        }
        do throws(ReadError) {
            var reader = DocumentReader(json: json)
            let snapshot = try reader.read()
            return .success(LayoutDocument(name: name, snapshot: snapshot, constraintTexts: reader.constraintTexts,
                                          lists: reader.pendingLists))
        } catch {
            return .failure(DocumentError(document: name, errors: error.errors))
        }
    }

    /// Reads a document from JSON text.
    public static func read(_ text: String, defaultName: String) -> Result<LayoutDocument, DocumentError> {
        read(Array(text.utf8), defaultName: defaultName)
    }
}
