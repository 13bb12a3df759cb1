import Foundation
import SnapLayoutEngine
import SnapLayoutModel

extension LayoutTableView {
    /// What measuring found besides the geometry: the cells and header and footer views made for
    /// measuring rows that show, kept so that the data source is not asked for them twice.
    struct Measured {
        var geometry: TableGeometry
        var cells: [IndexPath: LayoutTableViewCell] = [:]
        var headers: [Int: LayoutView] = [:]
        var footers: [Int: LayoutView] = [:]
    }

    /// Every section's heights, measured where not known, stacked into the geometry.
    func measure(_ context: TableLayoutContext) -> Measured {
        let counts = self.counts
        var measured = Measured(geometry: TableGeometry(width: 0, sections: []))
        var sections: [TableGeometry.Section] = []
        let headerHeight = Double(tableHeaderView?.frame.height ?? 0)
        var y = CGFloat(headerHeight)
        for section in counts.indices {
            let header = sectionHeader(section, context, &measured)
            y += header.padding + header.height
            var rows: [Double] = []
            rows.reserveCapacity(counts[section])
            for row in 0..<counts[section] {
                let height = rowHeight(IndexPath(row: row, section: section), top: y, context, &measured)
                rows.append(Double(height))
                y += height
            }
            let footer = sectionFooter(section, context, &measured)
            y += footer
            sections.append(TableGeometry.Section(headerTopPadding: Double(header.padding), headerHeight: Double(header.height),
                                                  rowHeights: rows, footerHeight: Double(footer)))
        }
        measured.geometry = TableGeometry(width: Double(context.width), sections: sections, tableHeaderHeight: headerHeight,
                                          tableFooterHeight: Double(tableFooterView?.frame.height ?? 0),
                                          rowInsets: (Double(context.rowInset), Double(context.rowInset)))
        return measured
    }

    /// A row's height (known, fixed, or measured); the cell made to measure it is kept when the
    /// row shows, and set aside otherwise.
    private func rowHeight(_ indexPath: IndexPath, top: CGFloat, _ context: TableLayoutContext, _ measured: inout Measured) -> CGFloat {
        if let known = heights.rows[indexPath.section][indexPath.row] { return known }
        let requested = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        var height = max(0, requested)
        if requested < 0, let dataSource {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            height = measuredHeight(of: cell, context)
            if context.shows(y: top, height: height) {
                measured.cells[indexPath] = cell
            } else if cell.superview == nil {
                recycle(cell)
            }
        }
        heights.rows[indexPath.section][indexPath.row] = height
        return height
    }

    /// A self-sizing row's height: its content view's fitting height at the row's width, on the
    /// pixel grid, plus the separator; UIKit's standard 44 when the constraints collapse it (with
    /// UIKit's warning) and at least that for a cell of a built-in style.
    private func measuredHeight(of cell: LayoutTableViewCell, _ context: TableLayoutContext) -> CGFloat {
        prepareContent(of: cell, context)
        cell.encapsulated?.releaseSize()
        let fitted = CellMeasurement.height(of: cell.contentView, width: context.rowWidth, engine: context.engine)
        guard fitted > 0, fitted.isFinite else {
            if !warnedAboutCollapsedRow {
                warnedAboutCollapsedRow = true
                context.engine.log("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
                    + "table view cell's content view. We're considering the collapse unintentional and using standard height instead.")
            }
            return TableLayoutContext.standardRowHeight
        }
        let height = CellMeasurement.pixelCeiling(fitted, scale: context.scale) + context.separator
        return cell.usesBuiltInLabels ? max(height, TableLayoutContext.standardRowHeight) : height
    }

    /// Gives a cell's content view the table's margins (unless its own were set) and pixel scale.
    func prepareContent(of cell: LayoutTableViewCell, _ context: TableLayoutContext) {
        let content = cell.contentView
        if content.layoutMargins == cell.tableAssignedMargins, content.layoutMargins != context.cellMargins {
            content.layoutMargins = context.cellMargins
            cell.tableAssignedMargins = context.cellMargins
        }
        if content.contentScaleFactor != context.scale { content.contentScaleFactor = context.scale }
    }

    /// A cell no longer needed: set aside for reuse when it has an identifier.
    func recycle(_ cell: LayoutTableViewCell) {
        if cell.superview != nil { cell.removeFromSuperview() }
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
    }
}
