/// Along the axis: canvas connection, spacing, hidden views (contract v1.1, 4.1 to 4.3).
extension StackRules {
    /// `UISV-canvas-connection` along the axis (4.1).
    mutating func connectCanvasAlongAxis(_ orderingSpanner: Int?) {
        let (lead, trail) = (geometry.lead, geometry.trail)
        if let first = visible.first, let last = visible.last {
            add(canvas(lead), .equal, anchor(first, lead), .canvasConnection, [lead.name, itemId(first)])
            add(canvas(trail), .equal, anchor(last, trail), .canvasConnection, [trail.name, itemId(last)])
        } else if let spanner = orderingSpanner {
            add(canvas(lead), .equal, anchor(spanner, lead), .canvasConnection, [lead.name, "UISV-ordering-spanner"])
            add(canvas(trail), .equal, anchor(spanner, trail), .canvasConnection, [trail.name, "UISV-ordering-spanner"])
        }
    }

    /// The relation of spacing rows: exact for the fill distributions, a minimum otherwise.
    var spacingRelation: LayoutRelation { stack.distribution.hasStrictSpacing ? .equal : .greaterThanOrEqual }

    /// Spacing is measured between baselines: a vertical, baseline-relative stack.
    var isBaselineRelative: Bool { stack.axis == .vertical && stack.isBaselineRelativeArrangement }

    /// The trailing end of `a` that spacing is measured from.
    func spacingEnd(_ a: Int) -> Anchor { isBaselineRelative ? anchor(a, .lastBaseline) : anchor(a, geometry.trail) }

    /// `UISV-spacing` between consecutive visible views (4.2).
    mutating func spaceVisibleViews() {
        for (a, b) in zip(visible, visible.dropFirst()) {
            let start = isBaselineRelative ? anchor(b, .firstBaseline) : anchor(b, geometry.lead)
            add(start, spacingRelation, spacingEnd(a), constant: stack.gap(after: a).value,
                .spacing, [itemId(a), itemId(b)])
        }
    }

    /// `UISV-hiding` and `UISV-spacing-hidden` for each hidden view (4.3).
    mutating func collapseHiddenViews(_ orderingSpanner: Int?) {
        for (position, h) in arranged.enumerated() where snapshot.items[h].isHidden {
            add(anchor(h, geometry.size), .equal, nil, priority: 999.999, .hiding, [itemId(h)])
            let before = arranged[..<position].last { !snapshot.items[$0].isHidden }
            let after = arranged[(position + 1)...].contains { !snapshot.items[$0].isHidden }
            if let a = before {
                let constant = after ? stack.gap(after: a).value / 2 : 0
                add(anchor(h, geometry.lead), spacingRelation, spacingEnd(a), constant: constant, priority: 50,
                    .spacingHidden, [itemId(a), itemId(h)])
            } else if let f = visible.first {
                add(anchor(f, geometry.lead), spacingRelation, anchor(h, geometry.trail), priority: 50,
                    .spacingHidden, [itemId(h), itemId(f)])
            } else if let spanner = orderingSpanner {
                add(anchor(h, geometry.lead), .equal, anchor(spanner, geometry.trail), priority: 50,
                    .spacingHidden, ["UISV-ordering-spanner", itemId(h)])
            }
        }
    }
}
