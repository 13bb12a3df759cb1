import Foundation
import Testing
import SnapLayout

/// `NSLayoutConstraint`'s and `UIView`'s constraint API under their UIKit names.
struct ConstraintAPITests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = labelled("a"), b = labelled("b")

    init() {
        root.label = "root"
        root.addSubview(a)
        root.addSubview(b)
    }

    @Test func staticActivateAndDeactivate() {
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        LayoutConstraint.activate([width, gap])
        #expect(width.isActive && gap.isActive)
        #expect(a.constraints == [width] && root.constraints == [gap])
        LayoutConstraint.deactivate([width, gap])
        #expect(!width.isActive && !gap.isActive && a.constraints.isEmpty && root.constraints.isEmpty)
    }

    /// Adding activates; removing deactivates when the view holds the constraint (here or below).
    @Test func addAndRemoveConstraints() {
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        root.addConstraint(width)
        #expect(width.isActive && width.installedView === a)
        b.removeConstraint(width)
        #expect(width.isActive, "b does not hold it")
        root.removeConstraint(width)
        #expect(!width.isActive)
        let pair = [a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor)]
        root.addConstraints(pair)
        #expect(pair.allSatisfy(\.isActive) && root.constraints == pair)
        root.removeConstraints(root.constraints)
        #expect(!pair.contains(where: \.isActive) && root.constraints.isEmpty)
    }

    @Test func constraintsAreEqualByIdentity() {
        let one = a.widthAnchor.constraint(equalToConstant: 10), same = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(one == one && one != same)
        let set: Set<LayoutConstraint> = [one, same, one]
        #expect(set.count == 2 && set.contains(one) && set.contains(same))
    }

    @Test func rawValuesAreUIKits() {
        let expected: [LayoutAttribute: Int] = [
            .notAnAttribute: 0, .left: 1, .right: 2, .top: 3, .bottom: 4, .leading: 5, .trailing: 6, .width: 7, .height: 8,
            .centerX: 9, .centerY: 10, .lastBaseline: 11, .firstBaseline: 12, .leftMargin: 13, .rightMargin: 14,
            .topMargin: 15, .bottomMargin: 16, .leadingMargin: 17, .trailingMargin: 18,
            .centerXWithinMargins: 19, .centerYWithinMargins: 20,
        ]
        #expect(LayoutAttribute.allCases.count == expected.count)
        for attribute in LayoutAttribute.allCases {
            #expect(attribute.rawValue == expected[attribute])
            #expect(LayoutAttribute(rawValue: attribute.rawValue) == attribute)
            #expect(LayoutAttribute(name: attribute.name) == attribute && "\(attribute)" == attribute.name)
        }
        #expect(LayoutAttribute.centerXWithinMargins.name == "centerXWithinMargins" && LayoutAttribute(name: "middle") == nil)
        #expect(LayoutRelation.lessThanOrEqual.rawValue == -1 && LayoutRelation.equal.rawValue == 0
                && LayoutRelation.greaterThanOrEqual.rawValue == 1)
    }

    @Test func uikitsInitializerMakesAnInactiveRequiredConstraint() {
        let (made, messages) = capturingDiagnostics {
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height,
                             multiplier: 2, constant: 3)
        }
        #expect(messages.isEmpty)
        ExpectedConstraint(first: a, attribute: .width, second: b, secondAttribute: .height, multiplier: 2, constant: 3).check(made)
    }

    /// UIKit raises on a bad pairing; here it is reported, and the constraint is inert.
    @Test func uikitsInitializerReportsABadPairing() {
        let (bad, made) = capturingDiagnostics {
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)
        }
        #expect(made == ["a.left == b.top: cannot relate attributes of different axes (left is horizontal, top is vertical)"])
        let good = a.leftAnchor.constraint(equalTo: root.leftAnchor)
        let (_, activated) = capturingDiagnostics { LayoutConstraint.activate([bad, good]) }
        #expect(!bad.isActive && good.isActive && root.constraints == [good])
        #expect(activated == ["cannot activate an inert constraint: " + made[0]])
        let (_, located) = capturingDiagnostics {
            _ = LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
        }
        #expect(located == ["a.top == a constant: a location attribute needs a second item to be measured from"])
    }

    /// The throwing form, for servers, under its own name.
    @Test func checkedThrowsTheSameProblem() {
        #expect(throws: LayoutError(message: "a.left == b.top: cannot relate attributes of different axes (left is horizontal, top is vertical)")) {
            _ = try LayoutConstraint.checked(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top)
        }
        let made = try? LayoutConstraint.checked(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                                 attribute: .notAnAttribute, constant: 5, priority: .defaultLow)
        #expect(made?.priority == .defaultLow && made?.constant == 5 && made?.isActive == false)
    }

    @Test func constraintItemsAreViewsAndGuides() {
        let items: [any LayoutConstraintItem] = [a, root.safeAreaLayoutGuide]
        let made = LayoutConstraint(item: items[0], attribute: .top, relatedBy: .equal, toItem: items[1], attribute: .top)
        made.isActive = true
        #expect(made.isActive && made.secondItem === root.safeAreaLayoutGuide)
    }

    final class Badge: LayoutView {
        var madeByFrameInitializer = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeByFrameInitializer = true
        }
    }

    @Test func anEmptyInitializerGoesThroughInitFrame() {
        let badge = Badge()
        #expect(badge.madeByFrameInitializer && badge.frame == .zero)
        #expect(LayoutView().frame == .zero)
    }
}
