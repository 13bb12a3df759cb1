import SnapLayoutModel

/// A tiny XML writer for SVG: elements with attributes in the order given, so output is byte-stable.
package struct SVGElement: Hashable, Sendable {
    /// The tag name (`rect`, `g`, `text`, …).
    package var name: String
    /// The attributes, written in this order.
    package var attributes: [Attribute]
    /// Child elements.
    package var children: [SVGElement]
    /// Text content (escaped when written), for `text` and `title`.
    package var text: String?

    /// One `name="value"` pair.
    package struct Attribute: Hashable, Sendable {
        /// The attribute's name.
        public var name: String
        /// Its value, escaped when written.
        public var value: String
    }

    /// Creates an element; attribute values given as numbers are formatted with `NumberFormat`.
    package init(_ name: String, _ attributes: KeyValuePairs<String, any SVGValue> = [:], children: [SVGElement] = [],
                text: String? = nil) {
        self.name = name
        self.attributes = attributes.map { Attribute(name: $0.key, value: $0.value.svgText) }
        self.children = children
        self.text = text
    }

    /// The element as XML, indented by `depth` levels of two spaces, ending with a newline.
    package func xml(depth: Int = 0) -> String {
        var out = ""
        write(into: &out, depth: depth)
        return out
    }

    private func write(into out: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        out += indent + "<" + name
        for attribute in attributes { out += " \(attribute.name)=\"\(SVGElement.escape(attribute.value))\"" }
        if children.isEmpty && text == nil {
            out += "/>\n"
            return
        }
        out += ">"
        if let text { out += SVGElement.escape(text) }
        if !children.isEmpty {
            out += "\n"
            for child in children { child.write(into: &out, depth: depth + 1) }
            out += indent
        }
        out += "</\(name)>\n"
    }

    /// `&`, `<`, `>` and `"` escaped for text and attribute values, and the characters XML 1.0
    /// cannot carry at all (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF)
    /// spelled out (`\u{1}`): written as they are, they made a file no SVG reader opens (issue 44).
    /// Input text is already spelled out by `PictureText`; this keeps every other string safe too.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                if isAllowedInXML(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            }
        }
        return out
    }

    /// Whether XML 1.0's `Char` production holds `scalar` (Swift's scalars are never surrogates).
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0..<0x20, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}

/// A value an SVG attribute can take: text as is, numbers with at most 2 decimals and never `-0`.
package protocol SVGValue: Sendable {
    /// The value as attribute text.
    var svgText: String { get }
}

extension String: SVGValue {
    package var svgText: String { self }
}

extension Double: SVGValue {
    package var svgText: String { NumberFormat.string(self) }
}

extension Int: SVGValue {
    package var svgText: String { String(self) }
}

/// A whole SVG file: the root `svg` element `width × height` (user units × `scale`) around `children`.
package struct SVGDocument: Hashable, Sendable {
    /// The drawing's size in user units (points).
    package var width: Double, height: Double
    /// Pixels per point in the file's `width` / `height`.
    package var scale: Double
    /// The content.
    package var children: [SVGElement]

    /// Creates a document.
    package init(width: Double, height: Double, scale: Double = 1, children: [SVGElement]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.children = children
    }

    /// The file's text.
    package var xml: String {
        let root = SVGElement("svg", [
            "xmlns": "http://www.w3.org/2000/svg",
            "width": width * scale, "height": height * scale,
            "viewBox": "0 0 \(NumberFormat.string(width)) \(NumberFormat.string(height))",
            "font-family": "Helvetica, Arial, sans-serif",
        ], children: children)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.xml()
    }
}
