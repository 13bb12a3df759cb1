import Foundation
import SnapLayoutModel

/// Items in lines that wrap, as UIKit's `UICollectionViewFlowLayout` places them: rows when the
/// content scrolls vertically, columns when it scrolls horizontally; every line but a section's last
/// justified, a line of one item centred, the last line left-aligned; equal items in a grid
/// (`FlowLayoutGeometry` says the rules and their sources). Sizes come from `itemSize`, the
/// delegate's `collectionView(_:layout:sizeForItemAt:)`, or, with `estimatedItemSize`, the cells
/// themselves (measured through the engine, as UIKit's self-sizing cells).
open class LayoutCollectionViewFlowLayout: LayoutCollectionViewLayout {
    /// Which way the content scrolls.
    public enum ScrollDirection: Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, stacked rightwards.
        case horizontal
    }

    /// What section insets are measured from.
    public enum SectionInsetReference: Sendable {
        /// The content area (the collection view less its adjusted content inset).
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// UIKit's `UICollectionViewFlowLayout.automaticSize`: as `estimatedItemSize`, cells size themselves.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Every item's size unless the delegate gives one (UIKit's default 50 × 50).
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(oldValue != itemSize) } }
    /// Not zero: cells size themselves, measured at this estimate (`automaticSize`: at `itemSize`).
    public var estimatedItemSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != estimatedItemSize) } }
    /// The least space between lines (UIKit's default 10).
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumLineSpacing) } }
    /// The least space between items of a line (UIKit's default 10).
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumInteritemSpacing) } }
    /// Room around each section's items.
    public var sectionInset = EdgeInsets.zero { didSet { invalidateIfChanged(oldValue != sectionInset) } }
    /// What `sectionInset` is measured from.
    public var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { invalidateIfChanged(oldValue != sectionInsetReference) }
    }
    /// Which way the content scrolls.
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateIfChanged(oldValue != scrollDirection) } }
    /// Every section header's size along the scrolling axis (its height scrolling vertically); zero for none.
    public var headerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != headerReferenceSize) } }
    /// Every section footer's size along the scrolling axis.
    public var footerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != footerReferenceSize) } }

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Whether cells size themselves.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }
}
