import SnapLayoutModel

/// A list built of UIStackViews, and the same list without stacks: for timing what stack views
/// cost against the constraints they stand for (`stack-timing`, `docs/performance.md`, "Stack
/// views (issue 18)").
///
/// The list is a vertical stack (fill, spacing 8) pinned to the root's sides and top; each row a
/// horizontal stack of views with intrinsic sizes (hugging priorities distinct within a row, so
/// that no frame is ambiguous), in six kinds by row index:
/// - 0, 1, 3: a cell, centred: icon 40×40, title, detail, badge (the badge hidden every 7th row,
///   the icon every 11th; row kind 0's title and detail are wrapping text, which adds
///   `UISV-text-width-disambiguation`);
/// - 2: a row one level deeper, centred: icon 56×56, a vertical stack (leading, spacing 2) of a
///   title and a subtitle, a chevron;
/// - 4: a value row aligned on first baselines, system spacing: label, value, unit;
/// - 5: a button bar, fillEqually: three buttons 44 high.
public enum StackFamily: String, CaseIterable, Sendable {
    /// The rows and the list as stack views (`LayoutSnapshot.stacks`).
    case stackViews = "stack-views"
    /// The same layout with exactly the constraints the stacks generate written as ordinary
    /// constraints, first and in the order the stacks generate them, and the stacks' internal
    /// guides (alignment spanners) as guides at the end: no stacks. Its linear system has the
    /// same rows (up to their sources) and stays as `stackViews`'.
    case stackConstraints = "stack-constraints"

    /// A layout of about `count` views (stacks counted, internal guides not).
    public func snapshot(count: Int) -> LayoutSnapshot {
        var builder = StackListBuilder()
        builder.list(count)
        switch self {
        case .stackViews: return builder.snapshot
        case .stackConstraints: return StackListBuilder.writtenOut(builder.snapshot)
        }
    }
}

/// Builds the stacked list, and writes stacks out as constraints.
struct StackListBuilder {
    var base = SnapshotBuilder()
    var snapshot: LayoutSnapshot { base.snapshot }
    /// The index in `snapshot.stacks` of each stack view's stack.
    var stackIndex: [Int: Int] = [:]

    mutating func stack(_ parent: Int, axis: LayoutAxis, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                        spacing: LayoutSnapshot.StackSpacing) -> Int {
        let view = base.view(parent)
        base.snapshot.items[view].margins = .zero
        stackIndex[view] = base.snapshot.stacks.count
        base.snapshot.stacks.append(LayoutSnapshot.Stack(view: view, axis: axis, distribution: distribution, alignment: alignment, spacing: spacing))
        return view
    }

    /// Adds a view to the stack at `stack` and arranges it.
    mutating func arranged(_ stack: Int, intrinsic: (Double, Double), baseline: (Double, Double)? = nil,
                           hidden: Bool = false, text: Bool = false) -> Int {
        let view = base.view(stack, intrinsic: intrinsic)
        base.snapshot.items[view].firstBaseline = baseline?.0
        base.snapshot.items[view].lastBaseline = baseline?.1
        base.snapshot.items[view].isHidden = hidden
        base.snapshot.items[view].isMultilineText = text
        arrange(view, in: stack)
        return view
    }

    mutating func arrange(_ view: Int, in stack: Int) {
        base.snapshot.stacks[stackIndex[stack]!].arranged.append(view)
    }

    mutating func list(_ count: Int) {
        base.snapshot.rootWidth = 375
        base.snapshot.rootHeight = 812
        let list = stack(0, axis: .vertical, spacing: .points(8))
        base.add(list, .leading, .equal, 0, .leading, 16)
        base.add(list, .trailing, .equal, 0, .trailing, -16)
        base.add(list, .top, .equal, 0, .top, 20)
        var i = 0
        while base.snapshot.items.count < count {
            let width = Double(40 + (i * 37) % 160)
            switch i % 6 {
            case 0, 1, 3:
                let row = stack(list, axis: .horizontal, alignment: .center, spacing: .points(8))
                arrange(row, in: list)
                let icon = arranged(row, intrinsic: (40, 40), hidden: i % 11 == 5)
                base.snapshot.items[icon].hugging = .init(252, 251)
                _ = arranged(row, intrinsic: (width, 21), baseline: (17, 4), text: i % 6 == 0)
                let detail = arranged(row, intrinsic: (Double(30 + (i * 13) % 90), 17), baseline: (13, 4), text: i % 6 == 0)
                base.snapshot.items[detail].hugging = .init(251, 250)
                base.snapshot.items[detail].compressionResistance = .init(749, 750)
                let badge = arranged(row, intrinsic: (24, 24), hidden: i % 7 == 3)
                base.snapshot.items[badge].hugging = .init(253, 251)
            case 2:
                let row = stack(list, axis: .horizontal, alignment: .center, spacing: .points(12))
                arrange(row, in: list)
                _ = arranged(row, intrinsic: (56, 56))
                let texts = stack(row, axis: .vertical, alignment: .leading, spacing: .points(2))
                arrange(texts, in: row)
                _ = arranged(texts, intrinsic: (width, 21), baseline: (17, 4), text: true)
                _ = arranged(texts, intrinsic: (Double(60 + (i * 29) % 200), 17), baseline: (13, 4), text: true)
                let chevron = arranged(row, intrinsic: (8, 13))
                base.snapshot.items[chevron].hugging = .init(251, 251)
            case 4:
                let row = stack(list, axis: .horizontal, alignment: .firstBaseline, spacing: .system)
                arrange(row, in: list)
                _ = arranged(row, intrinsic: (width, 21), baseline: (17, 4))
                let value = arranged(row, intrinsic: (Double(20 + (i * 7) % 60), 28), baseline: (22, 6))
                base.snapshot.items[value].hugging = .init(251, 250)
                let unit = arranged(row, intrinsic: (20, 12), baseline: (9, 3))
                base.snapshot.items[unit].hugging = .init(252, 250)
            default:
                let row = stack(list, axis: .horizontal, distribution: .fillEqually, spacing: .points(8))
                arrange(row, in: list)
                for b in 0..<3 { _ = arranged(row, intrinsic: (Double(60 + (i + b * 17) % 40), 44)) }
            }
            i += 1
        }
    }

    /// `snapshot` with its stacks written out: the constraints and guides each stack generates
    /// (contract v1.1 sections 4-5, for what this family uses: fill and fillEqually, every
    /// alignment, numeric and system spacing, hidden views, wrapping text; no margins-relative or
    /// baseline-relative arrangement, baselines only on views), first, in expansion order; then
    /// the snapshot's own constraints. Hidden and text flags are cleared (they mean nothing
    /// without a stack).
    static func writtenOut(_ snapshot: LayoutSnapshot) -> LayoutSnapshot {
        var result = snapshot
        var generated: [LayoutSnapshot.Constraint] = []
        var guides: [LayoutSnapshot.Item] = []
        let stacks = Dictionary(uniqueKeysWithValues: snapshot.stacks.map { ($0.view, $0) })
        for stack in snapshot.stacks where !stack.arranged.isEmpty {
            var rules = WrittenOutStack(stack: stack, snapshot: snapshot, stacks: stacks, firstGuide: snapshot.items.count + guides.count)
            rules.generate()
            generated += rules.constraints
            guides += rules.guides
        }
        result.items += guides
        for index in result.items.indices {
            result.items[index].isHidden = false
            result.items[index].isMultilineText = false
        }
        result.constraints = generated + snapshot.constraints
        result.stacks = []
        return result
    }
}

/// One stack's generated constraints, as ordinary constraints, in the order the model's stack
/// rules make them (checked by `stack-timing`: the two linear systems have the same rows).
private struct WrittenOutStack {
    typealias Anchor = LayoutSnapshot.Anchor
    let stack: LayoutSnapshot.Stack
    let snapshot: LayoutSnapshot
    let stacks: [Int: LayoutSnapshot.Stack]
    let firstGuide: Int
    let visible: [Int]
    let lead: LayoutAttribute, trail: LayoutAttribute, size: LayoutAttribute
    let top: LayoutAttribute, bottom: LayoutAttribute, center2: LayoutAttribute, size2: LayoutAttribute
    var constraints: [LayoutSnapshot.Constraint] = []
    var guides: [LayoutSnapshot.Item] = []

    init(stack: LayoutSnapshot.Stack, snapshot: LayoutSnapshot, stacks: [Int: LayoutSnapshot.Stack], firstGuide: Int) {
        precondition([.fill, .fillEqually].contains(stack.distribution) && !stack.isLayoutMarginsRelativeArrangement
                     && !stack.isBaselineRelativeArrangement, "StackFamily writes out only what it uses")
        self.stack = stack
        self.snapshot = snapshot
        self.stacks = stacks
        self.firstGuide = firstGuide
        visible = stack.arranged.filter { !snapshot.items[$0].isHidden }
        if stack.axis == .horizontal {
            (lead, trail, size, top, bottom, center2, size2) = (.leading, .trailing, .width, .top, .bottom, .centerY, .height)
        } else {
            (lead, trail, size, top, bottom, center2, size2) = (.top, .bottom, .height, .leading, .trailing, .centerX, .width)
        }
    }

    func anchor(_ item: Int, _ attribute: LayoutAttribute) -> Anchor {
        precondition(!(attribute == .firstBaseline || attribute == .lastBaseline) || stacks[item] == nil)
        return Anchor(item: item, attribute: attribute)
    }

    mutating func add(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
                      constant: Double = 0, priority: Double = 1000) {
        constraints.append(LayoutSnapshot.Constraint(first: first, relation: relation, second: second,
                                                     multiplier: multiplier, constant: constant, priority: priority))
    }

    mutating func makeGuide(_ name: String) -> Int {
        let id = snapshot.items[stack.view].id
        // Named as the stack's own guides, with "-" for "." (document ids have no dots).
        guides.append(LayoutSnapshot.Item(id: "\(id)-\(name)", parent: stack.view, kind: .guide,
                                          layoutDirection: snapshot.items[stack.view].layoutDirection))
        return firstGuide + guides.count - 1
    }

    var topWeak: Bool { [.trailing, .center, .firstBaseline, .lastBaseline].contains(stack.alignment) }
    var bottomWeak: Bool { [.leading, .center, .firstBaseline, .lastBaseline].contains(stack.alignment) }

    mutating func generate() {
        let view = stack.view
        let ordering = visible.isEmpty ? makeGuide("UISV-ordering-spanner") : nil
        // 4.1 canvas connection
        if let first = visible.first, let last = visible.last {
            add(anchor(view, lead), .equal, anchor(first, lead))
            add(anchor(view, trail), .equal, anchor(last, trail))
        } else if let spanner = ordering {
            add(anchor(view, lead), .equal, anchor(spanner, lead))
            add(anchor(view, trail), .equal, anchor(spanner, trail))
        }
        // 4.2 spacing (strict: fill and fillEqually)
        for (a, b) in zip(visible, visible.dropFirst()) {
            add(anchor(b, lead), .equal, anchor(a, trail), constant: stack.gap(after: a).value)
        }
        // 4.3 hidden views
        for (position, h) in stack.arranged.enumerated() where snapshot.items[h].isHidden {
            add(anchor(h, size), .equal, nil, priority: 999.999)
            let before = stack.arranged[..<position].last { !snapshot.items[$0].isHidden }
            let after = stack.arranged[(position + 1)...].contains { !snapshot.items[$0].isHidden }
            if let a = before {
                add(anchor(h, lead), .equal, anchor(a, trail), constant: after ? stack.gap(after: a).value / 2 : 0, priority: 50)
            } else if let f = visible.first {
                add(anchor(f, lead), .equal, anchor(h, trail), priority: 50)
            } else if let spanner = ordering {
                add(anchor(h, lead), .equal, anchor(spanner, trail), priority: 50)
            }
        }
        // 4.4 fillEqually
        if stack.distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { add(anchor(v, size), .equal, anchor(first, size)) }
        }
        // 4.7 wrapping text
        if stack.axis == .horizontal, stack.distribution == .fill {
            let candidates = visible.filter(isText)
            let k = Double(candidates.count)
            if candidates.count >= 2 {
                let raw = stack.spacing.raw
                for (j, v) in candidates.enumerated() {
                    add(anchor(v, .width), .lessThanOrEqual, anchor(view, .width), multiplier: 1 / k,
                        constant: -raw * (k - 1) / k, priority: 950 + Double(j) * min(25 / k, 1))
                }
            }
        }
        align()
    }

    func isText(_ item: Int) -> Bool {
        if snapshot.items[item].isMultilineText { return true }
        guard let inner = stacks[item] else { return false }
        return inner.arranged.contains { !snapshot.items[$0].isHidden && isText($0) }
    }

    /// Section 5.
    mutating func align() {
        let view = stack.view
        let r = visible.first ?? stack.arranged[0]
        let attributes: [LayoutAttribute]
        switch stack.alignment {
        case .fill: attributes = [bottom, top]
        case .leading: attributes = [top]
        case .trailing: attributes = [bottom]
        case .center: attributes = [center2]
        case .firstBaseline: attributes = stack.axis == .horizontal ? [.firstBaseline] : []
        case .lastBaseline: attributes = stack.axis == .horizontal ? [.lastBaseline] : []
        }
        for v in stack.arranged where v != r {
            for attribute in attributes {
                var used = attribute
                let item = snapshot.items[v]
                if attribute == .firstBaseline || attribute == .lastBaseline, item.firstBaseline == nil, item.lastBaseline == nil {
                    used = attribute == .firstBaseline ? .top : .bottom
                }
                add(anchor(r, used), .equal, anchor(v, used))
            }
        }
        let spanner = visible.isEmpty || (stack.arranged.count > 1 && stack.alignment != .fill) ? makeGuide("UISV-alignment-spanner") : nil
        if let spanner {
            if stack.alignment != .fill { add(anchor(spanner, size2), .equal, nil, priority: 51) }
            for v in visible {
                add(anchor(spanner, top), topWeak ? .lessThanOrEqual : .equal, anchor(v, top), priority: topWeak ? 1000 : 999.5)
                add(anchor(spanner, bottom), bottomWeak ? .greaterThanOrEqual : .equal, anchor(v, bottom), priority: bottomWeak ? 1000 : 999.5)
            }
        }
        var weak = false
        if let spanner {
            let rr = visible.isEmpty ? spanner : r
            let horizontal = stack.axis == .horizontal
            switch stack.alignment {
            case .firstBaseline where horizontal:
                add(anchor(view, top), .lessThanOrEqual, anchor(rr, top))
                add(anchor(view, bottom), .equal, anchor(spanner, bottom))
                weak = true
            case .lastBaseline where horizontal:
                add(anchor(view, top), .equal, anchor(spanner, top))
                add(anchor(view, bottom), .greaterThanOrEqual, anchor(rr, bottom))
                weak = true
            case .leading, .firstBaseline:
                add(anchor(view, top), .equal, anchor(rr, top))
                add(anchor(view, bottom), .equal, anchor(spanner, bottom))
            case .trailing, .lastBaseline:
                add(anchor(view, top), .equal, anchor(spanner, top))
                add(anchor(view, bottom), .equal, anchor(rr, bottom))
            case .fill, .center:
                add(anchor(view, top), .equal, anchor(spanner, top))
                add(anchor(view, bottom), .equal, anchor(spanner, bottom))
                if stack.alignment == .center { add(anchor(view, center2), .equal, anchor(rr, center2)) }
            }
        } else {
            add(anchor(view, top), topWeak ? .lessThanOrEqual : .equal, anchor(r, top))
            add(anchor(view, bottom), bottomWeak ? .greaterThanOrEqual : .equal, anchor(r, bottom))
            if stack.alignment == .center { add(anchor(view, center2), .equal, anchor(r, center2)) }
            weak = topWeak || bottomWeak
        }
        if stack.alignment != .fill {
            for v in stack.arranged { add(anchor(v, size2), .equal, nil, priority: 25) }
        }
        if weak { add(anchor(view, size2), .equal, nil, priority: 49) }
    }
}
