import Foundation
import Testing
import SnapLayout

/// A card written with anchors only, laid out: every frame by hand in the comment beside it.
struct AnchorLayoutTests {
    @Test func aCardWrittenWithAnchors() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let card = labelled("card", in: root), avatar = labelled("avatar", in: card)
        let title = labelled("title", in: card), subtitle = labelled("subtitle", in: card), badge = labelled("badge", in: card)
        title.explicitIntrinsicContentSize = CGSize(width: 120, height: 21)
        title.firstBaselineOffsetFromTop = 16
        let safe = root.safeAreaLayoutGuide, margins = card.layoutMarginsGuide
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 120),
            card.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 2),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5, constant: 10),
            subtitle.heightAnchor.constraint(greaterThanOrEqualToConstant: 15),
            subtitle.heightAnchor.constraint(lessThanOrEqualToConstant: 15),
            badge.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 1),
        ])
        root.layoutIfNeeded()
        expectFrame(card.frame, CGRect(x: 16, y: 64, width: 343, height: 120))     // safe top 44 + 20
        expectFrame(avatar.frame, CGRect(x: 8, y: 40, width: 40, height: 40))      // margin 8; (120 − 40) / 2
        expectFrame(title.frame, CGRect(x: 56, y: 12, width: 120, height: 21))     // 8 + 40 + 8; intrinsic size
        expectFrame(subtitle.frame, CGRect(x: 56, y: 49, width: 70, height: 15))   // 12 + 21 + 2 × 8; 120 / 2 + 10
        expectFrame(badge.frame, CGRect(x: 180, y: 18, width: 10, height: 10))     // 56 + 120 + 4; baseline 12 + 16 at its bottom
    }

    @Test func anAddedGuideLaidOutWithAnchors() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let guide = LayoutGuide(), box = labelled("box", in: root)
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            guide.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            box.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            box.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 1, constant: -20),
        ])
        root.layoutIfNeeded()
        expectFrame(guide.layoutFrame, CGRect(x: 10, y: 0, width: 280, height: 100))
        expectFrame(box.frame, CGRect(x: 80, y: 10, width: 140, height: 80))       // centre (150, 50)
    }
}
