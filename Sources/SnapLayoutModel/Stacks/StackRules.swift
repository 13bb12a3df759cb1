/// The constraints one stack view generates (contract v1.1, sections 4 and 5), in conflict order.
struct StackRules {
    typealias Anchor = LayoutSnapshot.Anchor

    let stack: LayoutSnapshot.Stack
    let snapshot: LayoutSnapshot
    let baselines: StackBaselines
    let geometry: StackGeometry
    /// The arranged views, in order (`items` in the contract).
    let arranged: [Int]
    /// The arranged views that are not hidden.
    let visible: [Int]
    /// The item index the first internal guide of this stack gets.
    let firstInternalItem: Int
    /// The internal guides made so far.
    var internalItems: [LayoutSnapshot.Item] = []
    /// The generated constraints so far.
    var output: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)] = []

    init(stack: LayoutSnapshot.Stack, snapshot: LayoutSnapshot, baselines: StackBaselines, firstInternalItem: Int) {
        self.stack = stack
        self.snapshot = snapshot
        self.baselines = baselines
        self.geometry = StackGeometry(axis: stack.axis)
        self.arranged = stack.arranged
        self.visible = stack.arranged.filter { !snapshot.items[$0].isHidden }
        self.firstInternalItem = firstInternalItem
    }

    /// Generates everything: along the axis (section 4), then across it (section 5).
    mutating func generate() {
        let orderingSpanner = visible.isEmpty ? makeGuide("UISV-ordering-spanner") : nil
        connectCanvasAlongAxis(orderingSpanner)
        spaceVisibleViews()
        collapseHiddenViews(orderingSpanner)
        distribute()
        disambiguateTextWidths()
        align()
    }

    // MARK: building blocks

    var id: String { snapshot.items[stack.view].id }

    func anchor(_ item: Int, _ attribute: LayoutAttribute) -> Anchor {
        if attribute == .firstBaseline || attribute == .lastBaseline { return baselines.anchor(item, attribute) }
        return Anchor(item: item, attribute: attribute)
    }

    /// The canvas: the stack's edges, or its margins guide when margins-relative.
    func canvas(_ attribute: LayoutAttribute) -> Anchor {
        stack.isLayoutMarginsRelativeArrangement
            ? Anchor(item: stack.view, guide: .margins, attribute: attribute)
            : Anchor(item: stack.view, attribute: attribute)
    }

    /// The stack's own edges or size (fit constraints always use them).
    func view(_ attribute: LayoutAttribute) -> Anchor { Anchor(item: stack.view, attribute: attribute) }

    func itemId(_ item: Int) -> String { snapshot.items[item].id }

    mutating func add(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
                      constant: Double = 0, priority: Double = 1000, _ kind: StackConstraint.Kind, _ details: [String]) {
        let constraint = LayoutSnapshot.Constraint(first: first, relation: relation, second: second,
                                                   multiplier: multiplier, constant: constant, priority: priority)
        output.append((constraint, StackConstraint(stack: id, kind: kind, details: details)))
    }

    /// A new internal guide owned by the stack; its item index.
    mutating func makeGuide(_ name: String) -> Int {
        let index = firstInternalItem + internalItems.count
        internalItems.append(LayoutSnapshot.Item(
            id: "\(id).\(name)", parent: stack.view, kind: .guide,
            layoutDirection: snapshot.items[stack.view].layoutDirection))
        return index
    }
}
