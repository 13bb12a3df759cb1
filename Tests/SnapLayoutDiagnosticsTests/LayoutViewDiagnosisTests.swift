import Foundation
import SnapLayoutDiagnostics
import SnapLayoutGLPK
import SnapLayoutModel
import Testing
import SnapLayoutEngine

/// The Swift API: a view tree explained and drawn in the same words as the command line, its
/// report printed like `explain`, and `exerciseAmbiguityInLayout()` moving an ambiguous view to
/// another valid position. (`import SnapLayout` offers the same without the solver argument.)
struct LayoutViewDiagnosisTests {
    let solver = GLPKSolver()

    /// A 320 × 200 root with `a` pinned at (20, 10), 100 wide, 40 high; `extra` adds more.
    func tree(_ extra: (LayoutView, LayoutView) throws -> [LayoutConstraint] = { _, _ in [] })
        throws -> (root: LayoutView, a: LayoutView, constraints: [LayoutConstraint]) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.label = "root"
        let a = LayoutView()
        a.label = "a"
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let lead = try LayoutConstraint.checked(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 20)
        lead.identifier = "lead"
        lead.location = ConstraintLocation(file: "/src/Screen.swift", line: 12)
        var constraints = [
            lead,
            try LayoutConstraint.checked(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 10),
            try LayoutConstraint.checked(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 100),
            try LayoutConstraint.checked(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 40),
        ]
        constraints += try extra(root, a)
        for constraint in constraints { try constraint.activate() }
        return (root, a, constraints)
    }

    @Test func aConflictIsNamedByTheConstraintsDescriptionsInTheExplanationAndTheReport() throws {
        let (root, _, constraints) = try tree { root, a in
            let wide = try LayoutConstraint.checked(item: a, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right, constant: -20)
            wide.identifier = "wide"
            return [wide]
        }
        let explanation = root.explainLayout(solver: solver)
        let conflict = try #require(explanation.conflicts.first)
        #expect(conflict.broken.name == constraints[4].description)
        #expect(conflict.broken.name.hasPrefix("<SnapLayout.LayoutConstraint:wide a.right == root.right - 20.0"))
        #expect(conflict.members.map(\.name) == ["size.width", constraints[0].description, constraints[2].description,
                                                 constraints[4].description])
        #expect(constraints[0].description.hasPrefix("<SnapLayout.LayoutConstraint:lead@Screen.swift#12 "))

        let engine = LayoutEngine(solver: solver)
        engine.log = { _ in }
        engine.checksAmbiguity = true
        let report = engine.layout(root)
        // The report prints the conflict in the explanation's words, line for line.
        let reportText = report.description
        let conflictLines = explanation.text.components(separatedBy: "\n").drop { !$0.hasPrefix("Conflict 1") }
            .prefix { !$0.isEmpty }
        #expect(conflictLines.count == 7)
        for line in conflictLines { #expect(reportText.contains(line + "\n"), "\(line)") }
        #expect(reportText.hasPrefix("summary: 1 conflict, 0 unsatisfied optional constraints, 0 ambiguous items\n"))
    }

    @Test func anAmbiguousViewIsExplainedAndExercised() throws {
        let (root, _, _) = try tree { root, _ in
            let b = LayoutView()
            b.label = "b"
            b.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(b)
            return [try LayoutConstraint.checked(item: b, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 50),
                    try LayoutConstraint.checked(item: b, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 60),
                    try LayoutConstraint.checked(item: b, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                                                 attribute: .notAnAttribute, constant: 80),
                    try LayoutConstraint.checked(item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 30)]
        }
        let b = root.subviews[1]
        let explanation = root.explainLayout(why: [b], solver: solver)
        #expect(explanation.ambiguous.map(\.id) == ["b"])
        let free = try #require(explanation.ambiguous.first?.free.first)
        #expect(free.component == .width)
        #expect(free.range.lowerBound == -.infinity && free.range.upperBound == 80)
        #expect(explanation.determinants.first?.chain.first?.id == "b")

        let engine = LayoutEngine(solver: solver)
        root.layoutEngine = engine
        engine.layout(root)
        let before = b.frame
        #expect(before == CGRect(x: 50, y: 60, width: 0, height: 30), "the stays keep the starting width, 0")
        #expect(b.exerciseAmbiguityInLayout(solver: solver))
        #expect(b.frame == CGRect(x: 50, y: 60, width: 80, height: 30), "the other end of the width's range")
        #expect(root.subviews[0].exerciseAmbiguityInLayout(solver: solver) == false, "a is fully determined")
    }

    @Test func aTreeRendersWithItsItemsNamed() throws {
        let (root, _, _) = try tree()
        let svg = root.renderSVG(solver: solver)
        #expect(svg.contains("<title>a (view): x 20, y 10, width 100, height 40</title>"))
        #expect(svg.contains(">root  320 × 200</text>"))
    }
}
