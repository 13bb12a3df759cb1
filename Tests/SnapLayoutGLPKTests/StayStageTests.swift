import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Step 4 of the contract's section 4: below every tier, items stay as close to their starting
/// frames as they can; and the ranges that show what the tiers leave free.
struct StayStageTests {
    typealias L = TestLayouts
    typealias Item = LayoutSnapshot.Item
    typealias Constraint = LayoutSnapshot.Constraint
    func anchor(_ item: Int, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor { L.anchor(item, attribute) }

    @Test func anUnderconstrainedViewKeepsItsStartingFrameAsFarAsAllowed() throws {
        let snapshot = LayoutSnapshot(
            items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0, frame: .init(x: 30, y: 40, width: 50, height: 60))],
            constraints: [
                Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: 45),
                Constraint(first: anchor(1, .left), relation: .greaterThanOrEqual, second: anchor(0, .left), constant: 35),
            ],
            rootWidth: 300, rootHeight: 200)
        let (_, solution, frames) = try L.solveBoth(snapshot, ambiguity: true)
        L.expectClose(frames[1], .init(x: 35, y: 40, width: 45, height: 60))
        let ranges = try #require(solution.frameRanges)
        #expect(ranges[1][0] == ValueRange(35, .infinity))
        #expect(ranges[1][1] == ValueRange(-.infinity, .infinity))
        #expect(ranges[1][2] == ValueRange(-.infinity, 45))
        #expect(LinearSystem.isAmbiguous(ranges[1]) && !LinearSystem.isAmbiguous(ranges[0]))
    }

    @Test func aTieInTheStayStageGivesAnyStayMinimalAnswer() throws {
        // a.right == root.left + 100 with a starting at zero: any x in [0, 100] with width 100 − x
        // minimises |x| + |width| = 100.
        let snapshot = LayoutSnapshot(
            items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0)],
            constraints: [
                Constraint(first: anchor(1, .right), relation: .equal, second: anchor(0, .left), constant: 100),
                Constraint(first: anchor(1, .top), relation: .equal, second: anchor(0, .top)),
                Constraint(first: anchor(1, .height), relation: .equal, constant: 10),
            ],
            rootWidth: 300, rootHeight: 200)
        for optimized in [true, false] {
            let (system, solution, frames) = try L.solve(snapshot, ambiguity: true, optimized: optimized)
            let a = frames[1]
            #expect(L.close(a.x + a.width, 100))
            let stayTotal = system.stays.reduce(0) { $0 + abs($1.value(solution.values)) }
            #expect(abs(stayTotal - (100 + 300 + 200 + 10)) <= 1e-6 * 610, "stays \(stayTotal)")
            #expect(a.x >= -1e-6 && a.width >= -1e-6 && L.close(a.y, 0) && L.close(a.height, 10))
            let ranges = try #require(solution.frameRanges)
            #expect(ranges[1][0] == ValueRange(-.infinity, .infinity) && ranges[1][2] == ValueRange(-.infinity, .infinity))
            #expect(L.close(ranges[1][1].lowerBound, 0) && L.close(ranges[1][1].upperBound, 0))
        }
    }

    @Test func aViewWithOnlyItsLeftEdgeHasInfiniteRangesElsewhere() throws {
        let snapshot = LayoutSnapshot(
            items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0, frame: .init(x: 1, y: 2, width: 3, height: 4))],
            constraints: [Constraint(first: anchor(1, .left), relation: .equal, second: anchor(0, .left), constant: 12)],
            rootWidth: 300, rootHeight: 200)
        let (_, solution, frames) = try L.solveBoth(snapshot, ambiguity: true)
        L.expectClose(frames[1], .init(x: 12, y: 2, width: 3, height: 4))
        let ranges = try #require(solution.frameRanges)
        #expect(L.close(ranges[1][0].lowerBound, 12) && L.close(ranges[1][0].upperBound, 12))
        for component in 1...3 { #expect(ranges[1][component] == ValueRange(-.infinity, .infinity)) }
    }

    @Test func aParentRelativeRangeSpansIndependentParts() throws {
        // c sits 30 from the root's left, but its parent p is free horizontally: c's
        // parent-relative x (c.x − p.x) is unbounded though c.x alone is fixed.
        let snapshot = LayoutSnapshot(
            items: [Item(id: "root", parent: nil), Item(id: "p", parent: 0, frame: .init(x: 10, y: 0, width: 100, height: 100)),
                    Item(id: "c", parent: 1, frame: .init(x: 0, y: 0, width: 5, height: 5))],
            constraints: [
                Constraint(first: anchor(2, .left), relation: .equal, second: anchor(0, .left), constant: 30),
                Constraint(first: anchor(1, .top), relation: .equal, second: anchor(0, .top)),
                Constraint(first: anchor(1, .height), relation: .equal, constant: 100),
                Constraint(first: anchor(1, .width), relation: .equal, constant: 100),
                Constraint(first: anchor(2, .top), relation: .equal, second: anchor(1, .top), constant: 5),
                Constraint(first: anchor(2, .width), relation: .equal, constant: 5),
                Constraint(first: anchor(2, .height), relation: .equal, constant: 5),
            ],
            rootWidth: 300, rootHeight: 200)
        for optimized in [true, false] {
            // Stays: |p.x − 10| + |c.x − 0| with p.x + c.x = 30 is 20 anywhere between p.x = 10 and
            // p.x = 30, and any such point is an answer (the optimised solve takes its plain
            // solve's, which does not check ambiguity).
            let (system, solution, frames) = try L.solve(snapshot, ambiguity: true, optimized: optimized)
            #expect(L.close(frames[1].x + frames[2].x, 30) && frames[1].x >= 10 - 1e-6 && frames[1].x <= 30 + 1e-6)
            let stayTotal = system.stays.reduce(0) { $0 + abs($1.value(solution.values)) }
            // The root's size (300 + 200), c's y (5), and 20 along x.
            #expect(abs(stayTotal - 525) <= 1e-6 * 525, "stays \(stayTotal)")
            #expect(L.close(frames[1].y, 0) && L.close(frames[1].width, 100) && L.close(frames[1].height, 100))
            let ranges = try #require(solution.frameRanges)
            #expect(ranges[2][0] == ValueRange(-.infinity, .infinity))
            #expect(L.close(ranges[2][1].lowerBound, 5) && L.close(ranges[2][1].upperBound, 5))
            #expect(ranges[1][0] == ValueRange(-.infinity, .infinity))
            #expect(!LinearSystem.isAmbiguous([ranges[1][1], ranges[1][2], ranges[1][3]]))
        }
    }
}
