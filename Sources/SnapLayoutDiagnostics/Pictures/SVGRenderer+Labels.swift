import SnapLayoutModel

/// Item labels: placed where nothing else is, never cut.
extension SVGRenderer {
    /// One place a label could go: its box, whether it shows the size line, its type size.
    struct LabelPlace {
        var box: LayoutSnapshot.Rect
        var showsSize: Bool
        var size: Double
    }

    /// Item labels, on top of everything: the id, and the size when there is room. A label goes
    /// in the item's top-left corner, or bottom-left (shrunk to fit, down to the smallest label
    /// size, with the size line when there is room for it), or just outside it (above, below, to
    /// the right; a line-thin item centred over or under itself): the first place on the page
    /// where nothing else (a child, a sibling, another label, a broken-constraint line) is.
    /// An id is never cut: with no free place a label is left out, unless `showsAllItems` or the
    /// item is a guide of no size, which would otherwise not be seen at all.
    /// Also returns the lowest label's bottom edge, so that the legend starts below it.
    func labels(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry, page: LayoutSnapshot.Rect,
                obstacles: [LayoutSnapshot.Rect]) -> ([SVGElement], bottom: Double) {
        var elements: [SVGElement] = []
        let snapshot = diagnosis.snapshot
        let frames = diagnosis.frames
        let boxes = snapshot.items.indices.map { normalized(geometry.absolute[$0]) }
        // Other items and placed labels are looked for in a grid of cells about the size an
        // item would have if they shared the page evenly, at least a label's height.
        let cell = max(style.labelSizes.upperBound * 1.2, (page.width * page.height / Double(max(1, boxes.count))).squareRoot())
        var items = BoxIndex(cellSize: cell), placed = BoxIndex(cellSize: cell)
        for (index, box) in boxes.enumerated() { items.insert(box, owner: index) }
        for box in obstacles { placed.insert(box, owner: 0) }
        let tree = TreeOrder(snapshot)
        var bottom = -Double.infinity
        let hidden = Stacks(snapshot).hidden
        // A label's id goes outside it, off its text.
        let texts = Set(snapshot.texts.map(\.item))
        for index in geometry.drawingOrder where !hidden.contains(index) {
            let item = snapshot.items[index]
            let f = frames[index]
            let dims = "\(NumberFormat.string(f.width)) × \(NumberFormat.string(f.height))"
            func isFree(_ box: LayoutSnapshot.Rect) -> Bool {
                guard contains(page, box) else { return false }
                if items.overlaps(box, counting: { $0 != index && !tree.isAncestor($0, of: index) }) { return false }
                return !placed.overlaps(box, counting: { _ in true })
            }
            let places = labelPlaces(id: PictureText.shown(item.id), dims: dims, in: boxes[index], inside: !texts.contains(index))
            let isThinGuide = item.kind == .guide && (boxes[index].width < 1 || boxes[index].height < 1)
            let onPage = places.filter { contains(page, $0.box) }
            guard let chosen = places.first(where: { isFree($0.box) })
                ?? (style.showsAllItems || isThinGuide ? onPage.first ?? places.first : nil) else { continue }
            placed.insert(chosen.box, owner: 0)
            bottom = max(bottom, chosen.box.y + chosen.box.height)
            elements += labelText(item, dims: dims, at: chosen)
        }
        return (elements + geometry.drawingOrder.filter(hidden.contains).map { hiddenLabel($0, geometry) }, bottom)
    }

    /// Where a label could go, in order of preference.
    func labelPlaces(id: String, dims: String, in r: LayoutSnapshot.Rect, inside: Bool = true) -> [LabelPlace] {
        let advance = 0.6   // Helvetica's average advance is about 0.55 em; a little more keeps labels inside.
        var places: [LabelPlace] = []
        // Inside: the largest size that fits the whole id, the height allowing.
        let fitting = min(style.labelSizes.upperBound, (r.height - 2) * 0.6, (r.width - 4) / (advance * Double(id.count)))
        if inside, fitting >= style.labelSizes.lowerBound {
            let showsSize = r.height >= fitting * 2.6 + 2 && Double(dims.count) * fitting * advance * 0.85 <= r.width - 4
            for withSize in showsSize ? [true, false] : [false] {
                let width = Double(max(id.count, withSize ? dims.count : 0)) * fitting * advance + 2
                let height = fitting * (withSize ? 2.4 : 1.2)
                places.append(LabelPlace(box: .init(x: r.x + 1, y: r.y + 1, width: width, height: height), showsSize: withSize, size: fitting))
                if r.height >= 2 * height {
                    places.append(LabelPlace(box: .init(x: r.x + 1, y: r.y + r.height - 1 - height, width: width, height: height),
                                             showsSize: withSize, size: fitting))
                }
            }
        }
        // Outside, the whole id at the largest size.
        let size = style.labelSizes.upperBound
        let width = Double(id.count) * size * advance + 2, height = size * 1.2
        let thin = r.width < 1 || r.height < 1
        let x = thin ? r.x + r.width / 2 - width / 2 : r.x
        places += [LabelPlace(box: .init(x: x, y: r.y - height - 1, width: width, height: height), showsSize: false, size: size),
                   LabelPlace(box: .init(x: x, y: r.y + r.height + 1, width: width, height: height), showsSize: false, size: size),
                   LabelPlace(box: .init(x: r.x + r.width + 2, y: r.y, width: width, height: height), showsSize: false, size: size)]
        // A label shrunk below 8 points inside is a last resort, after the places outside.
        let (small, readable) = (places.filter { $0.size < 8 && $0.size < size }, places.filter { $0.size >= 8 || $0.size == size })
        return readable + small
    }

    /// The id (and the size line) at a chosen place.
    func labelText(_ item: LayoutSnapshot.Item, dims: String, at place: LabelPlace) -> [SVGElement] {
        let color = item.kind == .guide ? style.guideStroke : style.textFill
        let (box, size) = (place.box, place.size)
        var attributes = SVGElement("text", ["x": box.x + 1, "y": box.y + size * 0.95, "font-size": size, "fill": color,
                                             "stroke": "#ffffff", "stroke-width": size / 4, "stroke-opacity": 0.8,
                                             "paint-order": "stroke"]).attributes
        if item.kind == .guide { attributes.append(.init(name: "font-style", value: "italic")) }
        var label = SVGElement("text", text: PictureText.shown(item.id))
        label.attributes = attributes
        guard place.showsSize else { return [label] }
        return [label, SVGElement("text", ["x": box.x + 1, "y": box.y + size * 2.1, "font-size": size * 0.85,
                                           "fill": color, "fill-opacity": 0.7, "stroke": "#ffffff",
                                           "stroke-width": size / 4, "stroke-opacity": 0.8, "paint-order": "stroke"],
                                  text: dims)]
    }

    func normalized(_ r: LayoutSnapshot.Rect) -> LayoutSnapshot.Rect {
        LayoutSnapshot.Rect(x: min(r.x, r.x + r.width), y: min(r.y, r.y + r.height), width: abs(r.width), height: abs(r.height))
    }

    /// Whether two rectangles share some area (touching edges do not count).
    func overlaps(_ a: LayoutSnapshot.Rect, _ b: LayoutSnapshot.Rect) -> Bool { Self.overlaps(a, b) }

    /// Whether two rectangles share some area (touching edges do not count).
    static func overlaps(_ a: LayoutSnapshot.Rect, _ b: LayoutSnapshot.Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// Whether `box` lies within `page`.
    func contains(_ page: LayoutSnapshot.Rect, _ box: LayoutSnapshot.Rect) -> Bool {
        box.x >= page.x && box.y >= page.y && box.x + box.width <= page.x + page.width && box.y + box.height <= page.y + page.height
    }
}
