import SnapLayoutModel

/// The legend: what each mark means (the key), and notes naming the broken constraints, the free
/// attributes of ambiguous items and each stack's settings.
extension SVGRenderer {
    /// The key and the notes of one layout; their height.
    func legend(top: Double, width: Double, snapshot: LayoutSnapshot, explanation: LayoutExplanation,
                frames: [LayoutSnapshot.Rect]? = nil, key: Bool = true) -> ([SVGElement], Double) {
        var (elements, height) = key ? legendKey(top: top, width: width, hasStacks: !snapshot.stacks.isEmpty) : ([], 0)
        let (notes, notesHeight) = legendNotes(top: top + height, width: width, snapshot: snapshot, explanation: explanation,
                                               frames: frames)
        elements += notes
        height += notesHeight
        return (elements, height)
    }

    /// What each mark means, in columns; its height.
    func legendKey(top: Double, width: Double, hasStacks: Bool) -> ([SVGElement], Double) {
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
        if hasStacks { entries += stackLegendEntries() }
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
        return (elements, Double((entries.count + columns - 1) / columns) * rowHeight + text * 0.5)
    }

    /// One line per broken constraint, ambiguous item and stack; their height.
    func legendNotes(top: Double, width: Double, snapshot: LayoutSnapshot,
                     explanation: LayoutExplanation, frames: [LayoutSnapshot.Rect]? = nil) -> ([SVGElement], Double) {
        let text = style.textSize
        var notes: [(String, String)] = []
        for conflict in explanation.conflicts {
            notes.append(("broken: \(PictureText.shown(conflict.broken.description))", style.conflictStroke))
        }
        for item in explanation.ambiguous {
            let free = item.free.map { "\($0.component) in \(interval($0.range))" }.joined(separator: ", ")
            notes.append(("ambiguous: \(PictureText.shown(item.id)): \(free)", style.ambiguousStroke))
        }
        notes += stackNotes(snapshot).map { ($0, style.stackStroke) }
        notes += scrollNotes(snapshot, frames: frames).map { ($0, style.contentInsetFill) }
        let characters = Int(width / (text * 0.5))
        var y = top
        var elements: [SVGElement] = []
        for (note, color) in notes {
            for line in wrapped(note, to: characters) {
                y += text * 1.4
                elements.append(SVGElement("text", ["x": style.padding, "y": y, "font-size": text, "fill": color], text: line))
            }
        }
        return (elements, y - top + text * 0.5)
    }

    /// `text` in lines of at most `length` characters, broken at spaces (never inside an id; a
    /// word longer than a line gets a line of its own), the lines after the first indented.
    func wrapped(_ text: String, to length: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > length {
                lines.append(line)
                line = "    " + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [line]
    }
}
