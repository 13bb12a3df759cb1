import Foundation
import SnapLayoutModel

/// Scroll views' content, as far as the model goes until it has scroll views of its own (issue
/// 40): UIKit attaches constraints between a scroll view's edges or margins and its content to
/// the content area, not the frame. Each scroll view gets a content guide, whose top-left corner
/// is the scroll view's (the content at offset zero, no inset) and whose size the content's
/// constraints decide; such constraints are redirected to it. Its `frameLayoutGuide` is a guide
/// pinned to its frame. Widths, heights and centres stay on the frame, as in UIKit.
struct ScrollContentGuides {
    private var content: [ObjectIdentifier: LayoutGuide] = [:]
    private var frame: [ObjectIdentifier: LayoutGuide] = [:]

    /// The content guide of `scrollView`, made on first use.
    mutating func contentGuide(of scrollView: LayoutView) -> LayoutGuide {
        if let guide = content[ObjectIdentifier(scrollView)] { return guide }
        let guide = LayoutGuide()
        guide.identifier = "\(scrollView.label ?? "scroll").contentLayoutGuide"
        scrollView.addLayoutGuide(guide)
        pin(guide, to: scrollView, attributes: [.left, .top])
        content[ObjectIdentifier(scrollView)] = guide
        return guide
    }

    /// The frame guide of `scrollView`, made on first use.
    mutating func frameGuide(of scrollView: LayoutView) -> LayoutGuide {
        if let guide = frame[ObjectIdentifier(scrollView)] { return guide }
        let guide = LayoutGuide()
        guide.identifier = "\(scrollView.label ?? "scroll").frameLayoutGuide"
        scrollView.addLayoutGuide(guide)
        pin(guide, to: scrollView, attributes: [.left, .top, .width, .height])
        frame[ObjectIdentifier(scrollView)] = guide
        return guide
    }

    private func pin(_ guide: LayoutGuide, to view: LayoutView, attributes: [LayoutAttribute]) {
        for attribute in attributes {
            // Between a guide and its owner: always valid.
            try? LayoutConstraint.checked(item: guide, attribute: attribute, relatedBy: .equal, toItem: view,
                                          attribute: attribute).activate()
        }
    }

    /// When one side is an edge or margin of a scroll view (of `scrollViews`) and the other an item
    /// inside it, moves that side to the scroll view's content guide (a margin becomes the edge,
    /// with the margin folded into the constant).
    mutating func redirect(first: inout any LayoutItem, firstAttribute: inout LayoutAttribute,
                           second: inout (any LayoutItem)?, secondAttribute: inout LayoutAttribute,
                           constant: inout Double, multiplier: Double, scrollViews: Set<String>) {
        guard let other = second else { return }
        if let scroll = scrollView(first, scrollViews), Self.isInside(other, scroll), let edge = Self.edge(firstAttribute) {
            constant -= Self.marginShift(firstAttribute, of: scroll)
            first = contentGuide(of: scroll)
            firstAttribute = edge
        } else if let scroll = scrollView(other, scrollViews), Self.isInside(first, scroll), let edge = Self.edge(secondAttribute) {
            constant += multiplier * Self.marginShift(secondAttribute, of: scroll)
            second = contentGuide(of: scroll)
            secondAttribute = edge
        }
    }

    private func scrollView(_ item: any LayoutItem, _ scrollViews: Set<String>) -> LayoutView? {
        guard let view = item as? LayoutView, let id = view.label, scrollViews.contains(id) else { return nil }
        return view
    }

    /// Whether `item` is a view or guide strictly inside `scroll`.
    private static func isInside(_ item: any LayoutItem, _ scroll: LayoutView) -> Bool {
        var view = (item as? LayoutView)?.superview ?? (item as? LayoutGuide)?.owningView
        if item is LayoutGuide, view === scroll { return false }
        while let current = view {
            if current === scroll { return true }
            view = current.superview
        }
        return false
    }

    /// The edge an edge or margin attribute stands for on the content, or `nil` for sizes and centres.
    private static func edge(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .left, .leftMargin: return .left
        case .right, .rightMargin: return .right
        case .top, .topMargin: return .top
        case .bottom, .bottomMargin: return .bottom
        case .leading, .leadingMargin: return .leading
        case .trailing, .trailingMargin: return .trailing
        default: return nil
        }
    }

    /// How far a margin attribute of `scroll` lies from the matching edge (inward positive on
    /// leading and top sides, negative on trailing and bottom ones), 0 for an edge.
    private static func marginShift(_ attribute: LayoutAttribute, of scroll: LayoutView) -> Double {
        let margins = scroll.layoutMargins
        let rtl = scroll.effectiveLayoutDirection == .rightToLeft
        switch attribute {
        case .leftMargin: return Double(margins.left)
        case .rightMargin: return -Double(margins.right)
        case .topMargin: return Double(margins.top)
        case .bottomMargin: return -Double(margins.bottom)
        case .leadingMargin: return Double(rtl ? margins.right : margins.left)
        case .trailingMargin: return -Double(rtl ? margins.left : margins.right)
        default: return 0
        }
    }
}
