extension LayoutSnapshot {
    /// The space a stack leaves between two arranged views.
    public enum StackSpacing: Hashable, Sendable {
        /// A number of points; negative values overlap the views.
        case points(Double)
        /// UIKit's standard space between sibling views (`UIStackView.spacingUseSystem`): 8 points.
        case system

        /// The standard space between sibling views (contract v1.1, section 11.1).
        public static let systemPoints: Double = 8

        /// The space in points (`system` is 8).
        public var value: Double {
            switch self {
            case .points(let points): return points
            case .system: return LayoutSnapshot.StackSpacing.systemPoints
            }
        }

        /// The space as UIKit keeps it in its proportional sums: `system` counts 0 (UIKit stores
        /// the token `FLT_MIN` there).
        public var raw: Double {
            switch self {
            case .points(let points): return points
            case .system: return 0
            }
        }
    }

    /// A stack view: the view at `view` whose `arranged` children get the constraints UIKit's
    /// `UIStackView` generates (contract v1.1).
    public struct Stack: Hashable, Sendable {
        /// The stack view's item index.
        public var view: Int
        /// The axis the arranged views follow each other along.
        public var axis: LayoutAxis
        /// How the arranged views share the axis.
        public var distribution: StackDistribution
        /// How the arranged views line up across the axis.
        public var alignment: StackAlignment
        /// The space between consecutive arranged views.
        public var spacing: StackSpacing
        /// The space after an arranged view (by item index), instead of `spacing`.
        public var customSpacing: [Int: StackSpacing]
        /// In a vertical stack, spacing runs from one view's last baseline to the next one's first.
        public var isBaselineRelativeArrangement: Bool
        /// The arranged views are placed within the stack's layout margins instead of its edges.
        public var isLayoutMarginsRelativeArrangement: Bool
        /// The arranged views' item indices, in order; each a child view of the stack.
        public var arranged: [Int]

        /// Creates a stack description with UIStackView's defaults.
        public init(view: Int, axis: LayoutAxis = .horizontal, distribution: StackDistribution = .fill,
                    alignment: StackAlignment = .fill, spacing: StackSpacing = .points(0),
                    customSpacing: [Int: StackSpacing] = [:], isBaselineRelativeArrangement: Bool = false,
                    isLayoutMarginsRelativeArrangement: Bool = false, arranged: [Int] = []) {
            self.view = view
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.customSpacing = customSpacing
            self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
            self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
            self.arranged = arranged
        }

        /// The space after the arranged view at item index `item`.
        public func gap(after item: Int) -> StackSpacing { customSpacing[item] ?? spacing }
    }
}
