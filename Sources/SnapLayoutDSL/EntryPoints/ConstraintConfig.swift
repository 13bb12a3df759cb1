import Foundation
import SnapLayoutModel

/// SnapKit's name for the direction type of `ConstraintConfig.interfaceLayoutDirection`.
///
/// ```swift
/// let direction: ConstraintInterfaceLayoutDirection = .rightToLeft
/// ```
public typealias ConstraintInterfaceLayoutDirection = LayoutDirection

/// SnapKit's configuration: the layout direction in which the maker turns directional insets into
/// left / right constants (`make.left.equalToSuperview().inset(NSDirectionalEdgeInsets(…))`).
///
/// ```swift
/// ConstraintConfig.interfaceLayoutDirection = .leftToRight   // SnapKit's fixed direction
/// ```
public enum ConstraintConfig {
    /// The direction used for every maker constraint, or `nil` (the default) for each item's own
    /// `effectiveLayoutDirection`. SnapKit's default is a fixed `.leftToRight`; following the view
    /// is what a right-to-left screen needs, and setting `.leftToRight` gives SnapKit's behaviour.
    ///
    /// ```swift
    /// ConstraintConfig.interfaceLayoutDirection = nil            // follow each view (the default)
    /// ConstraintConfig.interfaceLayoutDirection = .leftToRight   // as SnapKit
    /// ```
    public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection? {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// The direction for constraints on `item`.
    static func direction(for item: (any LayoutItem)?) -> LayoutDirection {
        interfaceLayoutDirection ?? item?.hierarchyView?.effectiveLayoutDirection ?? .leftToRight
    }

    private static let storage = LockedDirection()
}

/// The configured direction behind a lock (set on one thread, read while others lay out).
private final class LockedDirection: @unchecked Sendable {
    private let lock = NSLock()
    private var direction: LayoutDirection?

    var value: LayoutDirection? {
        get { lock.withLock { direction } }
        set { lock.withLock { direction = newValue } }
    }
}
