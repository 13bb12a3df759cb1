import SnapLayoutModel

/// The views and guides of a dump, told apart by address, and the part of the view tree the dump
/// shows: a visual-format line's `|` is the superview of the view beside it, an autoresizing
/// constraint relates a view to its superview, a margin or safe-area guide belongs to the view its
/// `UIView-…-guide-constraint` names. Views whose superview the dump does not show hang from an
/// unnamed window (the snapshot's root).
struct ItemTable {
    /// The root's id in the snapshot.
    static let rootID = "window"

    /// The items' keys in the order the dump first names them; item `k` is snapshot item `k + 1`.
    private(set) var keys: [String] = []
    /// Each key's item, as first printed.
    private(set) var items: [String: LoggedItem] = [:]
    /// Each subview's superview (or guide's owner), by key.
    private(set) var parents: [String: String] = [:]
    /// The layout-margins guide the dump shows for a view, by the view's key.
    private(set) var marginGuides: [String: String] = [:]
    /// What the tree could not be read as.
    private(set) var notes: [String] = []

    /// The items of `constraints` and the tree they show.
    init(_ constraints: [LoggedConstraint]) {
        for constraint in constraints {
            add(constraint.first.item)
            if let second = constraint.second { add(second.item) }
            // The superview '|' stands for in a mask's position alone, named only in `names:`.
            if let hint = constraint.parentHint { add(hint.parent) }
        }
        for constraint in constraints {
            if let hint = constraint.parentHint ?? Self.guideOwner(constraint) { assign(hint.child, to: hint.parent) }
        }
        for key in keys where items[key]?.text == "UIViewLayoutMarginsGuide" {
            if let owner = parents[key] {
                marginGuides[owner] = key
            } else if let guide = items[key] {
                notes.append("the dump does not say whose margins \(guide.printed) is: it is read as a free rectangle")
            }
        }
        let sharedNames = Dictionary(grouping: items.values.filter { $0.name != nil && $0.address != nil }, by: { $0.name! })
            .filter { Set($0.value.map(\.key)).count > 1 }
        for (name, shared) in sharedNames.sorted(by: { $0.key < $1.key }) {
            notes.append("'\(name)' names \(shared.count) views (\(shared.compactMap(\.address).sorted().joined(separator: ", "))): which is which is a guess")
        }
    }

    /// The snapshot index of the item `key`.
    func index(of key: String) -> Int { (keys.firstIndex(of: key) ?? -1) + 1 }

    /// Whether the dump shows `ancestor` containing `key`.
    func contains(_ ancestor: String, _ key: String) -> Bool {
        var current = parents[key]
        var steps = 0
        while let node = current, steps <= keys.count {
            if node == ancestor { return true }
            current = parents[node]
            steps += 1
        }
        return false
    }

    /// The snapshot's items: the window, then each item under its superview (or the window).
    func snapshotItems() -> [LayoutSnapshot.Item] {
        var used: Set<String> = [Self.rootID]
        var snapshotItems = [LayoutSnapshot.Item(id: Self.rootID, parent: nil)]
        for key in keys {
            let item = items[key]!
            var id = item.printed
            var suffix = 2
            while used.contains(id) {
                id = "\(item.printed) (\(suffix))"
                suffix += 1
            }
            used.insert(id)
            snapshotItems.append(LayoutSnapshot.Item(id: id, parent: parents[key].map(index(of:)) ?? 0,
                                                     kind: item.isLayoutGuide ? .guide : .view))
        }
        return snapshotItems
    }

    /// A margin or safe-area guide and its view, from UIKit's constraint between them
    /// (`UIView-leftMargin-guide-constraint`, `UIViewSafeAreaLayoutGuide-top`) in equation form.
    private static func guideOwner(_ constraint: LoggedConstraint) -> ParentHint? {
        guard let identifier = constraint.identifier, let second = constraint.second,
              identifier.hasSuffix("-guide-constraint") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") else { return nil }
        let (first, other) = (constraint.first.item, second.item)
        if first.isLayoutGuide, !other.isLayoutGuide { return ParentHint(child: first, parent: other) }
        if other.isLayoutGuide, !first.isLayoutGuide { return ParentHint(child: other, parent: first) }
        return nil
    }

    private mutating func add(_ item: LoggedItem) {
        guard items[item.key] == nil else { return }
        items[item.key] = item
        keys.append(item.key)
    }

    /// Records `parent` as `child`'s superview, unless the dump already gave it another, the
    /// parent is a guide, or it would close a cycle.
    private mutating func assign(_ child: LoggedItem, to parent: LoggedItem) {
        guard child.key != parent.key, items[child.key] != nil, items[parent.key] != nil else { return }
        if items[parent.key]?.isLayoutGuide == true {
            notes.append("\(parent.printed) is a layout guide: it cannot be the superview of \(child.printed)")
            return
        }
        if let existing = parents[child.key] {
            if existing != parent.key {
                notes.append("the dump shows \(child.printed) in two superviews (\(items[existing]!.printed) and \(parent.printed)): it is read in the first")
            }
            return
        }
        guard parent.key != child.key, !contains(child.key, parent.key) else {
            notes.append("\(child.printed) and \(parent.printed) would contain each other: \(child.printed) is read in the window")
            return
        }
        parents[child.key] = parent.key
    }
}
