import Foundation
import Testing
import SnapLayout

/// `update(multiplier:)` and the aspect ratio: what the earlier SnapKit issue asked for and SnapKit
/// itself never had.
struct ConstraintUpdateTests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = LayoutView()

    init() {
        root.addSubview(card)
    }

    @Test func updateMultiplierKeepsTheLayoutConstraintsAndChangesTheLayout() {
        var width: Constraint!
        card.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
            width = make.width.equalToSuperview().multipliedBy(0.5).constraint
        }
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        let layoutConstraint = width.layoutConstraints[0]
        width.update(multiplier: 0.25)
        #expect(width.layoutConstraints[0] === layoutConstraint)
        #expect(layoutConstraint.multiplier == 0.25)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func updateMultiplierOnEveryLayoutConstraintOfAComposite() {
        var size: Constraint!
        card.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            size = make.size.equalToSuperview().constraint
        }
        size.update(multiplier: 0.5)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test func aMultiplierOnAConstantIsReportedAndNotApplied() {
        var width: Constraint!
        card.snp.makeConstraints { make in width = make.width.equalTo(120).constraint }
        let (_, warnings) = LayoutDiagnostics.collecting { width.update(multiplier: 2) }
        #expect(warnings.map(\.kind) == [.invalidConstraint])
        #expect(warnings[0].message.hasSuffix("relates to a constant; a multiplier needs a second item"))
        #expect(width.layoutConstraints[0].multiplier == 1)
    }

    @Test func aNonFiniteMultiplierIsReportedAndKept() {
        var width: Constraint!
        card.snp.makeConstraints { make in width = make.width.equalTo(root).multipliedBy(0.5).constraint }
        let (_, warnings) = LayoutDiagnostics.collecting { width.update(multiplier: CGFloat.infinity) }
        #expect(warnings.map(\.message) == ["multiplier inf is not a finite number; the multiplier was kept"])
        #expect(width.layoutConstraints[0].multiplier == 0.5)
    }

    @Test func aspectRatioIsWidthEqualToHeightTimesTheRatio() {
        var ratio: Constraint!
        card.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(160)
            ratio = make.aspectRatio(16, by: 9).constraint
        }
        let made = ratio.layoutConstraints
        #expect(made.count == 1)
        #expect(made[0].firstItem === card && made[0].firstAttribute == .width && made[0].relation == .equal)
        #expect(made[0].secondItem === card && made[0].secondAttribute == .height)
        #expect(abs(made[0].multiplier - 16.0 / 9.0) <= 1e-12 && made[0].constant == 0 && made[0].priority == .required)
        #expect(made[0].installedView === card)
        root.layoutIfNeeded()
        #expect(abs(card.frame.height - 90) <= 1e-6 && card.frame.width == 160)
    }

    @Test func aspectRatioTakesAPriority() {
        card.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.height.equalTo(100)
            make.aspectRatio(2, by: 1).priority(.high)
        }
        #expect(card.constraints.last?.priority == .defaultHigh)
        root.layoutIfNeeded()
        #expect(card.frame.size == CGSize(width: 100, height: 100), "the required sizes win")
    }

    @Test(arguments: [(CGFloat(0), CGFloat(9)), (16, 0), (-16, 9), (16, .nan)])
    func aBadAspectRatioIsReportedAndMakesNothing(width: CGFloat, height: CGFloat) {
        let (_, warnings) = LayoutDiagnostics.collecting {
            card.snp.makeConstraints { make in make.aspectRatio(width, by: height) }
        }
        #expect(warnings.map(\.kind) == [.invalidConstraint])
        #expect(warnings[0].message.hasSuffix("both sides must be positive and finite"))
        #expect(card.constraints.isEmpty)
    }
}
