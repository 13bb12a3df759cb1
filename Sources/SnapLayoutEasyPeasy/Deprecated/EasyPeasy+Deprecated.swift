import SnapLayoutModel

// EasyPeasy's 2016 spellings (its README of April 2016), kept so that code from then compiles,
// each forwarding to today's.

extension LayoutView {
    /// EasyPeasy's 2016 spelling of `easy.reload()`: re-evaluates every attribute's condition.
    ///
    /// ```swift
    /// view.easy_reload()   // view.easy.reload()
    /// ```
    @available(*, deprecated, renamed: "easy.reload()")
    public func easy_reload() { easy.reload() }

    /// EasyPeasy's 2016 spelling of `easy.clear()`: removes every constraint EasyPeasy made here.
    ///
    /// ```swift
    /// view.easy_clear()   // view.easy.clear()
    /// ```
    @available(*, deprecated, renamed: "easy.clear()")
    public func easy_clear() { easy.clear() }
}

extension LayoutGuide {
    /// EasyPeasy's 2016 spelling of `easy.reload()`: re-evaluates every attribute's condition.
    ///
    /// ```swift
    /// guide.easy_reload()   // guide.easy.reload()
    /// ```
    @available(*, deprecated, renamed: "easy.reload()")
    public func easy_reload() { easy.reload() }

    /// EasyPeasy's 2016 spelling of `easy.clear()`: removes every constraint EasyPeasy made here.
    ///
    /// ```swift
    /// guide.easy_clear()   // guide.easy.clear()
    /// ```
    @available(*, deprecated, renamed: "easy.clear()")
    public func easy_clear() { easy.clear() }
}
