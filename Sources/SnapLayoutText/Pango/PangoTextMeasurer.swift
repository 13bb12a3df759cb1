import Foundation

/// Text measured as text.md, section 4 says: Pango 1.50 with HarfBuzz shaping, FreeType and
/// fontconfig, at 72 dpi (1 point is one font unit), hint metrics off, hint style none, glyph
/// positions not rounded, language `en`, no hyphens inserted; lines broken by UAX #14 and filled
/// greedily (`PANGO_WRAP_WORD_CHAR`, or `PANGO_WRAP_CHAR` by character).
///
/// The libraries are loaded at the first measurement (see `SharedLibrary`); without them, every
/// measurement is an error that says what to install. Pango's objects are not thread-safe: one
/// lock serialises the measurer's calls (`TextSystem` caches what it measures).
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: Result<Session, TextError>?
    /// A layout per font, kept: setting a layout's text and width costs a third of making one
    /// with its font description and attributes.
    private var layouts: [ResolvedFont: OpaquePointer] = [:]

    /// Pango's font map and context, made once.
    private struct Session {
        let functions: PangoFunctions
        let context: OpaquePointer
    }

    /// A measurer; nothing is loaded until the first measurement.
    public init() {}

    public func lines(of text: String, font: ResolvedFont, width: WrapWidth, byCharacter: Bool) throws(TextError) -> [TextLine] {
        lock.lock(); defer { lock.unlock() }
        let session = try sessionLocked()
        let f = session.functions
        let layout = try layoutLocked(session, font: font)
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                guard let base = characters.baseAddress else { return }
                f.layoutSetText(layout, base, Int32(characters.count))
            }
        }
        if utf8.isEmpty { f.layoutSetText(layout, "", 0) }
        var pangoWidth: Int32 = -1
        if case .points(let points) = width { pangoWidth = Int32(clamping: Int((points * 1024 + 0.5).rounded(.down))) }
        f.layoutSetWidth(layout, pangoWidth)
        f.layoutSetWrap(layout, byCharacter ? 1 : 2)
        var lines: [TextLine] = []
        for index in 0..<f.layoutLineCount(layout) {
            guard let line = f.layoutLine(layout, index) else { continue }
            var logical: [Int32] = [0, 0, 0, 0]
            logical.withUnsafeMutableBufferPointer { f.lineExtents(line, nil, $0.baseAddress) }
            // PangoLayoutLine: the layout pointer, then the line's start and length in bytes.
            let start = Int(line.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: Int32.self))
            let length = Int(line.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size + 4, as: Int32.self))
            let bytes = utf8[min(start, utf8.count)..<min(start + length, utf8.count)]
            lines.append(TextLine(width: Double(logical[2]) / 1024, ascent: -Double(logical[1]) / 1024,
                                  descent: Double(logical[1] + logical[3]) / 1024,
                                  text: Substring(String(decoding: bytes, as: UTF8.self))))
        }
        return lines
    }

    public func metrics(of font: ResolvedFont) throws(TextError) -> FontMetrics {
        let line = try lines(of: "H", font: font, width: .unlimited, byCharacter: false)[0]
        lock.lock(); defer { lock.unlock() }
        let session = try sessionLocked()
        return FontMetrics(ascender: line.ascent, descent: line.descent, capHeight: try capHeight(session, font))
    }

    /// The font's capital height: OS/2's `sCapHeight` through HarfBuzz, or, for a font without it
    /// (DejaVu Sans has an OS/2 table of version 1), the ink top of an `H`.
    private func capHeight(_ session: Session, _ font: ResolvedFont) throws(TextError) -> Double {
        let f = session.functions
        let description = try makeDescription(f, font)
        defer { f.descriptionFree(description) }
        if let loadedFont = f.loadFont(session.context, description) {
            defer { f.objectUnref(loadedFont) }
            var position: Int32 = 0
            // HarfBuzz's font is scaled to the size in Pango units (1024 a point).
            if let hbFont = f.fontHarfBuzzFont(loadedFont), f.metricsPosition(hbFont, 0x6370_6874 /* cpht */, &position) != 0 {
                return Double(position) / 1024
            }
        }
        let layout = try makeLayout(session, font: font)
        defer { f.objectUnref(layout) }
        f.layoutSetText(layout, "H", 1)
        var ink: [Int32] = [0, 0, 0, 0]
        if let line = f.layoutLine(layout, 0) { ink.withUnsafeMutableBufferPointer { f.lineExtents(line, $0.baseAddress, nil) } }
        return -Double(ink[1]) / 1024
    }

    public func checkFamily(_ family: String, weight: Int) throws(TextError) {
        lock.lock(); defer { lock.unlock() }
        let f = try sessionLocked().functions
        guard let pattern = f.patternCreate() else { throw TextError("fontconfig could not make a pattern") }
        defer { f.patternDestroy(pattern) }
        _ = f.patternAddString(pattern, "family", family)
        _ = f.patternAddInteger(pattern, "weight", f.weightFromOpenType(Int32(weight)))
        _ = f.configSubstitute(nil, pattern, 0)
        f.defaultSubstitute(pattern)
        var result: Int32 = 0
        guard let match = f.fontMatch(nil, pattern, &result) else {
            throw TextError("font family '\(family)' is not installed (fontconfig found no font at all)")
        }
        defer { f.patternDestroy(match) }
        var names: [String] = []
        var index: Int32 = 0
        var value: UnsafePointer<CChar>?
        while f.patternGetString(match, "family", index, &value) == 0, let value {
            names.append(String(cString: value))
            index += 1
        }
        guard !names.contains(where: { $0.lowercased() == family.lowercased() }) else { return }
        throw TextError("font family '\(family)' is not installed (fontconfig would substitute '\(names.first ?? "?")')")
    }

    /// The kept layout of `font` (made at its first use; the lock is held).
    private func layoutLocked(_ session: Session, font: ResolvedFont) throws(TextError) -> OpaquePointer {
        if let layout = layouts[font] { return layout }
        let layout = try makeLayout(session, font: font)
        if layouts.count >= 256 {
            for old in layouts.values { session.functions.objectUnref(old) }
            layouts.removeAll()
        }
        layouts[font] = layout
        return layout
    }

    private func sessionLocked() throws(TextError) -> Session {
        if loaded == nil {
            do throws(TextError) {
                let functions = try PangoFunctions()
                guard let map = functions.fontMapNew() else { throw TextError("Pango could not make a font map") }
                functions.fontMapSetResolution(map, 72)
                guard let context = functions.createContext(map) else { throw TextError("Pango could not make a context") }
                if let options = functions.fontOptionsCreate() {
                    functions.fontOptionsSetHintMetrics(options, 1)   // CAIRO_HINT_METRICS_OFF
                    functions.fontOptionsSetHintStyle(options, 1)     // CAIRO_HINT_STYLE_NONE
                    functions.setFontOptions(context, options)
                    functions.fontOptionsDestroy(options)
                }
                functions.setRoundGlyphPositions(context, 0)
                functions.setLanguage(context, functions.languageFromString("en"))
                loaded = .success(Session(functions: functions, context: context))
            } catch {
                loaded = .failure(error)
            }
        }
        return try loaded!.get()
    }

    private func makeDescription(_ f: PangoFunctions, _ font: ResolvedFont) throws(TextError) -> OpaquePointer {
        guard let description = f.descriptionNew() else { throw TextError("Pango could not make a font description") }
        f.descriptionSetFamily(description, font.family)
        f.descriptionSetWeight(description, Int32(font.weight))
        f.descriptionSetStyle(description, 0)     // PANGO_STYLE_NORMAL
        f.descriptionSetStretch(description, 4)   // PANGO_STRETCH_NORMAL
        f.descriptionSetAbsoluteSize(description, (font.size * 1024).rounded())
        return description
    }

    private func makeLayout(_ session: Session, font: ResolvedFont) throws(TextError) -> OpaquePointer {
        let f = session.functions
        guard let layout = f.layoutNew(session.context) else { throw TextError("Pango could not make a layout") }
        let description = try makeDescription(f, font)
        f.layoutSetFontDescription(layout, description)
        f.descriptionFree(description)
        if let attributes = f.attributeListNew() {
            if let noHyphens = f.insertHyphensNew(0) { f.attributeListInsert(attributes, noHyphens) }
            f.layoutSetAttributes(layout, attributes)
            f.attributeListUnref(attributes)
        }
        return layout
    }
}
