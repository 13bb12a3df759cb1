import Testing
import SnapLayoutModel

/// Hidden arranged views (contract v1.1, 4.3): they collapse to zero along the axis at 999.999,
/// leave the spacing chain, and sit next to their nearest visible neighbour at 50.
@Suite struct StackHiddenViewTests {
    /// A horizontal fill stack at (10, 20), spacing 10, of views 30, 40 and 50 wide, 10 high.
    static func row(hidden: Set<String>) -> StackFixture {
        var f = StackFixture()
        f.stack("s", spacing: .points(10), arranged: ["a", "b", "c"])
        for (id, width) in [("a", 30.0), ("b", 40), ("c", 50)] {
            f.view(id, in: "s", size: (width, 10), hidden: hidden.contains(id))
        }
        f.pin("s", .left, 10)
        f.pin("s", .top, 20)
        return f
    }

    @Test func aHiddenFirstViewSitsAtTheLeadingEdgeWithNoWidth() throws {
        let solve = try Self.row(hidden: ["a"]).solve()
        #expect(solve["s"] == [10, 20, 100, 10])
        #expect(solve["a"] == [0, 0, 0, 10])
        #expect(solve["b"] == [0, 0, 40, 10])
        #expect(solve["c"] == [50, 0, 50, 10])
        // Its intrinsic width loses to UISV-hiding (999.999 against compression 750).
        #expect(solve.unsatisfied == ["a.compression.width": 30])
    }

    /// A hidden middle view sits half the spacing after its visible predecessor.
    @Test func aHiddenMiddleViewSitsHalfASpacingAfterItsPredecessor() throws {
        let solve = try Self.row(hidden: ["b"]).solve()
        #expect(solve["s"] == [10, 20, 90, 10])
        #expect(solve["a"] == [0, 0, 30, 10])
        #expect(solve["b"] == [35, 0, 0, 10])
        #expect(solve["c"] == [40, 0, 50, 10])
    }

    @Test func aHiddenLastViewSitsRightAfterTheLastVisibleOne() throws {
        let solve = try Self.row(hidden: ["c"]).solve()
        #expect(solve["s"] == [10, 20, 80, 10])
        #expect(solve["b"] == [40, 0, 40, 10])
        #expect(solve["c"] == [80, 0, 0, 10])
    }

    /// Everything hidden: the ordering spanner takes the views' place and leaves the stack's length
    /// free (the stay tier keeps it at its starting 0); nothing places the views across the axis.
    @Test func allHiddenLeavesTheStackFree() throws {
        let solve = try Self.row(hidden: ["a", "b", "c"]).solve()
        #expect(solve["s"] == [10, 20, 0, 0])
        for id in ["a", "b", "c"] { #expect(solve[id] == [0, 0, 0, 10]) }
        #expect(solve.ambiguous == ["s", "a", "b", "c"])
    }

    /// A required size on a hidden view wins over UISV-hiding without a conflict (fixed in iOS 11).
    @Test func aRequiredWidthOnAHiddenViewIsNotAConflict() throws {
        var f = Self.row(hidden: ["b"])
        f.pin("b", .width, 25)
        let solve = try f.solve()
        #expect(solve.broken.isEmpty)
        #expect(solve["b"] == [35, 0, 25, 10])
        #expect(solve.unsatisfied["s.UISV-hiding.b"] == 25)
    }

    /// In a vertical column, hidden views collapse their height; the visible ones close up.
    @Test func hiddenViewsInAColumnCollapseTheirHeight() throws {
        var f = StackFixture()
        f.stack("s", axis: .vertical, alignment: .center, spacing: .points(10), arranged: ["a", "h", "b"])
        f.view("a", in: "s", size: (40, 20))
        f.view("h", in: "s", size: (30, 30), hidden: true)
        f.view("b", in: "s", size: (60, 20))
        f.pin("s", .left, 10)
        f.pin("s", .top, 20)
        let solve = try f.solve()
        #expect(solve["s"] == [10, 20, 60, 50])
        #expect(solve["a"] == [10, 0, 40, 20])
        #expect(solve["h"] == [15, 25, 30, 0])
        #expect(solve["b"] == [0, 30, 60, 20])
    }
}
