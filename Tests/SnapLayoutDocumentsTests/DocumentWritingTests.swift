import Testing
import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutTestSupport

/// `LayoutSnapshot.documentJSON(name:)`: a written document reads back to the same layout.
struct DocumentWritingTests {
    @Test(arguments: Array(UInt64(1)...150))
    func aWrittenDocumentReadsBackToTheSameSystem(seed: UInt64) throws {
        let snapshot = seed % 2 == 0 ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed)
        let text = snapshot.documentJSON(name: "seed-\(seed)")
        let read = try LayoutDocument.read(text, defaultName: "x").get()
        #expect(read.name == "seed-\(seed)")
        let original = try snapshot.linearSystem(), again = try read.snapshot.linearSystem()
        #expect(again.rows == original.rows, "seed \(seed)")
        #expect(again.stays == original.stays, "seed \(seed)")
        #expect(again.probes == original.probes, "seed \(seed)")
    }

    @Test func labelsAndNamesAreEscaped() throws {
        var snapshot = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "r", parent: nil), LayoutSnapshot.Item(id: "a", parent: 0)],
                                      constraints: [LayoutSnapshot.Constraint(first: .init(item: 1, attribute: .width), relation: .equal,
                                                                              constant: 2.5, priority: 750)])
        snapshot.constraints[0].label = "the \"main\" width"
        let text = snapshot.documentJSON(name: "a\\b")
        #expect(text == #"{"name":"a\\b","size":[null,null],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[{"first":"a.width","relation":"==","constant":2.5,"priority":750,"label":"the \"main\" width"}]}"#)
        let read = try LayoutDocument.read(text, defaultName: "x").get()
        #expect(read.snapshot.constraints[0].label == "the \"main\" width")
    }
}
