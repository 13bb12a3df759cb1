import Foundation
import Testing
import SnapLayout
@testable import SnapLayoutCassowary

/// A first layout solved without building the system (`LayoutSnapshot.separableLayoutOrSystem()`),
/// then the incremental passes after it (the session given the system, built from the kept
/// snapshot, at its first pass), and invalid constraints reported as before.
struct SeparableFirstLayoutTests {
    typealias CountingSolver = EngineTests.CountingSolver

    /// The label stretched by a pull at 500 (its hugging row left unsatisfied), then the root made
    /// narrower and wider: each pass's frames are a fresh layout's at that width.
    @Test func rootWidthChangesAfterASeparableFirstLayoutGiveAFreshLayoutsFrames() throws {
        let solver = CountingSolver(allowsSeparableSolve: true)
        let engine = LayoutEngine(solver: solver)
        let (root, label, icon) = EngineTests().labelAndIcon(engine: engine, width: 320, labelWidth: 120, pulled: true)
        let report = engine.layout(root)
        #expect(solver.sessions[0].fullSolves == 0)
        #expect(label.frame.width == 268)
        #expect(report.unsatisfied.count == 1)
        for (pass, width) in [200.0, 360, 280].enumerated() {
            root.frame = CGRect(x: 5, y: 5, width: width, height: 100)
            root.layoutIfNeeded()
            // The session was given the system at the first of these passes, then only constants.
            #expect(solver.sessions[0].fullSolves == 1)
            #expect(solver.sessions[0].constantUpdates == pass + 1)
            for fresh in [LayoutEngine(solver: .cassowary), LayoutEngine(solver: CountingSolver(allowsSeparableSolve: true))] {
                let reference = EngineTests().labelAndIcon(engine: fresh, width: width, labelWidth: 120, pulled: true)
                reference.root.layoutIfNeeded()
                #expect(label.frame == reference.label.frame, "width \(width)")
                #expect(icon.frame == reference.icon.frame, "width \(width)")
            }
        }
    }

    /// The report of a separable first layout names the unsatisfied rows a solver's names.
    @Test func theReportIsTheSolversReport() throws {
        let separable = LayoutEngine(solver: CountingSolver(allowsSeparableSolve: true))
        let solved = LayoutEngine(solver: CountingSolver())
        let a = EngineTests().labelAndIcon(engine: separable, width: 320, labelWidth: 120, pulled: true)
        let b = EngineTests().labelAndIcon(engine: solved, width: 320, labelWidth: 120, pulled: true)
        let first = separable.layout(a.root), second = solved.layout(b.root)
        func described(_ report: LayoutReport) -> [String] {
            report.unsatisfied.map { "\($0.entry) \($0.priority) \($0.error)".replacing(/0x[0-9a-f]+/, with: "0x") }
        }
        #expect(described(first) == described(second))
        #expect(first.unsatisfied.count == 1)
        #expect(first.conflicts.isEmpty && first.brokenConstraints.isEmpty && first.failure == nil)
    }

    /// A constraint made invalid after it was checked (a constant that is not finite, a priority
    /// out of range, a multiplier whose row's terms nearly cancel): the same failure through the
    /// separable first layout as through a solver's.
    @Test func anInvalidConstraintFailsAsBefore() throws {
        let cases: [(String, (LayoutView, LayoutView) throws -> Void)] = [
            ("its multiplier and constant must be finite numbers", { _, label in
                let constraint = try LayoutConstraint.checked(item: label, attribute: .width, relatedBy: .equal, toItem: nil,
                                                              attribute: .notAnAttribute, constant: 100)
                try constraint.activate()
                constraint.constant = .infinity
            }),
            ("priority 0.0 is outside (0, 1000]", { _, label in
                let constraint = try LayoutConstraint.checked(item: label, attribute: .width, relatedBy: .lessThanOrEqual,
                                                              toItem: nil, attribute: .notAnAttribute, constant: 500)
                try constraint.activate()
                constraint.priority = LayoutPriority(0)
            }),
            ("outside the limits", { root, label in
                try LayoutConstraint.checked(item: label, attribute: .width, relatedBy: .lessThanOrEqual, toItem: label,
                                             attribute: .width, multiplier: 1 + 1e-12).activate()
                _ = root
            }),
        ]
        for (message, makeInvalid) in cases {
            var failures: [String?] = []
            for solver in [CountingSolver(allowsSeparableSolve: true), CountingSolver()] {
                let engine = LayoutEngine(solver: solver)
                engine.log = { _ in }
                let (root, label, _) = EngineTests().labelAndIcon(engine: engine, width: 320, labelWidth: 120)
                try makeInvalid(root, label)
                // (Object addresses left out: the two trees' objects are different ones.)
                failures.append(engine.layout(root).failure?.replacing(/0x[0-9a-f]+/, with: "0x"))
            }
            #expect(failures[0] == failures[1], "\(message)")
            #expect(failures[0]?.contains(message) == true, "\(failures[0] ?? "no failure")")
        }
    }
}
