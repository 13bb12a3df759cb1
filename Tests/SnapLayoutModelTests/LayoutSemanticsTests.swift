import Foundation
import Testing
import SnapLayout

/// Section 4 of the contract, rule by rule, through the public API with the default (GLPK) engine;
/// every expected frame is computed by hand in the comment beside it.
struct LayoutSemanticsTests {
    func root(_ width: CGFloat = 375, _ height: CGFloat = 667) -> LayoutView {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.label = "root"
        return root
    }

    func child(of parent: LayoutView, _ label: String) -> LayoutView {
        let view = LayoutView()
        view.label = label
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @discardableResult
    func constrain(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                   _ other: (any LayoutItem)? = nil, _ otherAttribute: LayoutAttribute? = nil,
                   multiplier: CGFloat = 1, _ constant: CGFloat = 0,
                   priority: LayoutPriority = .required) throws -> LayoutConstraint {
        let constraint = try LayoutConstraint.checked(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                                      attribute: other == nil ? .notAnAttribute : (otherAttribute ?? attribute),
                                                      multiplier: multiplier, constant: constant, priority: priority)
        try constraint.activate()
        return constraint
    }

    /// Pins a view's top-left corner to its superview's.
    func pinOrigin(_ view: LayoutView, x: CGFloat = 0, y: CGFloat = 0) throws {
        try constrain(view, .left, .equal, view.superview, .left, x)
        try constrain(view, .top, .equal, view.superview, .top, y)
    }

    func expectFrame(_ view: LayoutView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let f = view.frame
        let close = [(f.minX, expected.minX), (f.minY, expected.minY), (f.width, expected.width), (f.height, expected.height)]
            .allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
        #expect(close, "frame \(f) != \(expected)", sourceLocation: sourceLocation)
    }

    @Test func oneHigherTierBeatsAnyNumberOfLowerOnes() throws {
        let root = root(), a = child(of: root, "a")
        try pinOrigin(a)
        try constrain(a, .height, .equal, nil, nil, 10)
        try constrain(a, .width, .equal, nil, nil, 100, priority: 999)
        for _ in 0..<10 { try constrain(a, .width, .equal, nil, nil, 200, priority: 998) }
        root.layoutIfNeeded()
        // Ten errors of 100 at 998 never outweigh one error at 999.
        expectFrame(a, CGRect(x: 0, y: 0, width: 100, height: 10))
        let report = try #require(root.layoutEngine?.lastReport)
        #expect(report.unsatisfied.count == 10)
        #expect(report.unsatisfied.allSatisfy { $0.priority == 998 && abs($0.error - 100) < 1e-6 })
    }

    @Test func compressionResistanceBeatsALowerPriorityEdge() throws {
        let root = root(), label = child(of: root, "label")
        label.explicitIntrinsicContentSize = CGSize(width: 120, height: 21)
        try pinOrigin(label, x: 10, y: 10)
        // The trailing edge wants 80 points of width at 700; compression resistance (750) keeps 120.
        let edge = try constrain(label, .right, .lessThanOrEqual, root, .left, 90, priority: 700)
        root.layoutIfNeeded()
        expectFrame(label, CGRect(x: 10, y: 10, width: 120, height: 21))
        // At 751 the edge wins and compresses the label to 80.
        edge.priority = 751
        root.layoutIfNeeded()
        expectFrame(label, CGRect(x: 10, y: 10, width: 80, height: 21))
    }

    /// The report names a generated row when it is read (the pass itself formats no name), and
    /// a list set on the report reads back as set.
    @Test func unsatisfiedGeneratedRowsAreNamedWhenRead() throws {
        let root = root(), label = child(of: root, "label")
        label.explicitIntrinsicContentSize = CGSize(width: 120, height: 21)
        try pinOrigin(label, x: 10, y: 10)
        try constrain(label, .right, .lessThanOrEqual, root, .left, 90, priority: 751)
        root.layoutIfNeeded()
        var report = try #require(root.layoutEngine?.lastReport)
        // Compression resistance (750) gives way to the edge by 40 points; the edge holds.
        let entries = report.unsatisfied.map { "\($0.entry) \($0.priority.rawValue) \($0.error)" }
        #expect(entries == ["<generated label.compression.width> 750.0 40.0"])
        #expect(report.unsatisfied.map(\.entry.reportName) == ["label.compression.width"])
        report.unsatisfied += report.unsatisfied
        #expect(report.unsatisfied.map { "\($0.entry) \($0.priority.rawValue) \($0.error)" } == entries + entries)
        report.unsatisfied = []
        #expect(report.unsatisfied.isEmpty)
    }

    @Test func huggingBeatsALowerPriorityStretch() throws {
        let root = root(), label = child(of: root, "label")
        label.explicitIntrinsicContentSize = CGSize(width: 50, height: 20)
        try pinOrigin(label, x: 10, y: 10)
        let stretch = try constrain(label, .right, .equal, root, .right, -10, priority: 200)
        root.layoutIfNeeded()
        expectFrame(label, CGRect(x: 10, y: 10, width: 50, height: 20))
        // Above hugging (250) the stretch wins: 375 - 10 - 10.
        stretch.priority = 300
        root.layoutIfNeeded()
        expectFrame(label, CGRect(x: 10, y: 10, width: 355, height: 20))
    }

    @Test func rightToLeftPutsLeadingOnTheRight() throws {
        let root = root()
        root.semanticLayoutDirection = .rightToLeft
        let a = child(of: root, "a"), b = child(of: root, "b")
        for view in [a, b] {
            try constrain(view, .top, .equal, root, .top, 0)
            try constrain(view, .width, .equal, nil, nil, 100)
            try constrain(view, .height, .equal, nil, nil, 10)
        }
        try constrain(a, .leading, .equal, root, .leading, 20)
        try constrain(b, .leading, .equal, a, .trailing, 8)
        try constrain(a, .left, .greaterThanOrEqual, root, .left, 0)
        root.layoutIfNeeded()
        // a: 375 - 20 - 100 = 255; b sits 8 to a's left: 255 - 8 - 100 = 147.
        expectFrame(a, CGRect(x: 255, y: 0, width: 100, height: 10))
        expectFrame(b, CGRect(x: 147, y: 0, width: 100, height: 10))
    }

    @Test func marginsAreMeasuredFromTheSafeArea() throws {
        let root = root()
        root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let a = child(of: root, "a")
        try constrain(a, .leading, .equal, root, .leadingMargin)
        try constrain(a, .trailing, .equal, root, .trailingMargin)
        try constrain(a, .top, .equal, root, .topMargin)
        try constrain(a, .bottom, .equal, root.safeAreaLayoutGuide, .bottom)
        root.layoutIfNeeded()
        // x 16, width 375 - 32; top 44 + 8 = 52; bottom at 667 - 34 = 633.
        expectFrame(a, CGRect(x: 16, y: 52, width: 343, height: 581))
    }

    @Test func baselinesAlignText() throws {
        let root = root(), title = child(of: root, "title"), detail = child(of: root, "detail")
        title.explicitIntrinsicContentSize = CGSize(width: 100, height: 24)
        title.firstBaselineOffsetFromTop = 17
        detail.explicitIntrinsicContentSize = CGSize(width: 60, height: 16)
        detail.firstBaselineOffsetFromTop = 12
        detail.lastBaselineOffsetFromBottom = 4
        try pinOrigin(title, x: 10, y: 100)
        try constrain(detail, .left, .equal, title, .right, 8)
        try constrain(detail, .firstBaseline, .equal, title, .firstBaseline)
        root.layoutIfNeeded()
        // Title baseline at 117; detail's top is 12 above it.
        expectFrame(detail, CGRect(x: 118, y: 105, width: 60, height: 16))
        try constrain(title, .lastBaseline, .equal, detail, .lastBaseline, priority: 500)
        root.layoutIfNeeded()
        // Title has no last baseline (bottom edge 124); detail's last baseline is 117: unsatisfied by 7.
        #expect(root.layoutEngine?.lastReport?.unsatisfied.map(\.error).contains { abs($0 - 7) < 1e-6 } == true)
    }

    @Test func alignmentInsetsMoveTheFrameAroundTheAlignmentRect() throws {
        let root = root(), badge = child(of: root, "badge")
        badge.alignmentRectInsets = EdgeInsets(top: 3, left: 5, bottom: 2, right: 1)
        try pinOrigin(badge, x: 20, y: 30)
        try constrain(badge, .width, .equal, nil, nil, 100)
        try constrain(badge, .height, .equal, nil, nil, 40)
        root.layoutIfNeeded()
        // The alignment rect is (20, 30, 100, 40); the frame grows by the insets.
        expectFrame(badge, CGRect(x: 15, y: 27, width: 106, height: 45))
    }

    @Test func multiplierOnALocationIsMeasuredInTheCommonAncestorsSpace() throws {
        let root = root(), container = child(of: root, "container"), dot = child(of: container, "dot")
        try pinOrigin(container, x: 100, y: 50)
        try constrain(container, .width, .equal, nil, nil, 200)
        try constrain(container, .height, .equal, nil, nil, 100)
        try constrain(dot, .width, .equal, nil, nil, 20)
        try constrain(dot, .height, .equal, nil, nil, 20)
        try constrain(dot, .centerX, .equal, container, .centerX, multiplier: 0.5)
        try constrain(dot, .centerY, .equal, container, .centerY, multiplier: 1.5)
        root.layoutIfNeeded()
        // In the container's space its centre is (100, 50): the dot's centre is (50, 75).
        expectFrame(dot, CGRect(x: 40, y: 65, width: 20, height: 20))
        let rootDot = child(of: root, "rootDot")
        try constrain(rootDot, .width, .equal, nil, nil, 10)
        try constrain(rootDot, .height, .equal, nil, nil, 10)
        try constrain(rootDot, .centerX, .equal, root, .centerX, multiplier: 0.5)
        try constrain(rootDot, .centerY, .equal, root, .top, 5)
        root.layoutIfNeeded()
        // A quarter of the root's width, as in UIKit: 93.75.
        expectFrame(rootDot, CGRect(x: 88.75, y: 0, width: 10, height: 10))
    }

    @Test func intrinsicSizeAndStartingFrameFillWhatConstraintsLeaveOpen() throws {
        let root = root(), icon = child(of: root, "icon"), box = child(of: root, "box")
        icon.explicitIntrinsicContentSize = CGSize(width: 80, height: 30)
        try pinOrigin(icon, x: 5, y: 5)
        box.frame = CGRect(x: 0, y: 0, width: 33, height: 44)
        try pinOrigin(box, x: 50, y: 60)
        root.layoutIfNeeded()
        expectFrame(icon, CGRect(x: 5, y: 5, width: 80, height: 30))
        // Nothing sizes the box: it keeps its starting size (the stay stage).
        expectFrame(box, CGRect(x: 50, y: 60, width: 33, height: 44))
    }

    @Test func fittingSizeOfASelfSizingCell() throws {
        let cell = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = child(of: cell, "label")
        label.explicitIntrinsicContentSize = CGSize(width: 100, height: 20)
        try constrain(label, .left, .equal, cell, .left, 8)
        try constrain(label, .right, .equal, cell, .right, -8)
        try constrain(label, .top, .equal, cell, .top, 8)
        try constrain(label, .bottom, .equal, cell, .bottom, -8)
        let compressed = cell.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: 116, height: 36))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: 36))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44), "fitting writes no frame")
    }

    @Test func aConflictBreaksTheLaterConstraintAndIsReported() throws {
        let root = root(), a = child(of: root, "a")
        var messages: [String] = []
        let engine = LayoutEngine()
        engine.log = { messages.append($0) }
        root.layoutEngine = engine
        try pinOrigin(a)
        try constrain(a, .height, .equal, nil, nil, 10)
        let first = try constrain(a, .width, .equal, nil, nil, 100)
        first.label = "first"
        let second = try constrain(a, .width, .equal, nil, nil, 200)
        second.label = "second"
        root.layoutIfNeeded()
        expectFrame(a, CGRect(x: 0, y: 0, width: 100, height: 10))
        let report = try #require(engine.lastReport)
        #expect(report.brokenConstraints.map { $0 === second } == [true])
        #expect(report.conflicts.count == 1)
        #expect(report.conflicts.first?.entries.map(\.description) == [first.description, second.description])
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(messages.first?.hasSuffix("Will attempt to recover by breaking constraint \n\(second)") == true)
        // The same conflict is logged once, however often layout runs.
        first.constant = 100.5
        first.constant = 100
        root.layoutIfNeeded()
        #expect(messages.count == 1)
    }

    @Test func ambiguityIsReportedPerView() throws {
        let root = root(), fixed = child(of: root, "fixed"), loose = child(of: root, "loose")
        try pinOrigin(fixed)
        try constrain(fixed, .width, .equal, nil, nil, 10)
        try constrain(fixed, .height, .equal, nil, nil, 10)
        try constrain(loose, .left, .equal, root, .left, 10)
        #expect(!fixed.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
    }

    @Test func autoresizingFramesFollowTheirSuperview() throws {
        let root = root(300, 200)
        let stretchy = LayoutView(frame: CGRect(x: 10, y: 10, width: 280, height: 50))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinned = LayoutView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
        root.addSubview(stretchy)
        root.addSubview(pinned)
        root.layoutIfNeeded()
        expectFrame(stretchy, CGRect(x: 10, y: 10, width: 280, height: 50))
        expectFrame(pinned, CGRect(x: 20, y: 100, width: 40, height: 40))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        expectFrame(stretchy, CGRect(x: 10, y: 10, width: 380, height: 50))
        expectFrame(pinned, CGRect(x: 20, y: 100, width: 40, height: 40))
    }

    /// A layout records each view's superview size as its parent's new frame: an autoresizing
    /// view inside a container laid out by constraints grows by what the container grew, not by
    /// what the root grew.
    @Test func autoresizingMeasuresGrowthFromTheLaidOutSuperview() throws {
        let root = root(300, 200)
        let container = LayoutView(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        try pinOrigin(container, x: 10, y: 10)
        try constrain(container, .width, .equal, root, .width, -20)
        try constrain(container, .height, .equal, nil, nil, 100)
        let stretchy = LayoutView(frame: CGRect(x: 10, y: 10, width: 260, height: 50))
        stretchy.autoresizingMask = [.flexibleWidth]
        container.addSubview(stretchy)
        root.layoutIfNeeded()
        expectFrame(container, CGRect(x: 10, y: 10, width: 280, height: 100))
        expectFrame(stretchy, CGRect(x: 10, y: 10, width: 260, height: 50))
        // The container grows by 100 (to 380); so does the view (the root grew by 100 too, but
        // the container's 280 is what the view was laid out in).
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        expectFrame(container, CGRect(x: 10, y: 10, width: 380, height: 100))
        expectFrame(stretchy, CGRect(x: 10, y: 10, width: 360, height: 50))
        // Narrower: both shrink by 200.
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.layoutIfNeeded()
        expectFrame(container, CGRect(x: 10, y: 10, width: 180, height: 100))
        expectFrame(stretchy, CGRect(x: 10, y: 10, width: 160, height: 50))
    }

    @Test func changingAConstantLaysOutAgain() throws {
        let root = root(), a = child(of: root, "a")
        try pinOrigin(a)
        try constrain(a, .height, .equal, nil, nil, 10)
        let width = try constrain(a, .width, .equal, nil, nil, 100)
        root.layoutIfNeeded()
        #expect(!root.needsLayout)
        width.constant = 150
        #expect(root.needsLayout)
        a.layoutIfNeeded()
        expectFrame(a, CGRect(x: 0, y: 0, width: 150, height: 10))
    }

    @Test func guidesGetFramesInTheirOwningView() throws {
        let root = root(), container = child(of: root, "container")
        try pinOrigin(container, x: 10, y: 10)
        try constrain(container, .width, .equal, nil, nil, 200)
        try constrain(container, .height, .equal, nil, nil, 100)
        let spacer = LayoutGuide()
        container.addLayoutGuide(spacer)
        try constrain(spacer, .left, .equal, container, .left, 50)
        try constrain(spacer, .right, .equal, container, .right, -50)
        try constrain(spacer, .top, .equal, container, .top)
        try constrain(spacer, .height, .equal, container, .height, multiplier: 0.5)
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 100, height: 50))
    }

    @Test func manyThreadsGiveTheSameFramesAsOne() async throws {
        func layout(_ seed: Int) throws -> [CGRect] {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300 + CGFloat(seed % 7), height: 500))
            var previous: LayoutView?
            var views: [LayoutView] = []
            for i in 0..<20 {
                let view = LayoutView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                _ = try LayoutConstraint.checked(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                                                 constant: CGFloat(i)).activate()
                _ = try LayoutConstraint.checked(item: view, attribute: .height, relatedBy: .equal, toItem: nil,
                                                 attribute: .notAnAttribute, constant: 10).activate()
                if let previous {
                    try LayoutConstraint.checked(item: view, attribute: .left, relatedBy: .equal, toItem: previous,
                                                 attribute: .right, constant: 2).activate()
                    try LayoutConstraint.checked(item: view, attribute: .width, relatedBy: .equal, toItem: previous,
                                                 attribute: .width).activate()
                } else {
                    try LayoutConstraint.checked(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left).activate()
                }
                previous = view
                views.append(view)
            }
            try LayoutConstraint.checked(item: previous!, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right).activate()
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        let expected = try (0..<16).map(layout)
        let results = try await withThrowingTaskGroup(of: (Int, [CGRect]).self) { group in
            for seed in 0..<16 { group.addTask { (seed, try layout(seed)) } }
            var results = [[CGRect]](repeating: [], count: 16)
            for try await (seed, frames) in group { results[seed] = frames }
            return results
        }
        #expect(results == expected)
        // 20 equal widths and 19 gaps of 2 fill the root.
        #expect(abs(expected[0][0].width - (300 - 38) / 20) < 1e-6)
    }
}
