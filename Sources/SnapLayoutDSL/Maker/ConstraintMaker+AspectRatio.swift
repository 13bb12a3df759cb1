import Foundation
import SnapLayoutModel

extension ConstraintMaker {
    /// Keeps the item's width to height at `width : height`: `make.aspectRatio(16, by: 9)` makes
    /// `width == height × 16/9`, one required constraint on the item itself (chain `.priority(_:)`
    /// to soften it). Both sides must be positive finite numbers; otherwise the mistake is reported
    /// and nothing is made.
    ///
    /// ```swift
    /// make.aspectRatio(16, by: 9)
    /// make.aspectRatio(1, by: 1).priority(.high)   // square, unless something must give
    /// ```
    @discardableResult
    public func aspectRatio(_ width: CGFloat, by height: CGFloat,
                            _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        let ratio = width / height
        guard width > 0, height > 0, ratio.isFinite, LayoutLimits.multiplierProblem(Double(ratio)) == nil else {
            let chain = makeExtendable(.width)
            chain.description.isInvalid = true
            DSLReport.write(.invalidConstraint,
                            "aspect ratio \(width) by \(height) on \(item.debugName): both sides must be positive and finite",
                            at: ConstraintLocation(file: file, line: line))
            return ConstraintMakerEditable(chain.description)
        }
        return self.width.equalTo(ConstraintItem(target: item, attributes: .height), file, line).multipliedBy(ratio)
    }
}
