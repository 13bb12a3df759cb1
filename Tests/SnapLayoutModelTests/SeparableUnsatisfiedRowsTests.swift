import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel

/// The optional rows a separable first layout reports (`SeparableLoader.unsatisfiedRows`) are read
/// back from the solve's storage after the elimination rewrote them: each must still be summed
/// from the terms it was loaded with, however many of its variables were pivoted away.
struct SeparableUnsatisfiedRowsTests {
    typealias Item = LayoutSnapshot.Item
    typealias Constraint = LayoutSnapshot.Constraint

    /// Optional rows whose every variable is pinned by a required row of one term (a pivot that
    /// leaves a constant, the case that rewrote rows in place): one of one term, one of two terms
    /// (rewritten twice), one across the tree; errors 50, 40 and 20, as the system's path reports.
    @Test func optionalRowsRewrittenByConstantPivotsReportTheirLoadedTerms() throws {
        let snapshot = LayoutSnapshot(items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0),
                                              Item(id: "b", parent: 0)], constraints: [
            Constraint(first: .init(item: 1, attribute: .width), relation: .equal, constant: 50, priority: 500),
            Constraint(first: .init(item: 2, attribute: .width), relation: .equal, second: .init(item: 1, attribute: .width),
                       constant: -20, priority: 300),
            Constraint(first: .init(item: 1, attribute: .left), relation: .equal, second: .init(item: 0, attribute: .left),
                       constant: 30, priority: 400),
            Constraint(first: .init(item: 1, attribute: .left), relation: .equal, second: .init(item: 0, attribute: .left),
                       constant: 10),
            Constraint(first: .init(item: 1, attribute: .top), relation: .equal, second: .init(item: 0, attribute: .top)),
            Constraint(first: .init(item: 1, attribute: .width), relation: .equal, constant: 100),
            Constraint(first: .init(item: 1, attribute: .height), relation: .equal, constant: 20),
            Constraint(first: .init(item: 2, attribute: .left), relation: .equal, second: .init(item: 0, attribute: .left)),
            Constraint(first: .init(item: 2, attribute: .top), relation: .equal, second: .init(item: 0, attribute: .top)),
            Constraint(first: .init(item: 2, attribute: .width), relation: .equal, constant: 40),
            Constraint(first: .init(item: 2, attribute: .height), relation: .equal, constant: 10),
        ], rootWidth: 320, rootHeight: 100)
        var tally = SeparableLayoutEquivalenceTests.Tally()
        SeparableLayoutEquivalenceTests().check(snapshot, "pinned optional rows", &tally)
        #expect(tally.separable == 1, "\(tally)")
        guard case .separable(let layout) = try snapshot.separableLayoutOrSystem() else {
            Issue.record("not solved separably")
            return
        }
        #expect(layout.unsatisfied.map(\.source) == [.constraint(0), .constraint(1), .constraint(2)])
        #expect(layout.unsatisfied.map(\.error) == [50, 40, 20])
    }
}
