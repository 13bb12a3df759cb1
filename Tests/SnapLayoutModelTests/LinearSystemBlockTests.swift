import Testing
@testable import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutTestSupport

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

    @Test func idleVariablesAreLeftOutWhenAsked() throws {
        // Without stays (as the decoupled solve splits), nothing ties the y components, the
        // heights or c: each of those is a block of its own.
        var system = try system()
        system.stays = []
        let pinned = system.pinnedValues()
        let every = system.blocks(pinned: pinned)
        let tied = system.blocks(pinned: pinned, includesIdleVariables: false)
        let idle = every.filter { $0.rows.isEmpty && $0.stays.isEmpty }
        #expect(idle.map(\.variables).contains([7]), "a.height is in no row")
        #expect(tied == every.filter { !($0.rows.isEmpty && $0.stays.isEmpty) })
        #expect(tied.allSatisfy { !$0.rows.isEmpty }, "without stays, every block kept has a row")
        #expect(tied.count == every.count - idle.count && !idle.isEmpty)
        // root.width == 300 mentions only the pinned root width (as the rows pinning the root do):
        // each is a block of no variables, left out when asked, as is nothing else.
        let constant = every.filter(\.variables.isEmpty)
        #expect(constant.allSatisfy { $0.rows.count == 1 })
        #expect(constant.contains { system.rows[$0.rows.first!].source == .constraint(3) })
        #expect(constant.flatMap(\.rows) == system.rows.indices.filter { row in
            system.rows[row].expression.terms.allSatisfy { pinned[$0.variable] != nil }
        })
        let withoutConstants = system.blocks(pinned: pinned, includesConstantRows: false)
        #expect(withoutConstants == every.filter { !$0.variables.isEmpty })
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

    /// The blocks as they were found before members were counted and sorted by block (appended
    /// one at a time): the same blocks, in the same order, on random layouts and random pins.
    @Test func blocksMatchAppendingOneMemberAtATime() throws {
        var generator = SeededGenerator(seed: 11)
        for seed in Sweep.seeds(UInt64(0)..<150, quick: 25) {
            let snapshot = seed.isMultiple(of: 2) ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed)
            let system = try snapshot.linearSystem()
            var pins = [system.pinnedValues()]
            pins.append(system.pinnedValues().map { $0 ?? (Bool.random(using: &generator) ? 1 : nil) })
            pins.append([Double?](repeating: 1, count: system.variableCount))
            var rowsOnly = system
            rowsOnly.stays = []
            for pinned in pins {
                #expect(system.blocks(pinned: pinned) == Self.blocksByAppending(system, pinned: pinned), "seed \(seed)")
                #expect(rowsOnly.blocks(pinned: pinned) == Self.blocksByAppending(rowsOnly, pinned: pinned), "seed \(seed)")
            }
        }
    }

    /// `blocks(pinned:)` as first written.
    static func blocksByAppending(_ system: LinearSystem, pinned: [Double?]) -> [LinearSystemBlock] {
        var parent = Array(0..<system.variableCount)
        func find(_ v: Int) -> Int {
            var v = v
            while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
            return v
        }
        func firstFree(_ expression: LinearExpression) -> Int? {
            expression.terms.first { pinned[$0.variable] == nil }?.variable
        }
        func tie(_ expression: LinearExpression) {
            guard let first = firstFree(expression) else { return }
            for term in expression.terms where pinned[term.variable] == nil {
                let a = find(first), b = find(term.variable)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        for row in system.rows { tie(row.expression) }
        for stay in system.stays { tie(stay) }
        var blockOfRoot = [Int](repeating: -1, count: system.variableCount)
        var result: [LinearSystemBlock] = []
        func block(for variable: Int) -> Int {
            let root = find(variable)
            if blockOfRoot[root] >= 0 { return blockOfRoot[root] }
            blockOfRoot[root] = result.count
            result.append(LinearSystemBlock(variables: [], rows: [], stays: []))
            return result.count - 1
        }
        for (index, row) in system.rows.enumerated() {
            if let variable = firstFree(row.expression) {
                result[block(for: variable)].rows.append(index)
            } else {
                result.append(LinearSystemBlock(variables: [], rows: [index], stays: []))
            }
        }
        for (index, stay) in system.stays.enumerated() {
            if let variable = firstFree(stay) { result[block(for: variable)].stays.append(index) }
        }
        for variable in 0..<system.variableCount where pinned[variable] == nil {
            result[block(for: variable)].variables.append(variable)
        }
        return result
    }
}
