import SnapLayoutModel

/// Where things are in a drawing: absolute item rectangles (the sum of parent-relative frames),
/// guide rectangles and anchor points.
struct RenderGeometry {
    /// A point.
    struct Point: Hashable { var x: Double, y: Double }

    let snapshot: LayoutSnapshot
    /// Each item's frame in the root's coordinates.
    let absolute: [LayoutSnapshot.Rect]
    /// Each item's depth in the tree (the root 0).
    let depth: [Int]

    init(snapshot: LayoutSnapshot, frames: [LayoutSnapshot.Rect]) {
        self.snapshot = snapshot
        let count = snapshot.items.count
        var absolute = [LayoutSnapshot.Rect?](repeating: nil, count: count)
        var depth = [Int](repeating: 0, count: count)
        // Each item after its ancestors, walked up without recursion: a tree may be 100 000 deep.
        var chain: [Int] = []
        for item in 0..<count where absolute[item] == nil {
            chain.removeAll(keepingCapacity: true)
            var node = item
            while absolute[node] == nil {
                chain.append(node)
                guard chain.count <= count, let parent = snapshot.items[node].parent,
                      snapshot.items.indices.contains(parent) else { break }
                node = parent
            }
            for node in chain.reversed() {
                var rect = frames.indices.contains(node) ? frames[node] : .zero
                if let parent = snapshot.items[node].parent, snapshot.items.indices.contains(parent),
                   let origin = absolute[parent] {
                    rect.x += origin.x
                    rect.y += origin.y
                    depth[node] = depth[parent] + 1
                }
                absolute[node] = rect
            }
        }
        self.absolute = absolute.map { $0 ?? .zero }
        self.depth = depth
    }

    /// Items parents first (by depth, then snapshot order), the order to draw them in.
    var drawingOrder: [Int] {
        snapshot.items.indices.sorted { depth[$0] != depth[$1] ? depth[$0] < depth[$1] : $0 < $1 }
    }

    /// The smallest rectangle holding every item.
    var bounds: LayoutSnapshot.Rect {
        guard !absolute.isEmpty else { return .zero }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for rect in absolute {
            minX = min(minX, rect.x, rect.x + rect.width)
            minY = min(minY, rect.y, rect.y + rect.height)
            maxX = max(maxX, rect.x, rect.x + rect.width)
            maxY = max(maxY, rect.y, rect.y + rect.height)
        }
        return LayoutSnapshot.Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A view's safe-area rectangle.
    func safeArea(_ item: Int) -> LayoutSnapshot.Rect {
        RenderGeometry.inset(absolute[item], snapshot.items[item].safeArea)
    }

    /// A view's layout-margins rectangle (inside the safe area when margins are measured from it).
    func margins(_ item: Int) -> LayoutSnapshot.Rect {
        let view = snapshot.items[item]
        let outer = view.insetsMarginsFromSafeArea ? safeArea(item) : absolute[item]
        return RenderGeometry.inset(outer, view.margins)
    }

    /// The rectangle of one of a view's implicit guides, in absolute coordinates.
    func guideRect(_ item: Int, _ guide: LayoutSnapshot.ImplicitGuide) -> LayoutSnapshot.Rect {
        let frame = absolute[item], safe = snapshot.items[item].safeArea
        switch guide {
        case .margins: return margins(item)
        case .safeArea: return safeArea(item)
        case .topLayoutGuide: return LayoutSnapshot.Rect(x: frame.x, y: frame.y, width: frame.width, height: safe.top)
        case .bottomLayoutGuide:
            return LayoutSnapshot.Rect(x: frame.x, y: frame.y + frame.height - safe.bottom, width: frame.width, height: safe.bottom)
        }
    }

    static func inset(_ rect: LayoutSnapshot.Rect, _ insets: LayoutSnapshot.Insets) -> LayoutSnapshot.Rect {
        LayoutSnapshot.Rect(x: rect.x + insets.left, y: rect.y + insets.top,
                            width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }

    /// The point an anchor names: the middle of the edge, the centre, the baseline's middle.
    func point(_ anchor: LayoutSnapshot.Anchor) -> Point? {
        guard snapshot.items.indices.contains(anchor.item) else { return nil }
        let item = snapshot.items[anchor.item]
        var attribute = anchor.attribute
        var rect = absolute[anchor.item]
        if let guide = anchor.guide {
            rect = guideRect(anchor.item, guide)
        } else if attribute.isMargin {
            rect = margins(anchor.item)
            attribute = attribute.withoutMargin
        }
        let rightToLeft = item.layoutDirection == .rightToLeft
        let midX = rect.x + rect.width / 2, midY = rect.y + rect.height / 2
        switch attribute {
        case .left: return Point(x: rect.x, y: midY)
        case .right: return Point(x: rect.x + rect.width, y: midY)
        case .leading: return Point(x: rightToLeft ? rect.x + rect.width : rect.x, y: midY)
        case .trailing: return Point(x: rightToLeft ? rect.x : rect.x + rect.width, y: midY)
        case .top: return Point(x: midX, y: rect.y)
        case .bottom: return Point(x: midX, y: rect.y + rect.height)
        case .centerX, .centerY, .width, .height: return Point(x: midX, y: midY)
        case .firstBaseline:
            let offset = anchor.guide == nil ? item.firstBaseline : nil
            return Point(x: midX, y: offset.map { rect.y + $0 } ?? rect.y + rect.height)
        case .lastBaseline:
            let offset = anchor.guide == nil ? item.lastBaseline : nil
            return Point(x: midX, y: rect.y + rect.height - (offset ?? 0))
        default: return nil
        }
    }

    /// The two ends of the line that shows a constraint: its two anchors; for a constant alone, the
    /// parent's anchor it is measured from, or for a size the item's extent along that dimension.
    func line(for constraint: LayoutSnapshot.Constraint) -> (Point, Point)? {
        guard let start = point(constraint.first) else { return nil }
        if let second = constraint.second {
            guard let end = point(second) else { return nil }
            return (start, end)
        }
        let rect = absolute[constraint.first.item]
        switch constraint.first.attribute {
        case .width:
            return (Point(x: rect.x, y: start.y), Point(x: rect.x + rect.width, y: start.y))
        case .height:
            return (Point(x: start.x, y: rect.y), Point(x: start.x, y: rect.y + rect.height))
        default:
            guard let parent = snapshot.items[constraint.first.item].parent,
                  let attribute = constraint.first.attribute.parentAttributeForConstant,
                  let end = point(LayoutSnapshot.Anchor(item: parent, attribute: attribute)) else { return nil }
            return (start, end)
        }
    }
}
