extension LayoutSnapshot {
    /// A scroll view (UIKit's `UIScrollView`): the view at `view` shows content of its own size,
    /// described by two guides it owns. Its subviews are placed in the content's coordinates (the
    /// content's top-left corner is the scroll view's origin), as UIKit places them.
    public struct Scroll: Hashable, Sendable {
        /// The scroll view's item.
        public var view: Int
        /// The content layout guide's item: at the content's origin, as large as the content.
        public var content: Int
        /// The frame layout guide's item: the visible rectangle, at the content offset, as large as
        /// the scroll view.
        public var frame: Int
        /// Where the visible rectangle's top-left corner is in the content.
        public var contentOffset: AxisPair<Double>
        /// The content size set (UIKit's `contentSize` property): the content guide's size at the
        /// lowest priority, so that any constraint on the content decides instead, as in UIKit.
        public var contentSize: AxisPair<Double>?
        /// Space around the content (pictures draw it; it moves no frame).
        public var contentInset: Insets
        /// How the safe area adds to the inset: `automatic`, `scrollableAxes`, `never`, `always`.
        public var adjustment: String

        /// A scroll view's description.
        public init(view: Int, content: Int, frame: Int, contentOffset: AxisPair<Double> = AxisPair(0, 0),
                    contentSize: AxisPair<Double>? = nil, contentInset: Insets = .zero, adjustment: String = "automatic") {
            self.view = view
            self.content = content
            self.frame = frame
            self.contentOffset = contentOffset
            self.contentSize = contentSize
            self.contentInset = contentInset
            self.adjustment = adjustment
        }

        /// The priority of a set content size: below every constraint a layout writes.
        public static let contentSizePriority: Double = 1
    }
}
