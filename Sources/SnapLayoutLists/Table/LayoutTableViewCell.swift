import Foundation
import SnapLayoutModel

/// A row of a table: UIKit's `UITableViewCell`. Put its content in `contentView`, constrained to the
/// content view's edges or margins; the table sizes the content view to the row (with UIKit's
/// `UIView-Encapsulated-Layout-*` constraints) and, for self-sizing rows, measures it at the
/// table's width first.
///
/// ```swift
/// final class TitleCell: LayoutTableViewCell {
///     let title = LayoutLabel()
///     override init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(title)
///         title.snp.makeConstraints { make in make.edges.equalTo(contentView.layoutMarginsGuide) }
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// ```
open class LayoutTableViewCell: LayoutView {
    /// UIKit's built-in cell styles: which labels the cell lays out itself.
    public enum CellStyle: Sendable {
        /// A text label (`textLabel`).
        case `default`
        /// A text label and a detail label at the trailing edge.
        case value1
        /// A detail label after a short leading text label.
        case value2
        /// A text label over a detail label.
        case subtitle
    }

    /// How a selected cell is highlighted (kept; layout does not use it).
    public enum SelectionStyle: Sendable {
        /// No highlight.
        case none
        /// UIKit's older blue.
        case blue
        /// Gray.
        case gray
        /// The system's highlight.
        case `default`
    }

    /// The control at the trailing edge (kept; it does not narrow the content view here).
    public enum AccessoryType: Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// Where the cell's content goes: sized to the row by the table.
    public let contentView = LayoutView()
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// Which built-in labels the cell lays out.
    public let cellStyle: CellStyle
    /// How a selected cell is highlighted.
    public var selectionStyle = SelectionStyle.default
    /// The accessory shown at the trailing edge.
    public var accessoryType = AccessoryType.none
    /// The inset of the separator below the cell (kept; pictures do not draw separators).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The encapsulated constraints the table put on `contentView`, once the cell was shown.
    var encapsulated: EncapsulatedLayout?
    /// The content view's margins as the table (or the initialiser) last set them: margins set
    /// since by the cell's own code are left alone.
    var tableAssignedMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// The built-in labels, made on first use.
    private var builtIn: BuiltInCellLabels?

    /// A cell of `style`, dequeued by `reuseIdentifier` (UIKit's designated initialiser).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        contentView.layoutMargins = tableAssignedMargins
        layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
    }

    /// Cells are not archived here; present so that a subclass's `required init?(coder:)` compiles as
    /// UIKit's does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What a table makes a registered cell class with: UIKit makes it with
    /// `init(style: .default, reuseIdentifier:)`. (Swift builds a class from its type only through
    /// a required initialiser; a required convenience one is inherited by every subclass that
    /// implements the designated ones, as UIKit cells do, so pasted cells need nothing more.)
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Called before the cell is handed out again by `dequeueReusableCell(withIdentifier:for:)`:
    /// reset what the data source sets.
    open func prepareForReuse() {}

    /// The built-in text label (UIKit's `textLabel`), made and laid out on first use: inside the
    /// content view's margins.
    public var textLabel: LayoutLabel? {
        labels.text
    }

    /// The built-in detail label (`detailTextLabel`): none in the `default` style.
    public var detailTextLabel: LayoutLabel? {
        cellStyle == .default ? nil : labels.detail
    }

    /// UIKit's built-in image view: none here (there are no images to size it by).
    public var imageView: LayoutImageView? { nil }

    /// Whether the cell's built-in labels are in use: such a row is at least UIKit's standard
    /// height (44).
    var usesBuiltInLabels: Bool { builtIn != nil }

    private var labels: BuiltInCellLabels {
        if let builtIn { return builtIn }
        let made = BuiltInCellLabels(style: cellStyle, in: contentView)
        builtIn = made
        return made
    }
}
