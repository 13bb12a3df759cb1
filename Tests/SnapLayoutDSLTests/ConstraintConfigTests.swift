import Foundation
import Testing
import SnapLayout

/// `ConstraintConfig.interfaceLayoutDirection`: which direction turns directional insets into left
/// and right constants.
@Suite(.serialized)
struct ConstraintConfigTests {
    /// Only ever set to `.leftToRight` here, on a right-to-left tree, so that suites running
    /// alongside (all left-to-right where they use directional insets) are not affected.
    @Test func directionalInsetsFollowTheViewUnlessConfigured() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.semanticLayoutDirection = .rightToLeft
        let card = LayoutView()
        root.addSubview(card)
        let insets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(ConstraintConfig.interfaceLayoutDirection == nil)
        card.snp.makeConstraints { make in make.left.right.equalToSuperview().inset(insets) }
        #expect(root.constraints.map(\.constant) == [5, -30], "right-to-left: left takes the trailing inset")

        ConstraintConfig.interfaceLayoutDirection = .leftToRight
        defer { ConstraintConfig.interfaceLayoutDirection = nil }
        card.snp.remakeConstraints { make in make.left.right.equalToSuperview().inset(insets) }
        #expect(root.constraints.filter(\.isActive).map(\.constant) == [30, -5], "SnapKit's fixed left-to-right")
    }
}
