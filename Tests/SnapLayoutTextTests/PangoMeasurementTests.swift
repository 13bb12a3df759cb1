import Testing
@testable import SnapLayoutText

/// Real fonts through Pango, checked against text.md's check values (DejaVu Sans, 17 points) and the
/// contract's rules for families.
struct PangoMeasurementTests {
    let system = TextSystem.default

    @Test func theContractsCheckValues() throws {
        let font = LayoutFont.systemFont(ofSize: 17)
        let metrics = try #require(system.metrics(of: font))
        #expect(metrics.ascender == 15.7802734375)
        #expect(metrics.descent == 4.0087890625)
        #expect(font.lineHeight == 19.7890625)
        #expect(font.descender == -4.0087890625)
        let hello = try system.measure(TextContent(string: "Hello world", font: font), width: .unlimited, scale: 2)
        #expect(hello.lines.map(\.width) == [95.3046875])
        #expect([hello.width, hello.height, hello.firstBaseline, hello.lastBaseline] == [95.5, 20, 15.8857421875, 4.1142578125])
    }

    @Test func capHeightIsTheFonts() throws {
        // DejaVu Sans: capital height 1493 units of 2048.
        #expect(abs(LayoutFont.systemFont(ofSize: 20).capHeight - 1493.0 / 2048 * 20) < 0.01)
    }

    @Test func aFamilyThatIsNotInstalledIsAnError() {
        let font = LayoutFont(family: "Helvetica Neue", size: 17)
        #expect(throws: TextError("font family 'Helvetica Neue' is not installed (fontconfig would substitute 'DejaVu Sans')")) {
            try system.measure(TextContent(string: "x", font: font), width: .unlimited, scale: 2)
        }
        #expect(LayoutFont(name: "Helvetica Neue", size: 17) == nil)
        #expect(LayoutFont(name: "dejavu serif", size: 17) != nil)
    }

    @Test func genericFamiliesTakeWhatFontconfigPicks() throws {
        let measured = try system.measure(TextContent(string: "abc", font: LayoutFont(family: "monospace", size: 10)),
                                          width: .unlimited, scale: 2)
        #expect(measured.width > 0)
    }

    @Test func wrappingBreaksAtWordsAndDropsTheFinalSpace() throws {
        let content = TextContent(string: "Hello world again", font: .systemFont(ofSize: 17), lines: 0)
        let measured = try system.measure(content, width: .points(100), scale: 2)
        #expect(measured.lines.map { String($0.text) } == ["Hello world ", "again"])
        #expect(measured.lines[0].width == 95.3046875)
    }

    @Test func theSystemFamilyIsConfigurable() throws {
        let serif = TextSystem(systemFamily: "DejaVu Serif")
        let a = try serif.measure(TextContent(string: "Hello world"), width: .unlimited, scale: 2)
        let b = try system.measure(TextContent(string: "Hello world"), width: .unlimited, scale: 2)
        #expect(a.width != b.width)
    }
}
