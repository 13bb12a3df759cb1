import Testing
import SnapLayoutCassowary
import SnapLayoutDocuments
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// Documents whose numbers span the whole valid range (1e-9 to 1e9): each solver gives the
/// contract's conflicts and frames, or a clear error that the document is too ill-conditioned.
struct IllConditionedTests {
    static func document(_ constraints: [String]) -> LayoutDocument {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let text = #"{"name": "ill", "views": [{"id": "root"}, {"id": "a", "parent": "root"}, {"id": "b", "parent": "root"}, {"id": "c", "parent": "root"}], "constraints": [\#(list)]}"#
        return try! LayoutDocument.read(text, defaultName: "ill.json").get()
    }

    /// A document that one solver solves and the other may refuse as too ill-conditioned.
    static func solve(_ document: LayoutDocument, with solver: any LayoutSolver) -> DocumentResult {
        document.solve(with: solver)
    }

    /// `a.height == 44`, `b.height == 44`, `a.height == m * b.height`: the three together cannot hold,
    /// any two can. GLPK used to find [1, 2] (1e9) or stop with "code 5" (1e7, 1e8). Cassowary refuses
    /// coefficients spread this far, with an error that says so and names the constraint.
    @Test(arguments: ["1e7", "1e8", "1e9"])
    func largeMultiplierConflictIsTheWholeSet(multiplier: String) {
        let document = Self.document(["a.height == 44", "b.height == 44", "a.height == \(multiplier) * b.height"])
        let glpk = document.solve(with: GLPKSolver())
        #expect(glpk.status == .conflict, "\(glpk.error ?? "")")
        #expect(glpk.conflicts.map(\.set) == [[0, 1, 2]] && glpk.conflicts.map(\.broken) == [2])
        #expect(glpk.frames.first { $0.id == "a" }?.frame.height == 44)
        #expect(glpk.frames.first { $0.id == "b" }?.frame.height == 44)
        let cassowary = document.solve(with: CassowarySolver())
        #expect(cassowary.status == .error)
        #expect(cassowary.error == "document 'ill': the cassowary solver failed: the document is too ill-conditioned for the "
                + "Cassowary solver: constraint 2 takes part in a system whose coefficients run from 1.0 to \(Double(multiplier)!)")
    }

    /// Hand-checked documents whose answers hang on multipliers of 1e-9 and 1e9 (decimal arithmetic).
    static let handChecked: [(constraints: [String], conflicts: [[Int]])] = [
        // a.width = 44 needs b.width = 41e9 > 1e9.
        (["a.width == 1e-9 * b.width + 3", "b.width <= 1e9", "a.width == 44"], [[0, 1, 2]]),
        // b.width <= 3 only needs a.height <= -4.1e10: sizes are not bounded below.
        (["b.width <= 3", "b.width == 1e-9 * a.height + 44"], []),
        // c.width >= 4.4e10, so a.width >= 4.4e7 > 1e6; rows 2 and 4 alone can hold.
        (["c.height >= 0", "a.width <= 1e6", "a.height == 44", "a.height <= 0.001 * a.width",
          "a.height <= 1e-9 * c.width + 1e-9", "c.width == 1000 * a.width + 3"], [[1, 2, 4, 5]]),
        // Rows 0 and 2 say c.width >= c.width + 3e-9 (0.001 is not needed).
        (["a.width == 1e9 * c.width + 3", "c.width == 0.001", "c.width >= 1e-9 * a.width", "a.width == 3"], [[0, 2], [0, 1, 3]]),
    ]

    @Test(arguments: 0..<4)
    func handCheckedConflicts(index: Int) {
        let (constraints, conflicts) = Self.handChecked[index]
        let result = Self.document(constraints).solve(with: GLPKSolver())
        #expect(result.status == (conflicts.isEmpty ? .ok : .conflict), "\(result.error ?? "")")
        #expect(result.conflicts.map(\.set) == conflicts)
    }

    /// Exact rational arithmetic (`glp_exact`) reads the numbers as the doubles they are, not the
    /// decimals written: `1e-9 * 1e9` is 1 + 6e-17 there, which makes `c >= 1e-9 * (1e9 * c + 3)`
    /// hold for c <= -4.8e7. Written in decimals, the two rows cannot hold together.
    @Test func exactArithmeticReadsDoubles() throws {
        let system = try Self.document(["a.width == 1e9 * c.width + 3", "c.width >= 1e-9 * a.width"]).snapshot.linearSystem()
        let rows = system.rows.filter { if case .constraint = $0.source { return true } else { return false } }
        #expect(try GLPKFeasibility.canHoldExactly(rows))
        #expect(try !GLPKFeasibility.canHold(rows))
    }

    /// Random required rows with multipliers from 1e-9 to 1e9. Constants are 0 or at least 3: with
    /// 0.001, a 1e-6 multiplier makes rows miss by 1e-9, inside every solver's tolerance, where a
    /// warm-started and a fresh simplex may rightly differ.
    static func randomDocument(seed: UInt64) -> LayoutDocument {
        var random = SeededGenerator(seed: seed)
        let numbers = ["1e-9", "1e-6", "0.001", "0.5", "2", "1000", "1e6", "1e9"]
        let constants = ["0", "44", "1e9", "3", "1e6"]
        let views = ["a", "b", "c"], sizes = ["width", "height"]
        var constraints: [String] = []
        for _ in 0..<Int.random(in: 2...7, using: &random) {
            let first = "\(views.randomElement(using: &random)!).\(sizes.randomElement(using: &random)!)"
            let second = "\(views.randomElement(using: &random)!).\(sizes.randomElement(using: &random)!)"
            let relation = ["==", "==", "<=", ">="].randomElement(using: &random)!
            let constant = constants.randomElement(using: &random)!
            if Bool.random(using: &random) {
                constraints.append("\(first) \(relation) \(constant)")
            } else {
                constraints.append("\(first) \(relation) \(numbers.randomElement(using: &random)!) * \(second) + \(constant)")
            }
        }
        return document(constraints)
    }

    /// On random ill-conditioned documents: the incremental search finds what the literal rule finds
    /// with the same (scaled) feasibility test; frames are finite; Cassowary agrees with GLPK where
    /// it does not refuse; every error is the one-line ill-conditioned one.
    @Test(arguments: Sweep.seeds(UInt64(1)...400, quick: 24))
    func illConditionedSearchMatchesDeletionFilter(seed: UInt64) throws {
        let document = Self.randomDocument(seed: seed)
        let system = try document.snapshot.linearSystem()
        let required = system.rows.indices.filter { system.rows[$0].isRequired }
        // The literal rule can itself fail numerically (then only the solvers' errors are checked).
        let reference = try? ConflictSearch.deletionFilter(required: required) { (rows: [Int]) throws(SolverError) -> Bool in
            try GLPKFeasibility.canHold(rows.map { system.rows[$0] })
        }.conflicts
        var glpk: LinearSolution?
        for solver in [GLPKSolver() as any LayoutSolver, CassowarySolver()] {
            do {
                let solution = try solver.solve(system, options: SolveOptions())
                if let expected = glpk?.conflicts ?? reference {
                    #expect(solution.conflicts == expected, "seed \(seed) \(solver.name)")
                }
                #expect(solution.values.allSatisfy { $0.isFinite }, "seed \(seed) \(solver.name)")
                if glpk == nil { glpk = solution }
            } catch {
                #expect(error.message.hasPrefix("the document is too ill-conditioned"), "seed \(seed) \(solver.name): \(error.message)")
            }
        }
    }

    /// Tier stages with multipliers of 1e9 and 1e-9: finite frames, each tier's own optimum.
    @Test func tierStagesWithLargeMultipliers() {
        let document = Self.document(["a.height == 44", "b.height == 44", "a.top == b.top / 1e-9 @1", "b.top == 3 @2",
                                      "a.top == 5 @3", "a.left == 1e9 * b.left + 1e-9 @5", "a.width == 1e-9 * b.width @7",
                                      "b.width == 1e9"])
        let result = document.solve(with: GLPKSolver())
        #expect(result.status == .ok, "\(result.error ?? "")")
        let a = result.frames.first { $0.id == "a" }!.frame, b = result.frames.first { $0.id == "b" }!.frame
        #expect(abs(a.y - 5) <= 1e-6 && abs(b.y - 3) <= 1e-6)
        #expect(abs(a.width - 1) <= 1e-6 && b.width == 1e9)
        #expect(abs(a.x - 1e9 * b.x - 1e-9) <= 1e-6)
        #expect(result.unsatisfied.map(\.index) == [2])
    }
}
