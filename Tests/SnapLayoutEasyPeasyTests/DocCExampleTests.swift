import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

/// The example of the DocC article "Getting started" (Sources/SnapLayoutEasyPeasy/
/// SnapLayoutEasyPeasy.docc/GettingStarted.md), copied verbatim between the markers, with the
/// frames the article works out by hand.
struct DocCExampleTests {
    func expectFrame(_ view: LayoutView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = view.frame
        let close = abs(frame.minX - expected.minX) <= 1e-6 && abs(frame.minY - expected.minY) <= 1e-6
            && abs(frame.width - expected.width) <= 1e-6 && abs(frame.height - expected.height) <= 1e-6
        #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func gettingStartedLaysOutTheScreen() {
        // --- GettingStarted.md
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let header = LayoutView()
        let avatar = LayoutView()
        let title = LayoutView()
        let card = LayoutView()
        let buttons = [LayoutView(), LayoutView(), LayoutView()]
        for view in [header, avatar, title, card] + buttons { screen.addSubview(view) }

        header.easy.layout(Top(20), Left(16), Right(16), Height(56))
        avatar.easy.layout(Top(16).to(header), Left(0).to(header, .left), Size(48))
        title.easy.layout(Left(12).to(avatar), Right(16), CenterY(0).to(avatar), Height(24))

        var isExpanded = false
        card.easy.layout(
            Top(16).to(avatar), Left(16), Right(16),
            Height(120).when { !isExpanded },
            Height(*0.5625).like(card, .width).when { isExpanded }
        )
        for button in buttons {
            button.easy.layout(Top(16).to(card), Height(44))
        }
        buttons.easy.distribute(along: .horizontal, spacing: 8, leadInset: 16, tailInset: 16)

        screen.layoutIfNeeded()
        // --- end (the reload below is checked after these frames)

        // The header spans 375 − 2 × 16; the avatar is 16 below it (20 + 56 + 16) and starts at
        // the header's left; the title runs from 12 after the avatar (16 + 48 + 12) to 16 before
        // the edge, centred on the avatar's 92 + 24.
        expectFrame(header, CGRect(x: 16, y: 20, width: 343, height: 56))
        expectFrame(avatar, CGRect(x: 16, y: 92, width: 48, height: 48))
        expectFrame(title, CGRect(x: 76, y: 104, width: 283, height: 24))
        // Collapsed: 120 high, 16 below the avatar's bottom (140).
        expectFrame(card, CGRect(x: 16, y: 156, width: 343, height: 120))
        // 343 − 2 × 8 shared by three; 16 below the card's bottom (276).
        for (button, x) in zip(buttons, [16.0, 133.0, 250.0]) {
            expectFrame(button, CGRect(x: x, y: 292, width: 109, height: 44))
        }

        // --- GettingStarted.md
        isExpanded = true
        card.easy.reload()
        screen.layoutIfNeeded()
        // --- end

        // Expanded: 343 × 0.5625 = 192.9375 high; the buttons follow, 16 below 156 + 192.9375.
        expectFrame(header, CGRect(x: 16, y: 20, width: 343, height: 56))
        expectFrame(avatar, CGRect(x: 16, y: 92, width: 48, height: 48))
        expectFrame(title, CGRect(x: 76, y: 104, width: 283, height: 24))
        expectFrame(card, CGRect(x: 16, y: 156, width: 343, height: 192.9375))
        for (button, x) in zip(buttons, [16.0, 133.0, 250.0]) {
            expectFrame(button, CGRect(x: x, y: 364.9375, width: 109, height: 44))
        }
    }

    /// The values doc comments state beside their examples (`// 2`, `// "h_gt_750.0"`, …).
    @Test func docCommentRemarksHold() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = LayoutView(), header = LayoutView()
        root.addSubview(view); root.addSubview(header)

        #expect(Width(>=10).with(.high).signature == "h_gt_750.0")
        #expect(Size(44).attributes.count == 2)
        #expect(Priority.high.layoutPriority == 750)
        #expect((>=20).value == 20 && (<=40).relation == .lessThanOrEqual && (*2).multiplier == 2)
        #expect(Top(0).to(header, .top).referenceAttribute == .top)
        #expect(Trailing(8).createAttribute == .trailing)

        let width = Width(200)
        view.easy.layout(width)
        #expect(width.createItem === view && width.layoutConstraint?.isActive == true)
        view.easy.clear()
        view.easy.layout(Size(44))
        #expect(view.easy.attributes.count == 2)

        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.easy.layout(Width(100))
        #expect(guide.constraints.count == 1)
    }
}
