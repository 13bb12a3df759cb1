import Foundation
import SnapLayoutEngine
import SnapLayoutModel

extension LayoutTableView {
    /// One layout of the rows: what is not known is measured, `contentSize` is the sum, and the
    /// rows, headers and footers visible at `contentOffset` are shown with their frames.
    func layOutRows(engine: LayoutEngine) {
        let counts = self.counts
        let width = frame.width
        let scale = rootView.contentScaleFactor
        let side = TableLayoutContext.sideMargin(width: width)
        let context = TableLayoutContext(
            engine: engine, width: width, rowInset: style == .insetGrouped ? side : 0,
            separator: separatorStyle == .singleLine && scale > 0 ? 1 / scale : 0, scale: scale,
            cellMargins: EdgeInsets(top: 11, left: side, bottom: 11, right: side),
            visibleTop: contentOffset.y, visibleBottom: contentOffset.y + frame.height)
        heights.prepare(counts: counts, width: context.rowWidth, scale: scale)
        var measured = measure(context)
        heights.geometry = measured.geometry
        let size = CGSize(width: width, height: measured.geometry.contentHeight)
        if !hasExplicitContentSize || contentSize != size { contentSize = size }
        placeCells(measured.geometry, kept: &measured.cells, context)
        placeSupplementaryViews(measured, context)
        placeTableHeaderAndFooter(measured.geometry)
        shown.stale = []
        shown.allStale = false
    }

    /// Shows the visible rows' cells (the current ones kept, the others from measuring or the data
    /// source), sets the others aside, and gives each its frame and encapsulated constraints.
    private func placeCells(_ geometry: TableGeometry, kept: inout [IndexPath: LayoutTableViewCell], _ context: TableLayoutContext) {
        let visible = geometry.visibleRows(top: Double(context.visibleTop), bottom: Double(context.visibleBottom))
            .map { IndexPath(row: $0.row, section: $0.section) }
        // Cells that no longer show are set aside first, so that the rows coming on screen reuse them.
        var cells: [IndexPath: LayoutTableViewCell] = [:]
        for indexPath in visible { cells[indexPath] = shown.current(indexPath) ?? kept.removeValue(forKey: indexPath) }
        let staying = Set(cells.values.map(ObjectIdentifier.init))
        for cell in Array(shown.cells.values) + Array(kept.values) where !staying.contains(ObjectIdentifier(cell)) { recycle(cell) }
        var order: [IndexPath] = []
        for indexPath in visible {
            if cells[indexPath] == nil { cells[indexPath] = dataSource?.tableView(self, cellForRowAt: indexPath) }
            if cells[indexPath] != nil { order.append(indexPath) }
        }
        for indexPath in order {
            let cell = cells[indexPath]!
            let isNew = cell.superview !== self
            if isNew { insertSubview(cell, at: 0) }
            let rect = geometry.rowFrame(section: indexPath.section, row: indexPath.row)
            place(cell, in: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), context)
            if isNew { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        }
        shown.cells = cells
        shown.order = order
    }

    /// A cell at `frame` (by its frame, as UIKit places cells), its content view the row less the
    /// separator, held by the encapsulated constraints.
    private func place(_ cell: LayoutTableViewCell, in frame: CGRect, _ context: TableLayoutContext) {
        prepareContent(of: cell, context)
        if !cell.translatesAutoresizingMaskIntoConstraints { cell.translatesAutoresizingMaskIntoConstraints = true }
        if cell.autoresizingMask != [] { cell.autoresizingMask = [] }
        cell.frame = frame
        let content = CGSize(width: frame.width, height: max(0, frame.height - context.separator))
        let contentView = cell.contentView
        if contentView.translatesAutoresizingMaskIntoConstraints { contentView.translatesAutoresizingMaskIntoConstraints = false }
        contentView.frame = CGRect(origin: .zero, size: content)
        let encapsulated = cell.encapsulated ?? EncapsulatedLayout(content: contentView, cell: cell, size: content)
        cell.encapsulated = encapsulated
        encapsulated.activate(size: content)
    }

    /// Shows the visible sections' headers and footers (a plain table's floating at the top and
    /// bottom of the visible area), and removes the others.
    private func placeSupplementaryViews(_ measured: Measured, _ context: TableLayoutContext) {
        let geometry = measured.geometry
        let sections = Set(geometry.visibleSections(top: Double(context.visibleTop), bottom: Double(context.visibleBottom)))
        let insets = adjustedContentInset
        var headers: [Int: LayoutView] = [:], footers: [Int: LayoutView] = [:]
        for section in sections.sorted() {
            if geometry.sections[section].headerHeight > 0,
               let view = shown.currentHeader(section) ?? measured.headers[section] ?? shownSupplementaryView(section, isHeader: true) {
                let rect = style == .plain
                    ? geometry.floatingHeaderFrame(section: section, visibleTop: Double(context.visibleTop + insets.top))
                    : geometry.headerFrame(section: section)
                show(view, at: rect)
                headers[section] = view
            }
            if geometry.sections[section].footerHeight > 0,
               let view = shown.currentFooter(section) ?? measured.footers[section] ?? shownSupplementaryView(section, isHeader: false) {
                let rect = style == .plain
                    ? geometry.floatingFooterFrame(section: section, visibleBottom: Double(context.visibleBottom - insets.bottom))
                    : geometry.footerFrame(section: section)
                show(view, at: rect)
                footers[section] = view
            }
        }
        let kept = Set((headers.values.map(ObjectIdentifier.init)) + footers.values.map(ObjectIdentifier.init))
        for view in Array(shown.headers.values) + Array(shown.footers.values) where !kept.contains(ObjectIdentifier(view)) {
            if view.superview === self { view.removeFromSuperview() }
            if let reusable = view as? LayoutTableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                headerFooterQueue.enqueue(reusable, identifier: identifier)
            }
        }
        shown.headers = headers
        shown.footers = footers
    }

    /// A header, footer or table header or footer view at `rect`, by its frame.
    private func show(_ view: LayoutView, at rect: LayoutSnapshot.Rect) {
        if view.superview !== self { addSubview(view) }
        if !view.translatesAutoresizingMaskIntoConstraints { view.translatesAutoresizingMaskIntoConstraints = true }
        if view.autoresizingMask != [] { view.autoresizingMask = [] }
        view.frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The table's own header and footer views, as wide as the table, as tall as their frames.
    private func placeTableHeaderAndFooter(_ geometry: TableGeometry) {
        if let header = tableHeaderView { show(header, at: geometry.tableHeaderFrame) }
        if let footer = tableFooterView { show(footer, at: geometry.tableFooterFrame) }
    }
}
