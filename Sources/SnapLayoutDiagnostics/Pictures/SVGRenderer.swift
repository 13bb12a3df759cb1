import SnapLayoutModel

/// Draws solved layouts to scale as SVG: each view a labelled rectangle nested as in the tree,
/// guides dashed, margins and the outside of the safe area shaded, items in a conflict or
/// ambiguous outlined in a warning colour, broken constraints as lines between the anchors they
/// tie, and a legend. Stack views are outlined in their own colour with an arrow along their axis,
/// the space between their views shaded and measured, hidden arranged views dashed. Output is
/// byte-stable: fixed number formatting, items in tree order.
public struct SVGRenderer: Sendable {
    /// How to draw.
    public var style: RenderStyle

    /// Creates a renderer.
    public init(style: RenderStyle = RenderStyle()) {
        self.style = style
    }

    /// One layout as an SVG file.
    public func render(_ diagnosis: LayoutDiagnosis) -> String {
        let page = self.page(diagnosis)
        return SVGDocument(width: page.width, height: page.height, scale: style.scale, children: [page.element]).xml
    }

    /// Several layouts side by side in one SVG file, in rows of at most `columns`.
    public func renderSideBySide(_ diagnoses: [LayoutDiagnosis], columns: Int = 4) -> String {
        let pages = diagnoses.map(page)
        let columns = max(1, columns)
        var children: [SVGElement] = []
        var y = 0.0, width = 0.0
        for start in stride(from: 0, to: pages.count, by: columns) {
            let row = pages[start..<min(start + columns, pages.count)]
            var x = 0.0
            for page in row {
                children.append(SVGElement("g", ["transform": "translate(\(NumberFormat.string(x)) \(NumberFormat.string(y)))"],
                                           children: [page.element]))
                x += page.width
            }
            width = max(width, x)
            y += row.map(\.height).max() ?? 0
        }
        return SVGDocument(width: width, height: y, scale: style.scale, children: children).xml
    }

    /// A layout's drawing as a group at the origin, and its size in points.
    public func page(_ diagnosis: LayoutDiagnosis) -> (element: SVGElement, width: Double, height: Double) {
        let explanation = diagnosis.explanation()
        let geometry = RenderGeometry(snapshot: diagnosis.snapshot, frames: diagnosis.frames)
        let bounds = geometry.bounds
        let padding = style.padding, text = style.textSize
        let header = text * 3
        let contentWidth = max(bounds.width, 400)
        let width = contentWidth + 2 * padding
        // The drawing's origin: everything (even items outside the root) is on the page.
        let dx = padding - bounds.x, dy = padding + header - bounds.y
        var children: [SVGElement] = [
            SVGElement("rect", ["x": 0.0, "y": 0.0, "width": width, "height": 0.0, "fill": "#ffffff"]),
            SVGElement("text", ["x": padding, "y": padding + text, "font-size": text * 1.25, "font-weight": "bold",
                                "fill": style.textFill], text: "\(diagnosis.name)  \(sizeText(explanation))"),
            SVGElement("text", ["x": padding, "y": padding + text * 2.5, "font-size": text, "fill": style.textFill],
                       text: summary(explanation)),
        ]
        var drawing = items(diagnosis, geometry, explanation)
        drawing.append(contentsOf: brokenLines(diagnosis, geometry))
        drawing.append(contentsOf: labels(diagnosis, geometry))
        children.append(SVGElement("g", ["transform": "translate(\(NumberFormat.string(dx)) \(NumberFormat.string(dy)))"],
                                   children: drawing))
        let legendTop = padding + header + bounds.height + padding
        let (legend, legendHeight) = self.legend(top: legendTop, width: contentWidth, snapshot: diagnosis.snapshot,
                                                   explanation: explanation)
        children.append(contentsOf: legend)
        let height = legendTop + legendHeight + padding
        children[0].attributes[3].value = NumberFormat.string(height)
        return (SVGElement("g", ["class": "layout"], children: children), width, height)
    }

    private func sizeText(_ explanation: LayoutExplanation) -> String {
        guard let w = explanation.rootWidth, let h = explanation.rootHeight else { return "" }
        return "\(NumberFormat.string(w)) × \(NumberFormat.string(h))"
    }

    private func summary(_ explanation: LayoutExplanation) -> String {
        "\(count(explanation.conflicts.count, "conflict")) · \(explanation.ambiguous.count) ambiguous · "
            + "\(explanation.unsatisfied.count) unsatisfied"
    }

    /// The items in a conflict (every item a member constraint names; a stack constraint's views
    /// and stack) and the ambiguous ones.
    private func flagged(_ diagnosis: LayoutDiagnosis, _ explanation: LayoutExplanation) -> (conflict: Set<Int>, ambiguous: Set<Int>) {
        let snapshot = diagnosis.snapshot
        let stackRows = StackRows(snapshot: snapshot, system: diagnosis.system)
        var conflict = Set<Int>()
        for row in diagnosis.solution.conflicts.flatMap(\.rows) {
            switch diagnosis.system.rows[row].source {
            case .constraint(let index):
                guard snapshot.constraints.indices.contains(index) else { continue }
                let constraint = snapshot.constraints[index]
                conflict.insert(constraint.first.item)
                if let second = constraint.second { conflict.insert(second.item) }
            case .generated(let generated):
                // `size.width` is the root's; `ID.hugging.width` is ID's.
                let item = generated.item.map { id in snapshot.items.firstIndex { $0.id == id } } ?? snapshot.rootIndex
                if let item { conflict.insert(item) }
            case .stack:
                conflict.formUnion(stackRows.items(row) ?? [])
            }
        }
        let ids = Set(explanation.ambiguous.map(\.id))
        let ambiguous = Set(snapshot.items.indices.filter { ids.contains(snapshot.items[$0].id) })
        return (conflict, ambiguous)
    }

    /// Views whose margins some constraint uses (all views with `showsAllItems`).
    private func marginViews(_ snapshot: LayoutSnapshot) -> Set<Int> {
        if style.showsAllItems { return Set(snapshot.items.indices.filter { snapshot.items[$0].kind == .view }) }
        var used = Set<Int>()
        for constraint in snapshot.constraints {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                if anchor.guide == .margins || (anchor.guide == nil && anchor.attribute.isMargin) { used.insert(anchor.item) }
            }
        }
        return used
    }

    func rect(_ r: LayoutSnapshot.Rect, _ attributes: KeyValuePairs<String, any SVGValue>, title: String? = nil) -> SVGElement {
        var element = SVGElement("rect", ["x": min(r.x, r.x + r.width), "y": min(r.y, r.y + r.height),
                                          "width": abs(r.width), "height": abs(r.height)])
        element.attributes += SVGElement("rect", attributes).attributes
        if let title { element.children = [SVGElement("title", text: title)] }
        return element
    }

    /// The band between an outer and an inner rectangle, as one even-odd path.
    private func band(_ outer: LayoutSnapshot.Rect, _ inner: LayoutSnapshot.Rect, fill: String, opacity: Double) -> SVGElement {
        func loop(_ r: LayoutSnapshot.Rect) -> String {
            let n = NumberFormat.string
            return "M\(n(r.x, 2)) \(n(r.y, 2))H\(n(r.x + r.width, 2))V\(n(r.y + r.height, 2))H\(n(r.x, 2))Z"
        }
        return SVGElement("path", ["d": loop(outer) + loop(inner), "fill": fill, "fill-opacity": opacity, "fill-rule": "evenodd"])
    }

    private func items(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry, _ explanation: LayoutExplanation) -> [SVGElement] {
        let snapshot = diagnosis.snapshot
        let frames = diagnosis.frames
        let margins = marginViews(snapshot)
        let (conflict, ambiguous) = flagged(diagnosis, explanation)
        let stacks = Stacks(snapshot)
        var shapes: [SVGElement] = [], shading: [SVGElement] = [], outlines: [SVGElement] = []
        for index in geometry.drawingOrder {
            let item = snapshot.items[index]
            let r = geometry.absolute[index]
            let f = frames[index]
            let n = { (v: Double) in NumberFormat.string(v) }
            let kind = stacks.byView[index].map { "stack, \(summary(of: $0))" }
                ?? (stacks.hidden.contains(index) ? "hidden" : item.kind.rawValue)
            let title = "\(item.id) (\(kind)): x \(n(f.x)), y \(n(f.y)), width \(n(f.width)), height \(n(f.height))"
            if stacks.hidden.contains(index) {
                shapes.append(hiddenMark(index, geometry, title: title))
                continue
            }
            if item.kind == .guide {
                shapes.append(rect(r, ["fill": "none", "stroke": style.guideStroke, "stroke-width": 1.0,
                                       "stroke-dasharray": "4 3"], title: title))
                continue
            }
            if let stack = stacks.byView[index] {
                shapes.append(rect(r, ["fill": style.viewFill, "fill-opacity": style.viewFillOpacity,
                                       "stroke": style.stackStroke, "stroke-width": 1.5], title: title))
                shapes += stackMarks(stack, geometry)
            } else {
                shapes.append(rect(r, ["fill": style.viewFill, "fill-opacity": style.viewFillOpacity,
                                       "stroke": style.viewStroke, "stroke-width": 1.0], title: title))
            }
            let safe = geometry.safeArea(index)
            if item.safeArea != .zero {
                shading.append(band(r, safe, fill: style.safeAreaFill, opacity: 0.22))
            }
            if margins.contains(index) {
                shading.append(band(item.insetsMarginsFromSafeArea ? safe : r, geometry.margins(index),
                                    fill: style.marginFill, opacity: 0.2))
            }
        }
        for index in geometry.drawingOrder {
            let r = geometry.absolute[index]
            if conflict.contains(index) {
                outlines.append(rect(r, ["fill": "none", "stroke": style.conflictStroke, "stroke-width": 2.0]))
            }
            if ambiguous.contains(index) {
                outlines.append(rect(r, ["fill": "none", "stroke": style.ambiguousStroke, "stroke-width": 2.0,
                                         "stroke-dasharray": "5 2"]))
            }
        }
        return shapes + shading + outlines
    }

    private func brokenLines(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry) -> [SVGElement] {
        var elements: [SVGElement] = []
        for row in diagnosis.solution.brokenRows {
            guard case .constraint(let index) = diagnosis.system.rows[row].source,
                  diagnosis.snapshot.constraints.indices.contains(index) else { continue }
            let constraint = diagnosis.snapshot.constraints[index]
            guard let (start, end) = geometry.line(for: constraint) else { continue }
            let color = style.conflictStroke
            elements.append(SVGElement("line", ["x1": start.x, "y1": start.y, "x2": end.x, "y2": end.y, "stroke": color,
                                                "stroke-width": 1.5, "stroke-dasharray": "3 2"]))
            for point in [start, end] {
                elements.append(SVGElement("circle", ["cx": point.x, "cy": point.y, "r": 2.5, "fill": color]))
            }
            let label = "#\(index)" + (constraint.label.map { " \($0)" } ?? "")
            // Keep the label on the page: it runs left from the line's middle when it would pass
            // the drawing's right edge.
            let size = style.labelSizes.upperBound
            let middle = RenderGeometry.Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
            let runsLeft = middle.x + 3 + Double(label.count) * size * 0.6 > geometry.bounds.x + geometry.bounds.width
            elements.append(SVGElement("text", ["x": runsLeft ? middle.x - 3 : middle.x + 3, "y": middle.y - 3,
                                                "font-size": size, "font-weight": "bold", "fill": color,
                                                "text-anchor": runsLeft ? "end" : "start", "stroke": "#ffffff",
                                                "stroke-width": 3.0, "paint-order": "stroke"], text: label))
        }
        return elements
    }

    /// Item labels, on top of everything: the id, and the size when there is room; shrunk to fit
    /// and cut in the middle. A label goes in the item's top-left corner, or bottom-left, or just
    /// outside it (above, below, right), the first place where nothing else (a child, a sibling,
    /// another label) is in the way; it is left out when no place is free, unless `showsAllItems`.
    private func labels(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry) -> [SVGElement] {
        var elements: [SVGElement] = []
        let snapshot = diagnosis.snapshot
        let frames = diagnosis.frames
        let boxes = snapshot.items.indices.map { normalized(geometry.absolute[$0]) }
        var placed: [LayoutSnapshot.Rect] = []
        let hidden = Stacks(snapshot).hidden
        for index in geometry.drawingOrder where !hidden.contains(index) {
            let item = snapshot.items[index]
            let r = boxes[index]
            let size = min(style.labelSizes.upperBound, max(style.labelSizes.lowerBound, (r.height - 2) * 0.6))
            // Helvetica's average advance is about 0.55 em; a little more keeps labels inside.
            let advance = size * 0.6
            let fits = Int((r.width - 4) / advance)
            let inside = truncateMiddle(item.id, to: max(fits, 2))
            let f = frames[index]
            let dims = "\(NumberFormat.string(f.width)) × \(NumberFormat.string(f.height))"
            let showsDims = r.height >= size * 2.6 + 2 && dims.count <= fits
            let insideWidth = Double(max(inside.count, showsDims ? dims.count : 0)) * advance + 2
            let insideHeight = size * (showsDims ? 2.4 : 1.2)
            var ancestors = Set<Int>()
            var node = item.parent
            while let parent = node, ancestors.insert(parent).inserted { node = snapshot.items[parent].parent }
            func isFree(_ box: LayoutSnapshot.Rect) -> Bool {
                for other in snapshot.items.indices where other != index && !ancestors.contains(other) {
                    if overlaps(box, boxes[other]) { return false }
                }
                return !placed.contains { overlaps(box, $0) }
            }
            // Inside: the top-left corner, else the bottom-left, when the id fits at least in part.
            var candidates: [(box: LayoutSnapshot.Rect, text: String, dims: Bool)] = []
            if fits >= 2, r.height >= size + 2 {
                candidates.append((LayoutSnapshot.Rect(x: r.x + 1, y: r.y + 1, width: insideWidth, height: insideHeight), inside, showsDims))
                if r.height >= 2 * insideHeight {
                    candidates.append((LayoutSnapshot.Rect(x: r.x + 1, y: r.y + r.height - 1 - insideHeight,
                                                           width: insideWidth, height: insideHeight), inside, showsDims))
                }
            }
            // Outside (just above, below, or to the right), with room for up to 16 characters.
            let outside = truncateMiddle(item.id, to: 16)
            let outsideWidth = Double(outside.count) * advance + 2, outsideHeight = size * 1.2
            for box in [LayoutSnapshot.Rect(x: r.x, y: r.y - outsideHeight - 1, width: outsideWidth, height: outsideHeight),
                        LayoutSnapshot.Rect(x: r.x, y: r.y + r.height + 1, width: outsideWidth, height: outsideHeight),
                        LayoutSnapshot.Rect(x: r.x + r.width + 2, y: r.y, width: outsideWidth, height: outsideHeight)] {
                candidates.append((box, outside, false))
            }
            guard let chosen = candidates.first(where: { isFree($0.box) }) ?? (style.showsAllItems ? candidates.first : nil)
            else { continue }
            let (box, text, showsDimsHere) = chosen
            placed.append(box)
            let color = item.kind == .guide ? style.guideStroke : style.textFill
            var attributes = SVGElement("text", ["x": box.x + 1, "y": box.y + size * 0.95, "font-size": size, "fill": color,
                                                 "stroke": "#ffffff", "stroke-width": size / 4, "stroke-opacity": 0.8,
                                                 "paint-order": "stroke"]).attributes
            if item.kind == .guide { attributes.append(.init(name: "font-style", value: "italic")) }
            var label = SVGElement("text", text: text)
            label.attributes = attributes
            elements.append(label)
            if showsDimsHere {
                elements.append(SVGElement("text", ["x": box.x + 1, "y": box.y + size * 2.1, "font-size": size * 0.85,
                                                    "fill": color, "fill-opacity": 0.7, "stroke": "#ffffff",
                                                    "stroke-width": size / 4, "stroke-opacity": 0.8, "paint-order": "stroke"],
                                           text: dims))
            }
        }
        return elements + geometry.drawingOrder.filter(hidden.contains).map { hiddenLabel($0, geometry) }
    }

    func normalized(_ r: LayoutSnapshot.Rect) -> LayoutSnapshot.Rect {
        LayoutSnapshot.Rect(x: min(r.x, r.x + r.width), y: min(r.y, r.y + r.height), width: abs(r.width), height: abs(r.height))
    }

    /// Whether two rectangles share some area (touching edges do not count).
    private func overlaps(_ a: LayoutSnapshot.Rect, _ b: LayoutSnapshot.Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// `text` cut to `length` characters with an ellipsis at the end.
    private func truncate(_ text: String, to length: Int) -> String {
        guard text.count > length else { return text }
        return String(text.prefix(max(1, length - 1))) + "…"
    }

    /// An id cut to `length` characters in the middle, keeping its end: ids in a screen often
    /// differ only there (`cell_number_7`, `cell_number_12`).
    private func truncateMiddle(_ text: String, to length: Int) -> String {
        guard text.count > length else { return text }
        let tail = max(0, (length - 1) / 2), head = max(1, length - 1 - tail)
        return String(text.prefix(head)) + "…" + String(text.suffix(tail))
    }

    /// The legend (what each mark means) and notes naming the broken constraints and the free
    /// attributes of ambiguous items; its height.
    private func legend(top: Double, width: Double, snapshot: LayoutSnapshot,
                        explanation: LayoutExplanation) -> ([SVGElement], Double) {
        let text = style.textSize
        var entries: [(String, SVGElement)] = [
            ("view", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": style.viewFill, "fill-opacity": 0.2,
                                         "stroke": style.viewStroke])),
            ("layout guide", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": "none", "stroke": style.guideStroke,
                                                 "stroke-dasharray": "4 3"])),
            ("margins", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": style.marginFill, "fill-opacity": 0.4])),
            ("outside safe area", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": style.safeAreaFill, "fill-opacity": 0.4])),
            ("in a conflict", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": "none", "stroke": style.conflictStroke,
                                                  "stroke-width": 2.0])),
            ("ambiguous", SVGElement("rect", ["width": 16.0, "height": 10.0, "fill": "none", "stroke": style.ambiguousStroke,
                                              "stroke-width": 2.0, "stroke-dasharray": "5 2"])),
            ("broken constraint", SVGElement("line", ["x1": 0.0, "y1": 5.0, "x2": 16.0, "y2": 5.0, "stroke": style.conflictStroke,
                                                      "stroke-width": 1.5, "stroke-dasharray": "3 2"])),
        ]
        if !snapshot.stacks.isEmpty { entries += stackLegendEntries() }
        let columnWidth = 132.0
        let columns = max(1, Int(width / columnWidth))
        let rowHeight = text * 1.5
        var elements: [SVGElement] = []
        for (position, (name, swatch)) in entries.enumerated() {
            let x = style.padding + Double(position % columns) * columnWidth
            let y = top + Double(position / columns) * rowHeight
            elements.append(SVGElement("g", ["transform": "translate(\(NumberFormat.string(x)) \(NumberFormat.string(y)))"],
                                       children: [swatch, SVGElement("text", ["x": 22.0, "y": 9.5, "font-size": text * 0.9,
                                                                              "fill": style.textFill], text: name)]))
        }
        var y = top + Double((entries.count + columns - 1) / columns) * rowHeight + text * 0.5
        var notes: [(String, String)] = []
        for conflict in explanation.conflicts {
            notes.append(("broken: \(conflict.broken)", style.conflictStroke))
        }
        for item in explanation.ambiguous {
            let free = item.free.map { "\($0.component) in \(interval($0.range))" }.joined(separator: ", ")
            notes.append(("ambiguous: \(item.id): \(free)", style.ambiguousStroke))
        }
        notes += stackNotes(snapshot).map { ($0, style.stackStroke) }
        let characters = Int(width / (text * 0.5))
        for (note, color) in notes {
            y += text * 1.4
            elements.append(SVGElement("text", ["x": style.padding, "y": y, "font-size": text, "fill": color],
                                       text: truncate(note, to: characters)))
        }
        return (elements, y - top + text * 0.5)
    }
}
