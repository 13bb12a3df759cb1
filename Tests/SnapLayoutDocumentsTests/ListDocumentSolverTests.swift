import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
@testable import SnapLayoutDocuments
import SnapLayoutTestSupport

/// Random tables and collections (styles, fixed and self-sizing rows of `fixed` labels, offsets,
/// scroll directions): both solvers agree on every document, and nothing is ambiguous.
struct ListDocumentSolverTests {
    static let cell = #""c": {"views": [{"id": "l", "text": {"string": "", "font": {"family": "fixed", "size": 10}, "lines": 0}}], "constraints": ["l.top == content.topMargin", "l.bottom == content.bottomMargin", "l.leading == content.leadingMargin", "l.trailing == content.trailingMargin"]}"#

    static func randomList(_ generator: inout SeededGenerator) -> String {
        let sections = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            "[" + (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                let words = (0..<Int.random(in: 1...12, using: &generator)).map { _ in String(repeating: "w", count: Int.random(in: 1...9, using: &generator)) }
                return #"{"cell": "c", "text": {"l": "\#(words.joined(separator: " "))"}}"#
            }.joined(separator: ",") + "]"
        }
        let data = "[" + sections.joined(separator: ",") + "]"
        let offset = Int.random(in: 0...300, using: &generator)
        if Bool.random(using: &generator) {
            let style = ["plain", "grouped", "insetGrouped"].randomElement(using: &generator)!
            let height = Bool.random(using: &generator) ? #""automatic""# : "\(Int.random(in: 20...80, using: &generator))"
            return #"{"id": "t", "parent": "r", "kind": "table", "style": "\#(style)", "rowHeight": \#(height), "sectionHeaderHeight": \#(Int.random(in: 0...30, using: &generator)), "contentOffset": [0, \#(offset)], "cells": {\#(cell)}, "rows": \#(data)}"#
        }
        let size = Bool.random(using: &generator) ? #""automatic""# : "[\(Int.random(in: 20...150, using: &generator)), \(Int.random(in: 20...90, using: &generator))]"
        let direction = Bool.random(using: &generator) ? "vertical" : "horizontal"
        return #"{"id": "t", "parent": "r", "kind": "collection", "itemSize": \#(size), "scrollDirection": "\#(direction)", "sectionInset": [5, 5, 5, 5], "contentOffset": [\#(direction == "horizontal" ? offset : 0), \#(direction == "vertical" ? offset : 0)], "cells": {\#(cell)}, "items": \#(data)}"#
    }

    @Test func bothSolversAgreeOnRandomLists() throws {
        var generator = SeededGenerator(seed: 40)
        for round in 0..<30 {
            let width = Int.random(in: 200...500, using: &generator)
            let json = #"{"size": [\#(width), 400], "views": [{"id": "r"}, \#(Self.randomList(&generator))], "constraints": ["t.left == 0", "t.top == 0", "t.width == r.width", "t.height == r.height"]}"#
            let document = try LayoutDocument.read(json, defaultName: "random\(round)").get()
            let comparison = document.compare(GLPKSolver(), with: CassowarySolver())
            #expect(comparison.verdict == .agree, "\(comparison.line)\n\(json)")
            #expect(document.solve(with: GLPKSolver(), checksAmbiguity: true).ambiguous == [], "\(json)")
        }
    }
}
