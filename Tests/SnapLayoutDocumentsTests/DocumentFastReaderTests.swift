import Foundation
import Testing
@testable import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutTestSupport

/// The one-pass reader accepts only what the tree reader accepts, and reads it the same; every
/// document it declines, and every error, is the tree reader's.
struct DocumentFastReaderTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples")

    /// Documents of every shape the fast reader should take: the examples and random layouts
    /// written as documents (both directions, guides, baselines, insets, tiers, conflicts).
    static func documents() throws -> [[UInt8]] {
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var documents = try files.map { Array(try Data(contentsOf: examples.appendingPathComponent($0))) }
        let seeds = Sweep.seeds(UInt64(1)...150, quick: 20)
        for seed in seeds {
            documents.append(Array(RandomLayouts.snapshot(seed: seed).documentJSON(name: "random \(seed)").utf8))
        }
        return documents
    }

    /// Whether the two readers agree on `bytes`: the fast one declines, or both read the same.
    static func agree(_ bytes: [UInt8]) -> (fastAccepted: Bool, agrees: Bool) {
        guard let fast = DocumentFastReader.read(bytes, defaultName: "d") else { return (false, true) }
        guard case .success(let full) = LayoutDocument.readThroughTree(bytes, defaultName: "d") else { return (true, false) }
        return (true, fast.name == full.name && fast.snapshot == full.snapshot && fast.constraintTexts == full.constraintTexts)
    }

    @Test func readsWhatTheTreeReaderReads() throws {
        var accepted = 0, total = 0
        for bytes in try Self.documents() {
            let (fastAccepted, agrees) = Self.agree(bytes)
            #expect(agrees, "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
            // Lists are laid out when read, by the tree reader only: they are not in the share.
            if String(decoding: bytes, as: UTF8.self).contains(#""kind": "table""#) { continue }
            total += 1
            if fastAccepted { accepted += 1 }
        }
        // Stack examples and strings with escapes go to the tree reader; nearly all else is fast.
        #expect(accepted * 10 >= total * 9, "fast reader took \(accepted) of \(total)")
    }

    /// Damaged documents (a byte removed, added or changed): whatever the fast reader takes, the
    /// tree reader reads the same; an error is always the tree reader's own message.
    @Test func damagedDocumentsAgree() throws {
        var generator = SeededGenerator(seed: 20)
        let alphabet = Array("{}[],:\"0123456789.-eE \\ntfu/x".utf8)
        var fastAccepted = 0
        let documents = try Self.documents()
        for document in documents {
            for _ in 0..<30 {
                var bytes = document
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
                default: bytes[at] = alphabet.randomElement(using: &generator)!
                }
                let (accepted, agrees) = Self.agree(bytes)
                #expect(agrees, "\(String(decoding: bytes, as: UTF8.self))")
                if accepted { fastAccepted += 1 }
                if case .failure(let error) = LayoutDocument.read(bytes, defaultName: "d") {
                    guard case .failure(let full) = LayoutDocument.readThroughTree(bytes, defaultName: "d") else {
                        Issue.record("only the fast path failed")
                        continue
                    }
                    #expect(error == full)
                }
            }
        }
        // Many damaged documents are still valid (a space added, a digit changed): the fast
        // reader must have taken some, or this test checks nothing.
        #expect(fastAccepted > Sweep.proRata(150, of: 158, ran: documents.count))  // 150 of the long sweep's 158 documents
    }

    /// Many views (the id table grows several times), parents listed after their children,
    /// and anchors on each: read as the tree reader reads them.
    @Test func manyViewsAgree() {
        let count = 70
        let views = (0..<count).map { k in
            k == 0 ? #"{"id":"v0"}"# : #"{"id":"v\#(k)","parent":"v\#(k / 2)"}"#
        }
        let constraints = (1..<count).map { k in
            #"{"first":"v\#(k).width","relation":"==","second":"v\#(count - k).height","constant":\#(k)}"#
        }
        let text = #"{"views":[\#(views.reversed().joined(separator: ","))],"constraints":[\#(constraints.joined(separator: ","))]}"#
        let (accepted, agrees) = Self.agree(Array(text.utf8))
        #expect(accepted && agrees)
    }

    /// Documents the fast reader declines, valid or not: each ends in the tree reader's answer.
    @Test(arguments: [
        #"{"views":[{"id":"r"}],"name":"a\"b"}"#,                                   // an escape
        #"{"views":[{"id":"r","id":"s"}]}"#,                                          // a duplicate key
        #"{"views":[{"id":"r"}],"layoutDirection":"rtl"}"#,                           // direction after the views
        #"{"views":[{"id":"r"},{"id":"g","parent":"r","kind":"guide","margins":[0,0,0,0]}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"b"},{"id":"b","parent":"a"}]}"#,   // a cycle of parents
        #"{"views":[{"id":"r"},{"id":"a","parent":"r","hidden":true}]}"#,             // a key of stack documents
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.width","relation":"==","constant":5,"multiplier":2}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"constraint":"a.width == 5","first":"a.left"}]}"#,
        #"{"views":[{"id":"r","frame":[0,0,-1,5]}]}"#,
        #"{"views":[{"id":"r","hugging":[0,250]}]}"#,
        #"{"views":[{"id":"r","intrinsicSize":[null,1e400]}]}"#,
        #"{"views":[]}"#,
        #"{"name":5,"views":[{"id":"r"}]}"#,
        #"{"views":[{"id":"r"}]} x"#,
        // Anchors and parents, resolved from the bytes: each of these is an error.
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a..left","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.margins.leftMargin","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.left.top","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":".left","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.b.c.d","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"x.left","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.lefty","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.left","relation":"=","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.left","relation":"==","second":"r.width"}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"r.left","relation":"==","constant":1}]}"#,
        #"{"views":[{"id":"r"},{"id":"g","parent":"r","kind":"guide"}],"constraints":[{"first":"g.margins.top","relation":"==","second":"r.top"}]}"#,
        #"{"views":[{"id":"r"},{"id":"g","parent":"r","kind":"guide"}],"constraints":[{"first":"g.firstBaseline","relation":"==","second":"r.top"}]}"#,
        #"{"views":[{"id":"r"},{"id":"g","parent":"r","kind":"guide"}],"constraints":[{"first":"g.topMargin","relation":"==","second":"r.top"}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"g"},{"id":"g","parent":"r","kind":"guide"}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"x"}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"a"}]}"#,
        #"{"views":[{"id":"r"},{"id":"r","parent":"r"}]}"#,
        #"{"views":[{"id":"r"},{"id":"a"}]}"#,
    ])
    func declinedDocumentsGetTheTreeReadersAnswer(text: String) {
        let bytes = Array(text.utf8)
        #expect(DocumentFastReader.read(bytes, defaultName: "d") == nil)
        let read = LayoutDocument.read(bytes, defaultName: "d")
        let tree = LayoutDocument.readThroughTree(bytes, defaultName: "d")
        switch (read, tree) {
        case (.success(let a), .success(let b)): #expect(a.snapshot == b.snapshot && a.name == b.name)
        case (.failure(let a), .failure(let b)): #expect(a == b)
        default: Issue.record("the readers disagree on \(text)")
        }
    }

    /// The forms the fast reader takes, each read as the tree reader reads it.
    @Test(arguments: [
        #"{"name":"n","layoutDirection":"rtl","size":[320,null],"views":[{"id":"r","margins":[1,2,3,4]},{"id":"a","parent":"r","kind":"view","frame":[1,2,3,4],"intrinsicSize":[null,20],"hugging":[251,750],"compressionResistance":[1000,1],"safeArea":[0,0,0,0],"insetsMarginsFromSafeArea":false,"baseline":[12,null],"alignmentInsets":[0,-1,0,1]},{"id":"g","parent":"r","kind":"guide"}],"constraints":["a.left == r.leftMargin + 8 @high","  g.width == 0.5 * r.width  ",{"constraint":"a.top == r.safeArea.top","label":"t"},{"first":"g.height","relation":">=","second":"a.height","multiplier":2,"constant":-1.5,"priority":"low","label":null},{"first":"a.width","relation":"<=","constant":1,"priority":999.5}]}"#,
        "{\n  \"views\" : [ { \"id\" : \"r\" } ] ,\n  \"constraints\" : [ ]\n}\n",
        #"{"views":[{"id":"é"}]}"#,
        #"{"views":[{"id":"r"},{"id":"a","parent":"r"},{"id":"g","parent":"a","kind":"guide"}],"constraints":[{"first":"a.safeArea.top","relation":"<=","second":"r.margins.bottom","priority":"required"},{"first":"g.centerX","relation":">=","second":"a.trailingMargin","label":"t"},{"constraint":"g.width == a.margins.width"}]}"#,
    ])
    func acceptedForms(text: String) {
        let bytes = Array(text.utf8)
        let (accepted, agrees) = Self.agree(bytes)
        #expect(agrees)
        // An id must be ASCII letters, digits, '_' or '-': the third is an error, so declined.
        #expect(accepted == !text.contains("é"))
    }
}
