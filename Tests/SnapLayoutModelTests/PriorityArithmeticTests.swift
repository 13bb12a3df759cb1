import Testing
import SnapLayoutModel

/// `LayoutPriority` computes with `Float` as `UILayoutPriority` does in UIKit's Swift overlay.
struct PriorityArithmeticTests {
    @Test func nudgingANamedPriority() {
        #expect(LayoutPriority.required - 1 == LayoutPriority(999))
        #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751))
        #expect(1 + LayoutPriority.defaultLow == LayoutPriority(251))
        #expect(LayoutPriority.defaultLow - 0.5 == LayoutPriority(249.5))
        let step: Float = 10
        #expect((LayoutPriority.defaultHigh + step).rawValue == 760)
        #expect((step + .defaultHigh).rawValue == 760)
    }

    @Test func theGapBetweenTwoPrioritiesIsAFloat() {
        let gap: Float = LayoutPriority.required - LayoutPriority.defaultHigh
        #expect(gap == 250)
    }

    @Test func inAnArgumentAndComparisons() {
        func take(_ priority: LayoutPriority) -> Float { priority.rawValue }
        #expect(take(.required - 1) == 999)
        #expect(take(.defaultHigh + 1) == 751)
        #expect(LayoutPriority.required - 1 < .required)
        #expect(LayoutPriority.defaultHigh + 1 > .defaultHigh)
        #expect(!(LayoutPriority.required - 1).isRequired && (LayoutPriority.required - 1).isValid)
        #expect(LayoutPriority.defaultLow <= .defaultLow && LayoutPriority.fittingSizeLevel < .defaultLow)
    }
}
