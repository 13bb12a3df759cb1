// EasyPeasy's 2016 (Swift 2) capitalised reference attributes: `Left().to(headerView, .Left)`.
extension ReferenceAttribute {
    /// EasyPeasy's 2016 spelling of `.width`.
    @available(*, deprecated, renamed: "width")
    public static var Width: ReferenceAttribute { .width }
    /// EasyPeasy's 2016 spelling of `.height`.
    @available(*, deprecated, renamed: "height")
    public static var Height: ReferenceAttribute { .height }
    /// EasyPeasy's 2016 spelling of `.left`.
    @available(*, deprecated, renamed: "left")
    public static var Left: ReferenceAttribute { .left }
    /// EasyPeasy's 2016 spelling of `.right`.
    @available(*, deprecated, renamed: "right")
    public static var Right: ReferenceAttribute { .right }
    /// EasyPeasy's 2016 spelling of `.top`.
    @available(*, deprecated, renamed: "top")
    public static var Top: ReferenceAttribute { .top }
    /// EasyPeasy's 2016 spelling of `.bottom`.
    @available(*, deprecated, renamed: "bottom")
    public static var Bottom: ReferenceAttribute { .bottom }
    /// EasyPeasy's 2016 spelling of `.leading`.
    @available(*, deprecated, renamed: "leading")
    public static var Leading: ReferenceAttribute { .leading }
    /// EasyPeasy's 2016 spelling of `.trailing`.
    @available(*, deprecated, renamed: "trailing")
    public static var Trailing: ReferenceAttribute { .trailing }
    /// EasyPeasy's 2016 spelling of `.centerX`.
    @available(*, deprecated, renamed: "centerX")
    public static var CenterX: ReferenceAttribute { .centerX }
    /// EasyPeasy's 2016 spelling of `.centerY`.
    @available(*, deprecated, renamed: "centerY")
    public static var CenterY: ReferenceAttribute { .centerY }
    /// EasyPeasy's 2016 spelling of `.firstBaseline`.
    @available(*, deprecated, renamed: "firstBaseline")
    public static var FirstBaseline: ReferenceAttribute { .firstBaseline }
    /// EasyPeasy's 2016 spelling of `.lastBaseline`.
    @available(*, deprecated, renamed: "lastBaseline")
    public static var LastBaseline: ReferenceAttribute { .lastBaseline }
    /// EasyPeasy's 2016 spelling of `.leftMargin`.
    @available(*, deprecated, renamed: "leftMargin")
    public static var LeftMargin: ReferenceAttribute { .leftMargin }
    /// EasyPeasy's 2016 spelling of `.rightMargin`.
    @available(*, deprecated, renamed: "rightMargin")
    public static var RightMargin: ReferenceAttribute { .rightMargin }
    /// EasyPeasy's 2016 spelling of `.topMargin`.
    @available(*, deprecated, renamed: "topMargin")
    public static var TopMargin: ReferenceAttribute { .topMargin }
    /// EasyPeasy's 2016 spelling of `.bottomMargin`.
    @available(*, deprecated, renamed: "bottomMargin")
    public static var BottomMargin: ReferenceAttribute { .bottomMargin }
    /// EasyPeasy's 2016 spelling of `.leadingMargin`.
    @available(*, deprecated, renamed: "leadingMargin")
    public static var LeadingMargin: ReferenceAttribute { .leadingMargin }
    /// EasyPeasy's 2016 spelling of `.trailingMargin`.
    @available(*, deprecated, renamed: "trailingMargin")
    public static var TrailingMargin: ReferenceAttribute { .trailingMargin }
    /// EasyPeasy's 2016 spelling of `.centerXWithinMargins`.
    @available(*, deprecated, renamed: "centerXWithinMargins")
    public static var CenterXWithinMargins: ReferenceAttribute { .centerXWithinMargins }
    /// EasyPeasy's 2016 spelling of `.centerYWithinMargins`.
    @available(*, deprecated, renamed: "centerYWithinMargins")
    public static var CenterYWithinMargins: ReferenceAttribute { .centerYWithinMargins }
}
