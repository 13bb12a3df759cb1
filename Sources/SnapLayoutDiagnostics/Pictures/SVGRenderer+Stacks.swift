import SnapLayoutModel

/// Stack views in pictures: the stack outlined in its own colour with an arrow along its axis,
/// the space between consecutive visible arranged views shaded and measured, hidden arranged views
/// dashed and labelled `hidden`. The stacks' internal guides are never drawn (they have no frames).
extension SVGRenderer {
    /// What a picture needs to know about its stacks.
    struct Stacks {
        /// The stacks by their view's item index.
        let byView: [Int: LayoutSnapshot.Stack]
        /// The hidden arranged views.
        let hidden: Set<Int>

        init(_ snapshot: LayoutSnapshot) {
            byView = Dictionary(snapshot.stacks.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
            hidden = Set(snapshot.stacks.flatMap(\.arranged).filter {
                snapshot.items.indices.contains($0) && snapshot.items[$0].isHidden
            })
        }
    }

    /// `vertical, spacing 8`: the stack's axis and spacing, for its tooltip.
    func summary(of stack: LayoutSnapshot.Stack) -> String {
        "\(stack.axis == .vertical ? "vertical" : "horizontal"), spacing \(spacingText(stack.spacing))"
    }

    private func spacingText(_ spacing: LayoutSnapshot.StackSpacing) -> String {
        switch spacing {
        case .points(let points): return NumberFormat.string(points)
        case .system: return "system (\(NumberFormat.string(spacing.value)))"
        }
    }

    /// The stack's marks, drawn over its rectangle and under its views: the spacing bands with
    /// their lengths, then the axis arrow.
    func stackMarks(_ stack: LayoutSnapshot.Stack, _ geometry: RenderGeometry) -> [SVGElement] {
        spacingBands(stack, geometry) + axisArrow(stack, geometry)
    }

    /// An arrow along the stack's axis, from its leading end to its trailing end, near its far
    /// side (the right of a column, the bottom of a row), where it crosses the fewest labels.
    private func axisArrow(_ stack: LayoutSnapshot.Stack, _ geometry: RenderGeometry) -> [SVGElement] {
        let r = normalized(geometry.absolute[stack.view])
        let vertical = stack.axis == .vertical
        let length = vertical ? r.height : r.width
        guard length >= 24, (vertical ? r.width : r.height) >= 12 else { return [] }
        // Ends well inside the stack, so that a nested stack's arrow does not end where its parent's does.
        let inset = max(6, length * 0.08), head = 6.0
        let backwards = !vertical && geometry.snapshot.items[stack.view].layoutDirection == .rightToLeft
        // Along the axis from `start` to `end`; across it 6 from the far side.
        let (start, end) = backwards ? (r.x + r.width - inset, r.x + inset)
            : vertical ? (r.y + inset, r.y + r.height - inset) : (r.x + inset, r.x + r.width - inset)
        let across = vertical ? r.x + r.width - 6 : r.y + r.height - 6
        let base = end - (end > start ? head : -head)
        func point(_ along: Double, _ offset: Double) -> String {
            let (x, y) = vertical ? (across + offset, along) : (along, across + offset)
            return "\(NumberFormat.string(x)),\(NumberFormat.string(y))"
        }
        let (x1, y1) = vertical ? (across, start) : (start, across)
        let (x2, y2) = vertical ? (across, base) : (base, across)
        return [
            SVGElement("line", ["x1": x1, "y1": y1, "x2": x2, "y2": y2, "stroke": style.stackStroke,
                                "stroke-width": 1.5, "stroke-opacity": 0.6]),
            SVGElement("polygon", ["points": "\(point(end, 0)) \(point(base, -head / 2)) \(point(base, head / 2))",
                                   "fill": style.stackStroke, "fill-opacity": 0.6]),
        ]
    }

    /// The space between each two consecutive visible arranged views, across the whole stack,
    /// with its length written at the near end (left in a column, top in a row).
    private func spacingBands(_ stack: LayoutSnapshot.Stack, _ geometry: RenderGeometry) -> [SVGElement] {
        let visible = stack.arranged.filter { !geometry.snapshot.items[$0].isHidden }
        let r = normalized(geometry.absolute[stack.view])
        let vertical = stack.axis == .vertical
        var elements: [SVGElement] = []
        for (a, b) in zip(visible, visible.dropFirst()) {
            let ra = normalized(geometry.absolute[a]), rb = normalized(geometry.absolute[b])
            guard let (low, high) = gap(ra, rb, vertical: vertical) else { continue }
            let band = vertical ? LayoutSnapshot.Rect(x: r.x, y: low, width: r.width, height: high - low)
                : LayoutSnapshot.Rect(x: low, y: r.y, width: high - low, height: r.height)
            elements.append(rect(band, ["fill": style.stackStroke, "fill-opacity": 0.18]))
            let size = 8.0, middle = (low + high) / 2
            let (x, y, anchor) = vertical ? (r.x + 3, middle + size * 0.35, "start") : (middle, r.y + size + 1, "middle")
            elements.append(SVGElement("text", ["x": x, "y": y, "font-size": size, "fill": style.stackStroke,
                                                "text-anchor": anchor, "stroke": "#ffffff", "stroke-width": 2.0,
                                                "stroke-opacity": 0.8, "paint-order": "stroke"],
                                       text: NumberFormat.string(high - low)))
        }
        return elements
    }

    /// The empty interval between two rectangles along the axis, or `nil` when they touch or overlap.
    private func gap(_ a: LayoutSnapshot.Rect, _ b: LayoutSnapshot.Rect, vertical: Bool) -> (Double, Double)? {
        let (aLow, aHigh) = vertical ? (a.y, a.y + a.height) : (a.x, a.x + a.width)
        let (bLow, bHigh) = vertical ? (b.y, b.y + b.height) : (b.x, b.x + b.width)
        let (low, high) = aHigh <= bLow ? (aHigh, bLow) : bHigh <= aLow ? (bHigh, aLow) : (0, 0)
        return high - low >= 0.5 ? (low, high) : nil
    }

    /// A hidden arranged view: its (usually collapsed) frame dashed, and `ID hidden` written across
    /// it, on top of its neighbours.
    func hiddenMark(_ index: Int, _ geometry: RenderGeometry, title: String) -> SVGElement {
        rect(geometry.absolute[index], ["fill": "none", "stroke": style.hiddenStroke, "stroke-width": 1.0,
                                        "stroke-dasharray": "3 2"], title: title)
    }

    /// The `ID hidden` label of a hidden arranged view, centred on its frame.
    func hiddenLabel(_ index: Int, _ geometry: RenderGeometry) -> SVGElement {
        let r = normalized(geometry.absolute[index])
        let size = style.labelSizes.lowerBound + 2
        return SVGElement("text", ["x": r.x + r.width / 2, "y": r.y + r.height / 2 + size * 0.35, "font-size": size,
                                   "fill": style.hiddenStroke, "font-style": "italic", "text-anchor": "middle",
                                   "stroke": "#ffffff", "stroke-width": 2.5, "paint-order": "stroke"],
                          text: "\(PictureText.shown(geometry.snapshot.items[index].id)) hidden")
    }

    /// The legend's entries for stacks: shown only when the layout has one.
    func stackLegendEntries() -> [(String, SVGElement)] {
        [
            ("stack view, axis", SVGElement("g", children: [
                SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": "none", "stroke": style.stackStroke,
                                    "stroke-width": 1.5]),
                SVGElement("polygon", ["points": "13,5 8,2 8,8", "fill": style.stackStroke, "fill-opacity": 0.6]),
            ])),
            ("stack spacing", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": style.stackStroke,
                                                  "fill-opacity": 0.18])),
            ("hidden in a stack", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": "none",
                                                      "stroke": style.hiddenStroke, "stroke-dasharray": "3 2"])),
        ]
    }

    /// The alignment as a document names it, `top` and `bottom` in a row.
    private func alignmentText(_ stack: LayoutSnapshot.Stack) -> String {
        guard stack.axis == .horizontal else { return stack.alignment.rawValue }
        switch stack.alignment {
        case .leading: return "top"
        case .trailing: return "bottom"
        default: return stack.alignment.rawValue
        }
    }

    /// A note per stack, with what differs from UIKit's defaults:
    /// `stack s: vertical, spacing 8, fillEqually, alignment center, hidden h`.
    func stackNotes(_ snapshot: LayoutSnapshot) -> [String] {
        snapshot.stacks.map { stack in
            var parts = [summary(of: stack)]
            for item in stack.customSpacing.keys.sorted() {
                parts.append("\(spacingText(stack.customSpacing[item]!)) after \(PictureText.shown(snapshot.items[item].id))")
            }
            if stack.distribution != .fill { parts.append(stack.distribution.rawValue) }
            if stack.alignment != .fill { parts.append("alignment \(alignmentText(stack))") }
            if stack.isLayoutMarginsRelativeArrangement { parts.append("inside its margins") }
            if stack.isBaselineRelativeArrangement { parts.append("baseline-relative") }
            let hidden = stack.arranged.filter { snapshot.items[$0].isHidden }.map { PictureText.shown(snapshot.items[$0].id) }
            if !hidden.isEmpty { parts.append("hidden " + hidden.joined(separator: ", ")) }
            return "stack \(PictureText.shown(snapshot.items[stack.view].id)): " + parts.joined(separator: ", ")
        }
    }
}
