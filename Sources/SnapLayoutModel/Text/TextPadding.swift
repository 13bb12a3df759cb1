extension LayoutSnapshot {
    /// What a control adds around the text it sizes itself to: a button's content insets and the
    /// image beside its title, a text field's border. Labels have none. Kept with the text so that
    /// whoever measures the text (an engine's or a document's text system) sizes the control too.
    public struct TextPadding: Hashable, Sendable {
        /// Space above, before, below and after the text and what is beside it.
        public var top: Double, left: Double, bottom: Double, right: Double
        /// Content before the text (a button's image): its width adds to the text's; the taller of
        /// the two sets the height, and the shorter is centred on it.
        public var besideWidth: Double, besideHeight: Double
        /// Whether the text's width counts: a text field with neither text nor placeholder is as
        /// tall as its font's line but only as wide as its padding.
        public var countsTextWidth: Bool
        /// The narrowest the control is, whatever its text: a system button is never narrower
        /// than 30 points, so that a one-letter title stays a target.
        public var minimumWidth: Double

        /// Padding on each side, with what is beside the text.
        public init(top: Double, left: Double, bottom: Double, right: Double,
                    besideWidth: Double = 0, besideHeight: Double = 0, countsTextWidth: Bool = true, minimumWidth: Double = 0) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
            (self.besideWidth, self.besideHeight) = (besideWidth, besideHeight)
            self.countsTextWidth = countsTextWidth
            self.minimumWidth = minimumWidth
        }

        /// The control's size and baselines around text measured as `text`.
        public func around(_ text: TextMeasurement) -> (width: Double, height: Double, firstBaseline: Double, lastBaseline: Double) {
            let content = max(text.height, besideHeight)
            let centring = (content - text.height) / 2
            return (max(minimumWidth, (countsTextWidth ? text.width : 0) + besideWidth + left + right), content + top + bottom,
                    top + centring + text.firstBaseline, bottom + centring + text.lastBaseline)
        }
    }
}
