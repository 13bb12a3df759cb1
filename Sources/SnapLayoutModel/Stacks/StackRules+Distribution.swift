/// Along the axis: the distributions and multi-line text (contract v1.1, 4.4 to 4.7).
extension StackRules {
    /// The size constraints of the distribution.
    mutating func distribute() {
        switch stack.distribution {
        case .fill: break
        case .fillEqually: fillEqually()
        case .fillProportionally: fillProportionally()
        case .equalSpacing, .equalCentering: distributeGaps()
        }
    }

    /// `UISV-fill-equally`: every visible view as long as the first (4.4).
    mutating func fillEqually() {
        guard let first = visible.first else { return }
        for v in visible.dropFirst() {
            add(anchor(v, geometry.size), .equal, anchor(first, geometry.size), .fillEqually, [itemId(v)])
        }
    }

    /// The canvas's size along the axis: the margins guide's when margins-relative.
    var canvasSize: Anchor { canvas(geometry.size) }

    /// A view's intrinsic length along the axis; none counts 0 (contract v1.1, 11.4).
    func proportionalLength(_ v: Int) -> Double { max(snapshot.items[v].intrinsicSize[stack.axis] ?? 0, 0) }

    /// `UISV-fill-proportionally` (4.5): sizes in proportion to intrinsic lengths, including
    /// UIKit's spacing term in the denominator.
    mutating func fillProportionally() {
        let raw = stack.spacing.raw
        let denominator = visible.map(proportionalLength).reduce(0, +) + raw * Double(visible.count - 1)
        guard denominator > max(raw * Double(arranged.count - 1), 1) else { return fillEqually() }
        for v in visible {
            let multiplier = proportionalLength(v) / denominator
            if multiplier <= 0 {
                add(anchor(v, geometry.size), .equal, nil, .fillProportionally, [itemId(v)])
                continue
            }
            let index = arranged.firstIndex(of: v)!
            let priority = multiplier == 1 ? 1000 : max(999 - Double(index), 751)
            add(anchor(v, geometry.size), .equal, canvasSize, multiplier: multiplier, priority: priority,
                .fillProportionally, [itemId(v)])
        }
    }

    /// equalSpacing / equalCentering (4.6): a gap guide between each pair of visible views, the
    /// gaps equal, and the stack pulled to its smallest size.
    mutating func distributeGaps() {
        var firstGap: Int?
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = makeGuide("UISV-distributing.\(itemId(a)).\(itemId(b))")
            let (lead, trail) = gapEnds(a, b)
            add(anchor(gap, geometry.lead), .equal, lead, .distributingEdge, [itemId(a), itemId(b), "leading"])
            add(anchor(gap, geometry.trail), .equal, trail, .distributingEdge, [itemId(a), itemId(b), "trailing"])
            guard let first = firstGap else { firstGap = gap; continue }
            let index = Double(arranged.firstIndex(of: a)!)
            let priority = stack.distribution == .equalSpacing ? 1000 : max(150 - index, 50)
            add(anchor(gap, geometry.size), .equal, anchor(first, geometry.size), priority: priority,
                .fillEqually, ["gap", itemId(a), itemId(b)])
        }
        add(view(geometry.size), .equal, nil, priority: 49, .canvasFit, [geometry.size.name])
    }

    /// What a gap guide's ends are tied to: edges (or baselines) for equalSpacing, centres for
    /// equalCentering.
    func gapEnds(_ a: Int, _ b: Int) -> (Anchor, Anchor) {
        if stack.distribution == .equalCentering { return (anchor(a, geometry.center), anchor(b, geometry.center)) }
        if isBaselineRelative { return (anchor(a, .lastBaseline), anchor(b, .firstBaseline)) }
        return (anchor(a, geometry.trail), anchor(b, geometry.lead))
    }

    /// `UISV-text-width-disambiguation` (4.7, the modern form): wrapping text in a horizontal
    /// stack each kept to a share of the width, at rising priorities.
    mutating func disambiguateTextWidths() {
        guard stack.axis == .horizontal, [.fill, .equalSpacing, .equalCentering].contains(stack.distribution) else { return }
        let candidates = visible.filter { isTextCandidate($0, depth: 0) }
        let k = Double(candidates.count)
        guard candidates.count >= 2 else { return }
        let raw = stack.spacing.raw
        for (j, v) in candidates.enumerated() {
            add(anchor(v, .width), .lessThanOrEqual, canvas(.width), multiplier: 1 / k,
                constant: -raw * (k - 1) / k, priority: 950 + Double(j) * min(25 / k, 1),
                .textWidthDisambiguation, [itemId(v)])
        }
    }

    /// Wrapping text, or a stack that arranges some visible wrapping text.
    func isTextCandidate(_ item: Int, depth: Int) -> Bool {
        if snapshot.items[item].isMultilineText { return true }
        guard let inner = baselines.stacks[item], depth <= snapshot.items.count else { return false }
        return inner.arranged.contains { !snapshot.items[$0].isHidden && isTextCandidate($0, depth: depth + 1) }
    }
}
