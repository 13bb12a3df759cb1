extension LayoutSnapshot {
    /// How an item looks in a picture; nothing of it changes a frame.
    public struct Appearance: Hashable, Sendable {
        /// The colour behind the item's content.
        public var backgroundColor: LayoutColor?
        /// A label's text colour.
        public var textColor: LayoutColor?
        /// Where a label draws its lines.
        public var textAlignment: TextAlignment = .natural
        /// The radius of the item's rounded corners.
        public var cornerRadius: Double = 0

        /// An appearance.
        public init(backgroundColor: LayoutColor? = nil, textColor: LayoutColor? = nil,
                    textAlignment: TextAlignment = .natural, cornerRadius: Double = 0) {
            self.backgroundColor = backgroundColor
            self.textColor = textColor
            self.textAlignment = textAlignment
            self.cornerRadius = cornerRadius
        }
    }
}
