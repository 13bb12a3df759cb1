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

        /// A scroll view's description.
        public init(view: Int, content: Int, frame: Int, contentOffset: AxisPair<Double> = AxisPair(0, 0)) {
            self.view = view
            self.content = content
            self.frame = frame
            self.contentOffset = contentOffset
        }
    }
}
