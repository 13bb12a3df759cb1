import SnapLayoutModel

/// Scroll views in documents: a view with `"kind": "scroll"` (UIKit's `UIScrollView`). Its subviews
/// are placed in the content's coordinates; its two guides are anchors `ID.content.ATTRIBUTE` and
/// `ID.frame.ATTRIBUTE`, and items of their own in the results (`ID.content`, `ID.frame`).
extension DocumentReader {
    /// The keys only a scroll view may have.
    static let scrollKeys = ["contentSize", "contentOffset", "contentInset", "contentInsetAdjustmentBehavior"]
    static let adjustmentBehaviors = ["automatic", "scrollableAxes", "never", "always"]

    /// What a scroll view's keys say, before its guides are items.
    struct PendingScroll {
        var view: Int
        var contentSize: LayoutSnapshot.AxisPair<Double>?
        var contentOffset = LayoutSnapshot.AxisPair<Double>(0, 0)
        var contentInset = LayoutSnapshot.Insets.zero
        var adjustment = "automatic"
    }

    /// Whether a view's members say `"kind": "scroll"`.
    static func isScrollView(_ members: [JSONMember]) -> Bool {
        if case .string("scroll", _)? = member(members, "kind") { return true }
        return false
    }

    /// A scroll view's keys; on any other view they are an error.
    static func readScroll(_ members: [JSONMember], view: Int, isScroll: Bool) throws(ReadError) -> PendingScroll? {
        guard isScroll else {
            if let key = scrollKeys.first(where: { member(members, $0) != nil }) {
                throw ReadError(message: "\(key) is allowed only on a scroll view (\"kind\": \"scroll\")")
            }
            return nil
        }
        var scroll = PendingScroll(view: view)
        if let v = member(members, "contentSize") {
            let size = try numbers(v, count: 2, nullable: false, what: "contentSize", nonNegative: true)
            scroll.contentSize = .init(size[0]!, size[1]!)
        }
        if let v = member(members, "contentOffset") {
            let offset = try numbers(v, count: 2, nullable: false, what: "contentOffset")
            scroll.contentOffset = .init(offset[0]!, offset[1]!)
        }
        if let v = member(members, "contentInset") { scroll.contentInset = try insets(v, what: "contentInset") }
        if let v = member(members, "contentInsetAdjustmentBehavior") {
            guard case .string(let text, _) = v, adjustmentBehaviors.contains(text) else {
                throw ReadError(message: "contentInsetAdjustmentBehavior must be one of \(adjustmentBehaviors.map { "\"\($0)\"" }.joined(separator: ", ")), found \(describe(v))")
            }
            scroll.adjustment = text
        }
        return scroll
    }

    /// The scroll views' guides appended as items (after every view), and their descriptions.
    mutating func resolveScrolls() -> [LayoutSnapshot.Scroll] {
        pendingScrolls.map { pending in
            let id = items[pending.view].id
            let content = appendGuide(id: "\(id).content", parent: pending.view, frame: pending.contentSize.map {
                LayoutSnapshot.Rect(x: 0, y: 0, width: $0.horizontal, height: $0.vertical)
            } ?? .zero)
            let frame = appendGuide(id: "\(id).frame", parent: pending.view, frame: .zero)
            scrollGuides[pending.view] = (content, frame)
            return LayoutSnapshot.Scroll(view: pending.view, content: content, frame: frame,
                                         contentOffset: pending.contentOffset, contentSize: pending.contentSize,
                                         contentInset: pending.contentInset, adjustment: pending.adjustment)
        }
    }

    private mutating func appendGuide(id: String, parent: Int, frame: LayoutSnapshot.Rect) -> Int {
        items.append(LayoutSnapshot.Item(id: id, parent: parent, kind: .guide, frame: frame,
                                         layoutDirection: items[parent].layoutDirection))
        return items.count - 1
    }
}
