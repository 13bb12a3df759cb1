/// One element of an Interface Builder file as the reader keeps it: its name, its attributes and
/// the line it starts on, with the children that matter for layout.
///
/// A value: the reader builds the tree once and every later step only reads it.
package struct IBElement: Sendable {
    /// The element's name (`view`, `constraint`, `rect`, …).
    package var name: String
    /// The attributes as written.
    package var attributes: [String: String]
    /// The line the element starts on (from 1).
    package var line: Int
    /// The child elements kept, in document order.
    package var children: [IBElement]
    /// The characters of a `<string>` element (a label's multi-line text), decoded when written
    /// in base 64; `nil` for other elements. At most `IBXMLReader.maximumStringLength` characters
    /// are kept; `isCut` says that more were written.
    package var text: String?
    /// Whether `text` holds only the start of what was written.
    package var isCut = false

    package init(name: String, attributes: [String: String] = [:], line: Int = 0, children: [IBElement] = []) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.children = children
    }

    /// The attribute `name`, or `nil`.
    package subscript(_ name: String) -> String? { attributes[name] }

    /// The IB object id (`id`), or `nil`.
    package var id: String? { attributes["id"] }

    /// The `key` attribute (how a child is used by its parent: `frame`, `view`, `contentView`, …).
    package var key: String? { attributes["key"] }

    /// The first child named `name`, optionally with `key`.
    package func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with `key`, whatever its name.
    package func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children named `name`.
    package func children(_ name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// Whether the attribute `name` is `YES`.
    package func flag(_ name: String) -> Bool { attributes[name] == "YES" }
}
