import Testing
@testable import SnapLayoutModel
import SnapLayoutLinearSystem

struct LinearSystemBlockTests {
    typealias Item = LayoutSnapshot.Item

    /// root (size 375 wide), a and b side by side, c alone; a.width == 100 required.
    func system() throws -> LinearSystem {
        let items = [Item(id: "root", parent: nil), Item(id: "a", parent: 0), Item(id: "b", parent: 0), Item(id: "c", parent: 0)]
        return try LayoutSnapshot(items: items, constraints: [
            .init(first: .init(item: 1, attribute: .left), relation: .equal, second: .init(item: 0, attribute: .left)),
            .init(first: .init(item: 2, attribute: .left), relation: .equal, second: .init(item: 1, attribute: .right)),
            .init(first: .init(item: 1, attribute: .width), relation: .equal, constant: 100),
            .init(first: .init(item: 0, attribute: .width), relation: .equal, constant: 300),
        ], rootWidth: 375).linearSystem()
    }

    @Test func pinnedValuesComeFromGeneratedRowsOnly() throws {
        let pinned = try system().pinnedValues()
        #expect(pinned[0] == 0 && pinned[1] == 0 && pinned[2] == 375)
        #expect(pinned[6] == nil, "a.width == 100 is the document's: it may be broken, so it pins nothing")
    }

    @Test func blocksSplitAtPinnedVariables() throws {
        let system = try system()
        let blocks = system.blocks(pinned: system.pinnedValues())
        // a.x, a.w, b.x tie together; the root is pinned, so root.width == 300 is a constant row.
        let horizontal = try #require(blocks.first { $0.variables.contains(4) })
        #expect(horizontal.variables == [4, 6, 8])
        #expect(horizontal.rows.map { system.rows[$0].source } == [.constraint(0), .constraint(1), .constraint(2)])
        #expect(blocks.contains { $0.variables.isEmpty && $0.rows.map { system.rows[$0].source } == [.constraint(3)] })
        #expect(blocks.allSatisfy { !$0.variables.contains(0) && !$0.variables.contains(2) })
    }

    @Test func requiredRowGroupsKeepGeneratedPinningRowsWithTheRowsTheyConstrain() throws {
        let system = try system()
        let groups = system.requiredRowGroups()
        // size.width (row 2) and root.width == 300 share the root's width: one group, so the
        // conflict between them can be found with both members.
        let sizeRow = try #require(system.rows.firstIndex { if case .generated(let g) = $0.source { return g.kind == .size } else { return false } })
        let documentRow = try #require(system.rows.firstIndex { $0.source == .constraint(3) })
        #expect(groups.contains { $0.contains(sizeRow) && $0.contains(documentRow) })
        #expect(groups.flatMap { $0 }.sorted() == system.rows.indices.filter { system.rows[$0].isRequired })
    }
}
