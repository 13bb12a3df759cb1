import Foundation
import Testing
import SnapLayout

/// Directional margins stay directional and are resolved when the tree is laid out, as UIKit's:
/// (leading 20, trailing 4) puts the content 20 from the left in left-to-right and 20 from the
/// right (x = 4) in right-to-left, whatever the order of the two calls.
struct DirectionalMarginsTests {
    static let margins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 6, trailing: 4)

    /// A 200 × 100 container whose content fills its margins guide.
    func screen() -> (root: LayoutView, container: LayoutView, content: LayoutView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let container = LayoutView(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
        let content = LayoutView()
        root.addSubview(container)
        container.addSubview(content)
        content.snp.makeConstraints { make in make.edges.equalTo(container.layoutMarginsGuide) }
        return (root, container, content)
    }

    func expectFrame(_ frame: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
            && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
        #expect(close, "\(frame) != \(expected)", sourceLocation: sourceLocation)
    }

    static let ltrContent = CGRect(x: 20, y: 10, width: 176, height: 84)
    static let rtlContent = CGRect(x: 4, y: 10, width: 176, height: 84)

    @Test func marginsThenRightToLeft() {
        let (root, container, content) = screen()
        container.directionalLayoutMargins = Self.margins
        container.semanticLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(content.frame, Self.rtlContent)
    }

    @Test func rightToLeftThenMargins() {
        let (root, container, content) = screen()
        container.semanticLayoutDirection = .rightToLeft
        container.directionalLayoutMargins = Self.margins
        root.layoutIfNeeded()
        expectFrame(content.frame, Self.rtlContent)
    }

    @Test func marginsThenLeftToRight() {
        let (root, container, content) = screen()
        container.semanticLayoutDirection = .rightToLeft
        container.directionalLayoutMargins = Self.margins
        container.semanticLayoutDirection = .leftToRight
        root.layoutIfNeeded()
        expectFrame(content.frame, Self.ltrContent)
    }

    @Test func leftToRightThenMargins() {
        let (root, container, content) = screen()
        container.semanticLayoutDirection = .leftToRight
        container.directionalLayoutMargins = Self.margins
        root.layoutIfNeeded()
        expectFrame(content.frame, Self.ltrContent)
    }

    @Test func anAncestorTurningRightToLeftAfterALayoutFlipsTheMargins() {
        let (root, container, content) = screen()
        container.directionalLayoutMargins = Self.margins
        root.layoutIfNeeded()
        expectFrame(content.frame, Self.ltrContent)
        root.semanticLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(content.frame, Self.rtlContent)
        #expect(container.layoutMargins == EdgeInsets(top: 10, left: 4, bottom: 6, right: 20))
        #expect(container.directionalLayoutMargins == Self.margins)
    }

    @Test func physicalMarginsStayPhysical() {
        let (root, container, content) = screen()
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 6, right: 4)
        container.semanticLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(content.frame, Self.ltrContent)
        #expect(container.directionalLayoutMargins == DirectionalEdgeInsets(top: 10, leading: 4, bottom: 6, trailing: 20))
    }
}
