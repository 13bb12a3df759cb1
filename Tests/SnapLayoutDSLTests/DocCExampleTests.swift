import Foundation
import Testing
import SnapLayout

/// The example of the DocC article "Getting started" (Sources/SnapLayoutDSL/SnapLayoutDSL.docc/
/// GettingStarted.md), copied verbatim between the markers, with the frames the article works out
/// by hand.
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

        var headerHeight: Constraint?
        header.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.leading.trailing.equalToSuperview().inset(16)
            headerHeight = make.height.equalTo(56).constraint
        }
        avatar.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(16)
            make.leading.equalTo(header)
            make.size.equalTo(48)
        }
        title.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(avatar)
            make.height.equalTo(24)
        }
        card.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(16)
            make.horizontalEdges.equalToSuperview().inset(16)
            make.aspectRatio(16, by: 9)
        }
        buttons.snp.makeConstraints { make in
            make.top.equalTo(card.snp.bottom).offset(16)
            make.height.equalTo(44)
        }
        buttons.snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16)

        screen.layoutIfNeeded()
        // --- end (the update below is checked after these frames)

        // The header spans 375 − 2 × 16; the avatar is 16 below it; the title runs from 12 after
        // the avatar (16 + 48 + 12) to 16 before the edge, centred on the avatar's 92 + 24.
        expectFrame(header, CGRect(x: 16, y: 20, width: 343, height: 56))
        expectFrame(avatar, CGRect(x: 16, y: 92, width: 48, height: 48))
        expectFrame(title, CGRect(x: 76, y: 104, width: 283, height: 24))
        // 16:9 on a width of 343: 343 × 9 / 16 high, 16 below the avatar's bottom (140).
        expectFrame(card, CGRect(x: 16, y: 156, width: 343, height: 192.9375))
        // 343 − 2 × 8 shared by three; 16 below the card's bottom.
        let buttonY = 156 + 192.9375 + 16
        for (button, x) in zip(buttons, [16.0, 133.0, 250.0]) {
            expectFrame(button, CGRect(x: x, y: buttonY, width: 109, height: 44))
        }

        // --- GettingStarted.md
        headerHeight?.update(offset: 80)
        screen.layoutIfNeeded()
        // --- end

        // Everything below the header moves down 80 − 56 = 24.
        expectFrame(header, CGRect(x: 16, y: 20, width: 343, height: 80))
        expectFrame(avatar, CGRect(x: 16, y: 116, width: 48, height: 48))
        expectFrame(title, CGRect(x: 76, y: 128, width: 283, height: 24))
        expectFrame(card, CGRect(x: 16, y: 180, width: 343, height: 192.9375))
        for (button, x) in zip(buttons, [16.0, 133.0, 250.0]) {
            expectFrame(button, CGRect(x: x, y: buttonY + 24, width: 109, height: 44))
        }
    }
}
