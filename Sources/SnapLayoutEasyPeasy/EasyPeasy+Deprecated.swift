import SnapLayoutModel

// EasyPeasy's 2016 spellings (its README of April 2016), kept so that code from then compiles,
// each forwarding to today's.

extension LayoutView {
    /// EasyPeasy's 2016 spelling of `easy.reload()`: re-evaluates every attribute's condition.
    @available(*, deprecated, renamed: "easy.reload()")
    public func easy_reload() { easy.reload() }

    /// EasyPeasy's 2016 spelling of `easy.clear()`: removes every constraint EasyPeasy made here.
    @available(*, deprecated, renamed: "easy.clear()")
    public func easy_clear() { easy.clear() }
}

extension LayoutGuide {
    /// EasyPeasy's 2016 spelling of `easy.reload()`: re-evaluates every attribute's condition.
    @available(*, deprecated, renamed: "easy.reload()")
    public func easy_reload() { easy.reload() }

    /// EasyPeasy's 2016 spelling of `easy.clear()`: removes every constraint EasyPeasy made here.
    @available(*, deprecated, renamed: "easy.clear()")
    public func easy_clear() { easy.clear() }
}
