import Testing
import SnapLayoutModel

@Suite struct StackSmokeTests {
    @Test func horizontalFillRow() throws {
        var f = StackFixture()
        f.stack("s", spacing: .points(10), arranged: ["a", "b"])
        f.view("a", in: "s", size: (50, 20)); f.view("b", in: "s", size: (70, 30))
        f.pin("s", .left, 10); f.pin("s", .top, 20)
        let solve = try f.solve()
        print(solve.frames, solve.unsatisfied, solve.ambiguous)
        #expect(solve["s"] == [10, 20, 130, 30])
        #expect(solve["a"] == [0, 0, 50, 30])
        #expect(solve["b"] == [60, 0, 70, 30])
    }
}
