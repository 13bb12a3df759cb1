import SnapLayoutModel

extension SVGRenderer {
    /// The picture of a layout that could not be solved: its name and why, on a page of the same
    /// style, so that a snapshot test or a tool always gets a picture and sees the reason in it.
    public func renderFailure(name: String, message: String) -> String {
        let padding = style.padding, text = style.textSize
        let characters = 80
        let lines = wrapped("cannot be drawn: \(message)", to: characters)
        let width = Double(characters) * text * 0.55 + 2 * padding
        let height = padding * 2 + text * 2.5 + Double(lines.count) * text * 1.4
        var children: [SVGElement] = [
            SVGElement("rect", ["x": 0.0, "y": 0.0, "width": width, "height": height, "fill": "#ffffff"]),
            SVGElement("text", ["x": padding, "y": padding + text, "font-size": text * 1.25, "font-weight": "bold",
                                "fill": style.textFill], text: name),
        ]
        for (number, line) in lines.enumerated() {
            children.append(SVGElement("text", ["x": padding, "y": padding + text * 2.5 + Double(number) * text * 1.4,
                                                "font-size": text, "fill": style.conflictStroke], text: line))
        }
        return SVGDocument(width: width, height: height, scale: style.scale,
                           children: [SVGElement("g", ["class": "layout"], children: children)]).xml
    }
}
