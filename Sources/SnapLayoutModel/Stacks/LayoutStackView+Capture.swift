import Foundation

extension LayoutStackView {
    /// The stack as the snapshot describes it, given each captured view's item index; `nil` when
    /// the stack itself was not captured.
    package func snapshotStack(index: (LayoutView) -> Int?) -> LayoutSnapshot.Stack? {
        guard let view = index(self) else { return nil }
        let arranged = arrangedSubviews.compactMap { $0.superview === self ? index($0) : nil }
        var custom: [Int: LayoutSnapshot.StackSpacing] = [:]
        for subview in arrangedSubviews {
            let value = customSpacing(after: subview)
            guard value != LayoutStackView.spacingUseDefault, let item = index(subview) else { continue }
            custom[item] = LayoutStackView.snapshotSpacing(value)
        }
        return LayoutSnapshot.Stack(
            view: view, axis: axis, distribution: distribution, alignment: alignment,
            spacing: LayoutStackView.snapshotSpacing(spacing), customSpacing: custom,
            isBaselineRelativeArrangement: isBaselineRelativeArrangement,
            isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement, arranged: arranged)
    }

    static func snapshotSpacing(_ value: CGFloat) -> LayoutSnapshot.StackSpacing {
        value == spacingUseSystem ? .system : .points(Double(value))
    }
}
