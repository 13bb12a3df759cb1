import Foundation
import SnapLayoutModel

/// Validates a parsed document and builds its snapshot. Every error names the view or constraint
/// and what is wrong; nothing invalid reaches the solver.
struct DocumentReader {
    let json: JSONValue
    private(set) var ids: [String: Int] = [:]
    var items: [LayoutSnapshot.Item] = []
    /// Whether some view is a stack (`"kind": "stack"`): only then are the keys of contract v1.1 read.
    private(set) var hasStacks = false
    /// Each stack view's keys, resolved once every view is read and parents are linked.
    var pendingStacks: [PendingStack] = []
    /// The views that have a `hidden` key, which only an arranged view may have.
    var hiddenKeyViews: [Int] = []
    /// Each constraint as written, by index (see `LayoutDocument.constraintTexts`), once read.
    var constraintTexts: [String?] = []
    /// The text views (contract v1.2), in view order.
    private(set) var texts: [LayoutSnapshot.Text] = []
    /// The scroll views' keys, until their guides are items.
    var pendingScrolls: [PendingScroll] = []
    /// Each scroll view's content and frame guides, by the scroll view's item.
    var scrollGuides: [Int: (content: Int, frame: Int)] = [:]
    /// The tables' and collections' keys, their templates read once every constraint is (the
    /// document keeps them; its measuring step lays their rows out).
    var pendingLists: [DocumentList] = []
    /// Each of `pendingLists`' templates as written, until read.
    var pendingTemplates: [[String: JSONValue]] = []
    /// Whether this reader reads a cell template, where scroll views and lists are not allowed
    /// (checked before any list is laid out, so that templates never nest lists).
    var readsTemplate = false

    init(json: JSONValue) { self.json = json }

    /// A reader of views already read (by `DocumentFastReader`), to link their parents and build
    /// constraints with the same checks.
    init(items: [LayoutSnapshot.Item], ids: [String: Int]) {
        json = .null(offset: 0)
        self.items = items
        self.ids = ids
    }

    static let documentKeys = ["name", "layoutDirection", "size", "views", "constraints", "scale"]
    static let viewKeys = ["id", "parent", "kind", "frame", "intrinsicSize", "hugging", "compressionResistance",
                           "margins", "safeArea", "insetsMarginsFromSafeArea", "baseline", "alignmentInsets", "text"]
    static let guideForbiddenKeys = ["intrinsicSize", "margins", "safeArea", "baseline", "alignmentInsets", "multilineText"]
    static let constraintKeys = ["first", "relation", "second", "multiplier", "constant", "priority", "label"]
    /// The attributes by name.
    static let attributes = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map { ($0.name, $0) })

    mutating func read() throws(ReadError) -> LayoutSnapshot {
        guard case .object(let members, _) = json else {
            throw ReadError(message: "a document must be a JSON object, found \(json.kind)")
        }
        try Self.checkKeys(members, allowed: Self.documentKeys, in: "the document")
        var direction = LayoutDirection.leftToRight
        if let value = members.first(where: { $0.hasKey("layoutDirection") })?.value {
            guard case .string(let text, _) = value, let parsed = LayoutDirection(rawValue: text) else {
                throw ReadError(message: "layoutDirection must be \"ltr\" or \"rtl\", found \(Self.describe(value))")
            }
            direction = parsed
        }
        if let value = members.first(where: { $0.hasKey("name") })?.value, case .string = value {} else if
            members.contains(where: { $0.hasKey("name") }) {
            throw ReadError(message: "name must be a string")
        }
        let scale = try Self.readScale(members)
        var size: [Double?] = [nil, nil]
        if let value = members.first(where: { $0.hasKey("size") })?.value {
            size = try Self.numbers(value, count: 2, nullable: true, what: "size", nonNegative: true)
        }
        guard let viewsValue = members.first(where: { $0.hasKey("views") })?.value else {
            throw ReadError(message: "the document has no views")
        }
        guard case .array(let views, _) = viewsValue else {
            throw ReadError(message: "views must be an array, found \(viewsValue.kind)")
        }
        guard !views.isEmpty else { throw ReadError(message: "views is empty; a document needs at least its root view") }
        hasStacks = Self.containsStack(views)
        var parents: [String?] = []
        for (index, view) in views.enumerated() {
            parents.append(try readView(view, index: index, direction: direction))
        }
        try linkParents(parents)
        let stacks = try resolveStacks()
        let scrolls = resolveScrolls()
        var constraints: [LayoutSnapshot.Constraint] = []
        if let value = members.first(where: { $0.hasKey("constraints") })?.value {
            guard case .array(let list, _) = value else {
                throw ReadError(message: "constraints must be an array, found \(value.kind)")
            }
            // Every bad constraint is reported, as a compiler reports every error of a file.
            var errors: [String] = []
            for (index, element) in list.enumerated() {
                do throws(ReadError) {
                    constraints.append(try readConstraint(element))
                    constraintTexts.append(Self.writtenText(of: element))
                } catch {
                    errors.append("constraint \(index): \(error.message)")
                }
            }
            if !errors.isEmpty { throw ReadError(errors: errors) }
        }
        var snapshot = LayoutSnapshot(items: items, constraints: constraints, rootWidth: size[0], rootHeight: size[1])
        snapshot.stacks = stacks
        snapshot.texts = texts
        snapshot.scrolls = scrolls
        snapshot.displayScale = scale
        try readListCells(scale: scale)
        return snapshot
    }

    // MARK: views

    private mutating func readView(_ json: JSONValue, index: Int, direction: LayoutDirection) throws(ReadError) -> String? {
        guard case .object(let members, _) = json else {
            throw ReadError(message: "view \(index) must be an object, found \(json.kind)")
        }
        guard let idValue = members.first(where: { $0.hasKey("id") })?.value else {
            throw ReadError(message: "view \(index) has no id")
        }
        guard case .string(let id, _) = idValue else { throw ReadError(message: "view \(index): id must be a string") }
        guard !id.isEmpty, id.utf8.allSatisfy(Self.isIDByte) else {
            throw ReadError(message: "view \(index): id '\(MessageText.quoted(id))' may contain only letters, digits, '_' and '-'")
        }
        // Named only for an error: quoting every id cost a third of reading a view.
        func name() -> String { "view '\(MessageText.quoted(id))'" }
        if let previous = ids[id] {
            throw ReadError(message: "\(name()): duplicate id (views \(previous) and \(index))")
        }
        let isStack = Self.isStackView(members)
        let listKind = Self.listKind(members)
        let isScroll = Self.isScrollView(members) || listKind != nil
        if hasStacks, !isStack, let key = Self.stackKeys.first(where: { key in members.contains { $0.hasKey(key) } }) {
            throw ReadError(message: "\(name()): \(key) is allowed only on a stack view (\"kind\": \"stack\")")
        }
        if listKind == nil, let key = Self.listKeys.first(where: { key in members.contains { $0.hasKey(key) } }) {
            throw ReadError(message: "\(name()): \(key) is allowed only on a table or collection view (\"kind\": \"table\" or \"collection\")")
        }
        if !isScroll, let key = Self.scrollKeys.first(where: { key in members.contains { $0.hasKey(key) } }) {
            throw ReadError(message: "\(name()): \(key) is allowed only on a scroll view (\"kind\": \"scroll\")")
        }
        let allowed = (isStack ? Self.stackViewKeys : hasStacks ? Self.viewKeysWithStacks : Self.viewKeys)
            + (listKind == .table ? Self.listScrollKeys + Self.tableKeys
               : listKind == .collection ? Self.listScrollKeys + Self.collectionKeys : isScroll ? Self.scrollKeys : [])
        try Self.checkKeys(members, allowed: allowed, in: name())
        var item = LayoutSnapshot.Item(id: id, parent: nil, layoutDirection: direction)
        var parent: String?
        do throws(ReadError) {
            parent = try Self.parentID(members)
            try Self.readKind(members, into: &item, isStack: isStack, isScroll: isScroll)
            if let scroll = try Self.readScroll(members, view: index, isScroll: isScroll) { pendingScrolls.append(scroll) }
            if let (list, templates) = try Self.readList(members, view: index, kind: listKind) {
                pendingLists.append(list)
                pendingTemplates.append(templates)
            }
            try Self.readGeometry(members, into: &item)
            if hasStacks { try readStackDocumentKeys(members, index: index, isStack: isStack, into: &item) }
        } catch {
            throw ReadError(message: "\(name()): \(error.message)")
        }
        if let content = try Self.readText(members, index: index, id: id, kind: item.kind, isStack: isStack) {
            texts.append(LayoutSnapshot.Text(item: index, content: content))
            item.isMultilineText = content.lines != 1
        }
        ids[id] = index
        items.append(item)
        return parent
    }

    private static func parentID(_ members: [JSONMember]) throws(ReadError) -> String? {
        guard let v = member(members, "parent") else { return nil }
        guard case .string(let text, _) = v else { throw ReadError(message: "parent must be a string, found \(v.kind)") }
        return text
    }

    /// `kind` (a stack is a view), and the keys a guide may not have.
    private static func readKind(_ members: [JSONMember], into item: inout LayoutSnapshot.Item, isStack: Bool,
                                 isScroll: Bool) throws(ReadError) {
        if let v = member(members, "kind") {
            guard case .string(let text, _) = v, let kind = isStack || isScroll ? LayoutSnapshot.ItemKind.view : LayoutSnapshot.ItemKind(rawValue: text) else {
                throw ReadError(message: "kind must be \"view\", \"guide\", \"stack\", \"scroll\", \"table\" or \"collection\", found \(describe(v))")
            }
            item.kind = kind
        }
        if item.kind == .guide, let forbidden = guideForbiddenKeys.first(where: { member(members, $0) != nil }) {
            throw ReadError(message: "a guide has no \(forbidden)")
        }
        if isStack {
            // UIStackView zeroes its layout margins; a stack's baselines are an arranged view's.
            item.margins = .zero
            if member(members, "baseline") != nil {
                throw ReadError(message: "a stack view has no baseline (its baselines are those of an arranged view)")
            }
        }
    }

    /// The keys of contract v1 after `kind`: frame, sizes, priorities, insets and baselines.
    private static func readGeometry(_ members: [JSONMember], into item: inout LayoutSnapshot.Item) throws(ReadError) {
        func value(_ key: String) -> JSONValue? { member(members, key) }
        if let v = value("frame") {
            let f = try numbers(v, count: 4, nullable: false, what: "frame")
            guard f[2]! >= 0, f[3]! >= 0 else { throw ReadError(message: "frame has a negative size") }
            item.frame = .init(x: f[0]!, y: f[1]!, width: f[2]!, height: f[3]!)
        }
        if let v = value("intrinsicSize") {
            let s = try numbers(v, count: 2, nullable: true, what: "intrinsicSize", nonNegative: true)
            item.intrinsicSize = .init(s[0], s[1])
        }
        if let v = value("hugging") {
            let p = try priorities(v, what: "hugging")
            item.hugging = .init(p[0], p[1])
        }
        if let v = value("compressionResistance") {
            let p = try priorities(v, what: "compressionResistance")
            item.compressionResistance = .init(p[0], p[1])
        }
        if let v = value("margins") { item.margins = try insets(v, what: "margins") }
        if let v = value("safeArea") { item.safeArea = try insets(v, what: "safeArea") }
        if let v = value("alignmentInsets") { item.alignmentInsets = try insets(v, what: "alignmentInsets") }
        if let v = value("insetsMarginsFromSafeArea") { item.insetsMarginsFromSafeArea = try flag(v, what: "insetsMarginsFromSafeArea") }
        if let v = value("baseline") {
            let b = try numbers(v, count: 2, nullable: true, what: "baseline")
            item.firstBaseline = b[0]
            item.lastBaseline = b[1]
        }
    }

    mutating func linkParents(_ parents: [String?]) throws(ReadError) {
        let roots = parents.indices.filter { parents[$0] == nil }
        guard roots.count == 1 else {
            if roots.isEmpty { throw ReadError(message: "no view is the root: every view has a parent") }
            let names = roots.prefix(5).map { "'\(MessageText.quoted(items[$0].id))'" }.joined(separator: ", ")
            throw ReadError(message: "\(roots.count) views have no parent (\(names)\(roots.count > 5 ? ", …" : "")); exactly one (the root) may have none")
        }
        for (index, parent) in parents.enumerated() {
            guard let parent else { continue }
            guard let parentIndex = ids[parent] else {
                throw ReadError(message: "view '\(MessageText.quoted(items[index].id))': parent '\(MessageText.quoted(parent))' is not a view of the document")
            }
            guard parentIndex != index else { throw ReadError(message: "view '\(MessageText.quoted(items[index].id))' is its own parent") }
            guard items[parentIndex].kind == .view else {
                throw ReadError(message: "view '\(MessageText.quoted(items[index].id))': parent '\(MessageText.quoted(parent))' is a guide, and a guide is never a parent")
            }
            items[index].parent = parentIndex
        }
        try Self.checkParentsReachRoot(items, root: roots[0])
    }

    // MARK: constraints

    /// A constraint's text as written: a string constraint, or a wrapped one's `constraint`, with
    /// spaces and tabs around it trimmed; `nil` for the object form.
    static func writtenText(of value: JSONValue) -> String? {
        switch value {
        case .string(let text, _):
            return trimmed(text)
        case .object(let members, _):
            guard case .string(let text, _)? = members.first(where: { $0.hasKey("constraint") })?.value else { return nil }
            return trimmed(text)
        default:
            return nil
        }
    }

    /// A constraint's text with the white space around it trimmed.
    static func trimmed(_ text: String) -> String {
        // Most texts start and end with an ASCII character that is not a space or tab: nothing to
        // trim, and Foundation's trimming bridged every string through UTF-16.
        func isPlain(_ byte: UInt8?) -> Bool { byte.map { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 } ?? false }
        if isPlain(text.utf8.first), isPlain(text.utf8.last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private func readConstraint(_ value: JSONValue) throws(ReadError) -> LayoutSnapshot.Constraint {
        switch value {
        case .string(let text, _):
            return try constraint(from: ConstraintStringParser.parse(text), label: nil)
        case .object(let members, _):
            func value(_ key: String) -> JSONValue? { members.first { $0.hasKey(key) }?.value }
            if let wrapped = value("constraint") {
                try Self.checkKeys(members, allowed: ["constraint", "label"], in: "the constraint")
                guard case .string(let text, _) = wrapped else { throw ReadError(message: "\"constraint\" must be a string") }
                return try constraint(from: ConstraintStringParser.parse(text), label: try Self.label(value("label")))
            }
            try Self.checkKeys(members, allowed: Self.constraintKeys, in: "the constraint")
            guard let firstValue = value("first") else { throw ReadError(message: "\"first\" is missing") }
            guard case .string(let first, _) = firstValue else { throw ReadError(message: "\"first\" must be a string such as \"view.left\"") }
            guard let relationValue = value("relation") else { throw ReadError(message: "\"relation\" is missing") }
            guard case .string(let relationText, _) = relationValue, let relation = LayoutRelationSymbol(rawValue: relationText) else {
                throw ReadError(message: "\"relation\" must be \"==\", \"<=\" or \">=\", found \(Self.describe(relationValue))")
            }
            var second: String?
            if let v = value("second") {
                guard case .string(let text, _) = v else { throw ReadError(message: "\"second\" must be a string such as \"view.left\"") }
                second = text
            }
            let multiplier = try value("multiplier").map { v throws(ReadError) in try Self.number(v, what: "multiplier") }
            if multiplier != nil, second == nil { throw ReadError(message: "a multiplier needs a second item") }
            let constant = try value("constant").map { v throws(ReadError) in try Self.number(v, what: "constant") } ?? 0
            var priority = 1000.0
            if let v = value("priority") {
                if case .string(let name, _) = v, let named = DocumentPriority.named[name] {
                    priority = named
                } else {
                    priority = try Self.number(v, what: "priority")
                    guard priority > 0, priority <= 1000 else {
                        throw ReadError(message: "priority \(NumberFormat.document(priority)) is outside (0, 1000]")
                    }
                }
            }
            let parsed = ParsedConstraint(first: first, relation: relation, second: second,
                                          multiplier: multiplier ?? 1, constant: constant, priority: priority)
            return try constraint(from: parsed, label: try Self.label(value("label")))
        default:
            throw ReadError(message: "a constraint must be a string or an object, found \(value.kind)")
        }
    }

    func constraint(from parsed: ParsedConstraint, label: String?) throws(ReadError) -> LayoutSnapshot.Constraint {
        let first = try anchor(parsed.first)
        let second = try parsed.second.map { text throws(ReadError) in try anchor(text) }
        return try Self.constraint(first: first, second: second, parsed.terms, label: label, items: items,
                                   firstText: parsed.first, secondText: parsed.second ?? "")
    }

    /// `id.attribute`, `id.margins.attribute`, `id.safeArea.attribute`.
    private func anchor(_ text: String) throws(ReadError) -> LayoutSnapshot.Anchor {
        let parts = AnchorParts(text)
        guard parts.count == 2 || parts.count == 3, !parts[0].isEmpty else {
            throw ReadError(message: "'\(MessageText.quoted(text))' is not an anchor (expected view.attribute, view.margins.attribute or view.safeArea.attribute)")
        }
        guard var item = ids[parts[0]] else { throw ReadError(message: "'\(MessageText.quoted(text))': there is no view '\(MessageText.quoted(parts[0]))'") }
        var guide: LayoutSnapshot.ImplicitGuide?
        if parts.count == 3, let guides = scrollGuides[item], parts[1] == "content" || parts[1] == "frame" {
            // A scroll view's content or frame guide: an item of its own.
            item = parts[1] == "content" ? guides.content : guides.frame
        } else if parts.count == 3 {
            // The contract names two guides; a controller's layout guides are the model's own.
            guard let named = LayoutSnapshot.ImplicitGuide(rawValue: parts[1]), named == .margins || named == .safeArea else {
                throw ReadError(message: "'\(MessageText.quoted(text))': '\(MessageText.quoted(parts[1]))' is not a guide of a view (expected margins or safeArea)")
            }
            guard items[item].kind == .view else {
                throw ReadError(message: "'\(MessageText.quoted(text))': '\(MessageText.quoted(parts[0]))' is a guide and has no \(parts[1]) guide")
            }
            guide = named
        }
        guard let attribute = Self.attributes[parts.last] else {
            let names = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.name).joined(separator: ", ")
            throw ReadError(message: "'\(MessageText.quoted(text))': unknown attribute '\(MessageText.quoted(parts.last))' (expected one of \(names))")
        }
        if attribute.isMargin, guide != nil || items[item].kind == .guide {
            throw ReadError(message: "'\(MessageText.quoted(text))': a guide has no margin attributes")
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, guide != nil || items[item].kind == .guide {
            throw ReadError(message: "'\(MessageText.quoted(text))': a guide has no baselines")
        }
        return LayoutSnapshot.Anchor(item: item, guide: guide, attribute: attribute)
    }

    // MARK: values

    static func checkKeys(_ members: [JSONMember], allowed: [String], in place: @autoclosure () -> String) throws(ReadError) {
        for member in members where !allowed.contains(where: member.hasKey) {
            let place = place()
            throw ReadError(message: "\(place == "the document" ? "" : "\(place): ")unknown key '\(MessageText.quoted(member.key))' (expected \(allowed.joined(separator: ", ")))")
        }
    }

    /// The value of the member named `key`, if there is one.
    static func member(_ members: [JSONMember], _ key: String) -> JSONValue? {
        members.first { $0.hasKey(key) }?.value
    }

    static func flag(_ value: JSONValue, what: String) throws(ReadError) -> Bool {
        guard case .bool(let flag, _) = value else { throw ReadError(message: "\(what) must be true or false, found \(value.kind)") }
        return flag
    }

    static func describe(_ value: JSONValue) -> String {
        if case .string(let text, _) = value { return "\"\(MessageText.quoted(text))\"" }
        return value.kind
    }

    static func label(_ value: JSONValue?) throws(ReadError) -> String? {
        guard let value else { return nil }
        switch value {
        case .string(let text, _): return text
        case .null: return nil
        default: throw ReadError(message: "label must be a string, found \(value.kind)")
        }
    }

    static func number(_ value: JSONValue, what: String) throws(ReadError) -> Double {
        guard case .number(let number, _) = value else { throw ReadError(message: "\(what) must be a number, found \(value.kind)") }
        // JSON cannot spell infinity: a value that is not finite was a number beyond a double's range.
        guard number.isFinite else { throw ReadError(message: "\(what) has a number beyond the range of a double") }
        guard abs(number) <= DocumentNumber.limit else {
            throw ReadError(message: "\(what) \(NumberFormat.document(number)) is larger than \(NumberFormat.document(DocumentNumber.limit)) in magnitude")
        }
        return number
    }

    static func numbers(_ value: JSONValue, count: Int, nullable: Bool, what: String,
                        nonNegative: Bool = false) throws(ReadError) -> [Double?] {
        guard case .array(let elements, _) = value, elements.count == count else {
            throw ReadError(message: "\(what) must be an array of \(count) numbers\(nullable ? " (or null)" : ""), found \(value.kind == "an array" ? "an array of \(value.arrayCount)" : value.kind)")
        }
        var result: [Double?] = []
        for element in elements {
            if case .null = element, nullable { result.append(nil); continue }
            let number = try Self.number(element, what: what)
            if nonNegative, number < 0 { throw ReadError(message: "\(what) has a negative value \(NumberFormat.document(number))") }
            result.append(number)
        }
        return result
    }

    static func priorities(_ value: JSONValue, what: String) throws(ReadError) -> [Double] {
        let values = try numbers(value, count: 2, nullable: false, what: what).map { $0! }
        for p in values where !(p > 0 && p <= 1000) {
            throw ReadError(message: "\(what) priority \(NumberFormat.document(p)) is outside (0, 1000]")
        }
        return values
    }

    static func insets(_ value: JSONValue, what: String) throws(ReadError) -> LayoutSnapshot.Insets {
        let v = try numbers(value, count: 4, nullable: false, what: what).map { $0! }
        return LayoutSnapshot.Insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

extension JSONValue {
    var arrayCount: Int { if case .array(let elements, _) = self { return elements.count } else { return 0 } }
}

extension DocumentReader {
    /// Letters, digits, `_` and `-`: the characters of ids.
    static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): return true
        default: return false
        }
    }
}
