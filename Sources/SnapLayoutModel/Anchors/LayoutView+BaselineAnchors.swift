/// The baseline anchors, on views only (guides have no text), as UIKit's.
///
/// ```swift
/// label.firstBaselineAnchor.constraint(equalTo: icon.centerYAnchor).isActive = true
/// ```
extension LayoutView {
    /// The first baseline (see `firstBaselineOffsetFromTop`).
    ///
    /// ```swift
    /// value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor).isActive = true
    /// ```
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }

    /// The last baseline (see `lastBaselineOffsetFromBottom`).
    ///
    /// ```swift
    /// value.lastBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor).isActive = true
    /// ```
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}
