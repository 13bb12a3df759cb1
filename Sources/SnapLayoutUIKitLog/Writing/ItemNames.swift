/// How a report names a dump's items to a person: by class where no other item of the dump has it
/// (`UILabel`), with the address where one does (`UILabel:0x7f8`), by accessibility identifier or
/// label where the dump gives one, and an unnamed `|` as `the superview of UILabel`.
struct ItemNames {
    private var names: [String: String] = [:]

    /// The names for `dump`'s items.
    init(_ dump: ConstraintDump) {
        var items: [String: LoggedItem] = [:]
        for constraint in dump.constraints {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) where items[anchor.item.key] == nil {
                items[anchor.item.key] = anchor.item
            }
        }
        let classCounts = Dictionary(grouping: items.values.compactMap(\.className), by: { $0 }).mapValues(\.count)
        let titled = Dictionary(grouping: items.values.compactMap { item in item.text.map { "\(item.className ?? "") \($0)" } },
                                by: { $0 }).mapValues(\.count)
        for (key, item) in items {
            let title = item.text.map { "\(item.className ?? "") \($0)" }
            if let name = item.name, item.className == nil || item.address == nil {
                names[key] = name
            } else if let className = item.className, classCounts[className] == 1 {
                names[key] = item.isLayoutGuide ? item.text ?? className : className
            } else if let title, let text = item.text, titled[title] == 1 {
                names[key] = item.isLayoutGuide ? text : "\(item.className ?? "") '\(text)'"
            } else {
                names[key] = item.printed
            }
        }
        for (key, item) in items where key.hasPrefix("superview of ") {
            let child = String(key.dropFirst("superview of ".count))
            names[key] = "the superview of " + (names[child] ?? item.printed)
        }
    }

    /// The name of `item`.
    func name(_ item: LoggedItem) -> String { names[item.key] ?? item.printed }
}
