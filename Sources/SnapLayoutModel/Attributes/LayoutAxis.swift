/// The two axes a layout is solved along.
public enum LayoutAxis: Int, CaseIterable, Hashable, Sendable {
    /// Left to right: x and widths.
    case horizontal = 0
    /// Top to bottom: y and heights.
    case vertical = 1
}
