import Foundation
import SnapLayoutEngine
import SnapLayoutModel

extension LayoutCollectionView {
    /// One layout of the items: sizes asked for or measured, the flow layout's geometry, the
    /// content size, and the items, headers and footers visible at `contentOffset` shown.
    func layOutItems(engine: LayoutEngine) {
        guard let flow = collectionViewLayout as? LayoutCollectionViewFlowLayout else { return }
        let counts = self.counts
        let insets = adjustedContentInset
        let vertical = flow.scrollDirection == .vertical
        let across = max(0, vertical ? frame.width - insets.left - insets.right : frame.height - insets.top - insets.bottom)
        let scale = rootView.contentScaleFactor
        items.prepare(counts: counts, across: across, scale: scale)
        let sections = counts.indices.map { flowSection($0, count: counts[$0], flow: flow, engine: engine, scale: scale) }
        let geometry = FlowLayoutGeometry(sections: sections, across: Double(across), scrollsVertically: vertical)
        items.geometry = geometry
        let size = CGSize(width: geometry.contentSize.horizontal, height: geometry.contentSize.vertical)
        if !hasExplicitContentSize || contentSize != size { contentSize = size }
        let visible = LayoutSnapshot.Rect(x: Double(contentOffset.x), y: Double(contentOffset.y),
                                          width: Double(frame.width), height: Double(frame.height))
        placeCells(geometry, visible: visible, scale: scale)
        placeSupplementaryViews(geometry, visible: visible)
        shown.stale = []
        shown.allStale = false
    }

    /// A section as the flow layout sees it: its items' sizes, its inset measured from the content
    /// area, its spacing, and its header's and footer's thickness along the scrolling axis.
    private func flowSection(_ section: Int, count: Int, flow: LayoutCollectionViewFlowLayout, engine: LayoutEngine,
                             scale: CGFloat) -> FlowLayoutGeometry.Section {
        let sizer = delegate as? LayoutCollectionViewDelegateFlowLayout
        var sizes: [LayoutSnapshot.AxisPair<Double>] = []
        sizes.reserveCapacity(count)
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            let size = flow.isSelfSizing ? measuredSize(indexPath, flow: flow, engine: engine, scale: scale)
                : sizer?.collectionView(self, layout: flow, sizeForItemAt: indexPath) ?? flow.itemSize
            sizes.append(LayoutSnapshot.AxisPair(Double(max(0, size.width)), Double(max(0, size.height))))
        }
        let inset = effectiveInset(sizer?.collectionView(self, layout: flow, insetForSectionAt: section) ?? flow.sectionInset,
                                   reference: flow.sectionInsetReference)
        let header = sizer?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section) ?? flow.headerReferenceSize
        let footer = sizer?.collectionView(self, layout: flow, referenceSizeForFooterInSection: section) ?? flow.footerReferenceSize
        let vertical = flow.scrollDirection == .vertical
        return FlowLayoutGeometry.Section(
            itemSizes: sizes, inset: inset,
            lineSpacing: Double(sizer?.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing),
            interitemSpacing: Double(sizer?.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: section)
                ?? flow.minimumInteritemSpacing),
            header: Double(max(0, vertical ? header.height : header.width)), footer: Double(max(0, vertical ? footer.height : footer.width)),
            isUniform: !flow.isSelfSizing && sizes.allSatisfy { $0 == sizes[0] })
    }

    /// A self-sizing item's size: its cell's content view fitted around the estimate (UIKit's
    /// `preferredLayoutAttributesFitting(_:)`), on the pixel grid; measured once.
    private func measuredSize(_ indexPath: IndexPath, flow: LayoutCollectionViewFlowLayout, engine: LayoutEngine, scale: CGFloat) -> CGSize {
        if let known = items.sizes[indexPath.section][indexPath.item] { return known }
        guard let dataSource else { return .zero }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        let estimate = flow.estimatedItemSize == LayoutCollectionViewFlowLayout.automaticSize ? flow.itemSize : flow.estimatedItemSize
        cell.encapsulated?.releaseSize()
        if cell.contentView.contentScaleFactor != scale { cell.contentView.contentScaleFactor = scale }
        let fitted = CellMeasurement.size(of: cell.contentView, estimate: estimate, engine: engine)
        let size = CGSize(width: CellMeasurement.pixelCeiling(max(0, fitted.width.isFinite ? fitted.width : 0), scale: scale),
                          height: CellMeasurement.pixelCeiling(max(0, fitted.height.isFinite ? fitted.height : 0), scale: scale))
        if cell.superview == nil { recycle(cell) }
        items.sizes[indexPath.section][indexPath.item] = size
        return size
    }

    /// A section inset measured from the content area: `fromSafeArea` and `fromLayoutMargins` add
    /// what the safe area or the margins reach past the adjusted content inset.
    private func effectiveInset(_ inset: EdgeInsets, reference: LayoutCollectionViewFlowLayout.SectionInsetReference) -> LayoutSnapshot.Insets {
        let adjusted = adjustedContentInset
        var edge = EdgeInsets.zero
        switch reference {
        case .fromContentInset: break
        case .fromSafeArea: edge = safeAreaInsets
        case .fromLayoutMargins:
            edge = layoutMargins
            if insetsLayoutMarginsFromSafeArea { edge = edge.adding(safeAreaInsets) }
        }
        return LayoutSnapshot.Insets(top: Double(inset.top + max(0, edge.top - adjusted.top)),
                                     left: Double(inset.left + max(0, edge.left - adjusted.left)),
                                     bottom: Double(inset.bottom + max(0, edge.bottom - adjusted.bottom)),
                                     right: Double(inset.right + max(0, edge.right - adjusted.right)))
    }

    /// Shows the visible items' cells, sets the others aside, and gives each its frame and
    /// encapsulated constraints.
    private func placeCells(_ geometry: FlowLayoutGeometry, visible rect: LayoutSnapshot.Rect, scale: CGFloat) {
        let visible = geometry.visibleItems(in: rect).map { IndexPath(item: $0.item, section: $0.section) }
        var cells: [IndexPath: LayoutCollectionViewCell] = [:]
        for indexPath in visible { cells[indexPath] = shown.current(indexPath) }
        let staying = Set(cells.values.map(ObjectIdentifier.init))
        for cell in shown.cells.values where !staying.contains(ObjectIdentifier(cell)) { recycle(cell) }
        var order: [IndexPath] = []
        for indexPath in visible {
            if cells[indexPath] == nil { cells[indexPath] = dataSource?.collectionView(self, cellForItemAt: indexPath) }
            guard let cell = cells[indexPath] else { continue }
            order.append(indexPath)
            let isNew = cell.superview !== self
            if isNew { insertSubview(cell, at: 0) }
            let frame = geometry.itemFrames[indexPath.section][indexPath.item]
            place(cell, at: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), scale: scale)
            if isNew { delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
        }
        shown.cells = cells.filter { order.contains($0.key) }
        shown.order = order
    }

    /// A cell at `frame`, its content view the whole item, held by the encapsulated constraints.
    private func place(_ cell: LayoutCollectionViewCell, at frame: CGRect, scale: CGFloat) {
        if !cell.translatesAutoresizingMaskIntoConstraints { cell.translatesAutoresizingMaskIntoConstraints = true }
        if cell.autoresizingMask != [] { cell.autoresizingMask = [] }
        cell.frame = frame
        let contentView = cell.contentView
        if contentView.contentScaleFactor != scale { contentView.contentScaleFactor = scale }
        if contentView.translatesAutoresizingMaskIntoConstraints { contentView.translatesAutoresizingMaskIntoConstraints = false }
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        let encapsulated = cell.encapsulated ?? EncapsulatedLayout(content: contentView, cell: cell, size: frame.size)
        cell.encapsulated = encapsulated
        encapsulated.activate(size: frame.size)
    }

    /// Shows the visible sections' headers and footers that have a size.
    private func placeSupplementaryViews(_ geometry: FlowLayoutGeometry, visible rect: LayoutSnapshot.Rect) {
        func intersects(_ f: LayoutSnapshot.Rect) -> Bool {
            f.width > 0 && f.height > 0 && f.x < rect.x + rect.width && f.x + f.width > rect.x && f.y < rect.y + rect.height && f.y + f.height > rect.y
        }
        var headers: [Int: LayoutCollectionReusableView] = [:], footers: [Int: LayoutCollectionReusableView] = [:]
        for section in geometry.headerFrames.indices {
            for (kind, frame) in [(LayoutCollectionView.elementKindSectionHeader, geometry.headerFrames[section]),
                                  (LayoutCollectionView.elementKindSectionFooter, geometry.footerFrames[section])] where intersects(frame) {
                let isHeader = kind == LayoutCollectionView.elementKindSectionHeader
                let current = shown.allStale ? nil : (isHeader ? shown.headers[section] : shown.footers[section])
                guard let view = current ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind,
                                                                       at: IndexPath(item: 0, section: section)) else { continue }
                if view.superview !== self { addSubview(view) }
                if !view.translatesAutoresizingMaskIntoConstraints { view.translatesAutoresizingMaskIntoConstraints = true }
                if view.autoresizingMask != [] { view.autoresizingMask = [] }
                view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                if isHeader { headers[section] = view } else { footers[section] = view }
            }
        }
        let kept = Set(headers.values.map(ObjectIdentifier.init) + footers.values.map(ObjectIdentifier.init))
        for (kind, views) in [(LayoutCollectionView.elementKindSectionHeader, shown.headers), (LayoutCollectionView.elementKindSectionFooter, shown.footers)] {
            for view in views.values where !kept.contains(ObjectIdentifier(view)) {
                if view.superview === self { view.removeFromSuperview() }
                if let identifier = view.reuseIdentifier { supplementaryQueue.enqueue(view, identifier: kind + "\u{0}" + identifier) }
            }
        }
        shown.headers = headers
        shown.footers = footers
    }

    /// A cell no longer needed: set aside for reuse when it has an identifier.
    func recycle(_ cell: LayoutCollectionViewCell) {
        if cell.superview != nil { cell.removeFromSuperview() }
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
    }
}
