import Foundation
import Testing
import SnapLayout
import SnapLayoutCassowary

/// Buttons and text fields, which size themselves to their text plus padding, in the `fixed`
/// family (text.md 5: a character one em wide, a line one em tall, the baseline at 0.8 em): their
/// intrinsic sizes and baselines by hand, and measured by the layout pass's text system, as labels
/// are, so that an engine given another system font sizes its buttons in it too.
struct ControlLayoutTests {
    static let engines: [LayoutSolverKind] = [.glpk, .cassowary]

    func button(_ title: String?, size: Double = 10) -> LayoutButton {
        let button = LayoutButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.titleLabel?.font = LayoutFont(family: "fixed", size: size)
        button.setTitle(title, for: .normal)
        return button
    }

    @Test func aButtonIsItsTitlePaddedSixPointsAboveAndBelow() {
        let follow = button("Follow")
        #expect(follow.intrinsicContentSize == CGSize(width: 60, height: 22))
        let capture = follow.captureLayout().snapshot
        #expect(capture.texts.count == 1 && capture.texts[0].padding == LayoutSnapshot.TextPadding(top: 6, left: 0, bottom: 6, right: 0, minimumWidth: 30))
        let measured = try! capture.measuringText(at: [.unlimited], with: .default)
        #expect(measured.items[0].intrinsicSize.horizontal == 60 && measured.items[0].intrinsicSize.vertical == 22)
        #expect(measured.items[0].firstBaseline == 14 && measured.items[0].lastBaseline == 8)
        #expect(measured.items[0].isMultilineText == false)
    }

    @Test func anImageBesideTheTitleAddsItsWidthAndCentresTheShorterOfTheTwo() {
        let share = button("Share")
        share.setImage(LayoutImage(size: CGSize(width: 30, height: 30)), for: .normal)
        share.contentEdgeInsets = EdgeInsets(top: 4, left: 8, bottom: 2, right: 8)
        // 50 + 30 + 16 wide; the image's 30 + 6 tall; the title's line (10) centred on the image's.
        #expect(share.intrinsicContentSize == CGSize(width: 96, height: 36))
        let measured = try! share.captureLayout().snapshot.measuringText(at: [.unlimited], with: .default)
        #expect(measured.items[0].firstBaseline == 22)  // 4 + 10 + 8
        #expect(measured.items[0].lastBaseline == 14)  // 2 + 10 + 2
    }

    @Test func aButtonWithoutATitleIsItsImageAndPadding() {
        let close = LayoutButton(type: .custom)
        close.titleLabel?.font = LayoutFont(family: "fixed", size: 10)
        #expect(close.intrinsicContentSize == CGSize(width: 0, height: 12))
        close.setImage(LayoutImage(size: CGSize(width: 24, height: 20)), for: .normal)
        #expect(close.intrinsicContentSize == CGSize(width: 24, height: 32))
    }

    @Test func aSystemButtonIsAtLeastThirtyPointsWide() {
        // "Go" is 20 wide in 10-point fixed: the system type's minimum makes it 30; a custom button
        // keeps its title's width, and a wider title is not touched.
        #expect(button("Go").intrinsicContentSize == CGSize(width: 30, height: 22))
        #expect(button(nil).intrinsicContentSize == CGSize(width: 30, height: 12))
        let custom = LayoutButton(type: .custom)
        custom.titleLabel?.font = LayoutFont(family: "fixed", size: 10)
        custom.setTitle("Go", for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 20, height: 22))
        #expect(button("Four").intrinsicContentSize == CGSize(width: 40, height: 22))
        let measured = try! button("Go").captureLayout().snapshot.measuringText(at: [.unlimited], with: .default)
        #expect(measured.items[0].intrinsicSize.horizontal == 30)
    }

    @Test func aTextFieldIsItsTextOrPlaceholderInsideItsBorder() {
        let field = LayoutTextField()
        field.font = LayoutFont(family: "fixed", size: 10)
        // Nothing in it: the font's line tall, no wider than the border's padding.
        #expect(field.intrinsicContentSize == CGSize(width: 0, height: 10))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: 14, height: 24))
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize == CGSize(width: 64, height: 24))
        field.text = "ann@example.com"
        #expect(field.intrinsicContentSize == CGSize(width: 164, height: 24))
        let measured = try! field.captureLayout().snapshot.measuringText(at: [.unlimited], with: .default)
        #expect(measured.items[0].firstBaseline == 15 && measured.items[0].lastBaseline == 9)
    }

    /// The layout pass measures controls with its engine's text system: a button whose title is in
    /// the system font is as wide as that font makes it, not as `TextSystem.default` would.
    @Test(arguments: engines)
    func theEnginesTextSystemSizesButtonsAndFields(solver: LayoutSolverKind) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let engine = LayoutEngine(solver: solver)
        engine.textSystem = TextSystem(systemFamily: "fixed")
        root.layoutEngine = engine
        let save = LayoutButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.titleLabel?.font = .systemFont(ofSize: 20)
        let name = LayoutTextField()
        name.borderStyle = .line
        name.text = "Ann"
        for view in [save, name] as [LayoutView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            save.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            save.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            name.leadingAnchor.constraint(equalTo: save.trailingAnchor, constant: 8),
            name.firstBaselineAnchor.constraint(equalTo: save.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // "Save" at 20 points: 80 × 20, padded to 32 tall, baseline 6 + 16 below its top. "Ann" at
        // 17 points in a line border: 51 + 4 wide, 17 + 4 tall, baseline 2 + 13.6 below its top.
        #expect(save.frame == CGRect(x: 10, y: 10, width: 80, height: 32))
        #expect(name.frame == CGRect(x: 98, y: 32 - 15.6, width: 55, height: 21))
    }

    @Test func aPictureDrawsAButtonsTitleCentredInsideItsPadding() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let wide = button("Go")
        root.addSubview(wide)
        LayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            wide.topAnchor.constraint(equalTo: root.topAnchor),
            wide.widthAnchor.constraint(equalToConstant: 100),
        ])
        let svg = root.renderSVG(solver: CassowarySolver())
        // Centred at 50; the line's baseline 6 + 8 below the button's top.
        #expect(svg.contains("<text x=\"50\" y=\"14\""))
        #expect(svg.contains(">Go</text>"))
    }
}
