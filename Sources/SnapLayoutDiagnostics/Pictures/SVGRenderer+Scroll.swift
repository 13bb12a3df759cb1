import SnapLayoutModel

/// Scroll views in pictures: the content area and the visible rectangle are their guides (dashed,
/// `ID.content` and `ID.frame`); the adjusted content inset is a band inside the visible rectangle,
/// and a note gives the content size, the offset and the inset.
extension SVGRenderer {
    /// The adjusted content inset of each scroll view, as a band inside its visible rectangle.
    func scrollInsets(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry) -> [SVGElement] {
        diagnosis.snapshot.scrolls.compactMap { scroll in
            let inset = adjustedInset(scroll, diagnosis.snapshot, frames: diagnosis.frames)
            guard inset != .zero else { return nil }
            let visible = geometry.absolute[scroll.frame]
            return band(visible, RenderGeometry.inset(visible, inset), fill: style.contentInsetFill, opacity: 0.18)
        }
    }

    /// One line per scroll view: its content size, offset and adjusted inset.
    func scrollNotes(_ snapshot: LayoutSnapshot, frames: [LayoutSnapshot.Rect]?) -> [String] {
        guard let frames else { return [] }
        let n = { (v: Double) in NumberFormat.string(v) }
        return snapshot.scrolls.map { scroll in
            let content = frames[scroll.content]
            let i = adjustedInset(scroll, snapshot, frames: frames)
            return "scroll \(PictureText.shown(snapshot.items[scroll.view].id)): content \(n(content.width)) × \(n(content.height)), "
                + "offset \(n(scroll.contentOffset.horizontal)), \(n(scroll.contentOffset.vertical)), "
                + "adjusted inset \(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)) (\(scroll.adjustment))"
        }
    }

    private func adjustedInset(_ scroll: LayoutSnapshot.Scroll, _ snapshot: LayoutSnapshot,
                               frames: [LayoutSnapshot.Rect]) -> LayoutSnapshot.Insets {
        let content = frames[scroll.content], view = frames[scroll.view]
        return ContentInsetAdjustment.adjusted(inset: scroll.contentInset, safeArea: snapshot.items[scroll.view].safeArea,
                                               behavior: scroll.adjustment,
                                               contentSize: .init(content.width, content.height),
                                               frameSize: .init(view.width, view.height))
    }
}
