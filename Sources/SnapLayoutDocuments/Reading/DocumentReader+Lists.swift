import SnapLayoutModel

/// Tables and collections in documents: a view with `"kind": "table"` (UIKit's `UITableView`) or
/// `"kind": "collection"` (`UICollectionView` with its flow layout) is a scroll view whose cells
/// come from templates (`cells`) and data (`rows`, `items`). Its keys are read here; the rows are
/// kept in the document, expanded into cells when it is measured (`ListExpansion`).
extension DocumentReader {
    static let tableKeys = ["style", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "cells", "rows"]
    static let collectionKeys = ["itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
                                 "scrollDirection", "cells", "items"]
    /// The scroll keys a list may have: its content size is its rows'.
    /// Every key only a list may have.
    static let listKeys = Array(Set(tableKeys + collectionKeys)).sorted()
    static let listScrollKeys = ["contentOffset", "contentInset", "contentInsetAdjustmentBehavior"]
    static let tableStyles = ["plain", "grouped", "insetGrouped"]

    /// Whether a view's members say `"kind": "table"` or `"kind": "collection"`, and which.
    static func listKind(_ members: [JSONMember]) -> DocumentList.Kind? {
        guard case .string(let text, _)? = member(members, "kind") else { return nil }
        return text == "table" ? .table : text == "collection" ? .collection : nil
    }

    /// A list's keys, read into what its expansion needs, and its templates as written (read once
    /// every constraint is, `readListCells`); `nil` for any other view (whose list keys are an error).
    static func readList(_ members: [JSONMember], view: Int,
                         kind: DocumentList.Kind?) throws(ReadError) -> (list: DocumentList, templates: [String: JSONValue])? {
        guard let kind else { return nil }
        var list = DocumentList(view: view, kind: kind)
        var templates: [String: JSONValue] = [:]
        guard case .object(let cells, _)? = member(members, "cells") else {
            throw ReadError(message: "cells must be an object of cell templates by reuse identifier, found \(member(members, "cells")?.kind ?? "nothing")")
        }
        for cell in cells {
            guard isIdentifier(cell.key) else {
                throw ReadError(message: "cell identifier '\(MessageText.quoted(cell.key))' may contain only letters, digits, '_' and '-'")
            }
            templates[cell.key] = cell.value
        }
        let dataKey = kind == .table ? "rows" : "items"
        list.sections = try ListData.read(member(members, dataKey), key: dataKey, templates: templates)
        if kind == .table { try readTableKeys(members, into: &list) } else { try readFlowKeys(members, into: &list) }
        return (list, templates)
    }

    private static func readTableKeys(_ members: [JSONMember], into list: inout DocumentList) throws(ReadError) {
        if let v = member(members, "style") {
            guard case .string(let text, _) = v, tableStyles.contains(text) else {
                throw ReadError(message: "style must be one of \(tableStyles.map { "\"\($0)\"" }.joined(separator: ", ")), found \(describe(v))")
            }
            list.style = text
        }
        list.rowHeight = try sizeOrAutomatic(member(members, "rowHeight"), what: "rowHeight", default: nil)
        // UIKit's heights of a section header or footer with no view and no title.
        let empty = list.style == "plain" ? 0.0 : 18
        list.headerHeight = try member(members, "sectionHeaderHeight").map { v throws(ReadError) in try length(v, what: "sectionHeaderHeight") } ?? empty
        list.footerHeight = try member(members, "sectionFooterHeight").map { v throws(ReadError) in try length(v, what: "sectionFooterHeight") } ?? empty
    }

    private static func readFlowKeys(_ members: [JSONMember], into list: inout DocumentList) throws(ReadError) {
        if let v = member(members, "itemSize") {
            if case .string("automatic", _) = v {
                list.itemSize = nil
            } else {
                let size = try numbers(v, count: 2, nullable: false, what: "itemSize", nonNegative: true)
                list.itemSize = .init(size[0]!, size[1]!)
            }
        }
        if let v = member(members, "minimumLineSpacing") { list.lineSpacing = try number(v, what: "minimumLineSpacing") }
        if let v = member(members, "minimumInteritemSpacing") { list.interitemSpacing = try number(v, what: "minimumInteritemSpacing") }
        if let v = member(members, "sectionInset") { list.sectionInset = try insets(v, what: "sectionInset") }
        if let v = member(members, "scrollDirection") {
            guard case .string(let text, _) = v, text == "vertical" || text == "horizontal" else {
                throw ReadError(message: "scrollDirection must be \"vertical\" or \"horizontal\", found \(describe(v))")
            }
            list.scrollsVertically = text == "vertical"
        }
    }

    /// A non-negative number, or `"automatic"` (`nil`: measured).
    private static func sizeOrAutomatic(_ value: JSONValue?, what: String, default: Double?) throws(ReadError) -> Double? {
        guard let value else { return `default` }
        if case .string("automatic", _) = value { return nil }
        guard case .number = value else {
            throw ReadError(message: "\(what) must be a number ≥ 0 or \"automatic\", found \(describe(value))")
        }
        return try length(value, what: what)
    }

    private static func length(_ value: JSONValue, what: String) throws(ReadError) -> Double {
        let n = try number(value, what: what)
        guard n >= 0 else { throw ReadError(message: "\(what) has a negative value \(NumberFormat.document(n))") }
        return n
    }

    static func isIdentifier(_ text: String) -> Bool { !text.isEmpty && text.utf8.allSatisfy(isIDByte) }
}
