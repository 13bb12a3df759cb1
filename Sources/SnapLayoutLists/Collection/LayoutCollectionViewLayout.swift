import Foundation

/// What places a collection view's items: UIKit's `UICollectionViewLayout`. The flow layout
/// (`LayoutCollectionViewFlowLayout`) is the one there is; a compositional layout is not here.
open class LayoutCollectionViewLayout {
    /// The collection view laid out (set when the layout is given to one).
    public internal(set) weak var collectionView: LayoutCollectionView?

    /// A layout.
    public init() {}

    /// Works the layout out again at the next layout pass (every size measured again).
    open func invalidateLayout() {
        collectionView?.layoutChanged()
    }
}
