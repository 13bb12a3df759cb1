// EasyPeasy's 2016 (Swift 2) capitalised reference attributes: `Left().to(headerView, .Left)`.
extension ReferenceAttribute {
    /// EasyPeasy's 2016 spelling of `.width`.
    ///
    /// ```swift
    /// view.easy.layout(Width().like(header, .Width))
    /// ```
    @available(*, deprecated, renamed: "width")
    public static var Width: ReferenceAttribute { .width }
    /// EasyPeasy's 2016 spelling of `.height`.
    ///
    /// ```swift
    /// view.easy.layout(Height().like(header, .Height))
    /// ```
    @available(*, deprecated, renamed: "height")
    public static var Height: ReferenceAttribute { .height }
    /// EasyPeasy's 2016 spelling of `.left`.
    ///
    /// ```swift
    /// view.easy.layout(Left().to(header, .Left))
    /// ```
    @available(*, deprecated, renamed: "left")
    public static var Left: ReferenceAttribute { .left }
    /// EasyPeasy's 2016 spelling of `.right`.
    ///
    /// ```swift
    /// view.easy.layout(Right().to(header, .Right))
    /// ```
    @available(*, deprecated, renamed: "right")
    public static var Right: ReferenceAttribute { .right }
    /// EasyPeasy's 2016 spelling of `.top`.
    ///
    /// ```swift
    /// view.easy.layout(Top().to(header, .Top))
    /// ```
    @available(*, deprecated, renamed: "top")
    public static var Top: ReferenceAttribute { .top }
    /// EasyPeasy's 2016 spelling of `.bottom`.
    ///
    /// ```swift
    /// view.easy.layout(Bottom().to(header, .Bottom))
    /// ```
    @available(*, deprecated, renamed: "bottom")
    public static var Bottom: ReferenceAttribute { .bottom }
    /// EasyPeasy's 2016 spelling of `.leading`.
    ///
    /// ```swift
    /// view.easy.layout(Leading().to(header, .Leading))
    /// ```
    @available(*, deprecated, renamed: "leading")
    public static var Leading: ReferenceAttribute { .leading }
    /// EasyPeasy's 2016 spelling of `.trailing`.
    ///
    /// ```swift
    /// view.easy.layout(Trailing().to(header, .Trailing))
    /// ```
    @available(*, deprecated, renamed: "trailing")
    public static var Trailing: ReferenceAttribute { .trailing }
    /// EasyPeasy's 2016 spelling of `.centerX`.
    ///
    /// ```swift
    /// view.easy.layout(CenterX().to(header, .CenterX))
    /// ```
    @available(*, deprecated, renamed: "centerX")
    public static var CenterX: ReferenceAttribute { .centerX }
    /// EasyPeasy's 2016 spelling of `.centerY`.
    ///
    /// ```swift
    /// view.easy.layout(CenterY().to(header, .CenterY))
    /// ```
    @available(*, deprecated, renamed: "centerY")
    public static var CenterY: ReferenceAttribute { .centerY }
    /// EasyPeasy's 2016 spelling of `.firstBaseline`.
    ///
    /// ```swift
    /// view.easy.layout(FirstBaseline().to(header, .FirstBaseline))
    /// ```
    @available(*, deprecated, renamed: "firstBaseline")
    public static var FirstBaseline: ReferenceAttribute { .firstBaseline }
    /// EasyPeasy's 2016 spelling of `.lastBaseline`.
    ///
    /// ```swift
    /// view.easy.layout(LastBaseline().to(header, .LastBaseline))
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public static var LastBaseline: ReferenceAttribute { .lastBaseline }
    /// EasyPeasy's 2016 spelling of `.leftMargin`.
    ///
    /// ```swift
    /// view.easy.layout(LeftMargin().to(header, .LeftMargin))
    /// ```
    @available(*, deprecated, renamed: "leftMargin")
    public static var LeftMargin: ReferenceAttribute { .leftMargin }
    /// EasyPeasy's 2016 spelling of `.rightMargin`.
    ///
    /// ```swift
    /// view.easy.layout(RightMargin().to(header, .RightMargin))
    /// ```
    @available(*, deprecated, renamed: "rightMargin")
    public static var RightMargin: ReferenceAttribute { .rightMargin }
    /// EasyPeasy's 2016 spelling of `.topMargin`.
    ///
    /// ```swift
    /// view.easy.layout(TopMargin().to(header, .TopMargin))
    /// ```
    @available(*, deprecated, renamed: "topMargin")
    public static var TopMargin: ReferenceAttribute { .topMargin }
    /// EasyPeasy's 2016 spelling of `.bottomMargin`.
    ///
    /// ```swift
    /// view.easy.layout(BottomMargin().to(header, .BottomMargin))
    /// ```
    @available(*, deprecated, renamed: "bottomMargin")
    public static var BottomMargin: ReferenceAttribute { .bottomMargin }
    /// EasyPeasy's 2016 spelling of `.leadingMargin`.
    ///
    /// ```swift
    /// view.easy.layout(LeadingMargin().to(header, .LeadingMargin))
    /// ```
    @available(*, deprecated, renamed: "leadingMargin")
    public static var LeadingMargin: ReferenceAttribute { .leadingMargin }
    /// EasyPeasy's 2016 spelling of `.trailingMargin`.
    ///
    /// ```swift
    /// view.easy.layout(TrailingMargin().to(header, .TrailingMargin))
    /// ```
    @available(*, deprecated, renamed: "trailingMargin")
    public static var TrailingMargin: ReferenceAttribute { .trailingMargin }
    /// EasyPeasy's 2016 spelling of `.centerXWithinMargins`.
    ///
    /// ```swift
    /// view.easy.layout(CenterXWithinMargins().to(header, .CenterXWithinMargins))
    /// ```
    @available(*, deprecated, renamed: "centerXWithinMargins")
    public static var CenterXWithinMargins: ReferenceAttribute { .centerXWithinMargins }
    /// EasyPeasy's 2016 spelling of `.centerYWithinMargins`.
    ///
    /// ```swift
    /// view.easy.layout(CenterYWithinMargins().to(header, .CenterYWithinMargins))
    /// ```
    @available(*, deprecated, renamed: "centerYWithinMargins")
    public static var CenterYWithinMargins: ReferenceAttribute { .centerYWithinMargins }
}
