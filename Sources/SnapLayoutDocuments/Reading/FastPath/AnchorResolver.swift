import SnapLayoutModel

/// Resolves an anchor's text (`id.attribute`, `id.margins.attribute`, `id.safeArea.attribute`)
/// from its bytes, with the checks of `DocumentReader.anchor`; `nil` wherever that reports an
/// error (and for the rare text only `String`'s Unicode equivalence would match), so that the
/// document goes to the tree reader.
struct AnchorResolver {
    let items: [LayoutSnapshot.Item]
    let ids: IDTable
    /// The document's bytes, where the ids are.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The anchor written in `text`.
    func anchor(_ text: PendingConstraint.AnchorText) -> LayoutSnapshot.Anchor? {
        switch text {
        case .bytes(let range):
            return anchor(UnsafeBufferPointer(rebasing: bytes[range]))
        case .text(var string):
            return string.withUTF8 { anchor($0) }
        }
    }

    /// The anchor whose text is `text`.
    func anchor(_ text: UnsafeBufferPointer<UInt8>) -> LayoutSnapshot.Anchor? {
        // The dots: one or two, the first after a non-empty id.
        var dots = (first: 0, second: 0, count: 0)
        for index in text.indices where text[index] == UInt8(ascii: ".") {
            dots.count += 1
            if dots.count == 1 { dots.first = index } else if dots.count == 2 { dots.second = index } else { return nil }
        }
        guard dots.count > 0, dots.first > 0,
              let item = ids.index(of: UnsafeBufferPointer(rebasing: text[..<dots.first]), in: bytes) else { return nil }
        let isGuide = items[item].kind == .guide
        var guide: LayoutSnapshot.ImplicitGuide?
        var nameStart = dots.first + 1
        if dots.count == 2 {
            let part = UnsafeBufferPointer(rebasing: text[(dots.first + 1)..<dots.second])
            if Self.equal(part, "margins") { guide = .margins } else if Self.equal(part, "safeArea") { guide = .safeArea } else { return nil }
            guard !isGuide else { return nil }
            nameStart = dots.second + 1
        }
        guard let attribute = AttributeNames.attribute(UnsafeBufferPointer(rebasing: text[nameStart...])) else { return nil }
        if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline, guide != nil || isGuide { return nil }
        return LayoutSnapshot.Anchor(item: item, guide: guide, attribute: attribute)
    }

    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        IDTable.equal(bytes, UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

/// The attributes by the bytes of their names, as `DocumentReader.attributes` has them.
enum AttributeNames {
    private static let names: [(name: [UInt8], attribute: LayoutAttribute)] =
        DocumentReader.attributes.map { (Array($0.key.utf8), $0.value) }

    /// The attribute named `bytes`, or `nil`.
    static func attribute(_ bytes: UnsafeBufferPointer<UInt8>) -> LayoutAttribute? {
        for entry in names where entry.name.count == bytes.count {
            if entry.name.withUnsafeBufferPointer({ IDTable.equal($0, bytes) }) { return entry.attribute }
        }
        return nil
    }
}
