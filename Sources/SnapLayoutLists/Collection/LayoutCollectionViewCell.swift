import Foundation
import SnapLayoutModel

/// A view a collection view reuses (a section header or footer): UIKit's `UICollectionReusableView`.
open class LayoutCollectionReusableView: LayoutView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// A view at `frame` (UIKit's designated initialiser).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Present so that a subclass's `required init?(coder:)` compiles as UIKit's does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What a collection view makes a registered class with (`init(frame:)`), through a required
    /// initialiser every subclass inherits (see `LayoutTableViewCell.init(registeredReuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {}
}

/// An item of a collection view: UIKit's `UICollectionViewCell`. Put its content in `contentView`;
/// the collection view sizes the content view to the item (with UIKit's encapsulated constraints)
/// and, for self-sizing items, measures it first.
open class LayoutCollectionViewCell: LayoutCollectionReusableView {
    /// Where the cell's content goes.
    public let contentView = LayoutView()
    /// The encapsulated constraints the collection view put on `contentView`, once shown.
    var encapsulated: EncapsulatedLayout?

    /// A cell at `frame` (UIKit's designated initialiser).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Present so that a subclass's `required init?(coder:)` compiles as UIKit's does.
    public required init?(coder: NSCoder) {
        return nil
    }
}
