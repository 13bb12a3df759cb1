import SnapLayoutCassowary
import SnapLayoutDiagnostics
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import Testing
@testable import SnapLayoutUIKitLog

/// The minimal conflicting sets of rebuilt dumps, held to the contract's deletion filter (section
/// 4) taken literally on the rebuilt equations: the required constraints in conflict order, the
/// first that cannot hold with those before it broken, its set found by trying to remove each
/// earlier one from the latest to the first.
struct MinimalSetTests {
    static let a = "UIView:0x7a01", b = "UIView:0x7b02"

    /// `ConflictSearch.deletionFilter` on the rebuilt system, one full solve per test; its sets as
    /// the dump's members and the implied sizes.
    func deletionFilter(_ answer: DumpDiagnosis) throws -> [MinimalSet] {
        let layout = try #require(answer.layout)
        let system = layout.system
        let required = system.rows.indices.filter { system.rows[$0].isRequired }
        let rebuilt = DumpLayout(answer.dump)
        let found = ConflictSearch.deletionFilter(required: required) { rows in
            let part = LinearSystem(variableCount: system.variableCount, rows: rows.map { system.rows[$0] }, stays: [], probes: [])
            return (try? GLPKSolver().solve(part, options: SolveOptions()))?.conflicts.isEmpty ?? false
        }
        return found.conflicts.map { conflict in
            var members: [Int] = [], implied: [String] = []
            for row in conflict.rows {
                switch ConflictAnswers.origin(of: row, system, rebuilt) {
                case .dump(let index)?: if !members.contains(index) { members.append(index) }
                case .nonNegative(let item, let axis)?: implied.append("\(item).\(axis == .horizontal ? "width" : "height") >= 0")
                case nil: implied.append(system.rows[row].source.description)
                }
            }
            return MinimalSet(members: members.sorted(), implied: implied,
                              broken: ConflictAnswers.origin(of: conflict.broken, system, rebuilt)?.dumpIndex)
        }
    }

    /// `sets` without what the suggestions found (which members no change of their own fixes).
    func plain(_ sets: [MinimalSet]) -> [MinimalSet] {
        sets.map { set in
            var set = set
            set.unfixable = []
            return set
        }
    }

    /// Each set cannot hold, and holds with any one member (or implied size) left out.
    func expectIrreducible(_ answer: DumpDiagnosis) throws {
        let system = try #require(answer.layout).system
        for conflict in try #require(answer.layout).solution.conflicts {
            func holds(_ rows: [Int]) throws -> Bool {
                let part = LinearSystem(variableCount: system.variableCount, rows: rows.map { system.rows[$0] }, stays: [], probes: [])
                return try GLPKSolver().solve(part, options: SolveOptions()).conflicts.isEmpty
            }
            #expect(try !holds(conflict.rows))
            for row in conflict.rows { #expect(try holds(conflict.rows.filter { $0 != row })) }
        }
    }

    @Test(arguments: ["cell-width.log", "visual-format.log", "appkit-conflicting.log", "snapkit-header.log"])
    func theSeedsSetsAreTheDeletionFiltersAndIrreducible(_ seed: String) throws {
        let answer = try #require(LogFixtures.answer(try LogFixtures.seed(seed)).dumps.first)
        #expect(answer.conflict && answer.brokeInMinimal == true)
        #expect(plain(answer.sets) == (try deletionFilter(answer)))
        try expectIrreducible(answer)
        let cassowary = UIKitLogDiagnosis(uikitLog: try LogFixtures.seed(seed), solver: CassowarySolver())
        #expect(cassowary.dumps.first?.minimal == answer.minimal, "both solvers find the same sets")
    }

    @Test func theSeedsExactSets() throws {
        func sets(_ seed: String) throws -> [MinimalSet] { plain(try #require(LogFixtures.answer(try LogFixtures.seed(seed)).dumps.first).sets) }
        #expect(try sets("cell-width.log") == [MinimalSet(members: [0, 1, 2, 3, 4, 5], implied: [], broken: 4)])
        #expect(try sets("visual-format.log") == [MinimalSet(members: [0, 1, 2, 3, 4, 5], implied: [], broken: 2)])
        #expect(try sets("appkit-conflicting.log") == [MinimalSet(members: [0, 1, 2, 3], implied: [], broken: 1)])
        // A width of 0 leaves the label -32 wide: the set needs UIKit's rule that sizes are not negative.
        #expect(try sets("snapkit-header.log") == [MinimalSet(members: [0, 1, 2], implied: ["UILabel:0x1035172e0.width >= 0"], broken: 1)])
    }

    @Test func aCutDumpWhoseConstraintsDoNotConflictIsSaidToBeSo() throws {
        let cut = try LogFixtures.seed("cell-width.log").split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("UIView-Encapsulated-Layout-Width") }.joined(separator: "\n")
        let answer = try #require(LogFixtures.answer(cut).dumps.first)
        #expect(!answer.conflict && answer.minimal.isEmpty && answer.suggestions.isEmpty)
        #expect(answer.uikitBroke == 4 && answer.brokeInMinimal == false)
        #expect(answer.notes.last == "read as printed, these 5 constraints can all hold together: the conflict UIKit met needs constraints the dump does not print (a cut log), or values it assumed otherwise (margins, sizes)")
        #expect(answer.text.hasPrefix("Dump #0, line 1 (UIKit): 5 constraints; read as printed, they do not conflict.\n"))
        #expect(answer.json.contains(#""conflict": false, "minimal": [], "uikitBroke": 4, "brokeInMinimal": false, "suggestions": []"#))
    }

    @Test func aBrokenConstraintInNoMinimalSet() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.a).width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).width == 120   (active)>",
            "<NSLayoutConstraint:0x6003 \(Self.b).height == 20   (active)>",
        ], broken: "<NSLayoutConstraint:0x6003 \(Self.b).height == 20   (active)>")
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.minimal == [[0, 1]] && answer.uikitBroke == 2 && answer.brokeInMinimal == false)
        #expect(plain(answer.sets) == (try deletionFilter(answer)))
        #expect(answer.text.contains("UIKit broke #2 UIView:0x7b02.height == 20, which is in no minimal set: as read, the conflict does not need it."))
    }

    @Test func twoConflictsInOneDump() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.a).width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).height == 50   (active)>",
            "<NSLayoutConstraint:0x6003 \(Self.a).width == 120   (active)>",
            "<NSLayoutConstraint:0x6004 \(Self.a).height == 60   (active)>",
        ], broken: "<NSLayoutConstraint:0x6004 \(Self.a).height == 60   (active)>")
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.minimal == [[0, 2], [1, 3]] && answer.sets.map(\.broken) == [2, 3])
        #expect(plain(answer.sets) == (try deletionFilter(answer)))
        try expectIrreducible(answer)
    }

    /// A wider set met first keeps a later narrower one apart: the rule's order, UIKit's broken
    /// constraint last, decides which sets are found, and the filter agrees.
    @Test func overlappingConflictsFollowTheRulesOrder() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.a).width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).width == 200   (active)>",
            "<NSLayoutConstraint:0x6003 \(Self.a).width <= 150   (active)>",
        ], broken: "<NSLayoutConstraint:0x6002 \(Self.a).width == 200   (active)>")
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.minimal == [[0, 1]], "#1 is met last; #2 holds with #0 before it")
        #expect(plain(answer.sets) == (try deletionFilter(answer)))
    }

    @Test func anInactiveConstraintIsNotPartOfTheLayout() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.a).width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).width == 120   (inactive)>",
        ], broken: nil)
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(!answer.conflict && answer.dump.constraints.count == 2)
        #expect(answer.notes.contains("#1 is inactive: it is not part of the layout"))
        #expect(DumpLayout(answer.dump).origins.compactMap(\.dumpIndex) == [0])
    }
}

/// `LayoutDiagnosis(uikitLog:)`: the first dump's layout, solved, explained like any layout.
struct LayoutDiagnosisFromLogTests {
    static let log = """
        2024-03-01 10:00:00.000 App[100:200] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600000a1 UIView:0x7f01.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000a2 UIView:0x7f01.width == 200   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000a2 UIView:0x7f01.width == 200   (active)>
        """

    @Test func theFirstDumpIsALayoutDiagnosis() throws {
        let diagnosis = try #require(LayoutDiagnosis(uikitLog: Self.log))
        let explanation = diagnosis.explanation()
        #expect(explanation.conflicts.count == 1)
        #expect(explanation.conflicts.first?.members.count == 2)
        #expect(LayoutDiagnosis(uikitLog: "no dump here") == nil)
    }
}
