import SnapLayoutModel

/// The constant parts of an anchor's rectangle (x, y, width, height) in the coordinates of the
/// row's space. Every step is the floating-point operation the rectangle of four expressions did
/// before, in the same order, so the rows' constants stay the same bit for bit (`0 + x` is not `x`
/// when `x` is −0).
struct RectConstants {
    var x: Double, y: Double, width: Double, height: Double

    func inset(_ insets: LayoutSnapshot.Insets) -> RectConstants {
        RectConstants(x: x + insets.left, y: y + insets.top,
                      width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }
}

/// Where an anchor rectangle holds the item's height variable: in its height (a view, its margins
/// and safe area), nowhere (a top layout guide's band is constant), or in its top (a bottom layout
/// guide starts the frame's height down, and its band is constant).
enum HeightTerm {
    case inHeight, none, inY
}

extension Builder {
    /// An item's alignment rectangle in `space`: the space's frame starts its alignment insets
    /// before its alignment rectangle (the position and size variables add nothing constant).
    func alignmentConstants(in space: Int) -> RectConstants {
        let insets = items[space].alignmentInsets
        return RectConstants(x: 0 + insets.left, y: 0 + insets.top, width: 0, height: 0)
    }

    /// The item's frame in `space`.
    func frameConstants(_ item: Int, in space: Int) -> RectConstants {
        let insets = items[item].alignmentInsets
        let rect = alignmentConstants(in: space)
        return RectConstants(x: rect.x - insets.left, y: rect.y - insets.top,
                             width: rect.width + (insets.left + insets.right),
                             height: rect.height + (insets.top + insets.bottom))
    }

    /// One of the item's implicit guides in `space`, and where the item's height variable is in it.
    func guideConstants(_ item: Int, _ guide: LayoutSnapshot.ImplicitGuide,
                        in space: Int) -> (rect: RectConstants, height: HeightTerm) {
        var rect = frameConstants(item, in: space)
        switch guide {
        case .safeArea:
            return (rect.inset(items[item].safeArea), .inHeight)
        case .margins:
            if items[item].insetsMarginsFromSafeArea { rect = rect.inset(items[item].safeArea) }
            return (rect.inset(items[item].margins), .inHeight)
        case .topLayoutGuide:
            rect.height = items[item].safeArea.top
            return (rect, .none)
        case .bottomLayoutGuide:
            rect.y = rect.y + rect.height - items[item].safeArea.bottom
            rect.height = items[item].safeArea.bottom
            return (rect, .inY)
        }
    }
}
