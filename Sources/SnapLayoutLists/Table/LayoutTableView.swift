import Foundation
import SnapLayoutEngine
import SnapLayoutModel

/// A scrolling list of rows in sections: UIKit's `UITableView`. Give it a data source (and, for
/// heights and header views, a delegate) in UIKit's shape; register cell classes and dequeue them in
/// `tableView(_:cellForRowAt:)`. Each layout pass measures the rows it does not know (self-sizing
/// rows through the engine's `systemLayoutSizeFitting` at the table's width), sets `contentSize`
/// to the sum, and shows the rows visible at `contentOffset` as subviews with their frames; rows
/// off screen are only measured.
///
/// ```swift
/// let table = LayoutTableView(frame: .zero, style: .plain)
/// table.register(TitleCell.self, forCellReuseIdentifier: "title")
/// table.dataSource = controller            // rows as the data says
/// table.rowHeight = LayoutTableView.automaticDimension
/// ```
open class LayoutTableView: LayoutScrollView, EngineLaidOutView {
    /// The table's look, which sets its default header and footer heights and where rows sit.
    public enum Style: Sendable {
        /// Rows edge to edge, headers that float while their section scrolls under them.
        case plain
        /// Sections apart, headers and footers that scroll with them.
        case grouped
        /// Grouped, the rows inset from the sides by the table's margins.
        case insetGrouped
    }

    /// Whether rows are separated by a line (one pixel, added to each row's height).
    public enum SeparatorStyle: Sendable {
        /// No separator: rows are as tall as their content.
        case none
        /// A one-pixel line under each row.
        case singleLine
    }

    /// How a change is animated (kept; layout does not animate).
    public enum RowAnimation: Sendable {
        /// Fade.
        case fade
        /// Slide from the right.
        case right
        /// Slide from the left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// None.
        case none
        /// Keep in the middle.
        case middle
        /// The system's choice.
        case automatic
    }

    /// UIKit's `UITableView.automaticDimension` (-1): a height the table works out (by measuring the
    /// cell, header or footer view, or from a title).
    public static let automaticDimension: CGFloat = -1

    /// The table's look.
    public let style: Style
    /// What the table shows.
    public weak var dataSource: LayoutTableViewDataSource? { didSet { reloadData() } }
    /// How the table sizes rows, headers and footers.
    public weak var delegate: LayoutTableViewDelegate? { didSet { reloadData() } }
    /// Every row's height, or `automaticDimension` (the default) to size rows by their cells.
    public var rowHeight: CGFloat = LayoutTableView.automaticDimension { didSet { heightsChanged(oldValue, rowHeight) } }
    /// The estimated row height (accepted; every row is measured, so it is not used).
    public var estimatedRowHeight: CGFloat = LayoutTableView.automaticDimension
    /// Every section header's height, or `automaticDimension` (the default): a header view's
    /// measured height, UIKit's title height, or none.
    public var sectionHeaderHeight: CGFloat = LayoutTableView.automaticDimension { didSet { heightsChanged(oldValue, sectionHeaderHeight) } }
    /// Every section footer's height, or `automaticDimension` (the default).
    public var sectionFooterHeight: CGFloat = LayoutTableView.automaticDimension { didSet { heightsChanged(oldValue, sectionFooterHeight) } }
    /// The estimated header height (accepted, not used).
    public var estimatedSectionHeaderHeight: CGFloat = LayoutTableView.automaticDimension
    /// The estimated footer height (accepted, not used).
    public var estimatedSectionFooterHeight: CGFloat = LayoutTableView.automaticDimension
    /// Space above every section header that has a height; `automaticDimension` (the default) is
    /// UIKit's since iOS 15: 22 in a plain table, none in a grouped one.
    public var sectionHeaderTopPadding: CGFloat = LayoutTableView.automaticDimension { didSet { heightsChanged(oldValue, sectionHeaderTopPadding) } }
    /// Whether rows are separated by a line, which adds a pixel to each row.
    public var separatorStyle = SeparatorStyle.singleLine { didSet { if separatorStyle != oldValue { heights.invalidateAll(); setNeedsLayout() } } }
    /// The separators' inset (kept; pictures do not draw separators).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// A view above the first section, as tall as its frame (UIKit sizes it by its frame, not by constraints).
    public var tableHeaderView: LayoutView? { didSet { replaceAccessory(oldValue, tableHeaderView) } }
    /// A view below the last section, as tall as its frame (`tableFooterView = LayoutView()` ends the table).
    public var tableFooterView: LayoutView? { didSet { replaceAccessory(oldValue, tableFooterView) } }
    /// Whether rows can be selected (kept).
    public var allowsSelection = true

    /// The engine of the layout pass in progress (`EngineLaidOutView`).
    package weak var engineInLayoutPass: LayoutEngine?
    /// Registered cell classes and the cells not on screen.
    var cellQueue = ReuseQueue<LayoutTableViewCell>()
    /// Registered header and footer classes and the ones not on screen.
    var headerFooterQueue = ReuseQueue<LayoutTableViewHeaderFooterView>()
    /// The heights measured so far, and the row counts they belong to.
    var heights = TableHeights()
    /// The views on screen.
    var shown = ShownTableViews()
    /// Whether UIKit's warning about a row whose constraints collapse it was given (UIKit gives it once).
    var warnedAboutCollapsedRow = false

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        markLaysOutSubviews()
        alwaysBounceVertical = true
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Registers the class the table makes cells of for `identifier` (`nil` removes it), as UIKit's.
    public func register(_ cellClass: LayoutTableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(cellClass.map { type in { type.init(registeredReuseIdentifier: $0) } }, for: identifier)
    }

    /// Registers the class of section headers and footers for `identifier`.
    public func register(_ aClass: LayoutTableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(aClass.map { type in { type.init(registeredReuseIdentifier: $0) } }, for: identifier)
    }

    /// A cell for `indexPath`: one set aside (after `prepareForReuse()`) or a new one of the class
    /// registered for `identifier`. As in UIKit, an identifier nothing was registered for is a
    /// programming error.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> LayoutTableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a class for the identifier")
        }
        return cell
    }

    /// A cell set aside or made for `identifier`; `nil` when nothing is registered for it (UIKit's older form).
    public func dequeueReusableCell(withIdentifier identifier: String) -> LayoutTableViewCell? {
        guard let (cell, reused) = cellQueue.dequeue(identifier) else { return nil }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A header or footer view set aside or made for `identifier`; `nil` when nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> LayoutTableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterQueue.dequeue(identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    /// Forgets every count and height and asks the data source again at the next layout.
    public func reloadData() {
        heights = TableHeights()
        shown.reloadAll()
        setNeedsLayout()
    }

    /// Measures these rows again (and asks for their cells again) at the next layout; no other row is measured.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        for indexPath in indexPaths {
            heights.invalidateRow(indexPath)
            shown.reload(indexPath)
        }
        setNeedsLayout()
    }

    /// Reloads whole sections (their counts stay as they were read).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation = .automatic) {
        for section in sections { heights.invalidateSection(section) }
        shown.reloadAll()
        setNeedsLayout()
    }

    /// Inserting rows reloads the table here (the counts are read again).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) { reloadData() }

    /// Deleting rows reloads the table here (the counts are read again).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) { reloadData() }

    /// Starts a group of changes (nothing to do here).
    public func beginUpdates() {}

    /// Ends a group of changes: as in UIKit, every row's height is asked for (and measured) again.
    public func endUpdates() {
        heights.invalidateAll()
        setNeedsLayout()
    }

    /// Deselects a row (nothing is selected here).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    /// How many sections the data source gave at the last layout (asked now when none has run).
    public var numberOfSections: Int { counts.count }

    /// How many rows `section` has.
    public func numberOfRows(inSection section: Int) -> Int {
        let counts = self.counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell shown at `indexPath`, `nil` when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> LayoutTableViewCell? { shown.cells[indexPath] }

    /// The cells on screen, top to bottom.
    public var visibleCells: [LayoutTableViewCell] { shown.order.compactMap { shown.cells[$0] } }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? { shown.order }

    /// The section header shown for `section`, if on screen.
    public func headerView(forSection section: Int) -> LayoutView? { shown.headers[section] }

    /// The section footer shown for `section`, if on screen.
    public func footerView(forSection section: Int) -> LayoutView? { shown.footers[section] }

    /// Where a row is in the content, as the last layout placed it (`.zero` before one).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let geometry = heights.geometry, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].rowHeights.indices.contains(indexPath.row) else { return .zero }
        let rect = geometry.rowFrame(section: indexPath.section, row: indexPath.row)
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// UIKit's layout step: measures what is not known and shows the rows visible at `contentOffset`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let engine = engineInLayoutPass ?? rootView.layoutEngine else { return }
        layOutRows(engine: engine)
    }

    /// The row counts, read from the data source when not known.
    var counts: [Int] {
        if let counts = heights.counts { return counts }
        let read = readCounts()
        heights.counts = read
        return read
    }

    private func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    private func heightsChanged(_ old: CGFloat, _ new: CGFloat) {
        guard old != new else { return }
        heights.invalidateAll()
        setNeedsLayout()
    }

    private func replaceAccessory(_ old: LayoutView?, _ new: LayoutView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        heights.geometry = nil
        setNeedsLayout()
    }
}
