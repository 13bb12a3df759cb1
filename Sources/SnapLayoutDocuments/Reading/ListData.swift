import SnapLayoutModel

/// A list's data as a document writes it: an array of sections, each an array of rows
/// `{"cell": IDENTIFIER, "text": {LABEL: STRING}}`. A row may also be a bare string, the
/// identifier of a cell with no text to set.
enum ListData {
    /// The most rows (or items) of one list: every row is measured when the document is measured,
    /// and a document is not a database.
    static let maximumRows = 10_000

    static func read(_ value: JSONValue?, key: String, templates: [String: JSONValue]) throws(ReadError) -> [[ListRow]] {
        guard let value else { return [] }
        guard case .array(let sections, _) = value else {
            throw ReadError(message: "\(key) must be an array of sections (each an array of rows), found \(value.kind)")
        }
        var result: [[ListRow]] = []
        var count = 0
        for (s, section) in sections.enumerated() {
            guard case .array(let rows, _) = section else {
                throw ReadError(message: "\(key) section \(s) must be an array of rows, found \(section.kind)")
            }
            count += rows.count
            guard count <= maximumRows else {
                throw ReadError(message: "\(key) has more than \(maximumRows) rows, the most a list of a document may have")
            }
            var list: [ListRow] = []
            for (r, row) in rows.enumerated() {
                do throws(ReadError) {
                    list.append(try readRow(row, templates: templates))
                } catch {
                    throw ReadError(message: "\(key) s\(s)r\(r): \(error.message)")
                }
            }
            result.append(list)
        }
        return result
    }

    private static func readRow(_ value: JSONValue, templates: [String: JSONValue]) throws(ReadError) -> ListRow {
        var row = ListRow(cell: "", texts: [:])
        switch value {
        case .string(let cell, _):
            row.cell = cell
        case .object(let members, _):
            try DocumentReader.checkKeys(members, allowed: ["cell", "text"], in: "the row")
            guard case .string(let cell, _)? = DocumentReader.member(members, "cell") else {
                throw ReadError(message: "cell must be a string naming a cell template")
            }
            row.cell = cell
            if let texts = DocumentReader.member(members, "text") {
                guard case .object(let pairs, _) = texts else { throw ReadError(message: "text must be an object {label id: string}, found \(texts.kind)") }
                for pair in pairs {
                    guard case .string(let string, _) = pair.value else {
                        throw ReadError(message: "text of '\(MessageText.quoted(pair.key))' must be a string, found \(pair.value.kind)")
                    }
                    row.texts[pair.key] = string
                }
            }
        default:
            throw ReadError(message: "a row must be an object {\"cell\": …, \"text\": {…}} or a cell identifier, found \(value.kind)")
        }
        guard templates[row.cell] != nil else {
            let known = templates.keys.sorted().map { "'\(MessageText.quoted($0))'" }.joined(separator: ", ")
            throw ReadError(message: "unknown cell identifier '\(MessageText.quoted(row.cell))' (cells has \(known.isEmpty ? "none" : known))")
        }
        return row
    }
}
