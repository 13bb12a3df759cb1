/// How `SVGRenderer` draws: scale, what to show, colours and type sizes.
public struct RenderStyle: Hashable, Sendable {
    /// Pixels per point in the file's width and height (the drawing itself stays in points).
    public var scale: Double = 1
    /// Shade every view's margins (not only those constraints use) and label every item, however
    /// small (labels that do not fit are otherwise left out).
    public var showsAllItems = false
    /// Space around each layout, in points.
    public var padding: Double = 16
    /// The type size of titles and the legend.
    public var textSize: Double = 12
    /// The largest and smallest type size of item labels (labels shrink to fit small items).
    public var labelSizes: ClosedRange<Double> = 6...11
    /// Views: outline and fill.
    public var viewStroke = "#2f6db5", viewFill = "#4a90d9"
    /// The fill opacity of a view (nested views darken).
    public var viewFillOpacity: Double = 0.07
    /// Layout guides (dashed outline).
    public var guideStroke = "#7b4fbf"
    /// Margins band.
    public var marginFill = "#f5a623"
    /// Outside-the-safe-area band.
    public var safeAreaFill = "#5fb832"
    /// Items in a conflict, and broken constraints.
    public var conflictStroke = "#d0021b"
    /// Ambiguous items.
    public var ambiguousStroke = "#e07b00"
    /// Stack views: outline, axis arrow and spacing bands.
    public var stackStroke = "#0f8b8d"
    /// Hidden arranged views of a stack (dashed outline and label).
    public var hiddenStroke = "#8a8a8a"
    /// Text.
    public var textFill = "#222222"
    /// A scroll view's adjusted content inset, inside its visible rectangle.
    public var contentInsetFill = "#8e44ad"

    /// The default style.
    public init(scale: Double = 1, showsAllItems: Bool = false) {
        self.scale = scale
        self.showsAllItems = showsAllItems
    }
}
