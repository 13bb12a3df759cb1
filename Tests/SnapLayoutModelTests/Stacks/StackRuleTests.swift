import Testing
import SnapLayoutModel

/// The other rules of contract v1.1, each on a hand-computed layout.
@Suite struct StackRuleTests {
    /// Custom spacing wins over `spacing` (4.2, H); "system" is 8 (11.1).
    @Test func customAndSystemSpacing() throws {
        var f = StackFixture()
        f.stack("s", axis: .vertical, spacing: .system, arranged: ["a", "b", "c"], custom: ["a": .points(20)])
        for id in ["a", "b", "c"] { f.view(id, in: "s", size: (10, 10)) }
        f.pin("s", .left, 10); f.pin("s", .top, 20)
        let solve = try f.solve()
        #expect(solve["s"] == [10, 20, 10, 58])
        #expect(solve["b"] == [0, 30, 10, 10])
        #expect(solve["c"] == [0, 48, 10, 10])
    }

    /// Negative spacing overlaps the views.
    @Test func negativeSpacingOverlaps() throws {
        var f = StackFixture()
        f.stack("s", spacing: .points(-5), arranged: ["a", "b"])
        f.view("a", in: "s", size: (30, 10)); f.view("b", in: "s", size: (30, 10))
        f.pin("s", .left, 0); f.pin("s", .top, 0)
        let solve = try f.solve()
        #expect(solve["b"] == [25, 0, 30, 10])
        #expect(solve["s"] == [0, 0, 55, 10])
    }

    /// Margins-relative arrangement connects the views to the stack's margins guide.
    @Test func marginsRelativeArrangement() throws {
        var f = StackFixture()
        f.stack("s", margins: LayoutSnapshot.Insets(top: 5, left: 7, bottom: 9, right: 11), marginsRelative: true,
                arranged: ["a"])
        f.view("a", in: "s", size: (50, 20))
        f.pin("s", .left, 10); f.pin("s", .top, 20)
        let solve = try f.solve()
        #expect(solve["s"] == [10, 20, 68, 34])
        #expect(solve["a"] == [7, 5, 50, 20])
    }

    /// Without margins-relative arrangement a stack's own margins change nothing.
    @Test func marginsAreIgnoredWithoutMarginsRelativeArrangement() throws {
        var f = StackFixture()
        f.stack("s", margins: LayoutSnapshot.Insets(top: 5, left: 7, bottom: 9, right: 11), arranged: ["a"])
        f.view("a", in: "s", size: (50, 20))
        f.pin("s", .left, 10); f.pin("s", .top, 20)
        #expect(try f.solve()["a"] == [0, 0, 50, 20])
    }

    /// Baseline-relative arrangement in a column: spacing from a's last baseline to b's first.
    @Test func baselineRelativeArrangement() throws {
        var f = StackFixture()
        f.stack("s", axis: .vertical, spacing: .points(10), baselineRelative: true, arranged: ["a", "b"])
        f.view("a", in: "s", size: (40, 20), baseline: (15, 5))
        f.view("b", in: "s", size: (40, 30), baseline: (22, 8))
        f.pin("s", .left, 0); f.pin("s", .top, 0)
        let solve = try f.solve()
        // a's last baseline at 20 − 5 = 15; b's first at 15 + 10 = 25, so b's top at 3.
        #expect(solve["b"] == [0, 3, 40, 30])
        #expect(solve["s"] == [0, 0, 40, 33])
    }

    /// Baseline-relative arrangement is ignored in a horizontal stack (H).
    @Test func baselineRelativeArrangementIsIgnoredInARow() throws {
        var f = StackFixture()
        f.stack("s", spacing: .points(10), baselineRelative: true, arranged: ["a", "b"])
        f.view("a", in: "s", size: (40, 20), baseline: (15, 5))
        f.view("b", in: "s", size: (40, 20), baseline: (15, 5))
        f.pin("s", .left, 0); f.pin("s", .top, 0)
        #expect(try f.solve()["b"] == [50, 0, 40, 20])
    }

    /// A row nested in a column: the inner stack is sized by its own constraints, then the column's.
    @Test func nestedStacks() throws {
        var f = StackFixture()
        f.stack("o", axis: .vertical, spacing: .points(5), arranged: ["r", "z"])
        f.stack("r", in: "o", spacing: .points(4), arranged: ["x", "y"])
        f.view("x", in: "r", size: (20, 10)); f.view("y", in: "r", size: (30, 15))
        f.view("z", in: "o", size: (50, 10))
        f.pin("o", .left, 10); f.pin("o", .top, 20)
        let solve = try f.solve()
        // The row is 54 wide (its views at their widths): z is stretched to it (hugging 250 loses
        // to the row's views' compression, 750).
        #expect(solve["o"] == [10, 20, 54, 30])
        #expect(solve["r"] == [0, 0, 54, 15])
        #expect(solve["x"] == [0, 0, 20, 15])
        #expect(solve["y"] == [24, 0, 30, 15])
        #expect(solve["z"] == [0, 20, 54, 10])
    }

    /// A stack's baselines are those of the view it vends (section 6): in a row aligned by first
    /// baseline, a nested column offers its first visible view's first baseline.
    @Test func aNestedColumnVendsItsFirstViewsBaseline() throws {
        var f = StackFixture()
        f.stack("row", alignment: .firstBaseline, arranged: ["label", "column"])
        f.view("label", in: "row", size: (40, 20), baseline: (16, 4))
        f.stack("column", in: "row", axis: .vertical, arranged: ["title", "detail"])
        f.view("title", in: "column", size: (60, 30), baseline: (24, 6))
        f.view("detail", in: "column", size: (60, 10))
        f.pin("row", .left, 0); f.pin("row", .top, 100)
        let solve = try f.solve()
        // label's baseline at 16 is title's: the column's top is 16 − 24 = −8 (it sticks out above,
        // only the first view bounds the top) and the row's bottom is the column's, 32.
        #expect(solve["label"] == [0, 0, 40, 20])
        #expect(solve["column"] == [40, -8, 60, 40])
        #expect(solve["row"] == [0, 100, 100, 32])
    }

    /// Right to left: a horizontal stack runs from the right edge (section 8).
    @Test func rightToLeft() throws {
        var f = StackFixture(width: 400, height: 300, direction: .rightToLeft)
        f.stack("s", spacing: .points(10), arranged: ["a", "b"])
        f.view("a", in: "s", size: (50, 20)); f.view("b", in: "s", size: (70, 20))
        f.pin("s", .leading, 10); f.pin("s", .top, 20)
        let solve = try f.solve()
        #expect(solve["s"] == [260, 20, 130, 20])
        #expect(solve["a"] == [80, 0, 50, 20])
        #expect(solve["b"] == [0, 0, 70, 20])
    }

    /// Right to left, a column aligned to its leading edge lines its views up on the right.
    @Test func rightToLeftLeadingAlignmentIsTheRightEdge() throws {
        var f = StackFixture(width: 400, height: 300, direction: .rightToLeft)
        f.stack("s", axis: .vertical, alignment: .leading, arranged: ["a", "b"])
        f.view("a", in: "s", size: (50, 20)); f.view("b", in: "s", size: (70, 20))
        f.pin("s", .left, 0); f.pin("s", .top, 0)
        let solve = try f.solve()
        #expect(solve["a"] == [20, 0, 50, 20])
        #expect(solve["b"] == [0, 20, 70, 20])
    }

    /// Two wrapping labels in a row each get at most half the width less half the spacing
    /// (4.7), at 950 and 951: above their compression resistance.
    @Test func multilineTextSharesTheWidth() throws {
        var f = StackFixture()
        f.stack("s", spacing: .points(10), arranged: ["a", "b"])
        f.view("a", in: "s", size: (300, 20), multiline: true)
        f.view("b", in: "s", size: (300, 20), multiline: true)
        f.pin("s", .left, 0); f.pin("s", .top, 0); f.pin("s", .width, 200)
        let solve = try f.solve()
        #expect(solve["a"] == [0, 0, 95, 20])
        #expect(solve["b"] == [105, 0, 95, 20])
    }

    /// One view centred: no spanner; the canvas holds it with inequalities and the centre, and
    /// UISV-canvas-fit (@49) is what the stack's required height overrides.
    @Test func aSingleCentredView() throws {
        var f = StackFixture()
        f.stack("s", alignment: .center, arranged: ["a"])
        f.view("a", in: "s", size: (40, 20))
        f.pin("s", .left, 0); f.pin("s", .top, 0); f.pin("s", .height, 50)
        let solve = try f.solve()
        #expect(solve["a"] == [0, 15, 40, 20])
        #expect(solve.unsatisfied["s.UISV-canvas-fit.height"] == 50)
    }

    /// equalSpacing with a free length: UISV-canvas-fit (@49) shrinks the stack until the gaps
    /// reach the minimum spacing.
    @Test func equalSpacingShrinksToTheMinimumSpacing() throws {
        var f = StackFixture()
        f.stack("s", distribution: .equalSpacing, spacing: .points(10), arranged: ["a", "b", "c"])
        for id in ["a", "b", "c"] { f.view(id, in: "s", size: (30, 10)) }
        f.pin("s", .left, 0); f.pin("s", .top, 0)
        let solve = try f.solve()
        #expect(solve["s"] == [0, 0, 110, 10])
        #expect(solve["c"] == [80, 0, 30, 10])
    }

    /// fillProportionally falls back to equal sizes when the views have no intrinsic lengths.
    @Test func fillProportionallyWithoutIntrinsicSizesFillsEqually() throws {
        var f = StackFixture()
        f.stack("s", distribution: .fillProportionally, arranged: ["a", "b"])
        f.view("a", in: "s", size: (nil, 10)); f.view("b", in: "s", size: (nil, 10))
        f.pin("s", .left, 0); f.pin("s", .top, 0); f.pin("s", .width, 100)
        let solve = try f.solve()
        #expect(solve["a"] == [0, 0, 50, 10])
        #expect(solve["b"] == [50, 0, 50, 10])
    }
}
