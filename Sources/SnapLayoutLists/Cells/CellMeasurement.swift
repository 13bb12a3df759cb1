import Foundation
import SnapLayoutEngine
import SnapLayoutModel

/// How lists measure self-sizing cells, headers and footers: UIKit's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` through the
/// engine that lays the list out.
enum CellMeasurement {
    /// The height `view`'s constraints give it at `width` (the width required, the height as small
    /// as it can be: UIKit's `fittingSizeLevel`), as a table measures a row.
    static func height(of view: LayoutView, width: CGFloat, engine: LayoutEngine) -> CGFloat {
        engine.fittingSize(of: view, target: CGSize(width: width, height: 0),
                           horizontalPriority: .required, verticalPriority: .fittingSizeLevel).height
    }

    /// The size `view`'s constraints give it pulled toward `estimate` at the fitting level on both
    /// axes, as a flow layout measures a self-sizing item (`preferredLayoutAttributesFitting(_:)`).
    static func size(of view: LayoutView, estimate: CGSize, engine: LayoutEngine) -> CGSize {
        engine.fittingSize(of: view, target: estimate, horizontalPriority: .fittingSizeLevel, verticalPriority: .fittingSizeLevel)
    }

    /// `value` rounded up to the pixel grid of `scale` (as lists size rows), a hair of round-off kept down.
    static func pixelCeiling(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, value.isFinite else { return value }
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
