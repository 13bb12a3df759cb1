import SnapLayoutDiagnostics
import SnapLayoutModel
import Testing

/// Each detail of an explanation on hand-built layouts: the conflict set and its broken member,
/// the miss of an unsatisfied constraint, the free attributes and ranges of an ambiguous item.
struct ExplanationTests {
    @Test func aConflictIsTheSmallestSetAndTheLastMemberIsBroken() throws {
        let diagnosis = try TestDocuments.diagnose("""
            {"name": "squeeze", "size": [320, 100], "views": [{"id": "root"}, {"id": "a", "parent": "root"}],
             "constraints": ["a.left == 20", "a.top == 0", "a.right == root.right - 20",
                             {"constraint": "a.width == 200", "label": "fixed"}, "a.height == 10"]}
            """)
        let explanation = diagnosis.explanation()
        #expect(explanation.conflicts.count == 1)
        let conflict = try #require(explanation.conflicts.first)
        #expect(conflict.members.map(\.name) == ["size.width", #"#0 "a.left == 20""#, #"#2 "a.right == root.right - 20""#,
                                                 #"#3 fixed: "a.width == 200""#])
        #expect(conflict.broken.index == 3)
        #expect(conflict.kept.map(\.name) == ["size.width", #"#0 "a.left == 20""#, #"#2 "a.right == root.right - 20""#])
        #expect(conflict.members.first?.generated == "size.width")
        #expect(explanation.rootWidth == 320 && explanation.rootHeight == 100)
        #expect(explanation.hasProblems)
        #expect(explanation.text.contains(#"Broken: #3 fixed: "a.width == 200""#))
    }

    @Test func anUnsatisfiedConstraintReportsItsPriorityAndMiss() throws {
        let diagnosis = try TestDocuments.diagnose("""
            {"size": [300, 100], "views": [{"id": "root"}, {"id": "a", "parent": "root"}],
             "constraints": ["a.left == 0", "a.top == 0", "a.height == 10", "a.width == 100 @750", "a.width <= 87.5"]}
            """)
        let explanation = diagnosis.explanation()
        #expect(explanation.conflicts.isEmpty && explanation.ambiguous.isEmpty)
        #expect(explanation.unsatisfied.map(\.constraint) == [.init(index: 3, generated: nil, name: #"#3 "a.width == 100 @750""#)])
        #expect(explanation.unsatisfied.map(\.priority) == [750])
        #expect(explanation.unsatisfied.map(\.miss) == [12.5])
        #expect(explanation.text.contains(#"#3 "a.width == 100 @750" (priority 750) misses by 12.5 pt"#))
        #expect(!explanation.hasProblems, "unsatisfied optional constraints are how priorities work")
    }

    /// b's left is only bounded below by a (>= 128) and its right only above by the root (<= 310):
    /// x is free from 128 up, width from 182 down (sizes are not bounded below).
    @Test func anAmbiguousItemNamesEachFreeAttributeAndItsRange() throws {
        let diagnosis = try TestDocuments.diagnose(Self.ambiguous)
        let explanation = diagnosis.explanation()
        #expect(explanation.ambiguous.map(\.id) == ["b"])
        let free = try #require(explanation.ambiguous.first?.free)
        #expect(free.map(\.component) == [.x, .width])
        #expect(free[0].range.lowerBound == 128 && free[0].range.upperBound == .infinity)
        #expect(free[0].value == 128)
        #expect(free[1].range.lowerBound == -.infinity && free[1].range.upperBound == 182)
        #expect(free[1].value == 50, "the stays keep the starting width")
        #expect(explanation.text.contains("x      free in [128, ∞), solved 128"))
        #expect(explanation.text.contains("width  free in (-∞, 182], solved 50"))
    }

    @Test func whyFollowsTheChainThroughWhatTheItemIsConstrainedTo() throws {
        let explanation = try TestDocuments.diagnose(Self.ambiguous).explanation(why: ["b", "nope"])
        let why = try #require(explanation.determinants.first)
        #expect(why.isKnown)
        #expect(why.chain.map(\.id) == ["b", "a", "root"])
        #expect(why.chain.map(\.reachedFrom) == [nil, "b", "a"])
        let b = why.chain[0]
        #expect(b.frame == [128, 58, 50, 30])
        #expect(b.reasons.map(\.constraint.index) == [4, 6, 7])
        #expect(b.reasons.map(\.state) == [.atLimit, .holds, .holds])
        #expect(b.reasons.map(\.components) == [[.x], [.y], [.height]])
        #expect(b.reasons.map(\.others) == [["a"], ["a"], []])
        #expect(b.unconstrained == [.width])
        #expect(b.free == [.x, .width])
        #expect(why.chain[2].reasons.map(\.constraint.name) == ["origin.x", "origin.y", "size.width", "size.height"])
        #expect(explanation.determinants[1].isKnown == false)
        #expect(explanation.text.contains("Why nope: no item has this id"))
    }

    @Test func anUnreadableLayoutIsAnError() {
        let explanation = LayoutExplanation(name: "bad", error: "constraint 2: unknown view 'x'")
        #expect(explanation.hasProblems)
        #expect(explanation.text == "== bad ==\nerror: constraint 2: unknown view 'x'\n")
    }

    @Test func constraintObjectsAreWrittenBackInTheDocumentSyntax() throws {
        let diagnosis = try TestDocuments.diagnose("""
            {"views": [{"id": "r"}, {"id": "a", "parent": "r"}, {"id": "b", "parent": "r"}],
             "constraints": [{"first": "a.width", "relation": "<=", "second": "b.width", "multiplier": 0.5, "constant": -4, "priority": 300},
                             {"first": "a.left", "relation": ">=", "constant": 8},
                             {"first": "a.top", "relation": "==", "second": "r.safeArea.top"}]}
            """)
        #expect(diagnosis.names == [#"#0 "a.width <= 0.5 * b.width - 4 @300""#, #"#1 "a.left >= 8""#,
                                    #"#2 "a.top == r.safeArea.top""#])
    }

    @Test(arguments: [(0.0, "0"), (-0.001, "0"), (12.5, "12.5"), (200, "200"), (-8, "-8"), (1.0 / 3, "0.33"),
                      (2.999, "3"), (Double.infinity, "∞"), (-Double.infinity, "-∞")] as [(Double, String)])
    func numbersHaveAtMostTwoDecimalsAndNeverMinusZero(value: Double, text: String) {
        #expect(NumberFormat.string(value) == text)
    }

    static let ambiguous = """
        {"name": "ambiguous", "size": [320, 200],
         "views": [{"id": "root"}, {"id": "a", "parent": "root"}, {"id": "b", "parent": "root", "frame": [10, 10, 50, 20]}],
         "constraints": ["a.left == 20", "a.top == 10", "a.width == 100", "a.height == 40",
                         "b.left >= a.right + 8", "b.right <= root.right - 10", "b.top == a.bottom + 8",
                         {"first": "b.height", "relation": "==", "constant": 30, "label": "bh"}]}
        """
}
