import Foundation
import SnapLayoutDocuments
import Testing
@testable import SnapLayoutCommand

/// The fuzzer's structure-aware mutations make what they say: hostile numbers and strings, stack
/// fields and arranged lists, thousands of arranged views, nested stacks, broken documents between
/// good ones; within the size libFuzzer allows, the same for the same seed.
struct DocumentMutatorTests {
    static let document = Array(#"{"name":"m","size":[320,480],"views":[{"id":"r"},{"id":"a","parent":"r","intrinsicSize":[40,20]},{"id":"b","parent":"r"}],"constraints":["a.top == 8","b.top == a.bottom + 4"]}"#.utf8)

    func mutated(_ kind: DocumentMutator.Kind, seed: UInt64, maxSize: Int = 200_000) -> [UInt8]? {
        var mutator = DocumentMutator(seed: seed)
        return mutator.mutate(Self.document, kind: kind, maxSize: maxSize)
    }

    @Test(arguments: DocumentMutator.Kind.allCases)
    func everyKindChangesTheDocumentAlikeForASeed(kind: DocumentMutator.Kind) throws {
        var changed = 0
        for seed in UInt64(0)..<40 {
            guard let bytes = mutated(kind, seed: seed) else { continue }
            changed += 1
            #expect(bytes != Self.document)
            #expect(bytes == mutated(kind, seed: seed))
        }
        #expect(changed >= 30)
    }

    @Test func numbersAreReplacedByHostileOnes() throws {
        let texts = (UInt64(0)..<200).compactMap { mutated(.number, seed: $0) }.map { String(decoding: $0, as: UTF8.self) }
        #expect(texts.contains { $0.contains("100000000000000000000") })
        #expect(texts.contains { $0.contains("1e400") })
        #expect(texts.contains { $0.contains("00012") })
        #expect(texts.contains { text in text.split(whereSeparator: { !$0.isNumber }).contains { $0.count > 100 } })
    }

    @Test func stringsGetEscapesAndBytesThatAreNotUTF8() throws {
        let all = (UInt64(0)..<200).compactMap { mutated(.string, seed: $0) }
        #expect(all.contains { String(validating: $0, as: UTF8.self) == nil })
        #expect(all.contains { String(decoding: $0, as: UTF8.self).contains(#"\uD800"#) })
    }

    @Test func manyArrangedViewsMakeAReadableStack() throws {
        var largest = 0
        for seed in UInt64(0)..<20 {
            let bytes = try #require(mutated(.manyArranged, seed: seed))
            let document = try LayoutDocument.read(bytes, defaultName: "m").get()
            let stack = try #require(document.snapshot.stacks.first)
            largest = max(largest, stack.arranged.count)
            #expect(document.snapshot.items.count == 3 + 1 + stack.arranged.count)
        }
        #expect(largest >= 1000)
        // Within the size given.
        let small = try #require(mutated(.manyArranged, seed: 1, maxSize: Self.document.count + 2_000))
        #expect(small.count <= Self.document.count + 2_000)
    }

    @Test func nestedStacksAreReadable() throws {
        let bytes = try #require(mutated(.nestedStacks, seed: 3))
        let document = try LayoutDocument.read(bytes, defaultName: "m").get()
        #expect(document.snapshot.stacks.count == document.snapshot.items.count - 3)
    }

    @Test func interleavingPutsABrokenDocumentBetweenGoodOnes() throws {
        for seed in UInt64(0)..<30 {
            let bytes = try #require(mutated(.interleave, seed: seed))
            let results = DocumentStream(bytes: bytes, baseName: "m").map { $0.read() }
            let good = results.filter { if case .success = $0 { return true } else { return false } }.count
            #expect(results.count >= 3 && good >= 2 && good < results.count, "seed \(seed): \(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
