import Foundation
import SnapLayoutModel

/// What a collection view knows of its items between layouts: the counts, each self-sizing item's
/// measured size (measured once, again when reloaded or when the width or scale changes), and the
/// last geometry.
struct CollectionItems {
    var counts: [Int]?
    var sizes: [[CGSize?]] = []
    var measuredAt: (across: CGFloat, scale: CGFloat)?
    var geometry: FlowLayoutGeometry?

    mutating func prepare(counts: [Int], across: CGFloat, scale: CGFloat) {
        if let measuredAt, measuredAt.across != across || measuredAt.scale != scale { invalidateAll() }
        measuredAt = (across, scale)
        if sizes.count != counts.count || zip(sizes, counts).contains(where: { $0.count != $1 }) {
            sizes = counts.map { [CGSize?](repeating: nil, count: $0) }
        }
    }

    mutating func invalidateAll() {
        sizes = sizes.map { [CGSize?](repeating: nil, count: $0.count) }
        geometry = nil
    }

    mutating func invalidate(_ indexPath: IndexPath) {
        guard sizes.indices.contains(indexPath.section), sizes[indexPath.section].indices.contains(indexPath.item) else { return }
        sizes[indexPath.section][indexPath.item] = nil
        geometry = nil
    }
}

/// The views a collection view shows: cells by index path (in item order), headers and footers by
/// section, and which cells the data source must give again.
struct ShownCollectionViews {
    var cells: [IndexPath: LayoutCollectionViewCell] = [:]
    var order: [IndexPath] = []
    var headers: [Int: LayoutCollectionReusableView] = [:]
    var footers: [Int: LayoutCollectionReusableView] = [:]
    var stale = Set<IndexPath>()
    var allStale = false

    func current(_ indexPath: IndexPath) -> LayoutCollectionViewCell? {
        allStale || stale.contains(indexPath) ? nil : cells[indexPath]
    }
}
