import Testing
@testable import SnapLayoutModel
import SnapLayoutLinearSystem

/// Eliminating required equalities before any LP: exact, and it stops where it would fill in.
struct PresolveTests {
    typealias Item = LayoutSnapshot.Item
    typealias Constraint = LayoutSnapshot.Constraint

    func chain(_ count: Int, equalWidths: Bool) throws -> LinearSystem {
        var snapshot = LayoutSnapshot(items: [Item(id: "root", parent: nil)], constraints: [],
                                      rootWidth: Double(12 * count + 2), rootHeight: 40)
        for i in 1...count {
            snapshot.items.append(Item(id: "v\(i)", parent: 0))
            snapshot.constraints += [
                Constraint(first: .init(item: i, attribute: .left), relation: .equal,
                           second: .init(item: i == 1 ? 0 : i - 1, attribute: i == 1 ? .left : .right), constant: 2),
                Constraint(first: .init(item: i, attribute: .top), relation: .equal, second: .init(item: 0, attribute: .top)),
                Constraint(first: .init(item: i, attribute: .height), relation: .equal, constant: 20),
            ]
            if equalWidths, i > 1 {
                snapshot.constraints.append(Constraint(first: .init(item: i, attribute: .width), relation: .equal,
                                                       second: .init(item: 1, attribute: .width)))
            } else if !equalWidths {
                snapshot.constraints.append(Constraint(first: .init(item: i, attribute: .width), relation: .equal,
                                                       constant: 10, priority: 500))
            }
        }
        snapshot.constraints.append(Constraint(first: .init(item: count, attribute: .right), relation: .equal,
                                               second: .init(item: 0, attribute: .right), constant: -2))
        return try snapshot.linearSystem()
    }

    @Test func aDeterminedChainLeavesNoLP() throws {
        let system = try chain(50, equalWidths: true)
        let elimination = try #require(system.eliminatingRequiredEqualities())
        #expect(elimination.system.rows.allSatisfy { !$0.isRequired })
        #expect(elimination.system.stays.allSatisfy { $0.isConstant })
        let values = elimination.values(from: [Double](repeating: .nan, count: system.variableCount))
        let frames = system.frames(values)
        let last = frames[50]
        #expect([last.x - 590, last.y, last.width - 10, last.height - 20].allSatisfy { abs($0) < 1e-9 })
        #expect(system.rows.allSatisfy { !$0.isRequired || $0.error(values) < 1e-9 })
    }

    @Test func freeWidthsAreEliminatedRatherThanPositions() throws {
        // Markowitz pivoting: a width occurs in one row, a position in two; eliminating widths
        // keeps every expression short instead of making positions sums of all widths before them.
        let system = try chain(3 * LinearSystem.eliminationTermLimit, equalWidths: false)
        let elimination = try #require(system.eliminatingRequiredEqualities())
        #expect(elimination.substitutions.allSatisfy { $0.expression.terms.count <= 3 })
        #expect(elimination.system.rows.allSatisfy { $0.expression.terms.count <= 3 })
    }

    @Test func rowsLongerThanTheLimitAreLeftToTheLP() {
        // Dense rows (every variable in every row) are never used for elimination.
        let size = LinearSystem.eliminationTermLimit + 6
        let rows = (0..<size).map { i in
            LinearRow(expression: LinearExpression(terms: (0..<size).map { LinearTerm(variable: $0, coefficient: $0 == i ? 2 : 1) },
                                                   constant: -Double(i)),
                      relation: .equal, priority: 1000, source: .constraint(i))
        }
        let system = LinearSystem(variableCount: size, rows: rows, stays: [], probes: [])
        let elimination = system.eliminatingRequiredEqualities()
        #expect(elimination?.system.rows.count == size)
        #expect(elimination?.substitutions.isEmpty == true)
    }

    @Test func contradictoryEqualitiesAreReportedAsInfeasible() throws {
        let system = try LayoutSnapshot(items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0)], constraints: [
            Constraint(first: .init(item: 1, attribute: .width), relation: .equal, constant: 10),
            Constraint(first: .init(item: 1, attribute: .width), relation: .equal, constant: 12),
        ]).linearSystem()
        #expect(system.eliminatingRequiredEqualities() == nil)
        let without = try #require(system.eliminatingRequiredEqualities(excluding: [system.rows.count - 1]))
        #expect(without.originalRows.allSatisfy { $0 != system.rows.count - 1 })
    }
}
