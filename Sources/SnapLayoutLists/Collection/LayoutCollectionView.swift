import Foundation
import SnapLayoutEngine
import SnapLayoutModel

/// A scrolling grid of items in sections: UIKit's `UICollectionView` with a flow layout. Give it a
/// data source in UIKit's shape (and, for sizes per item, a `LayoutCollectionViewDelegateFlowLayout`
/// delegate); register cell classes and dequeue them in `collectionView(_:cellForItemAt:)`. Each
/// layout pass places the items as the flow layout does, sets `contentSize`, and shows the items
/// visible at `contentOffset` as subviews with their frames.
///
/// ```swift
/// let layout = LayoutCollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = LayoutCollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = controller
/// ```
open class LayoutCollectionView: LayoutScrollView, EngineLaidOutView {
    /// UIKit's kind of a section header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// UIKit's kind of a section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What places the items (a flow layout).
    public var collectionViewLayout: LayoutCollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutChanged()
        }
    }
    /// What the collection view shows.
    public weak var dataSource: LayoutCollectionViewDataSource? { didSet { reloadData() } }
    /// What it tells; a `LayoutCollectionViewDelegateFlowLayout` also gives sizes and spacing.
    public weak var delegate: LayoutCollectionViewDelegate? { didSet { reloadData() } }

    /// The engine of the layout pass in progress (`EngineLaidOutView`).
    package weak var engineInLayoutPass: LayoutEngine?
    var cellQueue = ReuseQueue<LayoutCollectionViewCell>()
    var supplementaryQueue = ReuseQueue<LayoutCollectionReusableView>()
    /// What is known between layouts: counts, measured sizes, the last geometry.
    var items = CollectionItems()
    /// The views on screen.
    var shown = ShownCollectionViews()

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: LayoutCollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        markLaysOutSubviews()
    }

    /// Registers the class the collection view makes cells of for `identifier`.
    public func register(_ cellClass: LayoutCollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(cellClass.map { type in { type.init(registeredReuseIdentifier: $0) } }, for: identifier)
    }

    /// Registers the class of headers (`elementKindSectionHeader`) or footers for `identifier`.
    public func register(_ viewClass: LayoutCollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryQueue.register(viewClass.map { type in { type.init(registeredReuseIdentifier: $0) } },
                                    for: elementKind + "\u{0}" + identifier)
    }

    /// A cell for `indexPath`, set aside or made; an identifier nothing was registered for is a
    /// programming error, as in UIKit.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> LayoutCollectionViewCell {
        guard let (cell, reused) = cellQueue.dequeue(identifier) else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a class for the identifier")
        }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A header or footer view for `indexPath`, set aside or made.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> LayoutCollectionReusableView {
        guard let (view, reused) = supplementaryQueue.dequeue(elementKind + "\u{0}" + identifier) else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a class for the identifier")
        }
        view.reuseIdentifier = identifier
        if reused { view.prepareForReuse() }
        return view
    }

    /// Forgets every count and size and asks the data source again at the next layout.
    public func reloadData() {
        items = CollectionItems()
        shown.allStale = true
        setNeedsLayout()
    }

    /// Measures these items again (and asks for their cells again) at the next layout.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            items.invalidate(indexPath)
            shown.stale.insert(indexPath)
        }
        setNeedsLayout()
    }

    /// How many sections the data source gave.
    public var numberOfSections: Int { counts.count }

    /// How many items `section` has.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell shown for `indexPath`, `nil` when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> LayoutCollectionViewCell? { shown.cells[indexPath] }

    /// The cells on screen, in item order.
    public var visibleCells: [LayoutCollectionViewCell] { shown.order.compactMap { shown.cells[$0] } }

    /// The index paths of the items on screen, in item order.
    public var indexPathsForVisibleItems: [IndexPath] { shown.order }

    /// The header or footer shown for `indexPath.section`, if on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> LayoutCollectionReusableView? {
        elementKind == LayoutCollectionView.elementKindSectionHeader ? shown.headers[indexPath.section] : shown.footers[indexPath.section]
    }

    /// Where an item is in the content, as the last layout placed it (`nil` before one).
    public func layoutFrame(ofItemAt indexPath: IndexPath) -> CGRect? {
        guard let geometry = items.geometry, geometry.itemFrames.indices.contains(indexPath.section),
              geometry.itemFrames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let rect = geometry.itemFrames[indexPath.section][indexPath.item]
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// UIKit's layout step: sizes what is not known and shows the items visible at `contentOffset`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let engine = engineInLayoutPass ?? rootView.layoutEngine else { return }
        layOutItems(engine: engine)
    }

    /// The item counts, read from the data source when not known.
    var counts: [Int] {
        if let counts = items.counts { return counts }
        var read: [Int] = []
        if let dataSource {
            read = (0..<max(0, dataSource.numberOfSections(in: self))).map {
                max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
            }
        }
        items.counts = read
        return read
    }

    /// The layout changed (a property of the flow layout): every size is worked out again.
    func layoutChanged() {
        items.invalidateAll()
        setNeedsLayout()
    }
}
