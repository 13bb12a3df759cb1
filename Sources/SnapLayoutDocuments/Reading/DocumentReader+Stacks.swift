import SnapLayoutModel

/// Stack views in documents (contract v1.1, `stack-views.md` section 2): a view with
/// `"kind": "stack"`, its keys, and `hidden` / `multilineText` on the views of a document that has
/// a stack. A document without a stack reads exactly as in contract v1: these keys are unknown.
extension DocumentReader {
    /// A stack view's keys as written: `arranged` and `customSpacing` name views by id, which are
    /// resolved once every view is read and parents are linked (a child may come before its parent).
    struct PendingStack {
        /// The stack's settings; `arranged` and `customSpacing` are still empty.
        var stack: LayoutSnapshot.Stack
        /// The arranged views' ids, in order.
        var arranged: [String]
        /// `customSpacing` in document order: an id and the spacing after that view.
        var customSpacing: [(id: String, spacing: LayoutSnapshot.StackSpacing)]
    }

    /// The keys only a stack view may have.
    static let stackKeys = ["axis", "distribution", "alignment", "spacing", "customSpacing",
                            "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "arranged"]
    /// The keys any view may have in a document that has a stack.
    static let stackDocumentViewKeys = ["hidden", "multilineText"]
    /// The keys of a view that is not a stack, in a document that has a stack.
    static let viewKeysWithStacks = viewKeys + stackDocumentViewKeys
    /// The keys of a stack view.
    static let stackViewKeys = viewKeys + stackDocumentViewKeys + stackKeys

    static let axes: [(String, LayoutAxis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
    static let distributions: [(String, StackDistribution)] = StackDistribution.allCases.map { ($0.rawValue, $0) }
    static let alignments: [(String, StackAlignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline), ("center", .center),
        ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
    ]

    /// Whether a view's members say `"kind": "stack"`.
    static func isStackView(_ members: [JSONMember]) -> Bool {
        if case .string("stack", _)? = member(members, "kind") { return true }
        return false
    }

    /// Whether any element of `views` is a stack view.
    static func containsStack(_ views: [JSONValue]) -> Bool {
        views.contains { view in
            guard case .object(let members, _) = view else { return false }
            return isStackView(members)
        }
    }

    // MARK: reading a view

    /// `hidden`, `multilineText` and, on a stack view, the stack's own keys.
    mutating func readStackDocumentKeys(_ members: [JSONMember], index: Int, isStack: Bool,
                                        into item: inout LayoutSnapshot.Item) throws(ReadError) {
        if let v = Self.member(members, "hidden") {
            item.isHidden = try Self.flag(v, what: "hidden")
            hiddenKeyViews.append(index)
        }
        if let v = Self.member(members, "multilineText") { item.isMultilineText = try Self.flag(v, what: "multilineText") }
        if isStack { pendingStacks.append(try Self.readStack(members, view: index)) }
    }

    /// A stack view's keys, with UIStackView's defaults for the ones not given.
    static func readStack(_ members: [JSONMember], view: Int) throws(ReadError) -> PendingStack {
        var stack = LayoutSnapshot.Stack(view: view)
        func value(_ key: String) -> JSONValue? { member(members, key) }
        if let v = value("axis") { stack.axis = try choice(v, what: "axis", among: axes) }
        if let v = value("distribution") { stack.distribution = try choice(v, what: "distribution", among: distributions) }
        if let v = value("alignment") { stack.alignment = try choice(v, what: "alignment", among: alignments) }
        if let v = value("spacing") { stack.spacing = try spacing(v, what: "spacing") }
        let custom = try value("customSpacing").map { v throws(ReadError) in try customSpacing(v) } ?? []
        if let v = value("baselineRelativeArrangement") {
            stack.isBaselineRelativeArrangement = try flag(v, what: "baselineRelativeArrangement")
        }
        if let v = value("layoutMarginsRelativeArrangement") {
            stack.isLayoutMarginsRelativeArrangement = try flag(v, what: "layoutMarginsRelativeArrangement")
        }
        let arranged = try value("arranged").map { v throws(ReadError) in try arrangedIDs(v) } ?? []
        return PendingStack(stack: stack, arranged: arranged, customSpacing: custom)
    }

    /// One of `options` by name; the error lists every name.
    static func choice<Value>(_ value: JSONValue, what: String, among options: [(String, Value)]) throws(ReadError) -> Value {
        if case .string(let text, _) = value, let found = options.first(where: { $0.0 == text }) { return found.1 }
        let names = options.map { "\"\($0.0)\"" }
        let list = names.dropLast().joined(separator: ", ") + " or " + names.last!
        throw ReadError(message: "\(what) must be \(list), found \(describe(value))")
    }

    /// A number (negative overlaps) or `"system"`.
    static func spacing(_ value: JSONValue, what: String) throws(ReadError) -> LayoutSnapshot.StackSpacing {
        switch value {
        case .string("system", _): return .system
        case .number: return .points(try number(value, what: what))
        default: throw ReadError(message: "\(what) must be a number or \"system\", found \(describe(value))")
        }
    }

    static func customSpacing(_ value: JSONValue) throws(ReadError) -> [(id: String, spacing: LayoutSnapshot.StackSpacing)] {
        guard case .object(let members, _) = value else {
            throw ReadError(message: "customSpacing must be an object of arranged ids and spacings, found \(value.kind)")
        }
        var result: [(id: String, spacing: LayoutSnapshot.StackSpacing)] = []
        for member in members {
            result.append((member.key, try spacing(member.value, what: "customSpacing '\(MessageText.quoted(member.key))'")))
        }
        return result
    }

    static func arrangedIDs(_ value: JSONValue) throws(ReadError) -> [String] {
        guard case .array(let elements, _) = value else {
            throw ReadError(message: "arranged must be an array of view ids, found \(value.kind)")
        }
        var ids: [String] = []
        for (position, element) in elements.enumerated() {
            guard case .string(let id, _) = element else {
                throw ReadError(message: "arranged[\(position)] must be a view id (a string), found \(element.kind)")
            }
            ids.append(id)
        }
        return ids
    }

    // MARK: resolving, once parents are linked

    /// Every stack with its arranged views and custom spacings by item index, outer stacks first;
    /// checks that only arranged views are `hidden`.
    func resolveStacks() throws(ReadError) -> [LayoutSnapshot.Stack] {
        var stacks: [Int: LayoutSnapshot.Stack] = [:]
        var arrangedViews = Set<Int>()
        for pending in pendingStacks {
            let name = "view '\(MessageText.quoted(items[pending.stack.view].id))'"
            do throws(ReadError) {
                let stack = try resolve(pending)
                arrangedViews.formUnion(stack.arranged)
                stacks[stack.view] = stack
            } catch {
                throw ReadError(message: "\(name): \(error.message)")
            }
        }
        if let view = hiddenKeyViews.first(where: { !arrangedViews.contains($0) }) {
            let id = MessageText.quoted(items[view].id)
            throw ReadError(message: "view '\(id)': hidden is allowed only on an arranged view, and no stack arranges '\(id)'")
        }
        return inPreorder(stacks)
    }

    private func resolve(_ pending: PendingStack) throws(ReadError) -> LayoutSnapshot.Stack {
        var stack = pending.stack
        var positions: [Int: Int] = [:]
        for (position, id) in pending.arranged.enumerated() {
            let view = try arrangedView(id, of: stack.view)
            if let previous = positions[view] {
                throw ReadError(message: "arranged lists '\(MessageText.quoted(id))' twice (at \(previous) and \(position))")
            }
            positions[view] = position
            stack.arranged.append(view)
        }
        for (id, spacing) in pending.customSpacing {
            guard let view = ids[id], positions[view] != nil else {
                throw ReadError(message: "customSpacing names '\(MessageText.quoted(id))', which is not an arranged view of '\(MessageText.quoted(items[stack.view].id))'")
            }
            stack.customSpacing[view] = spacing
        }
        return stack
    }

    /// The item index of the arranged view `id`: a view of the document, a view and not a guide, a
    /// child of the stack at `stackIndex`.
    private func arrangedView(_ id: String, of stackIndex: Int) throws(ReadError) -> Int {
        let quoted = MessageText.quoted(id)
        guard let view = ids[id] else { throw ReadError(message: "arranged view '\(quoted)' is not a view of the document") }
        guard items[view].kind == .view else {
            throw ReadError(message: "arranged view '\(quoted)' is a guide; only views can be arranged")
        }
        guard items[view].parent == stackIndex else {
            let reason: String
            if view == stackIndex {
                reason = "it is the stack itself"
            } else if let parent = items[view].parent {
                reason = "its parent is '\(MessageText.quoted(items[parent].id))'"
            } else {
                reason = "it is the root"
            }
            throw ReadError(message: "arranged view '\(quoted)' is not a child of '\(MessageText.quoted(items[stackIndex].id))' (\(reason))")
        }
        return view
    }

    /// The stacks in tree preorder of their views, siblings in document order: a stack before the
    /// stacks inside it (the order of their generated constraints in conflicts).
    private func inPreorder(_ stacks: [Int: LayoutSnapshot.Stack]) -> [LayoutSnapshot.Stack] {
        guard !stacks.isEmpty, let root = items.firstIndex(where: { $0.parent == nil }) else { return [] }
        var children = [[Int]](filled: [], count: items.count)
        for (index, item) in items.enumerated() {
            if let parent = item.parent { children[parent].append(index) }
        }
        var ordered: [LayoutSnapshot.Stack] = []
        var pending = [root]
        while let node = pending.popLast() {
            if let stack = stacks[node] { ordered.append(stack) }
            pending.append(contentsOf: children[node].reversed())
        }
        return ordered
    }
}
