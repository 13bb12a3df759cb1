import Foundation
import Testing
import SnapLayout
import SnapLayoutCassowary

/// Labels in view trees, in the `fixed` family so that every frame is worked out by hand (text.md
/// 5: a character is one em, a line one em tall, at scale 2): UIKit's two-pass layout of multi-line
/// labels, self-sizing cells, baselines across fonts, both solvers.
struct LabelLayoutTests {
    static let engines: [LayoutSolverKind] = [.glpk, .cassowary]

    func label(_ text: String, size: Double = 10, lines: Int = 1) -> LayoutLabel {
        let label = LayoutLabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = LayoutFont(family: "fixed", size: size)
        label.numberOfLines = lines
        label.text = text
        return label
    }

    @Test func aLabelHasUIKitsDefaults() {
        let label = LayoutLabel()
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .truncateTail && label.font == .systemFont(ofSize: 17))
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(label.intrinsicContentSize == .zero)
        label.font = LayoutFont(family: "fixed", size: 10)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 10))
        #expect(label.firstBaselineOffsetFromTop == 8 && label.lastBaselineOffsetFromBottom == 2)
    }

    /// A self-sizing cell: two multi-line labels one above the other, fitted at a width. The first
    /// `systemLayoutSizeFitting` gives the wrapped height (not one line each).
    @Test(arguments: engines)
    func aSelfSizingCellWithTwoMultilineLabels(solver: LayoutSolverKind) {
        let cell = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.layoutEngine = LayoutEngine(solver: solver)
        let title = label("the first label wraps", size: 10, lines: 0)
        let body = label("and so does the second one here", size: 10, lines: 0)
        [title, body].forEach(cell.addSubview)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        // At 120 points wide (12 em): "the first " | "label wraps" → 2 lines; "and so does " |
        // "the second " | "one here" → 3 lines. Height 10 + 20 + 4 + 30 + 10.
        let size = cell.systemLayoutSizeFitting(CGSize(width: 140, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 140, height: 74))
        cell.frame.size = size
        cell.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 10, y: 10, width: 120, height: 20))
        #expect(body.frame == CGRect(x: 10, y: 34, width: 120, height: 30))
    }

    /// Two multi-line labels side by side, each half the width: each wraps at its own width.
    @Test(arguments: engines)
    func twoMultilineLabelsInARowWrap(solver: LayoutSolverKind) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 220, height: 200))
        root.layoutEngine = LayoutEngine(solver: solver)
        let a = label("aaa bbb ccc ddd", lines: 0), b = label("eeee ffff gggg", lines: 0)
        [a, b].forEach(root.addSubview)
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20), a.widthAnchor.constraint(equalTo: b.widthAnchor),
        ])
        root.layoutIfNeeded()
        // 100 points each (10 em): "aaa bbb " | "ccc ddd"; "eeee ffff " | "gggg".
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 120, y: 0, width: 100, height: 20))
        #expect(root.layoutReport.unsettledLabels.isEmpty)
    }

    /// Baselines of two sizes: the small label's first baseline on the large one's.
    @Test(arguments: engines)
    func firstBaselinesOfTwoFontsAlign(solver: LayoutSolverKind) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutEngine = LayoutEngine(solver: solver)
        let big = label("Big", size: 30), small = label("small", size: 12)
        [big, small].forEach(root.addSubview)
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 1),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Big: 90 × 30, baseline 24 below its top (34); small: 60 × 12, its baseline 9.6 below its top.
        #expect(big.frame == CGRect(x: 10, y: 10, width: 90, height: 30))
        #expect(abs(small.frame.minY - (34 - 9.6)) < 1e-9 && small.frame.minX == 108 && small.frame.width == 60)
    }

    /// Changing the text lays the label out again, through the incremental path when the label is
    /// one line and through a capture when a wrapping label's width moves.
    @Test(arguments: engines)
    func changingTextRelaysOut(solver: LayoutSolverKind) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.layoutEngine = LayoutEngine(solver: solver)
        let title = label("one"), body = label("a b c d e f g h", lines: 0)
        title.setContentHuggingPriority(.required, for: .horizontal)
        [title, body].forEach(root.addSubview)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor), title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor), body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: title.trailingAnchor, constant: 50),
        ])
        root.layoutIfNeeded()
        // body may be 80 wide (30 + 50): "a b c d " (7 em) | "e f g h".
        #expect(title.frame.size == CGSize(width: 30, height: 10))
        #expect(body.frame == CGRect(x: 0, y: 10, width: 70, height: 20))
        title.text = "three"
        root.layoutIfNeeded()
        // body may now be 100 wide, but, as in UIKit, it is measured at the width it has (its
        // automatic preferred width) and stays 70 wide: a wrapping label does not grow back.
        #expect(title.frame.size == CGSize(width: 50, height: 10))
        #expect(body.frame == CGRect(x: 0, y: 10, width: 70, height: 20))
        body.text = "a b"
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 0, y: 10, width: 30, height: 10))
    }

    /// A label whose width depends on its own height is reported, after the eighth solve.
    @Test func aLoopIsReportedAsUnsettled() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let t = label("aa bb cc dd", lines: 0)
        root.addSubview(t)
        t.setContentHuggingPriority(.required, for: .vertical)
        t.setContentCompressionResistancePriority(.required, for: .vertical)
        LayoutConstraint.activate([
            t.topAnchor.constraint(equalTo: root.topAnchor), t.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            t.widthAnchor.constraint(equalTo: t.heightAnchor, multiplier: 3),
        ])
        root.layoutIfNeeded()
        // Solves alternate one line (30 × 10) and four (120 × 40); the eighth is four.
        #expect(t.frame.size == CGSize(width: 120, height: 40))
        #expect(root.layoutEngine?.lastReport?.unsettledLabels.map(ObjectIdentifier.init) == [ObjectIdentifier(t)])
    }

    @Test func aFontThatIsNotInstalledFailsTheLayoutSayingSo() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var logged: [String] = []
        root.layoutEngine = LayoutEngine(solver: .glpk)
        root.layoutEngine!.log = { logged.append($0) }
        let t = LayoutLabel()
        t.font = LayoutFont(family: "Helvetica Neue", size: 17)
        t.text = "x"
        root.addSubview(t)
        let report = root.layoutEngine!.layout(root)
        #expect(report.failure?.hasSuffix("font family 'Helvetica Neue' is not installed (fontconfig would substitute 'DejaVu Sans')") == true)
        #expect(logged.count == 1)
    }
}
