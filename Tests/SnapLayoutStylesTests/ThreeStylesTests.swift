import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy
import SnapLayoutSwiftLayout

/// The same screens written in SnapKit's, EasyPeasy's and SwiftLayout's styles lay out identically.
struct ThreeStylesTests {
    /// A header bar, an avatar with a title beside it, and a button pinned to the bottom.
    final class Screen {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let header = LayoutView(), avatar = LayoutView(), title = LayoutView(), button = LayoutView()

        init() {
            root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
            title.explicitIntrinsicContentSize = CGSize(width: 180, height: 21)
            for view in [header, avatar, title, button] { root.addSubview(view) }
        }

        var frames: [CGRect] {
            root.layoutIfNeeded()
            return [header, avatar, title, button].map(\.frame)
        }
    }

    func snapKit() -> Screen {
        let s = Screen()
        s.header.snp.makeConstraints { make in
            make.top.equalTo(s.root.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(56)
        }
        s.avatar.snp.makeConstraints { make in
            make.top.equalTo(s.header.snp.bottom).offset(16)
            make.leading.equalToSuperview().offset(16)
            make.size.equalTo(48)
        }
        s.title.snp.makeConstraints { make in
            make.leading.equalTo(s.avatar.snp.trailing).offset(12)
            make.centerY.equalTo(s.avatar)
            make.trailing.lessThanOrEqualToSuperview().inset(16)
        }
        s.button.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(20)
            make.bottom.equalTo(s.root.safeAreaLayoutGuide).inset(12)
            make.height.equalTo(50)
        }
        return s
    }

    func easyPeasy() -> Screen {
        let s = Screen()
        s.header.easy.layout(Top(0).to(s.root.safeAreaLayoutGuide, .top), Leading(0), Trailing(0), Height(56))
        s.avatar.easy.layout(Top(16).to(s.header), Leading(16), Size(48))
        // EasyPeasy negates the trailing constant but keeps the relation: an inset of at least 16 is `<=`.
        s.title.easy.layout(Leading(12).to(s.avatar), CenterY(0).to(s.avatar), Trailing(<=16))
        s.button.easy.layout(Leading(20), Trailing(20), Bottom(12).to(s.root.safeAreaLayoutGuide, .bottom), Height(50))
        return s
    }

    func swiftLayout() -> Screen {
        let s = Screen()
        s.header.constrain(to: s.root.safeAreaLayoutGuide).top()
        s.header.constrain(to: s.root).leadingTrailing()
        s.header.constrainSelf().height(constant: 56)
        s.avatar.constrain(after: s.header).topBottom(constant: 16)
        s.avatar.constrain(to: s.root).leading(constant: 16)
        s.avatar.constrainSelf().widthHeight(constant: 48)
        s.title.constrain(after: s.avatar).leadingTrailing(constant: 12)
        s.title.constrain(to: s.avatar).centerY()
        s.title.constrain(to: s.root).trailing(.greaterThanOrEqual, constant: 16)
        s.button.constrain(to: s.root).leadingTrailing(constant: 20)
        s.button.constrain(to: s.root.safeAreaLayoutGuide).bottom(constant: 12)
        s.button.constrainSelf().height(constant: 50)
        return s
    }

    @Test func theThreeStylesGiveTheSameFrames() {
        let expected = [
            CGRect(x: 0, y: 44, width: 375, height: 56),
            CGRect(x: 16, y: 116, width: 48, height: 48),
            CGRect(x: 76, y: 129.5, width: 180, height: 21),
            CGRect(x: 20, y: 571, width: 335, height: 50),
        ]
        #expect(snapKit().frames == expected)
        #expect(easyPeasy().frames == expected)
        #expect(swiftLayout().frames == expected)
    }

    @Test func aSqueezedTitleIsSqueezedAlikeInEveryStyle() {
        let screens = [snapKit(), easyPeasy(), swiftLayout()]
        for screen in screens { screen.title.explicitIntrinsicContentSize = CGSize(width: 400, height: 21) }
        let frames = screens.map(\.frames)
        // 375 − 16 − 76: the trailing limit is required, compression resistance gives way.
        #expect(frames[0][2] == CGRect(x: 76, y: 129.5, width: 283, height: 21))
        #expect(frames[1] == frames[0] && frames[2] == frames[0])
    }
}
