@_exported import SnapLayoutText

extension LayoutSnapshot {
    /// A label: the item at `item` shows `content`, which gives it its intrinsic size and baselines
    /// (contract v1.2, section 2).
    public struct Text: Hashable, Sendable {
        /// The item's index.
        public var item: Int
        /// What it shows.
        public var content: TextContent
        /// Where a label that wraps at its own width starts its passes: the width its last layout
        /// settled at (a view's), or `nil` for unlimited (a document's, text.md 6.1).
        public var startWidth: WrapWidth?
        /// What a control adds around its text (a button, a text field); `nil` for a label.
        public var padding: TextPadding?

        /// A label item, or a control's with `padding`.
        public init(item: Int, content: TextContent, startWidth: WrapWidth? = nil, padding: TextPadding? = nil) {
            self.item = item
            self.content = content
            self.startWidth = startWidth
            self.padding = padding
        }
    }

    /// A label that cannot be measured, with the item it is.
    public struct TextFailure: Error, Hashable, Sendable {
        /// The item's index.
        public var item: Int
        /// Why.
        public var error: TextError
    }

    /// The snapshot with each label measured at its wrap width (`widths[i]` for `texts[i]`: the
    /// contract's width, or the label's solved width): its intrinsic size and baselines set, and
    /// whether it is wrapping text (`isMultilineText`, stack views' text-width disambiguation).
    public func measuringText(at widths: [WrapWidth], with system: TextSystem) throws(TextFailure) -> LayoutSnapshot {
        var measured = self
        for (k, text) in texts.enumerated() {
            let measurement: TextMeasurement
            do throws(TextError) {
                measurement = try system.measure(text.content, width: widths[k], scale: displayScale)
            } catch {
                throw TextFailure(item: text.item, error: error)
            }
            measured.items[text.item].apply(measurement, content: text.content, padding: text.padding)
        }
        return measured
    }

    /// Each label's first wrap width (text.md, 6): its fixed one, or, for a label that wraps at its
    /// own solved width, where it starts (`startWidth`: unlimited in a document's first pass).
    public var firstTextWidths: [WrapWidth] {
        texts.map { $0.content.fixedWrapWidth ?? $0.startWidth ?? .unlimited }
    }
}

extension LayoutSnapshot.Item {
    /// The item as a label measured so: `intrinsicSize` and `baseline` (contract v1.2, section 2);
    /// a control's with its padding around the text.
    mutating func apply(_ measurement: TextMeasurement, content: TextContent, padding: LayoutSnapshot.TextPadding?) {
        guard let padding else {
            intrinsicSize = .init(measurement.width, measurement.height)
            firstBaseline = measurement.firstBaseline
            lastBaseline = measurement.lastBaseline
            isMultilineText = content.lines != 1
            return
        }
        let control = padding.around(measurement)
        intrinsicSize = .init(control.width, control.height)
        firstBaseline = control.firstBaseline
        lastBaseline = control.lastBaseline
    }
}
