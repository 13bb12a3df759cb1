import Foundation
import SnapLayoutModel

/// What a table shows: UIKit's `UITableViewDataSource`. Implement the rows and cells; the other
/// methods have UIKit's defaults (one section, no titles).
public protocol LayoutTableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: LayoutTableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: LayoutTableView, cellForRowAt indexPath: IndexPath) -> LayoutTableViewCell
    /// How many sections the table has (1 unless implemented).
    func numberOfSections(in tableView: LayoutTableView) -> Int
    /// A section header's title (none unless implemented): shown in a header of UIKit's default
    /// height when the delegate gives no view.
    func tableView(_ tableView: LayoutTableView, titleForHeaderInSection section: Int) -> String?
    /// A section footer's title (none unless implemented).
    func tableView(_ tableView: LayoutTableView, titleForFooterInSection section: Int) -> String?
}

extension LayoutTableViewDataSource {
    /// One section, as UIKit's default.
    public func numberOfSections(in tableView: LayoutTableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: LayoutTableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: LayoutTableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// How a table sizes its rows, headers and footers, and what it tells about them: UIKit's
/// `UITableViewDelegate` (the part layout uses; selection and editing are accepted and never called).
public protocol LayoutTableViewDelegate: AnyObject {
    /// A row's height, or `LayoutTableView.automaticDimension` to size it by its cell (the table's
    /// `rowHeight` unless implemented).
    func tableView(_ tableView: LayoutTableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A row's estimated height (accepted; every row is measured here, so estimates are not used).
    func tableView(_ tableView: LayoutTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height, or `automaticDimension` (the table's `sectionHeaderHeight` unless implemented).
    func tableView(_ tableView: LayoutTableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height, or `automaticDimension` (the table's `sectionFooterHeight` unless implemented).
    func tableView(_ tableView: LayoutTableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section header's view (none unless implemented): measured at the table's width when its
    /// height is automatic.
    func tableView(_ tableView: LayoutTableView, viewForHeaderInSection section: Int) -> LayoutView?
    /// A section footer's view (none unless implemented).
    func tableView(_ tableView: LayoutTableView, viewForFooterInSection section: Int) -> LayoutView?
    /// Told when a row's cell is about to be shown (placed among the table's subviews).
    func tableView(_ tableView: LayoutTableView, willDisplay cell: LayoutTableViewCell, forRowAt indexPath: IndexPath)
    /// Told when a row is selected (never here: nothing is tapped; present so that pasted code compiles).
    func tableView(_ tableView: LayoutTableView, didSelectRowAt indexPath: IndexPath)
}

extension LayoutTableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: LayoutTableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: LayoutTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: LayoutTableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: LayoutTableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// No header view.
    public func tableView(_ tableView: LayoutTableView, viewForHeaderInSection section: Int) -> LayoutView? { nil }
    /// No footer view.
    public func tableView(_ tableView: LayoutTableView, viewForFooterInSection section: Int) -> LayoutView? { nil }
    /// Nothing to do.
    public func tableView(_ tableView: LayoutTableView, willDisplay cell: LayoutTableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    public func tableView(_ tableView: LayoutTableView, didSelectRowAt indexPath: IndexPath) {}
}
