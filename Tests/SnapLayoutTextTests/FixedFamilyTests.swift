import Testing
@testable import SnapLayoutText

/// The `fixed` family, to the letter of text.md, section 5: the examples worked there by hand.
struct FixedFamilyTests {
    let system = TextSystem.default

    func fixed(_ string: String, size: Double, lines: Int = 0, lineBreak: LineBreakMode? = nil) -> TextContent {
        TextContent(string: string, font: LayoutFont(family: "fixed", size: size), lines: lines, lineBreak: lineBreak)
    }

    func lineTexts(_ string: String, em: Double, byCharacter: Bool = false) throws -> [String] {
        try FixedTextMeasurer().lines(of: string, font: ResolvedFont(family: "fixed", size: 1, weight: 400),
                                      width: .points(em), byCharacter: byCharacter).map { "\($0.text)|\($0.width)" }
    }

    @Test func theContractsLineBreaks() throws {
        #expect(try lineTexts("an extraordinary day", em: 5) == ["an |2.0", "extra|5.0", "ordin|5.0", "ary |3.0", "day|3.0"])
        #expect(try lineTexts("ab    cd", em: 3) == ["ab  |3.0", "  |1.0", "cd|2.0"])
        #expect(try lineTexts("one two three", em: 6) == ["one |3.0", "two |3.0", "three|5.0"])
        #expect(try lineTexts("one two three", em: 6, byCharacter: true) == ["one tw|6.0", "o thre|6.0", "e|1.0"])
    }

    @Test func theWorkedExample() throws {
        let content = fixed("one two three", size: 10)
        let wrapped = try system.measure(content, width: .points(60), scale: 2)
        #expect([wrapped.width, wrapped.height, wrapped.firstBaseline, wrapped.lastBaseline] == [50, 30, 8, 2])
        var two = content
        two.lines = 2
        let kept = try system.measure(two, width: .points(60), scale: 2)
        #expect([kept.width, kept.height] == [30, 20])
        let unlimited = try system.measure(content, width: .unlimited, scale: 2)
        #expect([unlimited.width, unlimited.height] == [130, 10])
        let odd = try system.measure(fixed("abc", size: 13.3, lines: 1), width: .points(5), scale: 2)
        #expect(odd.width == 40 && odd.height == 13.5)
        #expect(abs(odd.firstBaseline - 10.74) < 1e-9 && abs(odd.lastBaseline - 2.76) < 1e-9)
    }

    @Test func hardBreaksMakeParagraphs() throws {
        let paragraphs = HardBreaks.paragraphs(of: "a\nb\r\nc\rd\u{2028}e\u{2029}f\n")
        #expect(paragraphs == ["a", "b", "c", "d", "e", "f", ""])
        let measured = try system.measure(fixed("ab\n\ncde\n", size: 10), width: .unlimited, scale: 2)
        #expect(measured.lines.map(\.text) == ["ab", "", "cde", ""])
        #expect(measured.height == 40 && measured.width == 30)
        // One line: only the text before the first break.
        #expect(try system.measure(fixed("ab\ncdef", size: 10, lines: 1), width: .unlimited, scale: 2).width == 20)
    }

    @Test func emptyAndSpaces() throws {
        #expect(try system.measure(fixed("", size: 10), width: .unlimited, scale: 2) == .empty)
        #expect(try system.measure(fixed("  ", size: 10, lines: 1), width: .unlimited, scale: 2).width == 20)
    }

    @Test func aWordTooLongBreaksAfterTheLastCharacterThatFits() throws {
        #expect(try lineTexts("abcdefgh ij", em: 3) == ["abc|3.0", "def|3.0", "gh |2.0", "ij|2.0"])
        // Below one em, one character a line.
        #expect(try lineTexts("abc", em: 0.5) == ["a|1.0", "b|1.0", "c|1.0"])
    }

    @Test func longParagraphsBreakInLinearTime() throws {
        let text = String(repeating: "word ", count: 20_000)
        let lines = try FixedTextMeasurer().lines(of: text, font: ResolvedFont(family: "fixed", size: 1, weight: 400),
                                                  width: .points(40), byCharacter: false)
        #expect(lines.count == 2_500)
    }
}
