import SnapLayoutModel

extension ListLayout {
    /// The collection's items sized (fixed, or fitted toward 50 × 50 on both axes) and flowed in
    /// lines across the content area (the list less its content inset); the cells in the window.
    mutating func collection() throws(ReadError) -> (cells: [Cell], contentSize: LayoutSnapshot.AxisPair<Double>) {
        let inset = scroll.contentInset
        let vertical = list.scrollsVertically
        let across = max(0, vertical ? size.horizontal - inset.left - inset.right : size.vertical - inset.top - inset.bottom)
        var sections: [FlowLayoutGeometry.Section] = []
        for (s, items) in list.sections.enumerated() {
            var sizes: [LayoutSnapshot.AxisPair<Double>] = []
            for (i, item) in items.enumerated() {
                sizes.append(try itemSize(item, place: "items s\(s)r\(i)"))
            }
            sections.append(.init(itemSizes: sizes, inset: list.sectionInset, lineSpacing: list.lineSpacing,
                                  interitemSpacing: list.interitemSpacing, isUniform: list.itemSize != nil))
        }
        let geometry = FlowLayoutGeometry(sections: sections, across: across, scrollsVertically: vertical)
        let window = LayoutSnapshot.Rect(x: scroll.contentOffset.horizontal, y: scroll.contentOffset.vertical,
                                         width: size.horizontal, height: size.vertical)
        let cells = geometry.visibleItems(in: window).map { s, i in
            let frame = geometry.itemFrames[s][i]
            return Cell(id: "s\(s)r\(i)", section: s, row: list.sections[s][i], frame: frame,
                        contentSize: .init(frame.width, frame.height), margins: nil)
        }
        return (cells, geometry.contentSize)
    }

    /// An item's size: the layout's `itemSize`, or its content view fitted toward 50 × 50.
    private mutating func itemSize(_ item: ListRow, place: String) throws(ReadError) -> LayoutSnapshot.AxisPair<Double> {
        if let fixed = list.itemSize { return fixed }
        let fitted = try fittedSize(item, place: place, target: .init(50, 50), priorities: .init(50, 50)) { _ in }
        guard let fitted else { return .init(0, 0) }
        return .init(max(0, fitted.horizontal.isFinite ? fitted.horizontal : 0), max(0, fitted.vertical.isFinite ? fitted.vertical : 0))
    }
}
