import SnapLayoutModel

extension LayoutView {
    /// Configures this view in place and returns it, so that a view is made, set up and kept in one
    /// expression (the `then` of the Then library, often used next to SnapKit). The closure gets
    /// the view with its own type: a stack's `axis` and `spacing` are at hand.
    ///
    /// ```swift
    /// let column = LayoutStackView(arrangedSubviews: [a, b]).then {
    ///     $0.axis = .vertical
    ///     $0.spacing = 8
    /// }
    /// view.addSubview(column)
    /// column.snp.makeConstraints { make in
    ///     make.edges.equalToSuperview().inset(16)
    /// }
    /// ```
    public func then(_ configure: (Self) throws -> Void) rethrows -> Self {
        try configure(self)
        return self
    }
}
