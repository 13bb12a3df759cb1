import Foundation
import Testing
import SnapLayout
import SnapLayoutSwiftLayout

/// The exact constraints each SwiftLayout-style call makes (api-surface.md, section 4).
struct SwiftLayoutTests {
    /// first.attribute relation second.attribute × multiplier + constant @priority, active?
    struct Shape: Equatable, CustomStringConvertible {
        var first: String, attribute: LayoutAttribute, relation: LayoutRelation
        var second: String?, secondAttribute: LayoutAttribute
        var multiplier: CGFloat, constant: CGFloat, priority: Float, active: Bool
        var description: String {
            "\(first).\(attribute) \(relation) \(second ?? "-").\(secondAttribute) ×\(multiplier) +\(constant) @\(priority) \(active)"
        }
    }

    func shape(_ c: LayoutConstraint) -> Shape {
        Shape(first: c.firstItem?.label ?? "?", attribute: c.firstAttribute, relation: c.relation,
              second: c.secondItem?.label, secondAttribute: c.secondAttribute, multiplier: c.multiplier,
              constant: c.constant, priority: c.priority.rawValue, active: c.isActive)
    }

    func views() -> (LayoutView, LayoutView, LayoutView) {
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.label = "container"
        let label = LayoutView(), icon = LayoutView()
        label.label = "label"
        icon.label = "icon"
        return (container, label, icon)
    }

    @Test func constrainToMakesSameAnchorConstraintsInCallOrder() {
        let (container, label, _) = views()
        let made = label.constrain(to: container).leading(constant: 16).centerY().width(.lessThanOrEqual, multiplier: 0.5)
        #expect(made.constraints.map(shape) == [
            Shape(first: "label", attribute: .leading, relation: .equal, second: "container", secondAttribute: .leading,
                  multiplier: 1, constant: 16, priority: 1000, active: true),
            Shape(first: "label", attribute: .centerY, relation: .equal, second: "container", secondAttribute: .centerY,
                  multiplier: 1, constant: 0, priority: 1000, active: true),
            Shape(first: "label", attribute: .width, relation: .lessThanOrEqual, second: "container", secondAttribute: .width,
                  multiplier: 0.5, constant: 0, priority: 1000, active: true),
        ])
    }

    @Test func trailingAndBottomSwapItemsSoPositiveConstantsInset() {
        let (container, label, _) = views()
        let made = label.constrain(to: container).trailing(.lessThanOrEqual, constant: 8).bottom(constant: 4, multiplier: 2)
        #expect(made.constraints.map(shape) == [
            Shape(first: "container", attribute: .trailing, relation: .lessThanOrEqual, second: "label", secondAttribute: .trailing,
                  multiplier: 1, constant: 8, priority: 1000, active: true),
            Shape(first: "container", attribute: .bottom, relation: .equal, second: "label", secondAttribute: .bottom,
                  multiplier: 2, constant: 4, priority: 1000, active: true),
        ])
    }

    @Test func compositeMethodsExpandInOrder() {
        let (container, label, _) = views()
        let made = label.constrain(to: container).leadingTrailingTopBottom(constant: 10, priority: .defaultHigh)
        #expect(made.constraints.map { "\($0.firstItem?.label ?? "").\($0.firstAttribute)" } ==
                ["label.leading", "container.trailing", "label.top", "container.bottom"])
        #expect(made.constraints.allSatisfy { $0.constant == 10 && $0.priority == .defaultHigh })
        let pairs = label.constrain(to: container).leadingTrailing().topBottom().centerXY().widthHeight()
        #expect(pairs.constraints.map(\.firstAttribute) == [.leading, .trailing, .top, .bottom, .centerX, .centerY, .width, .height])
    }

    @Test func customPairsAreNeverSwapped() {
        let (container, label, _) = views()
        let made = label.constrain(to: container)
            .xAxis(.trailing, to: .centerX, constant: -4)
            .yAxis(.bottom, to: .top, relation: .greaterThanOrEqual)
            .dimension(.height, to: .width, multiplier: 0.25)
        #expect(made.constraints.map(shape) == [
            Shape(first: "label", attribute: .trailing, relation: .equal, second: "container", secondAttribute: .centerX,
                  multiplier: 1, constant: -4, priority: 1000, active: true),
            Shape(first: "label", attribute: .bottom, relation: .greaterThanOrEqual, second: "container", secondAttribute: .top,
                  multiplier: 1, constant: 0, priority: 1000, active: true),
            Shape(first: "label", attribute: .height, relation: .equal, second: "container", secondAttribute: .width,
                  multiplier: 0.25, constant: 0, priority: 1000, active: true),
        ])
    }

    @Test func constrainAfterPlacesTheItemAfterTheOther() {
        let (container, label, icon) = views()
        container.addSubview(icon)
        container.addSubview(label)
        let made = label.constrain(after: icon).leadingTrailing(constant: 8).topBottom(.greaterThanOrEqual, constant: .systemSpacing)
        #expect(made.constraints.map(shape) == [
            Shape(first: "label", attribute: .leading, relation: .equal, second: "icon", secondAttribute: .trailing,
                  multiplier: 1, constant: 8, priority: 1000, active: true),
            Shape(first: "label", attribute: .top, relation: .greaterThanOrEqual, second: "icon", secondAttribute: .bottom,
                  multiplier: 1, constant: 8, priority: 1000, active: true),
        ])
        #expect(!icon.translatesAutoresizingMaskIntoConstraints && !label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func selfConstraintsSizeTheItem() {
        let (_, label, _) = views()
        let made = label.constrainSelf().width(constant: 100).height(.greaterThanOrEqual, constant: 20, activate: false)
            .widthHeight(size: CGSize(width: 30, height: 40)).aspectRatio(0.5, priority: .defaultLow)
        #expect(made.constraints.map(shape) == [
            Shape(first: "label", attribute: .width, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                  multiplier: 1, constant: 100, priority: 1000, active: true),
            Shape(first: "label", attribute: .height, relation: .greaterThanOrEqual, second: nil, secondAttribute: .notAnAttribute,
                  multiplier: 1, constant: 20, priority: 1000, active: false),
            Shape(first: "label", attribute: .width, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                  multiplier: 1, constant: 30, priority: 1000, active: true),
            Shape(first: "label", attribute: .height, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                  multiplier: 1, constant: 40, priority: 1000, active: true),
            Shape(first: "label", attribute: .height, relation: .equal, second: "label", secondAttribute: .width,
                  multiplier: 0.5, constant: 0, priority: 250, active: true),
        ])
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let (container, label, _) = views()
        let made = label.constrain(to: container).leading(constant: .systemSpacing, multiplier: 2).trailing(constant: .systemSpacing)
        #expect(made.constraints.map { [$0.constant, $0.multiplier] } == [[16, 1], [8, 1]])
        let size = label.constrainSelf().width(constant: .systemSpacing)
        #expect(size.constraints.first?.constant == 8)
    }

    @Test func anOrphanJoinsTheHierarchyOfItsTarget() {
        let (container, label, _) = views()
        label.constrain(to: container).top()
        #expect(label.superview === container)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        let guide = LayoutGuide()
        guide.constrain(to: container).leading()
        #expect(guide.owningView === container)
        let other = LayoutView()
        other.constrain(to: guide).top()
        #expect(other.superview === container, "an orphan constrained to a guide joins the guide's owning view")
        let elsewhere = LayoutView()
        container.addSubview(elsewhere)
        let parent = LayoutView()
        parent.addSubview(label)
        label.constrain(to: elsewhere).top(activate: false)
        #expect(label.superview === parent, "an existing hierarchy is never changed")
    }

    @Test func anInvalidPriorityMakesNoConstraintInsteadOfCrashing() {
        let (container, label, _) = views()
        let made = label.constrain(to: container).top(priority: LayoutPriority(2000)).bottom()
        #expect(made.constraints.map(\.firstAttribute) == [.bottom])
    }

    @Test func aScreenLaysOutAsUIKitWould() {
        let (container, label, icon) = views()
        icon.constrain(to: container).leading(constant: 16).top(constant: 20)
        icon.constrainSelf().widthHeight(constant: 40)
        label.constrain(to: container).trailing(constant: 16)
        label.constrain(to: icon).centerY()
        label.constrain(after: icon).leadingTrailing(constant: 8)
        label.constrainSelf().height(constant: 21)
        container.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 16, y: 20, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 64, y: 29.5, width: 240, height: 21))
    }
}
