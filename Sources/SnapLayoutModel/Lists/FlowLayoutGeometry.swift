/// Where a flow layout's items, headers and footers go (UIKit's `UICollectionViewFlowLayout`), from
/// their sizes: a value shared by `LayoutCollectionView` and documents. Positions are in the
/// content's coordinates.
///
/// UIKit's rules, along the lines (rows when the content scrolls vertically, columns when it scrolls
/// horizontally): a line takes items while they fit with `minimumInteritemSpacing` between them;
/// its items are centred across it (the line is as thick as its thickest item); lines are
/// `minimumLineSpacing` apart. Along a line, every line but a section's last is justified (its
/// first item at the start, its last at the end, the room left shared between the gaps) and a line
/// of one item is centred; the last line is left-aligned at `minimumInteritemSpacing`. When every
/// item of a section has the same size (`itemSize`, nothing sized per item), the items form a grid
/// of as many columns as fit: every line, the last too, is spaced as a full line is, so a short
/// last line keeps to the columns (Apple's flow layout guide; the last line's alignment is
/// rdar://20825965, observed on devices since iOS 6).
///
/// A line of one item that is not a section's last: centred, not at the leading edge. Searched
/// for (public Q&A on `UICollectionViewFlowLayout`): the left-aligning subclasses people write are
/// reported to fail "when the line is composed by only 1 item", and items too wide for two a line
/// are reported shown centred, one a line; nothing found shows such an item at the leading edge.
package struct FlowLayoutGeometry: Hashable, Sendable {
    /// One section: its items' sizes and spacing.
    package struct Section: Hashable, Sendable {
        /// Each item's size.
        package var itemSizes: [LayoutSnapshot.AxisPair<Double>]
        /// Room around the section's items (not around its header and footer), already
        /// measured from the content's edges (`sectionInsetReference` applied).
        package var inset: LayoutSnapshot.Insets
        /// The least space between lines.
        package var lineSpacing: Double
        /// The least space between items of a line.
        package var interitemSpacing: Double
        /// The header's thickness along the scrolling axis (its height when scrolling vertically); 0 for none.
        package var header: Double
        /// The footer's thickness along the scrolling axis; 0 for none.
        package var footer: Double
        /// Whether every item has the same size, given once (`itemSize`): the items form a grid.
        package var isUniform: Bool

        package init(itemSizes: [LayoutSnapshot.AxisPair<Double>], inset: LayoutSnapshot.Insets = .zero, lineSpacing: Double = 10,
                     interitemSpacing: Double = 10, header: Double = 0, footer: Double = 0, isUniform: Bool = false) {
            self.itemSizes = itemSizes
            self.inset = inset
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
            self.header = header
            self.footer = footer
            self.isUniform = isUniform
        }
    }

    /// Whether the content scrolls vertically (lines are rows) or horizontally (lines are columns).
    package var scrollsVertically: Bool
    /// Each section's items' frames.
    package private(set) var itemFrames: [[LayoutSnapshot.Rect]] = []
    /// Each section's header frame (zero thickness for none).
    package private(set) var headerFrames: [LayoutSnapshot.Rect] = []
    /// Each section's footer frame.
    package private(set) var footerFrames: [LayoutSnapshot.Rect] = []
    /// The content's size: as wide as the collection view's content area across the scrolling
    /// axis, as long as everything stacked along it.
    package private(set) var contentSize: LayoutSnapshot.AxisPair<Double>

    /// Lays `sections` out in a content area `across` points across the scrolling axis (the
    /// collection view's width less its content insets when it scrolls vertically).
    package init(sections: [Section], across: Double, scrollsVertically: Bool = true) {
        self.scrollsVertically = scrollsVertically
        var along = 0.0
        contentSize = LayoutSnapshot.AxisPair(0, 0)
        for section in sections {
            headerFrames.append(frame(along: along, across: 0, length: section.header, breadth: across))
            along += section.header
            let (start, end) = scrollsVertically ? (section.inset.top, section.inset.bottom) : (section.inset.left, section.inset.right)
            along += start
            var frames: [LayoutSnapshot.Rect] = []
            frames.reserveCapacity(section.itemSizes.count)
            along = placeLines(section, startingAt: along, across: across, into: &frames)
            itemFrames.append(frames)
            along += end
            footerFrames.append(frame(along: along, across: 0, length: section.footer, breadth: across))
            along += section.footer
        }
        contentSize = scrollsVertically ? LayoutSnapshot.AxisPair(across, along) : LayoutSnapshot.AxisPair(along, across)
    }

    /// A rectangle given along and across the scrolling axis.
    private func frame(along: Double, across: Double, length: Double, breadth: Double) -> LayoutSnapshot.Rect {
        scrollsVertically ? LayoutSnapshot.Rect(x: across, y: along, width: breadth, height: length)
            : LayoutSnapshot.Rect(x: along, y: across, width: length, height: breadth)
    }

    /// The section's items in lines from `along`; returns where the last line ends.
    private func placeLines(_ section: Section, startingAt start: Double, across: Double,
                            into frames: inout [LayoutSnapshot.Rect]) -> Double {
        let sizes = section.itemSizes.map { scrollsVertically ? (along: $0.vertical, across: $0.horizontal) : (along: $0.horizontal, across: $0.vertical) }
        let (lead, trail) = scrollsVertically ? (section.inset.left, section.inset.right) : (section.inset.top, section.inset.bottom)
        let room = max(0, across - lead - trail)
        let lines = FlowLayoutGeometry.lines(sizes.map(\.across), room: room, spacing: section.interitemSpacing)
        // A grid has as many columns as equal items fit in a line, however few there are.
        let gridCount = sizes.first.map { FlowLayoutGeometry.columns(room: room, extent: $0.across, spacing: section.interitemSpacing,
                                                                      count: sizes.count) } ?? 0
        var along = start
        for (k, line) in lines.enumerated() {
            let thickness = line.map { sizes[$0].along }.max() ?? 0
            let isLast = k == lines.count - 1
            let offsets = FlowLayoutGeometry.offsets(line.map { sizes[$0].across }, room: room, spacing: section.interitemSpacing,
                                                     alignment: section.isUniform ? .grid(gridCount) : isLast ? .leading : .justified)
            for (item, offset) in zip(line, offsets) {
                let size = sizes[item]
                frames.append(frame(along: along + (thickness - size.along) / 2, across: lead + offset, length: size.along, breadth: size.across))
            }
            along += thickness
            if !isLast { along += section.lineSpacing }
        }
        return along
    }

    /// The items (by index) of each line: a line takes items while they fit in `room` with
    /// `spacing` between them; an item too large for any line has one of its own.
    static func lines(_ extents: [Double], room: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used = 0.0
        for (k, extent) in extents.enumerated() {
            let needed = current.isEmpty ? extent : used + spacing + extent
            if !current.isEmpty, needed > room + 1e-9 {
                lines.append(current)
                current = [k]
                used = extent
            } else {
                current.append(k)
                used = needed
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// How many items `extent` long fit in `room` with `spacing` between them (at least 1; when
    /// nothing takes room, `count`).
    static func columns(room: Double, extent: Double, spacing: Double, count: Int) -> Int {
        let unit = extent + spacing
        guard unit > 0 else { return max(1, count) }
        let fit = ((room + spacing) / unit + 1e-9).rounded(.down)
        return max(1, Int(min(fit, 1e9)))
    }

    /// How a line's items are spread along it.
    enum LineAlignment {
        /// First at the start, last at the end, the room left shared between the gaps; one item centred.
        case justified
        /// From the start, `spacing` apart.
        case leading
        /// As a full line of this many equal items is justified (a grid's columns).
        case grid(Int)
    }

    /// Each item's offset from the start of the line.
    static func offsets(_ extents: [Double], room: Double, spacing: Double, alignment: LineAlignment) -> [Double] {
        guard let first = extents.first else { return [] }
        var gap = spacing
        switch alignment {
        case .leading:
            break
        case .justified:
            if extents.count == 1 { return [max(0, (room - first) / 2)] }
            gap = max(spacing, (room - extents.reduce(0, +)) / Double(extents.count - 1))
        case .grid(let columns):
            if columns <= 1 { return [max(0, (room - first) / 2)] }
            gap = max(spacing, (room - first * Double(columns)) / Double(columns - 1))
        }
        var offsets: [Double] = []
        var position = 0.0
        for extent in extents {
            offsets.append(position)
            position += extent + gap
        }
        return offsets
    }

    /// The items any part of which lies strictly inside `rect` (the visible part of the content),
    /// by section and item, in order.
    package func visibleItems(in rect: LayoutSnapshot.Rect) -> [(section: Int, item: Int)] {
        var found: [(section: Int, item: Int)] = []
        for (s, frames) in itemFrames.enumerated() {
            for (k, f) in frames.enumerated()
            where f.x < rect.x + rect.width && f.x + f.width > rect.x && f.y < rect.y + rect.height && f.y + f.height > rect.y {
                found.append((s, k))
            }
        }
        return found
    }
}
