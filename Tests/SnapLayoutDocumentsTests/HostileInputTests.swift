import Foundation
import Testing
import SnapLayoutCassowary
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Valid JSON written to hurt: numbers at the limits, escapes by the million, names that would break
/// a line. Each gets its exact answer or its exact one-line error, from both solvers.
struct HostileInputTests {
    static let solvers: [any LayoutSolver] = [GLPKSolver(), CassowarySolver()]

    func solved(_ text: String, with solver: any LayoutSolver) throws -> String {
        let document = try LayoutDocument.read(text, defaultName: "h.json").get()
        return document.solve(with: solver).jsonLine
    }

    /// Two terms on one item that nearly cancel leave a coefficient of round-off: an error naming the
    /// constraint, not a solve of noise.
    @Test(arguments: solvers.indices)
    func aCoefficientLeftByCancellationIsAnError(solver: Int) throws {
        let text = #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.width == 10","a.width == 0.5 * a.width * 2.000000000000001"]}"#
        #expect(try solved(text, with: Self.solvers[solver]) ==
                #"{"name":"h.json","status":"error","error":"document 'h.json': constraint 1: it gives the solver a coefficient of -4.440892098500626e-16, outside the limits (1e-10 to 1e10 in magnitude): the multiplier is too large or too small, or two terms on one item nearly cancel"}"#)
    }

    /// The limits hold for a snapshot built in Swift too, not only for documents.
    @Test func theSwiftAPIChecksTheMultiplier() {
        let snapshot = LayoutSnapshot(
            items: [LayoutSnapshot.Item(id: "r", parent: nil), LayoutSnapshot.Item(id: "a", parent: 0)],
            constraints: [LayoutSnapshot.Constraint(
                first: LayoutSnapshot.Anchor(item: 1, attribute: .left), relation: .equal,
                second: LayoutSnapshot.Anchor(item: 0, attribute: .left), multiplier: 1e18)])
        #expect(throws: LayoutError(constraintIndex: 0, message: "the multiplier 1e+18 is outside the limits (0, or 1e-9 to 1e9 in magnitude)")) {
            try snapshot.linearSystem()
        }
    }

    /// A multiplier at the limit still solves, to the exact frame, with both solvers.
    @Test(arguments: solvers.indices)
    func multipliersAtTheLimitsSolve(solver: Int) throws {
        let text = #"{"size":[100,100],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.left == 0","a.top == 0","a.height == 1","a.width == 1e-9 * r.width * 1e9 - 50"]}"#
        #expect(try solved(text, with: Self.solvers[solver]) ==
                #"{"name":"h.json","status":"ok","frames":{"r":[0,0,100,100],"a":[0,0,50,1]},"unsatisfied":[],"conflicts":[],"broken":[]}"#)
    }

    /// A name of 10^6 escapes is read whole (in linear time: 0.06 s where it took 6.4 s; see
    /// docs/reliability.md), and written back escaped.
    @Test func aMillionEscapesAreReadWhole() throws {
        let escapes = String(repeating: #"\n"#, count: 1_000_000)
        let text = #"{"name":""# + escapes + #"é\u00e9\ud83d\ude00","views":[{"id":"r"}]}"#
        let document = try LayoutDocument.read(text, defaultName: "h.json").get()
        #expect(document.name == String(repeating: "\n", count: 1_000_000) + "éé😀")
        #expect(document.solve(with: GLPKSolver()).jsonLine.hasPrefix(#"{"name":""# + escapes + "éé😀\""))
    }

    /// Two solvers that disagree are reported in the contract's terms: constraint indices and
    /// generated names, never internal row numbers.
    @Test func disagreementsNameConstraintsAsTheContractDoes() throws {
        let document = try LayoutDocument.read(
            #"{"size":[10,10],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.width == 20","a.width == r.width"]}"#,
            defaultName: "h.json").get()
        let system = try document.snapshot.linearSystem()
        let rows = system.rows.indices
        let size = rows.first { system.rows[$0].source.description == "size.width" }!
        let zero = rows.first { system.rows[$0].source.description == "constraint 0" }!
        let one = rows.first { system.rows[$0].source.description == "constraint 1" }!
        let values = [Double](repeating: 0, count: system.variableCount)
        let x = LinearSolution(values: values, conflicts: [RowConflict(rows: [size, zero, one], broken: one)], brokenRows: [one],
                               tierMinima: [], frameRanges: nil)
        let y = LinearSolution(values: values, conflicts: [RowConflict(rows: [size, zero, one], broken: zero)], brokenRows: [zero],
                               tierMinima: [], frameRanges: nil)
        let comparison = SolutionComparison(system: system, itemNames: ["r", "a\nb"], x, y)
        #expect(comparison.differences == [
            "conflicts [set [size.width, constraint 0, constraint 1] broken constraint 1] vs [set [size.width, constraint 0, constraint 1] broken constraint 0]",
            "broken [constraint 1] vs [constraint 0]",
        ])
    }
}

extension HostileInputTests {
    /// A solver that declines a document by its documented limits does not contradict the other:
    /// `compare` says the document could not be compared, not that the solvers disagree.
    @Test func aDeclinedDocumentIsNotADisagreement() throws {
        let document = try LayoutDocument.read(
            #"{"views":[{"id":"r"},{"id":"a","parent":"r"},{"id":"b","parent":"r"}],"constraints":["a.height == 44","b.height == 44","a.height == 1e9 * b.height"]}"#,
            defaultName: "h.json").get()
        let comparison = document.compare(GLPKSolver(), with: CassowarySolver())
        #expect(comparison.verdict == .error)
        #expect(comparison.line == "error    h.json: cassowary declined: the document is too ill-conditioned for the Cassowary solver: constraint 2 takes part in a system whose coefficients run from 1.0 to 1000000000.0")
        #expect(document.solve(with: GLPKSolver()).jsonLine.contains(#""conflicts":[{"set":[0,1,2],"broken":2}]"#))
    }
}

extension HostileInputTests {
    /// What once was above the tableau's documented size (4 096 coupled rows, issue 38.4) is
    /// compared: Cassowary's ranges come block by block, as GLPK's do.
    @Test func aDocumentOnceTooLargeForTheTableauIsCompared() throws {
        // 4 200 views in a row, each at least a point right of the one before: 4 200 inequality
        // rows over two positions each survive the presolve.
        var views = [#"{"id":"r"}"#]
        var constraints: [String] = []
        for i in 1...4200 {
            views.append(#"{"id":"v\#(i)","parent":"r"}"#)
            constraints.append(i == 1 ? "v1.left >= 0" : "v\(i).left >= v\(i - 1).left + 1")
        }
        let text = #"{"size":[400,300],"views":[\#(views.joined(separator: ","))],"constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        let document = try LayoutDocument.read(text, defaultName: "row.json").get()
        let comparison = document.compare(GLPKSolver(), with: CassowarySolver())
        #expect(comparison.verdict == .agree)
        #expect(comparison.line == "agree    row.json  (1 frames equal, 4200 ambiguous in both, 0 tiers, 0 conflicts)")
    }
}
