/// A view's layout margins as they were last set: physically (`layoutMargins`) or by leading and
/// trailing (`directionalLayoutMargins`). Directional margins stay directional and are resolved
/// against the view's effective layout direction whenever they are read, so the layout captured
/// for solving sees the direction the view has then, whatever the order of the calls, as in UIKit.
enum LayoutMarginsValue: Hashable, Sendable {
    /// Set through `layoutMargins`: left and right do not follow the layout direction.
    case physical(EdgeInsets)
    /// Set through `directionalLayoutMargins`: leading and trailing follow the layout direction.
    case directional(DirectionalEdgeInsets)

    /// The left / right margins under `direction`.
    func physical(for direction: LayoutDirection) -> EdgeInsets {
        switch self {
        case .physical(let insets): return insets
        case .directional(let insets): return insets.resolved(for: direction)
        }
    }

    /// The leading / trailing margins under `direction`.
    func directional(for direction: LayoutDirection) -> DirectionalEdgeInsets {
        switch self {
        case .directional(let insets): return insets
        case .physical(let m):
            return direction == .leftToRight
                ? DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                : DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
    }
}
