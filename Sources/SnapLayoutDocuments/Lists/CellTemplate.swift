import SnapLayoutModel

/// A cell template (`cells.IDENTIFIER`): views and constraints in the document's own syntax,
/// read by a reader of their own as a small document whose root is the cell's content view, id
/// `content`. So a template is checked exactly as a document is (unknown keys, cycles of
/// parents, bad constraints), and its errors read the same.
struct CellTemplate {
    /// The template as a snapshot: item 0 is the content view.
    var snapshot: LayoutSnapshot
    /// Each label's text index by its id, for the rows' strings.
    var labels: [String: Int]

    static let keys = ["views", "constraints"]

    /// Reads template `identifier`; errors start with `cell 'IDENTIFIER': `.
    static func read(_ value: JSONValue, identifier: String, scale: Double) throws(ReadError) -> CellTemplate {
        do throws(ReadError) {
            guard case .object(let members, let offset) = value else {
                throw ReadError(message: "a cell template must be an object {\"views\": […], \"constraints\": […]}, found \(value.kind)")
            }
            try DocumentReader.checkKeys(members, allowed: keys, in: "the template")
            var views: [JSONValue] = [.object([JSONMember(key: "id", value: .string("content", offset: offset))], offset: offset)]
            if let listed = DocumentReader.member(members, "views") {
                guard case .array(let elements, _) = listed else { throw ReadError(message: "views must be an array, found \(listed.kind)") }
                // A view with no parent is the content view's.
                views += elements.map { element in
                    guard case .object(let view, let at) = element, DocumentReader.member(view, "parent") == nil else { return element }
                    return .object(view + [JSONMember(key: "parent", value: .string("content", offset: at))], offset: at)
                }
            }
            var document = [JSONMember(key: "views", value: .array(views, offset: offset))]
            if let constraints = DocumentReader.member(members, "constraints") {
                document.append(JSONMember(key: "constraints", value: constraints))
            }
            var reader = DocumentReader(json: .object(document, offset: offset))
            reader.readsTemplate = true
            var snapshot = try reader.read()
            snapshot.displayScale = scale
            var labels: [String: Int] = [:]
            for (k, text) in snapshot.texts.enumerated() { labels[snapshot.items[text.item].id] = k }
            return CellTemplate(snapshot: snapshot, labels: labels)
        } catch {
            throw ReadError(errors: error.errors.map { "cell '\(MessageText.quoted(identifier))': \($0)" })
        }
    }

    /// The template with a row's strings in its labels; an error names a text for a view that is
    /// not a label of the template.
    func filled(with row: ListRow) throws(ReadError) -> LayoutSnapshot {
        var filled = snapshot
        for (id, string) in row.texts.sorted(by: { $0.key < $1.key }) {
            guard let k = labels[id] else {
                throw ReadError(message: "text for '\(MessageText.quoted(id))': cell '\(MessageText.quoted(row.cell))' has no label '\(MessageText.quoted(id))' (a view with a \"text\" key)")
            }
            filled.texts[k].content.string = string
        }
        return filled
    }
}
