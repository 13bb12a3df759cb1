import Testing
@testable import SnapLayoutDocuments
import SnapLayoutTestSupport

/// The word-at-a-time counts the stream keeps line and column numbers with agree with counting
/// one byte at a time, at every length and alignment.
struct ByteCountsTests {
    @Test func countsAgreeWithBytewiseCounts() {
        var generator = SeededGenerator(seed: 7)
        // Line breaks, ASCII, UTF-8 lead and continuation bytes, and bytes next to 0x0A.
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x20, 0x41, 0x7F, 0x80, 0x8A, 0xBF, 0xC3, 0xE2, 0xFF, 0x00, 0x8B]
        for _ in 0..<3000 {
            let count = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            let offset = Int.random(in: 0...min(7, count), using: &generator)
            bytes.withUnsafeBufferPointer { buffer in
                let slice = UnsafeBufferPointer(rebasing: buffer[offset...])
                let newlines = slice.filter { $0 == 0x0A }.count
                #expect(ByteCounts.newlines(slice) == newlines)
                #expect(ByteCounts.characters(slice) == slice.filter { $0 & 0xC0 != 0x80 }.count)
                let lastLine = slice.lastIndex(of: 0x0A).map { slice[($0 + 1)...] } ?? slice[...]
                let expected = (newlines, lastLine.filter { $0 & 0xC0 != 0x80 }.count)
                #expect(DocumentStream.linesAndColumns(slice) == expected)
            }
        }
    }
}
