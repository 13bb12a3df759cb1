import Foundation

/// A view whose intrinsic size is its text's plus padding: it gives the capture that text, so that
/// the layout pass's text system measures it, as it measures labels.
package protocol TextControl: LayoutView {
    /// The text and padding of the control at item `item`.
    func snapshotText(item: Int) -> LayoutSnapshot.Text
}

extension TextControl {
    /// The intrinsic size measured with `TextSystem.default` (what a control tells code that asks;
    /// a layout pass measures with its own text system).
    func measuredIntrinsicSize() -> CGSize {
        let text = snapshotText(item: 0)
        guard let padding = text.padding,
              let measured = try? TextSystem.default.measure(text.content, width: .unlimited, scale: Double(contentScaleFactor)) else {
            return CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
        }
        let size = padding.around(measured)
        return CGSize(width: size.width, height: size.height)
    }
}
