extension LayoutViewController {
    /// The band from the top of `view` down to its safe area's top, as UIKit's `topLayoutGuide`
    /// (deprecated there since iOS 11, still in SnapKit's and EasyPeasy's documentation): pin
    /// content below the bars with `topLayoutGuide.snp.bottom` or `topLayoutGuide.bottomAnchor`,
    /// the same edge as `view.safeAreaLayoutGuide.snp.top`. Loads the view.
    ///
    /// ```swift
    /// make.top.equalTo(self.topLayoutGuide.snp.bottom)
    /// ```
    public var topLayoutGuide: LayoutGuide { view.topLayoutSupportGuide }

    /// The band from the bottom of `view`'s safe area down to its bottom, as UIKit's
    /// `bottomLayoutGuide` (deprecated there since iOS 11): pin content above a tab bar with
    /// `bottomLayoutGuide.snp.top` or `bottomLayoutGuide.topAnchor`, the same edge as
    /// `view.safeAreaLayoutGuide.snp.bottom`. Loads the view.
    ///
    /// ```swift
    /// make.bottom.equalTo(self.bottomLayoutGuide.snp.top)
    /// ```
    public var bottomLayoutGuide: LayoutGuide { view.bottomLayoutSupportGuide }
}
