import Foundation
import SnapLayoutGLPK
import Testing
import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// `LayoutSnapshot.documentJSON(name:)`: a written document reads back to the same layout.
struct DocumentWritingTests {
    @Test(arguments: Sweep.seeds(UInt64(1)...150, quick: 20))
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

    /// A controller's layout guides are the model's, not the contract's: their edges are written as
    /// the contract's anchors for the same lines, so the document reads back to the same system.
    @Test func aControllersLayoutGuidesAreWrittenAsTheContractsAnchors() throws {
        var root = LayoutSnapshot.Item(id: "root", parent: nil)
        root.safeArea = LayoutSnapshot.Insets(top: 20, left: 0, bottom: 49, right: 0)
        func anchor(_ item: Int, _ guide: LayoutSnapshot.ImplicitGuide?, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor {
            LayoutSnapshot.Anchor(item: item, guide: guide, attribute: attribute)
        }
        let pairs: [(LayoutAttribute, LayoutSnapshot.ImplicitGuide, LayoutAttribute)] = [
            (.top, .topLayoutGuide, .bottom), (.bottom, .bottomLayoutGuide, .top), (.leading, .topLayoutGuide, .leading),
            (.width, .bottomLayoutGuide, .width),
        ]
        let snapshot = LayoutSnapshot(
            items: [root, LayoutSnapshot.Item(id: "a", parent: 0)],
            constraints: pairs.map { LayoutSnapshot.Constraint(first: anchor(1, nil, $0.0), relation: .equal, second: anchor(0, $0.1, $0.2)) })
        let text = snapshot.documentJSON(name: "controller")
        #expect(text.contains(#""second":"root.safeArea.top""#) && text.contains(#""second":"root.safeArea.bottom""#))
        #expect(text.contains(#""second":"root.leading""#) && text.contains(#""second":"root.width""#))
        let read = try LayoutDocument.read(text, defaultName: "x").get()
        #expect(try read.snapshot.linearSystem().rows == snapshot.linearSystem().rows)
    }

    @Test func aDocumentNamingAControllersGuideIsRefused() {
        let text = #"{"size": [320, 480], "views": [{"id": "root"}, {"id": "a", "parent": "root"}], "constraints": ["a.top == root.topLayoutGuide.bottom"]}"#
        guard case .failure(let error) = LayoutDocument.read(text, defaultName: "bad.json") else {
            Issue.record("read")
            return
        }
        #expect("\(error)" == "document 'bad.json': constraint 0: 'root.topLayoutGuide.bottom': 'topLayoutGuide' is not a guide of a view (expected margins or safeArea)")
    }
}

/// Labels and scroll views are written back as documents that read and solve to the same frames.
struct TextAndScrollWritingTests {
    @Test(arguments: ["article-card.json", "settings-list.json"])
    func examplesWithTextRoundTrip(name: String) throws {
        let url = ExampleTests.examples.appendingPathComponent(name)
        let document = try LayoutDocument.read(Array(Data(contentsOf: url)), defaultName: name).get()
        let written = document.snapshot.documentJSON(name: document.name)
        #expect(!written.contains("intrinsicSize") && written.contains("\"text\":{"))
        let again = try LayoutDocument.read(written, defaultName: name).get()
        #expect(again.solve(with: GLPKSolver()).jsonLine == document.solve(with: GLPKSolver()).jsonLine)
    }

    @Test func aScrollViewRoundTrips() throws {
        let document = try LayoutDocument.read(ScrollDocumentTests.form, defaultName: "form.json").get()
        let written = document.snapshot.documentJSON(name: document.name)
        #expect(written.contains(#""kind":"scroll","contentOffset":[0,100]"#) && written.contains("scroll.content.top"))
        let again = try LayoutDocument.read(written, defaultName: "form.json").get()
        #expect(again.solve(with: GLPKSolver()).jsonLine == document.solve(with: GLPKSolver()).jsonLine)
    }
}
