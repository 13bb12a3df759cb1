// Only SnapLayout (and the test framework): the README's first example needs no other import.
import SnapLayout
import Testing

/// The README's first example, verbatim, with `print` caught so its output can be checked against
/// the comment the README prints beside it.
struct ReadmeExampleTests {
    @Test func theFirstExamplePrintsWhatTheReadmeSays() {
        var printed: [String] = []
        func print(_ item: Any) {
            var text = ""
            Swift.print(item, terminator: "", to: &text)
            printed.append(text)
        }

        // From README.md, "A first example", verbatim:
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

        let card = LayoutView()
        root.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide).offset(20)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(120)
        }

        root.layoutIfNeeded()
        print(card.frame)   // CGRect(origin: Foundation.CGPoint(x: 16.0, y: 64.0), size: Foundation.CGSize(width: 343.0, height: 120.0))

        #expect(printed == ["CGRect(origin: Foundation.CGPoint(x: 16.0, y: 64.0), size: Foundation.CGSize(width: 343.0, height: 120.0))"])
        #expect(card.frame == CGRect(x: 16, y: 64, width: 343, height: 120))
    }
}
