/// The two axes a layout is solved along.
public enum LayoutAxis: Int, CaseIterable, Hashable, Sendable {
    case horizontal = 0
    case vertical = 1
}
