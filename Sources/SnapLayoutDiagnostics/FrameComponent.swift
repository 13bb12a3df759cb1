/// One of the four numbers of a frame, in the order probes and frame ranges keep them.
public enum FrameComponent: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in the parent's coordinates.
    case x
    /// The top edge, in the parent's coordinates.
    case y
    /// The width.
    case width
    /// The height.
    case height

    public var description: String {
        switch self {
        case .x: return "x"
        case .y: return "y"
        case .width: return "width"
        case .height: return "height"
        }
    }
}
