/// How a scroll view's safe area adds to its content inset (UIKit's `adjustedContentInset`), shared by
/// `LayoutScrollView` and pictures of documents.
public enum ContentInsetAdjustment {
    /// The content inset plus the safe area on the edges `behavior` adjusts: none for `never`,
    /// every edge for `always`, the scrollable axes' edges for `scrollableAxes`, and for `automatic`
    /// those and the vertical ones always when the scroll view is a view controller's view. An axis
    /// scrolls when the content is larger than the frame less the inset on it, or when it bounces.
    public static func adjusted(inset: LayoutSnapshot.Insets, safeArea: LayoutSnapshot.Insets, behavior: String,
                                contentSize: LayoutSnapshot.AxisPair<Double>, frameSize: LayoutSnapshot.AxisPair<Double>,
                                bounces: LayoutSnapshot.AxisPair<Bool> = .init(false, false),
                                isControllerView: Bool = false) -> LayoutSnapshot.Insets {
        let vertical = bounces.vertical || contentSize.vertical > frameSize.vertical - inset.top - inset.bottom
        let horizontal = bounces.horizontal || contentSize.horizontal > frameSize.horizontal - inset.left - inset.right
        let axes: (horizontal: Bool, vertical: Bool)
        switch behavior {
        case "never": axes = (false, false)
        case "always": axes = (true, true)
        case "scrollableAxes": axes = (horizontal, vertical)
        default: axes = (horizontal, vertical || isControllerView)
        }
        return LayoutSnapshot.Insets(top: inset.top + (axes.vertical ? safeArea.top : 0),
                                     left: inset.left + (axes.horizontal ? safeArea.left : 0),
                                     bottom: inset.bottom + (axes.vertical ? safeArea.bottom : 0),
                                     right: inset.right + (axes.horizontal ? safeArea.right : 0))
    }
}
