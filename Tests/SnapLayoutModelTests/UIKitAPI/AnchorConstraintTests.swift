import Foundation
import Testing
import SnapLayout

/// The anchors make exactly the constraints UIKit's would, inactive.
struct AnchorConstraintTests {
    let root = labelled("root"), a = labelled("a"), b = labelled("b")

    @Test func locationAnchorsRelateTheirAttributes() {
        let x: [(LayoutXAxisAnchor, LayoutAttribute)] = [(a.leadingAnchor, .leading), (a.trailingAnchor, .trailing),
                                                         (a.leftAnchor, .left), (a.rightAnchor, .right), (a.centerXAnchor, .centerX)]
        for (anchor, attribute) in x {
            #expect(anchor.item === a && anchor.attribute == attribute)
            ExpectedConstraint(first: a, attribute: attribute, second: b, secondAttribute: .centerX)
                .check(anchor.constraint(equalTo: b.centerXAnchor))
        }
        let y: [(LayoutYAxisAnchor, LayoutAttribute)] = [(a.topAnchor, .top), (a.bottomAnchor, .bottom), (a.centerYAnchor, .centerY),
                                                         (a.firstBaselineAnchor, .firstBaseline), (a.lastBaselineAnchor, .lastBaseline)]
        for (anchor, attribute) in y {
            #expect(anchor.item === a && anchor.attribute == attribute)
            ExpectedConstraint(first: a, attribute: attribute, second: b, secondAttribute: .top)
                .check(anchor.constraint(equalTo: b.topAnchor))
        }
    }

    @Test func relationsAndConstants() {
        ExpectedConstraint(first: a, attribute: .leading, second: b, secondAttribute: .trailing, constant: 12)
            .check(a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 12))
        ExpectedConstraint(first: a, attribute: .top, relation: .greaterThanOrEqual, second: b, secondAttribute: .bottom)
            .check(a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor))
        ExpectedConstraint(first: a, attribute: .top, relation: .greaterThanOrEqual, second: b, secondAttribute: .bottom, constant: 4)
            .check(a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 4))
        ExpectedConstraint(first: a, attribute: .right, relation: .lessThanOrEqual, second: b, secondAttribute: .left)
            .check(a.rightAnchor.constraint(lessThanOrEqualTo: b.leftAnchor))
        ExpectedConstraint(first: a, attribute: .right, relation: .lessThanOrEqual, second: b, secondAttribute: .left, constant: -8)
            .check(a.rightAnchor.constraint(lessThanOrEqualTo: b.leftAnchor, constant: -8))
    }

    @Test func dimensions() {
        ExpectedConstraint(first: a, attribute: .width, constant: 40).check(a.widthAnchor.constraint(equalToConstant: 40))
        ExpectedConstraint(first: a, attribute: .height, relation: .greaterThanOrEqual, constant: 44)
            .check(a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44))
        ExpectedConstraint(first: a, attribute: .width, relation: .lessThanOrEqual, constant: 200)
            .check(a.widthAnchor.constraint(lessThanOrEqualToConstant: 200))
        ExpectedConstraint(first: a, attribute: .height, second: b, secondAttribute: .height)
            .check(a.heightAnchor.constraint(equalTo: b.heightAnchor))
        ExpectedConstraint(first: a, attribute: .height, second: a, secondAttribute: .width, multiplier: 0.75)
            .check(a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.75))
        ExpectedConstraint(first: a, attribute: .width, second: b, secondAttribute: .width, multiplier: 0.5, constant: -8)
            .check(a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -8))
        ExpectedConstraint(first: a, attribute: .width, relation: .greaterThanOrEqual, second: b, secondAttribute: .width, multiplier: 0.25)
            .check(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.25))
        ExpectedConstraint(first: a, attribute: .width, relation: .greaterThanOrEqual, second: b, secondAttribute: .width,
                           multiplier: 0.25, constant: 3)
            .check(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.25, constant: 3))
        ExpectedConstraint(first: a, attribute: .width, relation: .lessThanOrEqual, second: b, secondAttribute: .height, multiplier: 2)
            .check(a.widthAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2))
        ExpectedConstraint(first: a, attribute: .width, relation: .lessThanOrEqual, second: b, secondAttribute: .height,
                           multiplier: 2, constant: 1)
            .check(a.widthAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: 1))
    }

    /// UIKit's standard spacing, 8 points, times the multiplier, as the constant.
    @Test func systemSpacing() {
        #expect(LayoutConstraint.systemSpacing == 8)
        ExpectedConstraint(first: a, attribute: .leading, second: b, secondAttribute: .trailing, constant: 8)
            .check(a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1))
        ExpectedConstraint(first: a, attribute: .left, relation: .greaterThanOrEqual, second: b, secondAttribute: .right, constant: 16)
            .check(a.leftAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.rightAnchor, multiplier: 2))
        ExpectedConstraint(first: a, attribute: .leading, relation: .lessThanOrEqual, second: b, secondAttribute: .trailing, constant: 4)
            .check(a.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 0.5))
        ExpectedConstraint(first: a, attribute: .top, second: b, secondAttribute: .bottom, constant: 8)
            .check(a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1))
        ExpectedConstraint(first: a, attribute: .firstBaseline, relation: .greaterThanOrEqual, second: b,
                           secondAttribute: .lastBaseline, constant: 24)
            .check(a.firstBaselineAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.lastBaselineAnchor, multiplier: 3))
        ExpectedConstraint(first: a, attribute: .top, relation: .lessThanOrEqual, second: b, secondAttribute: .bottom, constant: 8)
            .check(a.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1))
    }

    @Test func guidesHaveTheAnchorsOfViewsButBaselines() {
        root.addSubview(a)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        ExpectedConstraint(first: a, attribute: .top, second: root.safeAreaLayoutGuide, secondAttribute: .top, constant: 20)
            .check(a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20))
        ExpectedConstraint(first: root.layoutMarginsGuide, attribute: .leading, second: a, secondAttribute: .leading)
            .check(root.layoutMarginsGuide.leadingAnchor.constraint(equalTo: a.leadingAnchor))
        let anchors: [any LayoutAnchor] = [guide.leadingAnchor, guide.trailingAnchor, guide.leftAnchor, guide.rightAnchor,
                                           guide.topAnchor, guide.bottomAnchor, guide.widthAnchor, guide.heightAnchor,
                                           guide.centerXAnchor, guide.centerYAnchor]
        #expect(anchors.map(\.attribute) == [.leading, .trailing, .left, .right, .top, .bottom, .width, .height, .centerX, .centerY])
        #expect(anchors.allSatisfy { $0.item === guide })
    }

    /// UIKit raises on leading against left; here the constraint is reported and inert.
    @Test func leadingAgainstLeftIsReportedAndInert() throws {
        root.addSubview(a)
        root.addSubview(b)
        let (mixed, made) = capturingDiagnostics { a.leadingAnchor.constraint(equalTo: b.leftAnchor) }
        #expect(made == ["a.leading == b.left: cannot relate leading/trailing to left/right (leading, left)"])
        let (_, activated) = capturingDiagnostics { mixed.isActive = true }
        #expect(!mixed.isActive && root.constraints.isEmpty)
        #expect(activated == ["cannot activate an inert constraint: " + made[0]])
        #expect(throws: LayoutError.self) { try mixed.activate() }
    }
}
