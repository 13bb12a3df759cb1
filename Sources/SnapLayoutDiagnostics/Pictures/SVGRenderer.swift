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
    /// What measures labels' text to draw it (as the layout measured it).
    public var textSystem: TextSystem

    /// Creates a renderer.
    public init(style: RenderStyle = RenderStyle(), textSystem: TextSystem = .default) {
        self.style = style
        self.textSystem = textSystem
    }

    /// One layout as an SVG file.
    public func render(_ diagnosis: LayoutDiagnosis) -> String {
        let page = self.page(diagnosis)
        return SVGDocument(width: page.width, height: page.height, scale: style.scale, children: [page.element]).xml
    }

    /// Several layouts side by side in one SVG file, in rows of at most `columns`.
    /// The key (what each mark means) is drawn once, under all of them; each layout keeps its
    /// own notes.
    public func renderSideBySide(_ diagnoses: [LayoutDiagnosis], columns: Int = 4) -> String {
        let pages = diagnoses.map { page($0, key: false) }
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
        let hasStacks = diagnoses.contains { !$0.snapshot.stacks.isEmpty }
        let (key, keyHeight) = legendKey(top: y, width: width - 2 * style.padding, hasStacks: hasStacks)
        children.append(contentsOf: key)
        y += keyHeight + style.padding
        return SVGDocument(width: width, height: y, scale: style.scale, children: children).xml
    }

    /// A layout's drawing as a group at the origin, and its size in points.
    /// Without `key`, the legend has only the layout's notes (side by side, the key is drawn once).
    package func page(_ diagnosis: LayoutDiagnosis, key: Bool = true) -> (element: SVGElement, width: Double, height: Double) {
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
                                "fill": style.textFill], text: "\(PictureText.shown(diagnosis.name))  \(sizeText(explanation))"),
            SVGElement("text", ["x": padding, "y": padding + text * 2.5, "font-size": text, "fill": style.textFill],
                       text: summary(explanation)),
        ]
        var drawing = items(diagnosis, geometry, explanation)
        let (lines, segments) = brokenLines(diagnosis, geometry)
        drawing.append(contentsOf: lines)
        // Labels stay on the page, below the title and summary, and off broken-constraint lines.
        let labelArea = LayoutSnapshot.Rect(x: bounds.x - padding, y: bounds.y, width: width, height: bounds.height + padding - 1)
        let (labelElements, labelBottom) = labels(diagnosis, geometry, page: labelArea, obstacles: segments)
        drawing.append(contentsOf: labelElements)
        children.append(SVGElement("g", ["transform": "translate(\(NumberFormat.string(dx)) \(NumberFormat.string(dy)))"],
                                   children: drawing))
        // Below the drawing, and below a label placed under it (the root's, often), with room.
        let legendTop = padding + header + max(bounds.height, labelBottom - bounds.y + padding / 2) + padding
        let (legend, legendHeight) = self.legend(top: legendTop, width: contentWidth, snapshot: diagnosis.snapshot,
                                                   explanation: explanation, frames: diagnosis.frames, key: key)
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

    /// A guide: a dashed rectangle; a guide of no height or width, a dashed line (a rectangle of
    /// no size draws nothing in SVG); a guide of no size at all, a small dashed circle.
    private func guideShape(_ r: LayoutSnapshot.Rect, title: String) -> SVGElement {
        let box = normalized(r)
        var shape: SVGElement
        switch (box.width < 0.5, box.height < 0.5) {
        case (false, false):
            return rect(r, ["fill": "none", "stroke": style.guideStroke, "stroke-width": 1.0, "stroke-dasharray": "4 3"], title: title)
        case (true, true): shape = SVGElement("circle", ["cx": box.x, "cy": box.y, "r": 3.0])
        case (false, true): shape = SVGElement("line", ["x1": box.x, "y1": box.y, "x2": box.x + box.width, "y2": box.y])
        case (true, false): shape = SVGElement("line", ["x1": box.x, "y1": box.y, "x2": box.x, "y2": box.y + box.height])
        }
        shape.attributes += SVGElement("g", ["fill": "none", "stroke": style.guideStroke, "stroke-dasharray": "4 3",
                                             "stroke-width": 1.5]).attributes
        shape.children = [SVGElement("title", text: title)]
        return shape
    }

    func rect(_ r: LayoutSnapshot.Rect, _ attributes: KeyValuePairs<String, any SVGValue>, title: String? = nil) -> SVGElement {
        var element = SVGElement("rect", ["x": min(r.x, r.x + r.width), "y": min(r.y, r.y + r.height),
                                          "width": abs(r.width), "height": abs(r.height)])
        element.attributes += SVGElement("rect", attributes).attributes
        if let title { element.children = [SVGElement("title", text: title)] }
        return element
    }

    /// The band between an outer and an inner rectangle, as one even-odd path.
    func band(_ outer: LayoutSnapshot.Rect, _ inner: LayoutSnapshot.Rect, fill: String, opacity: Double) -> SVGElement {
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
            let title = "\(PictureText.shown(item.id)) (\(kind)): x \(n(f.x)), y \(n(f.y)), width \(n(f.width)), height \(n(f.height))"
            if stacks.hidden.contains(index) {
                shapes.append(hiddenMark(index, geometry, title: title))
                continue
            }
            if item.kind == .guide {
                shapes.append(guideShape(r, title: title))
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
        return backgrounds(diagnosis, geometry) + shapes + texts(diagnosis, geometry) + shading
            + scrollInsets(diagnosis, geometry) + outlines
    }

    /// The broken constraints' lines and their labels, and the boxes they cover (which item
    /// labels keep off).
    private func brokenLines(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry) -> ([SVGElement], [LayoutSnapshot.Rect]) {
        var elements: [SVGElement] = []
        var covered: [LayoutSnapshot.Rect] = []
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
            covered.append(LayoutSnapshot.Rect(x: min(start.x, end.x) - 2, y: min(start.y, end.y) - 2,
                                               width: abs(end.x - start.x) + 4, height: abs(end.y - start.y) + 4))
            let label = PictureText.shown(diagnosis.shortNames.indices.contains(index) ? diagnosis.shortNames[index] : "#\(index)")
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
        return (elements, covered)
    }
}
