import SnapLayoutModel

extension LayoutStackView {
    /// UIKit's `UIStackView.Distribution` (`.fill`, `.fillEqually`, `.fillProportionally`,
    /// `.equalSpacing`, `.equalCentering`), for code that spells the nested name.
    public typealias Distribution = StackDistribution

    /// UIKit's `UIStackView.Alignment` (`.fill`, `.leading` or `.top`, `.firstBaseline`, `.center`,
    /// `.trailing` or `.bottom`, `.lastBaseline`), for code that spells the nested name.
    public typealias Alignment = StackAlignment
}
