import Foundation
import SnapLayoutModel

extension LayoutTableView {
    /// UIKit's default height of a section header or footer that shows a title: one line of the
    /// system's header font with its padding (28 in a plain table, 38 in a grouped one; a view or
    /// an explicit height says otherwise).
    static func titleHeight(_ style: Style) -> CGFloat { style == .plain ? 28 : 38 }

    /// The height of a section header or footer with neither a view nor a title: none in a plain
    /// table, UIKit's 18 between a grouped table's sections.
    static func emptyHeight(_ style: Style) -> CGFloat { style == .plain ? 0 : 18 }

    /// A section header's padding and height (measured once).
    func sectionHeader(_ section: Int, _ context: TableLayoutContext, _ measured: inout Measured) -> (padding: CGFloat, height: CGFloat) {
        let height = heights.headers[section] ?? supplementaryHeight(section, isHeader: true, context, &measured)
        heights.headers[section] = height
        return (headerPadding(height), height)
    }

    /// A section footer's height (measured once).
    func sectionFooter(_ section: Int, _ context: TableLayoutContext, _ measured: inout Measured) -> CGFloat {
        let height = heights.footers[section] ?? supplementaryHeight(section, isHeader: false, context, &measured)
        heights.footers[section] = height
        return height
    }

    /// The space above a header of `height`: `sectionHeaderTopPadding`, or, automatic, UIKit's 22 in
    /// a plain table; none above a header of no height.
    func headerPadding(_ height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? 22 : 0
    }

    /// A header's or footer's height as asked for: a fixed height, or, automatic, its view measured
    /// at the table's width (the view kept for showing), a title's height, or the style's empty height.
    private func supplementaryHeight(_ section: Int, isHeader: Bool, _ context: TableLayoutContext,
                                     _ measured: inout Measured) -> CGFloat {
        let requested = isHeader ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if requested >= 0 { return requested }
        if let view = supplementaryView(section, isHeader: isHeader) {
            if isHeader { measured.headers[section] = view } else { measured.footers[section] = view }
            view.contentScaleFactor = context.scale
            let fitted = CellMeasurement.height(of: view, width: context.width, engine: context.engine)
            return CellMeasurement.pixelCeiling(max(0, fitted.isFinite ? fitted : 0), scale: context.scale)
        }
        return title(section, isHeader: isHeader) != nil ? LayoutTableView.titleHeight(style) : LayoutTableView.emptyHeight(style)
    }

    /// The delegate's view for a header or footer.
    func supplementaryView(_ section: Int, isHeader: Bool) -> LayoutView? {
        isHeader ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
    }

    /// The data source's title for a header or footer.
    func title(_ section: Int, isHeader: Bool) -> String? {
        isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
    }

    /// The view shown for a header or footer: the delegate's, or a header-footer view showing the title.
    func shownSupplementaryView(_ section: Int, isHeader: Bool) -> LayoutView? {
        if let view = supplementaryView(section, isHeader: isHeader) { return view }
        guard let title = title(section, isHeader: isHeader) else { return nil }
        let view = LayoutTableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }
}
