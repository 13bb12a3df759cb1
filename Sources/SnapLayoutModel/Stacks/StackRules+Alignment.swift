/// Across the axis (contract v1.1, section 5).
extension StackRules {
    /// `r`: the first visible view, or the first view when none is visible.
    var reference: Int { visible.first ?? arranged[0] }

    /// Everything across the axis, in the order of sections 5.1 to 5.4.
    mutating func align() {
        alignWithReference()
        let spanner = needsSpanner ? makeGuide("UISV-alignment-spanner") : nil
        if let spanner { boundSpanner(spanner) }
        let weakConnection = connectCanvasAcrossAxis(spanner)
        if stack.alignment != .fill {
            for v in arranged {
                add(anchor(v, geometry.size2), .equal, nil, priority: 25, .ambiguitySuppression, [itemId(v)])
            }
        }
        if weakConnection {
            add(view(geometry.size2), .equal, nil, priority: 49, .canvasFit, [geometry.size2.name])
        }
    }

    /// The attributes `UISV-alignment` ties (5.1).
    var alignedAttributes: [LayoutAttribute] {
        switch stack.alignment {
        case .fill: return [geometry.bottom, geometry.top]
        case .leading: return [geometry.top]
        case .trailing: return [geometry.bottom]
        case .center: return [geometry.center2]
        case .firstBaseline: return stack.axis == .horizontal ? [.firstBaseline] : []
        case .lastBaseline: return stack.axis == .horizontal ? [.lastBaseline] : []
        }
    }

    /// `UISV-alignment`: every other view (hidden ones too) lined up with `r` (5.1). A baseline
    /// alignment with a view that has no baseline uses its top (or bottom) on both sides.
    mutating func alignWithReference() {
        let r = reference
        for v in arranged where v != r {
            for attribute in alignedAttributes {
                var used = attribute
                if attribute == .firstBaseline || attribute == .lastBaseline, !baselines.hasBaseline(v, attribute) {
                    used = attribute == .firstBaseline ? .top : .bottom
                }
                add(anchor(r, used), .equal, anchor(v, used), .alignment, [itemId(v), used.name])
            }
        }
    }

    var needsSpanner: Bool { visible.isEmpty || (arranged.count > 1 && stack.alignment != .fill) }

    /// `UISV-spanning-fit` and `UISV-spanning-boundary` (5.2).
    mutating func boundSpanner(_ spanner: Int) {
        let alignment = stack.alignment
        if alignment != .fill {
            add(anchor(spanner, geometry.size2), .equal, nil, priority: 51, .spanningFit, [])
        }
        for v in visible {
            add(anchor(spanner, geometry.top), alignment.isTopWeak ? .lessThanOrEqual : .equal, anchor(v, geometry.top),
                priority: alignment.isTopWeak ? 1000 : 999.5, .spanningBoundary, [itemId(v), geometry.top.name])
            add(anchor(spanner, geometry.bottom), alignment.isBottomWeak ? .greaterThanOrEqual : .equal,
                anchor(v, geometry.bottom), priority: alignment.isBottomWeak ? 1000 : 999.5,
                .spanningBoundary, [itemId(v), geometry.bottom.name])
        }
    }

    /// `UISV-canvas-connection` across the axis (5.3). Returns whether a connection is an
    /// inequality (which brings the `UISV-canvas-fit` of 5.4).
    mutating func connectCanvasAcrossAxis(_ spanner: Int?) -> Bool {
        let (top, bottom) = (geometry.top, geometry.bottom)
        guard let spanner else {
            let r = reference, alignment = stack.alignment
            add(canvas(top), alignment.isTopWeak ? .lessThanOrEqual : .equal, anchor(r, top), .canvasConnection, [top.name, itemId(r)])
            add(canvas(bottom), alignment.isBottomWeak ? .greaterThanOrEqual : .equal, anchor(r, bottom),
                .canvasConnection, [bottom.name, itemId(r)])
            if alignment == .center { connectCenter(r) }
            return alignment.isTopWeak || alignment.isBottomWeak
        }
        let r = visible.isEmpty ? spanner : reference
        let rName = visible.isEmpty ? "UISV-alignment-spanner" : itemId(r)
        let spannerName = "UISV-alignment-spanner"
        let horizontal = stack.axis == .horizontal
        switch stack.alignment {
        case .firstBaseline where horizontal:
            add(canvas(top), .lessThanOrEqual, anchor(r, top), .canvasConnection, [top.name, rName])
            add(canvas(bottom), .equal, anchor(spanner, bottom), .canvasConnection, [bottom.name, spannerName])
            return true
        case .lastBaseline where horizontal:
            add(canvas(top), .equal, anchor(spanner, top), .canvasConnection, [top.name, spannerName])
            add(canvas(bottom), .greaterThanOrEqual, anchor(r, bottom), .canvasConnection, [bottom.name, rName])
            return true
        case .leading, .firstBaseline:
            add(canvas(top), .equal, anchor(r, top), .canvasConnection, [top.name, rName])
            add(canvas(bottom), .equal, anchor(spanner, bottom), .canvasConnection, [bottom.name, spannerName])
        case .trailing, .lastBaseline:
            add(canvas(top), .equal, anchor(spanner, top), .canvasConnection, [top.name, spannerName])
            add(canvas(bottom), .equal, anchor(r, bottom), .canvasConnection, [bottom.name, rName])
        case .fill, .center:
            add(canvas(top), .equal, anchor(spanner, top), .canvasConnection, [top.name, spannerName])
            add(canvas(bottom), .equal, anchor(spanner, bottom), .canvasConnection, [bottom.name, spannerName])
            if stack.alignment == .center { connectCenter(r, name: rName) }
        }
        return false
    }

    mutating func connectCenter(_ r: Int, name: String? = nil) {
        let center = geometry.center2
        add(canvas(center), .equal, anchor(r, center), .canvasConnection, [center.name, name ?? itemId(r)])
    }
}
