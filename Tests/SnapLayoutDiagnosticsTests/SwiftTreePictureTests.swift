import Foundation
import SnapLayoutDiagnostics
import SnapLayoutGLPK
import SnapLayoutModel
import Testing

/// A Swift tree's picture and explanation name what the user named (issue 43): views by their
/// label or `accessibilityIdentifier` as given, broken constraints by their label and source
/// location as SnapKit writes them; and a tree that cannot be solved is still a picture.
struct SwiftTreePictureTests {
    let solver = GLPKSolver()

    /// A 320 × 200 root with `button` (named by its accessibility identifier) 20 points in from
    /// both sides, and `extra`'s constraints after those.
    func tree(_ extra: (LayoutView, LayoutView) throws -> [LayoutConstraint]) throws -> LayoutView {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.accessibilityIdentifier = "screen"
        let button = LayoutView()
        button.accessibilityIdentifier = "login.button"
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        var constraints = [
            try LayoutConstraint.checked(item: button, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 20),
            try LayoutConstraint.checked(item: button, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right, constant: -20),
            try LayoutConstraint.checked(item: button, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 10),
            try LayoutConstraint.checked(item: button, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 44),
        ]
        constraints += try extra(root, button)
        for constraint in constraints { try constraint.activate() }
        return root
    }

    /// A width the two edges do not leave, made with the label and location given.
    func tooWide(_ button: LayoutView, label: String?, location: ConstraintLocation?) throws -> LayoutConstraint {
        let wide = try LayoutConstraint.checked(item: button, attribute: .width, relatedBy: .equal, toItem: nil,
                                                attribute: .notAnAttribute, constant: 300)
        wide.identifier = label
        wide.location = location
        return wide
    }

    @Test func theBrokenLineIsLabelledWithTheLabelAndSourceLocation() throws {
        let root = try tree { _, button in
            [try tooWide(button, label: "tooWide", location: ConstraintLocation(file: "/src/Screen.swift", line: 42))]
        }
        let svg = root.renderSVG(solver: solver)
        #expect(svg.contains(">tooWide@Screen.swift#42</text>"))
        #expect(!svg.contains(">#4 tooWide</text>"), "not the capture's index")
        #expect(svg.contains("<title>login.button (view): x 20, y 10, width 280, height 44</title>"))
        #expect(svg.contains(">screen  320 × 200</text>"))
        #expect(!svg.contains("LayoutView:"))
    }

    @Test func aConstraintWithOnlyALocationOrNeitherIsLabelledByWhatItHas() throws {
        let located = try tree { _, button in [try tooWide(button, label: nil, location: ConstraintLocation(file: "Screen.swift", line: 7))] }
        #expect(located.renderSVG(solver: solver).contains(">Screen.swift#7</text>"))
        let plain = try tree { _, button in [try tooWide(button, label: nil, location: nil)] }
        #expect(plain.renderSVG(solver: solver).contains(">login.button.width == 300</text>"))
    }

    @Test func theExplanationNamesViewsByTheirIdentifiers() throws {
        let root = try tree { _, button in [try tooWide(button, label: "tooWide", location: nil)] }
        let text = root.explainLayout(solver: solver).text
        #expect(text.hasPrefix("== screen ==\n"))
        #expect(text.contains("<SnapLayout.LayoutConstraint:tooWide login.button.width == 300.0>   <- broken"))
        #expect(!text.contains("LayoutView:"))
    }

    /// A tree that cannot be solved (a constant beyond `LayoutLimits`) is drawn as its name and why.
    @Test func aTreeThatCannotBeSolvedIsAPictureOfTheReason() throws {
        let root = try tree { _, button in
            [try LayoutConstraint.checked(item: button, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                                          attribute: .notAnAttribute, constant: 1e13)]
        }
        guard case .failure(let error) = root.layoutDiagnosis(solver: solver) else {
            Issue.record("the tree was solved")
            return
        }
        let svg = root.renderSVG(solver: solver)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.contains(">screen</text>"))
        #expect(svg.contains("cannot be drawn: " + error.message.prefix(40)))
    }
}
