import Foundation

/// Measures labels' text: resolves fonts (the system family, `fixed`, generic and installed
/// families), hands them to a measurer, applies the contract's rules (`TextMeasurement`), and
/// caches what it measured by text, font, wrap width and scale.
///
/// `TextSystem.default` measures `fixed` exactly and every other family with Pango, loaded at the
/// first such measurement. A layout engine, a document solve and `snaplayout --system-font` can use
/// another (`TextSystem(systemFamily:)`), for instance to make the system font another family.
public final class TextSystem: @unchecked Sendable {
    /// The family `system` stands for unless configured: DejaVu Sans (text.md, 4.1).
    public static let defaultSystemFamily = "DejaVu Sans"
    /// fontconfig's generic families: whatever font fontconfig picks for them is accepted.
    public static let genericFamilies: Set<String> = ["sans-serif", "serif", "monospace"]
    /// The measurements kept; past it the cache starts over (a long batch of documents, each with
    /// its own strings, must not grow without end).
    static let cacheLimit = 20_000

    /// The text system every label and font uses unless told otherwise.
    public static let `default` = TextSystem()

    /// The family `system` stands for.
    public let systemFamily: String
    private let measurer: any TextMeasurer
    private let fixed = FixedTextMeasurer()
    private let lock = NSLock()
    private var measurements: [Key: Result<TextMeasurement, TextError>] = [:]
    private var checkedFamilies: [String: TextError?] = [:]

    private struct Key: Hashable {
        var content: TextContent
        var width: WrapWidth
        var scale: Double
    }

    /// A text system whose `system` family is `systemFamily`, measuring real fonts with `measurer`
    /// (Pango unless given).
    public init(systemFamily: String = TextSystem.defaultSystemFamily, measurer: (any TextMeasurer)? = nil) {
        self.systemFamily = systemFamily
        self.measurer = measurer ?? PangoTextMeasurer()
    }

    /// The font as measured and its measurer, or why it cannot be measured (a family that is not
    /// installed, no Pango).
    public func resolved(_ font: LayoutFont) -> Result<(font: ResolvedFont, measurer: any TextMeasurer), TextError> {
        let family = font.familyName == LayoutFont.systemFamily ? systemFamily : font.familyName
        let resolved = ResolvedFont(family: family, size: font.pointSize, weight: font.weight.openTypeWeight)
        if family == LayoutFont.fixedFamily { return .success((resolved, fixed)) }
        if TextSystem.genericFamilies.contains(family) { return .success((resolved, measurer)) }
        let key = "\(family)\u{0}\(resolved.weight)"
        lock.lock()
        let known = checkedFamilies[key]
        lock.unlock()
        var problem: TextError?
        if let known {
            problem = known
        } else {
            do throws(TextError) { try measurer.checkFamily(family, weight: resolved.weight) } catch { problem = error }
            lock.lock(); checkedFamilies[key] = problem; lock.unlock()
        }
        if let problem { return .failure(problem) }
        return .success((resolved, measurer))
    }

    /// The resolved font, or `nil` when it cannot be measured.
    public func resolve(_ font: LayoutFont) -> ResolvedFont? {
        try? resolved(font).get().font
    }

    /// The font's metrics, or `nil` when it cannot be measured.
    public func metrics(of font: LayoutFont) -> FontMetrics? {
        guard let (resolved, measurer) = try? resolved(font).get() else { return nil }
        return try? measurer.metrics(of: resolved)
    }

    /// `content` measured at `width` (text.md, section 3), sizes rounded to 1 / `scale` points.
    public func measure(_ content: TextContent, width: WrapWidth, scale: Double) throws(TextError) -> TextMeasurement {
        if content.string.isEmpty { return .empty }
        // One line is measured at unlimited width, whatever the width (text.md, 3.2).
        let width = content.lines == 1 ? WrapWidth.unlimited : width
        let key = Key(content: content, width: width, scale: scale)
        lock.lock()
        let cached = measurements[key]
        lock.unlock()
        if let cached { return try cached.get() }
        let result: Result<TextMeasurement, TextError>
        do throws(TextError) {
            let (font, measurer) = try resolved(content.font).get()
            let lines = try measurer.lines(of: content.string, font: font, width: width,
                                           byCharacter: content.lineBreak.wrapsByCharacter)
            result = .success(TextMeasurement.of(lines, keep: content.lines, scale: scale))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        if measurements.count >= TextSystem.cacheLimit { measurements.removeAll(keepingCapacity: true) }
        measurements[key] = result
        lock.unlock()
        return try result.get()
    }
}
