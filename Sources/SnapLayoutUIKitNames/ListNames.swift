import SnapLayoutLists

// UIKit's names for tables and collections, so that a pasted data source and its cells compile
// unchanged: `UITableView.automaticDimension`, `UITableViewCell.CellStyle`,
// `UICollectionView.elementKindSectionHeader` and `UICollectionViewFlowLayout.automaticSize`
// come with the types.

/// UIKit's `UITableView` (`register(_:forCellReuseIdentifier:)`, `dequeueReusableCell(withIdentifier:for:)`,
/// `rowHeight = UITableView.automaticDimension`, `reloadRows(at:with:)`).
public typealias UITableView = LayoutTableView

/// UIKit's `UITableViewCell`, its content in `contentView` (`init(style:reuseIdentifier:)`).
public typealias UITableViewCell = LayoutTableViewCell

/// UIKit's `UITableViewHeaderFooterView`, a section's reusable header or footer.
public typealias UITableViewHeaderFooterView = LayoutTableViewHeaderFooterView

/// UIKit's `UITableViewDataSource`: a pasted data source class adopts it as written.
public typealias UITableViewDataSource = LayoutTableViewDataSource

/// UIKit's `UITableViewDelegate` (heights, header views, `willDisplay`).
public typealias UITableViewDelegate = LayoutTableViewDelegate

/// UIKit's `UICollectionView`, with a flow layout.
public typealias UICollectionView = LayoutCollectionView

/// UIKit's `UICollectionViewCell`, its content in `contentView`.
public typealias UICollectionViewCell = LayoutCollectionViewCell

/// UIKit's `UICollectionReusableView`, a section header or footer.
public typealias UICollectionReusableView = LayoutCollectionReusableView

/// UIKit's `UICollectionViewLayout`, the type the flow delegate's methods name.
public typealias UICollectionViewLayout = LayoutCollectionViewLayout

/// UIKit's `UICollectionViewFlowLayout` (`itemSize`, `estimatedItemSize`, spacing, `sectionInset`,
/// `scrollDirection`, header and footer reference sizes). A compositional layout has no counterpart.
public typealias UICollectionViewFlowLayout = LayoutCollectionViewFlowLayout

/// UIKit's `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = LayoutCollectionViewDataSource

/// UIKit's `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = LayoutCollectionViewDelegate

/// UIKit's `UICollectionViewDelegateFlowLayout`: sizes and spacing per item and section.
public typealias UICollectionViewDelegateFlowLayout = LayoutCollectionViewDelegateFlowLayout
