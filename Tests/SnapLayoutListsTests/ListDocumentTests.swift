import Foundation
import Testing
import SnapLayout
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutCassowary

/// Tables and collections written as layout documents (`"kind": "table"`, `"kind": "collection"`)
/// give the frames the same lists give in Swift (`LayoutTableView`, `LayoutCollectionView`), to
/// 1e-6, with both solvers solving the document and laying out the views.
struct ListDocumentTests {
    /// A label of the `fixed` font (a character one em wide, a line one em tall) pinned to the
    /// content view's margins, as `TextCell` is.
    static let textCell = #"""
        "text": {"views": [{"id": "title", "text": {"string": "", "font": {"family": "fixed", "size": 10}, "lines": 0}}],
                 "constraints": ["title.top == content.topMargin", "title.bottom == content.bottomMargin",
                                 "title.leading == content.leadingMargin", "title.trailing == content.trailingMargin"]}
        """#

    static func document(kind: String, keys: String, cells: String, data: String, offset: Double = 0,
                         height: Double = 480) -> String {
        """
        {"name": "list", "size": [320, \(height)], "views": [{"id": "root"},
          {"id": "list", "parent": "root", "kind": "\(kind)", "contentOffset": [0, \(offset)], \(keys)
           "cells": {\(cells)}, \(data)}],
         "constraints": ["list.left == 0", "list.top == 0", "list.width == root.width", "list.height == root.height"]}
        """
    }

    static func rows(_ sections: [[String]], label: String = "title", cell: String = "text") -> String {
        let written = sections.map { rows in
            "[" + rows.map { #"{"cell": "\#(cell)", "text": {"\#(label)": "\#($0)"}}"# }.joined(separator: ", ") + "]"
        }
        return "[" + written.joined(separator: ", ") + "]"
    }

    static func frames(_ json: String, solver: any LayoutSolver) throws -> [String: CGRect] {
        let document = try LayoutDocument.read(json, defaultName: "list.json").get()
        let result = document.solve(with: solver, checksAmbiguity: false)
        #expect(result.status == .ok, "\(result.error ?? "")")
        return Dictionary(uniqueKeysWithValues: result.frames.map {
            ($0.id, CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height))
        })
    }

    static func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return false }
        return [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)].allSatisfy { abs($0 - $1) <= 1e-6 }
    }

    static func documentSolvers(_ kind: LayoutSolverKind) -> any LayoutSolver {
        kind == .glpk ? GLPKSolver() : CassowarySolver()
    }

    static let titles = [["Hello", "abcdefghi abcdefghi abcdefghi abcdefghi", "one two", String(repeating: "x", count: 60)],
                         (0..<14).map { "row \($0)" }]

    /// Self-sizing rows in two sections of a grouped table, at an offset: the document's cells,
    /// content views and labels where the Swift table puts them. By hand, rows are lines × 10 + 22
    /// + 0.5: 32.5, 42.5, 32.5, 52.5 (160) under the grouped style's 18 of header, then 18 of
    /// footer, 18 of header and 14 rows of 32.5: content 18 + 160 + 36 + 455 + 18 = 687.
    @Test(arguments: ListTestSupport.solvers)
    func aSelfSizingTableIsTheSwiftTable(solver: LayoutSolverKind) throws {
        let json = Self.document(kind: "table", keys: #""style": "grouped","#, cells: Self.textCell,
                                 data: #""rows": \#(Self.rows(Self.titles))"#, offset: 100)
        let frames = try Self.frames(json, solver: Self.documentSolvers(solver))
        let (root, table) = ListTestSupport.screen(solver, style: .grouped)
        let rows = StringRows(Self.titles)
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = rows
        table.delegate = rows
        table.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(table.contentSize == CGSize(width: 320, height: 687))
        #expect(frames["list.content"] == CGRect(x: 0, y: 0, width: 320, height: 687))
        #expect(frames["list.frame"] == CGRect(x: 0, y: 100, width: 320, height: 480))
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty)
        for indexPath in visible {
            let cell = table.cellForRow(at: indexPath) as! TextCell
            let id = "list.s\(indexPath.section)r\(indexPath.row)"
            #expect(Self.close(frames[id], cell.frame), "\(id)")
            #expect(Self.close(frames[id + ".content"], cell.contentView.frame), "\(id)")
            #expect(Self.close(frames[id + ".title"], cell.title.frame), "\(id)")
        }
        // Only the rows in the window are views: as many as the Swift table shows.
        #expect(frames.keys.filter { $0.hasSuffix(".content") && $0 != "list.content" }.count == visible.count)
        // Row 3 by hand: under 18 of header and rows of 32.5, 42.5 and 32.5; three lines of label.
        // Rows 0 and 1 (they end at 93) lie above the window (100–580) and are not views.
        #expect(frames["list.s0r3"] == CGRect(x: 0, y: 125.5, width: 320, height: 52.5))
        #expect(frames["list.s0r3.title"] == CGRect(x: 16, y: 11, width: 288, height: 30))
        #expect(frames["list.s0r1"] == nil)
    }

    /// Fixed rows of an inset grouped table: inset by the side margin (16 at 320 points).
    @Test(arguments: ListTestSupport.solvers)
    func fixedRowsOfAnInsetGroupedTable(solver: LayoutSolverKind) throws {
        let json = Self.document(kind: "table", keys: #""style": "insetGrouped", "rowHeight": 44,"#, cells: Self.textCell,
                                 data: #""rows": \#(Self.rows(Self.titles))"#)
        let frames = try Self.frames(json, solver: Self.documentSolvers(solver))
        let (root, table) = ListTestSupport.screen(solver, style: .insetGrouped)
        let rows = StringRows(Self.titles)
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.rowHeight = 44
        table.dataSource = rows
        table.delegate = rows
        root.layoutIfNeeded()
        // 18 + 4 × 44 + 18 + 18 + 14 × 44 + 18 = 864.
        #expect(table.contentSize == CGSize(width: 320, height: 864))
        #expect(frames["list.content"] == CGRect(x: 0, y: 0, width: 320, height: 864))
        #expect(frames["list.s0r0"] == CGRect(x: 16, y: 18, width: 288, height: 44))
        #expect(frames["list.s0r0.content"] == CGRect(x: 0, y: 0, width: 288, height: 43.5))
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let cell = table.cellForRow(at: indexPath) as! TextCell
            let id = "list.s\(indexPath.section)r\(indexPath.row)"
            #expect(Self.close(frames[id], cell.frame), "\(id)")
            #expect(Self.close(frames[id + ".title"], cell.title.frame), "\(id)")
        }
    }

    static let gridCell = #"""
        "cell": {"views": [{"id": "title", "text": {"string": "", "font": {"family": "fixed", "size": 10}}}],
                 "constraints": ["title.top == content.top + 5", "title.bottom == content.bottom - 5",
                                 "title.left == content.left + 5", "title.right == content.right - 5"]}
        """#

    /// A self-sizing flow layout and a grid of fixed items: the document's items where the Swift
    /// collection puts them. By hand (self-sizing): "abc" is 30 + 10 wide, 10 + 10 tall; items
    /// 40, 90 and 30 wide in one line, the last, 10 apart: x = 0, 50, 150.
    @Test(arguments: ListTestSupport.solvers)
    func collectionsAreTheSwiftCollections(solver: LayoutSolverKind) throws {
        let words = [["abc", "abcdefgh", "ab"]]
        let json = Self.document(kind: "collection", keys: #""itemSize": "automatic","#, cells: Self.gridCell,
                                 data: #""items": \#(Self.rows(words, cell: "cell"))"#)
        let frames = try Self.frames(json, solver: Self.documentSolvers(solver))
        #expect(frames["list.s0r0"] == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(frames["list.s0r1"] == CGRect(x: 50, y: 0, width: 90, height: 20))
        #expect(frames["list.s0r2"] == CGRect(x: 150, y: 0, width: 30, height: 20))
        #expect(frames["list.s0r1.title"] == CGRect(x: 5, y: 5, width: 80, height: 10))
        #expect(frames["list.content"] == CGRect(x: 0, y: 0, width: 320, height: 20))

        // A grid of 90 × 90 items, section inset 10, at an offset of 300: 3 columns in 300 points,
        // 15 apart; rows 100 apart from 10; the window 300–780 shows rows 2 (210–300 is not) …
        let many = [(0..<30).map { "\($0)" }]
        let grid = Self.document(kind: "collection", keys: #""itemSize": [90, 90], "sectionInset": [10, 10, 10, 10],"#,
                                 cells: Self.gridCell, data: #""items": \#(Self.rows(many, cell: "cell"))"#, offset: 300)
        let gridFrames = try Self.frames(grid, solver: Self.documentSolvers(solver))
        let layout = LayoutCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let (root, view) = CollectionViewTests().screen(solver, layout)
        let items = CollectionViewTests.Items(many)
        view.dataSource = items
        view.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        let visible = view.indexPathsForVisibleItems
        #expect(visible == (9..<24).map { IndexPath(item: $0, section: 0) })
        for indexPath in visible {
            let id = "list.s0r\(indexPath.item)"
            #expect(Self.close(gridFrames[id], view.cellForItem(at: indexPath)?.frame), "\(id)")
        }
        // Item 9: row 3 (y = 10 + 3 × 100), first column.
        #expect(gridFrames["list.s0r9"] == CGRect(x: 10, y: 310, width: 90, height: 90))
        #expect(gridFrames["list.s0r8"] == nil)
        #expect(gridFrames["list.content"] == CGRect(x: 0, y: 0, width: 320, height: Double(view.contentSize.height)))
    }

    /// Scrolling horizontally, lines are columns: 3 items of 50 (the default item size) in 200
    /// points, (200 − 150) / 2 = 25 apart; columns 60 apart; content 170 × 200. Item k by hand:
    /// x = (k / 3) × 60, y = (k % 3) × 75.
    @Test(arguments: ListTestSupport.solvers)
    func aHorizontalCollectionIsTheSwiftCollection(solver: LayoutSolverKind) throws {
        let items = [(0..<8).map { "\($0)" }]
        let json = Self.document(kind: "collection", keys: #""scrollDirection": "horizontal","#, cells: Self.gridCell,
                                 data: #""items": \#(Self.rows(items, cell: "cell"))"#, height: 200)
        let frames = try Self.frames(json, solver: Self.documentSolvers(solver))
        let (root, view) = CollectionViewTests().screen(solver, {
            let layout = LayoutCollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            return layout
        }(), height: 200)
        let source = CollectionViewTests.Items(items)
        view.dataSource = source
        root.layoutIfNeeded()
        for k in 0..<8 {
            let byHand = CGRect(x: CGFloat(k / 3) * 60, y: CGFloat(k % 3) * 75, width: 50, height: 50)
            #expect(frames["list.s0r\(k)"] == byHand, "item \(k)")
            #expect(Self.close(frames["list.s0r\(k)"], view.cellForItem(at: IndexPath(item: k, section: 0))?.frame), "item \(k)")
        }
        #expect(frames["list.content"] == CGRect(x: 0, y: 0, width: 170, height: 200))
        #expect(view.contentSize == CGSize(width: 170, height: 200))
    }
}
