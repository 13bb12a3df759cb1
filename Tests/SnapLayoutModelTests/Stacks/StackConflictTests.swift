import Testing
import SnapLayoutModel

/// Conflicts with stacks (contract v1.1, section 7): stack constraints come after the other
/// generated constraints and before the document's, and can be broken.
@Suite struct StackConflictTests {
    /// A different height on each view of a fill-aligned row contradicts UISV-alignment: the
    /// document's later constraint is the one broken, and the set names the stack's rows.
    @Test func aDocumentConstraintAgainstTheStackIsBroken() throws {
        var f = StackFixture()
        f.stack("s", arranged: ["a", "b"])
        f.view("a", in: "s", size: (30, 10)); f.view("b", in: "s", size: (30, 10))
        f.pin("s", .left, 0); f.pin("s", .top, 0)
        f.pin("a", .height, 30)
        f.pin("b", .height, 40)
        let solve = try f.solve()
        #expect(solve.broken == ["constraint 3"])
        #expect(solve.conflicts.map(\.set) == [["s.UISV-alignment.b.bottom", "s.UISV-alignment.b.top", "constraint 2", "constraint 3"]])
        #expect(solve["b"] == [30, 0, 30, 30])
    }

    /// A stack constraint can be broken: fillProportionally leaves custom spacing out of its sums,
    /// so one view (a, the only one with an intrinsic width) must fill the stack, the other (b)
    /// have no width, and the 10 points of custom spacing cannot fit. b's constraint, the later
    /// one, is broken and named.
    @Test func aStackConstraintIsBrokenByName() throws {
        var f = StackFixture()
        f.stack("s", distribution: .fillProportionally, arranged: ["a", "b"], custom: ["a": .points(10)])
        f.view("a", in: "s", size: (100, 10)); f.view("b", in: "s", size: (nil, 10))
        f.pin("s", .left, 0); f.pin("s", .top, 0)
        let solve = try f.solve()
        #expect(solve.broken == ["s.UISV-fill-proportionally.b"])
        #expect(solve.conflicts.map(\.set) == [[
            "s.UISV-canvas-connection.leading.a", "s.UISV-canvas-connection.trailing.b", "s.UISV-spacing.a.b",
            "s.UISV-fill-proportionally.a", "s.UISV-fill-proportionally.b",
        ]])
    }

    /// A hidden nested stack: its own spacing no longer conflicts with the outer UISV-hiding,
    /// which is below required (in iOS 9/10 this logged "Unable to simultaneously satisfy").
    @Test func aHiddenNestedStackIsNotAConflict() throws {
        var f = StackFixture()
        f.stack("outer", axis: .vertical, arranged: ["inner", "z"])
        f.stack("inner", in: "outer", axis: .vertical, spacing: .points(8), arranged: ["x", "y"])
        f.snapshot.items[f.index("inner")].isHidden = true
        f.view("x", in: "inner", size: (20, 10)); f.view("y", in: "inner", size: (20, 10))
        f.view("z", in: "outer", size: (20, 10))
        f.pin("outer", .left, 0); f.pin("outer", .top, 0)
        let solve = try f.solve()
        #expect(solve.broken.isEmpty)
        #expect(solve["z"] == [0, 0, 20, 10])
        // UISV-hiding (999.999) beats the inner views' compression resistance (750): the inner
        // stack collapses and its views share the 8 points of spacing it cannot give up.
        #expect(solve["inner"][3] == 0)
        #expect(same([solve["x"][3] + solve["y"][3]], [-8]))
        #expect(same([solve.unsatisfied["x.compression.height", default: 0] + solve.unsatisfied["y.compression.height", default: 0]], [28]))
    }
}

/// Stacks a hand-built snapshot can describe wrongly are errors naming the stack, never a crash.
@Suite struct StackSnapshotValidationTests {
    static func snapshot(_ stack: LayoutSnapshot.Stack) -> LayoutSnapshot {
        var s = LayoutSnapshot(items: [.init(id: "root", parent: nil), .init(id: "s", parent: 0), .init(id: "a", parent: 1),
                                       .init(id: "g", parent: 1, kind: .guide), .init(id: "b", parent: 0)],
                               constraints: [], rootWidth: 100, rootHeight: 100)
        s.stacks = [stack]
        return s
    }

    static func error(_ stack: LayoutSnapshot.Stack) -> String? {
        do {
            _ = try snapshot(stack).linearSystem()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyWrongStackIsNamed() {
        #expect(Self.error(.init(view: 9, arranged: [2])) == "a stack refers to item 9, which does not exist")
        #expect(Self.error(.init(view: 1, arranged: [2, 9])) == "view 's': its arranged item 9 does not exist")
        #expect(Self.error(.init(view: 3, arranged: [])) == "view 'g': a layout guide cannot be a stack view")
        #expect(Self.error(.init(view: 1, arranged: [3])) == "view 's': it arranges 'g', a layout guide")
        #expect(Self.error(.init(view: 1, arranged: [4])) == "view 's': it arranges 'b', which is not its child")
        #expect(Self.error(.init(view: 1, arranged: [1])) == "view 's': it arranges 's', which is not its child")
        #expect(Self.error(.init(view: 1, arranged: [2, 2])) == "view 's': it arranges 'a' twice")
        #expect(Self.error(.init(view: 1, customSpacing: [4: .points(3)], arranged: [2]))
                == "view 's': it has a custom spacing after item 4, which it does not arrange")
        #expect(Self.error(.init(view: 1, arranged: [2])) == nil)
    }

    /// `s.firstBaseline == 20` with a multiplier and no second item is refused, as on any view.
    @Test func aMultiplierWithoutASecondItemOnAStackBaselineIsRefused() {
        var s = Self.snapshot(.init(view: 1, arranged: [2]))
        s.constraints = [LayoutSnapshot.Constraint(first: .init(item: 1, attribute: .firstBaseline), relation: .equal,
                                                   multiplier: 2, constant: 20)]
        #expect(throws: LayoutError.self) { try s.linearSystem() }
        #expect((try? s.linearSystem()) == nil)
    }
}
