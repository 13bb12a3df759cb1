/// What a scroll view adds to the constraints (the concrete views' seam, beside stacks'): its
/// content guide at the content's origin, its frame guide at the content offset and the scroll view's
/// size; and UIKit's older rule, by which a constraint between a view inside the scroll view and an
/// edge of the scroll view itself is to the content's edge (Apple's Technical Note TN2154), while
/// its width, height and centre stay the frame's.
enum ScrollRules {
    /// The generated constraints of `scroll`, named `SCROLL.UIScrollView-….x|y|width|height`.
    static func constraints(_ scroll: LayoutSnapshot.Scroll, id: String) -> [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)] {
        typealias C = LayoutSnapshot.Constraint
        typealias A = LayoutSnapshot.Anchor
        func named(_ kind: StackConstraint.Kind, _ detail: String) -> StackConstraint {
            StackConstraint(stack: id, kind: kind, details: [detail])
        }
        var size: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)] = []
        if let set = scroll.contentSize {
            let priority = LayoutSnapshot.Scroll.contentSizePriority
            size = [(C(first: A(item: scroll.content, attribute: .width), relation: .equal, constant: set.horizontal, priority: priority),
                     named(.scrollContentSize, "width")),
                    (C(first: A(item: scroll.content, attribute: .height), relation: .equal, constant: set.vertical, priority: priority),
                     named(.scrollContentSize, "height"))]
        }
        return size + [
            (C(first: A(item: scroll.content, attribute: .left), relation: .equal), named(.scrollContentOrigin, "x")),
            (C(first: A(item: scroll.content, attribute: .top), relation: .equal), named(.scrollContentOrigin, "y")),
            (C(first: A(item: scroll.frame, attribute: .left), relation: .equal, constant: scroll.contentOffset.horizontal),
             named(.scrollFrameGuide, "x")),
            (C(first: A(item: scroll.frame, attribute: .top), relation: .equal, constant: scroll.contentOffset.vertical),
             named(.scrollFrameGuide, "y")),
            (C(first: A(item: scroll.frame, attribute: .width), relation: .equal, second: A(item: scroll.view, attribute: .width)),
             named(.scrollFrameGuide, "width")),
            (C(first: A(item: scroll.frame, attribute: .height), relation: .equal, second: A(item: scroll.view, attribute: .height)),
             named(.scrollFrameGuide, "height")),
        ]
    }

    /// `constraint` with an edge of a scroll view read as its content's edge where the other side is
    /// inside that scroll view.
    static func resolving(_ constraint: LayoutSnapshot.Constraint, scrolls: [Int: LayoutSnapshot.Scroll],
                          items: [LayoutSnapshot.Item]) -> LayoutSnapshot.Constraint {
        var result = constraint
        func isInside(_ item: Int, _ scroll: Int) -> Bool {
            var current = items[item].parent
            var steps = 0
            while let parent = current, steps <= items.count {
                if parent == scroll { return item != scroll }
                current = items[parent].parent
                steps += 1
            }
            return false
        }
        // A margin of the scroll view seen from inside is the content's edge, the margin folded into
        // the constant (what Interface Builder's stored frames show, `snaplayout ib`'s corpus).
        func retarget(_ anchor: LayoutSnapshot.Anchor, other: Int?) -> (LayoutSnapshot.Anchor, shift: Double) {
            guard anchor.guide == nil, let edge = anchor.attribute.contentEdge, let scroll = scrolls[anchor.item],
                  let other, isInside(other, anchor.item) else { return (anchor, 0) }
            return (LayoutSnapshot.Anchor(item: scroll.content, attribute: edge), marginShift(anchor.attribute, items[anchor.item]))
        }
        let firstItem = constraint.first.item
        let secondItem = constraint.second?.item
        // A number alone on an edge of a scroll view's child is measured from the parent's edge:
        // the content's (`make.bottom.equalToSuperview()` in a scroll view ends the content).
        if secondItem == nil, constraint.first.guide == nil, constraint.first.attribute.isEdge, items[firstItem].kind == .view,
           let parent = items[firstItem].parent, let scroll = scrolls[parent], constraint.multiplier == 1 {
            result.second = LayoutSnapshot.Anchor(item: scroll.content, attribute: constraint.first.attribute)
            return result
        }
        let (first, firstShift) = retarget(constraint.first, other: secondItem)
        result.first = first
        result.constant -= firstShift
        if let second = constraint.second {
            let (resolved, shift) = retarget(second, other: firstItem)
            result.second = resolved
            result.constant += constraint.multiplier * shift
        }
        return result
    }

    /// How far a margin attribute lies inside the matching edge (positive on the leading and top
    /// sides, negative on the trailing and bottom ones; mirrored right to left), 0 for an edge.
    static func marginShift(_ attribute: LayoutAttribute, _ item: LayoutSnapshot.Item) -> Double {
        var m = item.margins
        if item.insetsMarginsFromSafeArea {
            m = LayoutSnapshot.Insets(top: m.top + item.safeArea.top, left: m.left + item.safeArea.left,
                                      bottom: m.bottom + item.safeArea.bottom, right: m.right + item.safeArea.right)
        }
        let rtl = item.layoutDirection == .rightToLeft
        switch attribute {
        case .leftMargin: return m.left
        case .rightMargin: return -m.right
        case .topMargin: return m.top
        case .bottomMargin: return -m.bottom
        case .leadingMargin: return rtl ? m.right : m.left
        case .trailingMargin: return -(rtl ? m.left : m.right)
        default: return 0
        }
    }
}

extension LayoutAttribute {
    /// Left, right, top, bottom, leading or trailing: an edge (not a margin, centre, size or baseline).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    /// The content edge an edge or margin of a scroll view stands for, `nil` for sizes, centres and baselines.
    var contentEdge: LayoutAttribute? {
        switch self {
        case .left, .leftMargin: return .left
        case .right, .rightMargin: return .right
        case .top, .topMargin: return .top
        case .bottom, .bottomMargin: return .bottom
        case .leading, .leadingMargin: return .leading
        case .trailing, .trailingMargin: return .trailing
        default: return nil
        }
    }
}
