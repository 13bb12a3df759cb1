import CSolverShim
import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel

/// The optimised solve sets defining rows aside and solves stays only where the tiers leave a choice.
struct DecoupledSolveTests {
    typealias L = TestLayouts
    typealias Item = LayoutSnapshot.Item
    typealias Constraint = LayoutSnapshot.Constraint
    func anchor(_ item: Int, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor { L.anchor(item, attribute) }

    /// Four cells stacked under each other (heights 40, free in [30, 60], 50 at priority 500, 10).
    func stack(middleStart: LayoutSnapshot.Rect, lastStarts: [LayoutSnapshot.Rect]) -> LayoutSnapshot {
        var constraints: [Constraint] = []
        for cell in 1...4 {
            constraints.append(Constraint(first: anchor(cell, .left), relation: .equal, second: anchor(0, .left)))
            constraints.append(Constraint(first: anchor(cell, .width), relation: .equal, constant: 100))
            constraints.append(Constraint(first: anchor(cell, .top), relation: .equal,
                                          second: anchor(cell == 1 ? 0 : cell - 1, cell == 1 ? .top : .bottom)))
        }
        constraints.append(Constraint(first: anchor(1, .height), relation: .equal, constant: 40))
        constraints.append(Constraint(first: anchor(2, .height), relation: .greaterThanOrEqual, constant: 30))
        constraints.append(Constraint(first: anchor(2, .height), relation: .lessThanOrEqual, constant: 60))
        constraints.append(Constraint(first: anchor(3, .height), relation: .equal, constant: 50, priority: 500))
        constraints.append(Constraint(first: anchor(4, .height), relation: .equal, constant: 10))
        return LayoutSnapshot(items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0),
                                      Item(id: "b", parent: 0, frame: middleStart),
                                      Item(id: "c", parent: 0, frame: lastStarts[0]), Item(id: "d", parent: 0, frame: lastStarts[1])],
                              constraints: constraints, rootWidth: 320, rootHeight: 480)
    }

    @Test func staysOnDefinedPositionsReachTheUndeterminedCellTheyDependOn() throws {
        // c's and d's tops are set aside (each only defines the position), yet their stays count:
        // b's height h costs |h − 60| (its own start), |40 + h − 85| (c's top) and |90 + h − 140|
        // (d's top). The median, 50, is the only minimum; b's own stay alone would give 60.
        let solved = try L.solveBoth(stack(middleStart: .init(x: 0, y: 40, width: 100, height: 60),
                                           lastStarts: [.init(x: 0, y: 85, width: 100, height: 50),
                                                        .init(x: 0, y: 140, width: 100, height: 10)]))
        L.expectClose(solved.frames[2], .init(x: 0, y: 40, width: 100, height: 50))
        L.expectClose(solved.frames[3], .init(x: 0, y: 90, width: 100, height: 50))
        L.expectClose(solved.frames[4], .init(x: 0, y: 140, width: 100, height: 10))
    }

    @Test func determinedCellsIgnoreTheirStartingFrames() throws {
        var snapshot = stack(middleStart: .init(x: 7, y: 9, width: 11, height: 13),
                             lastStarts: [.init(x: 1, y: 2, width: 3, height: 4), .init(x: 5, y: 6, width: 7, height: 8)])
        // b's height fixed by a tier: every cell is determined, whatever the starting frames.
        snapshot.constraints.append(Constraint(first: anchor(2, .height), relation: .equal, constant: 55, priority: 250))
        let solved = try L.solveBoth(snapshot)
        L.expectClose(solved.frames[2], .init(x: 0, y: 40, width: 100, height: 55))
        L.expectClose(solved.frames[3], .init(x: 0, y: 95, width: 100, height: 50))
        L.expectClose(solved.frames[4], .init(x: 0, y: 145, width: 100, height: 10))
    }

    /// An LP over one free column `x` with the given rows `x (relation) bound`, solved.
    func problem(_ rows: [(Int32, Double, Double)]) throws -> GLPKProblem {
        let problem = GLPKProblem()
        try problem.load(columns: [(GLP_FR, 0, 0)], rows: rows.map { (type: $0.0, lower: $0.1, upper: $0.2) },
                         entries: rows.indices.map { (row: Int32($0 + 1), column: 1, value: 1) })
        #expect(try problem.simplex() == GLP_OPT)
        return problem
    }

    @Test func aDegeneratePointHeldByTwoRowsIsTheOnlyOne() throws {
        // x <= 21 and x >= 21: one of the rows is nonbasic at its bound without being fixed.
        let problem = try problem([(GLP_UP, 0, 21), (GLP_LO, 21, 0)])
        #expect(try !GLPKBlockSolver.nonbasicAreFixed(problem))
        #expect(try GLPKBlockSolver.isOnlyPointOfFace(problem))
        #expect(glp_get_col_prim(try problem.problem(), 1) == 21)
    }

    @Test func aSegmentOrARayIsNotOnePoint() throws {
        #expect(try !GLPKBlockSolver.isOnlyPointOfFace(problem([(GLP_UP, 0, 30), (GLP_LO, 21, 0)])))
        #expect(try !GLPKBlockSolver.isOnlyPointOfFace(problem([(GLP_LO, 21, 0)])))
        #expect(try GLPKBlockSolver.isOnlyPointOfFace(problem([(GLP_FX, 4, 4)])))
    }
}
