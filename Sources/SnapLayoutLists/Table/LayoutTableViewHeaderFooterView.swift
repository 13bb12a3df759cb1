import Foundation
import SnapLayoutModel

/// A reusable section header or footer: UIKit's `UITableViewHeaderFooterView`. Put content in
/// `contentView`; a title given by the data source shows in `textLabel`.
open class LayoutTableViewHeaderFooterView: LayoutView {
    /// Where the view's content goes.
    public let contentView = LayoutView()
    /// The identifier the view was registered and dequeued with.
    public let reuseIdentifier: String?
    private var titleLabel: LayoutLabel?

    /// A view dequeued by `reuseIdentifier` (UIKit's designated initialiser).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor), contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor), contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Present so that a subclass's `required init?(coder:)` compiles as UIKit's does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What a table makes a registered class with (`init(reuseIdentifier:)`), through a required
    /// initialiser every subclass inherits (see `LayoutTableViewCell.init(registeredReuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {}

    /// The title's label, made on first use: inside the content view's margins.
    public var textLabel: LayoutLabel? {
        if let titleLabel { return titleLabel }
        let made = LayoutLabel()
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: margins.leadingAnchor), made.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            made.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        titleLabel = made
        return made
    }
}
