// Swift 1 and 2 imported UIKit's enums with capitalised cases (`NSLayoutAttribute.Top`,
// `NSLayoutRelation.Equal`), and the READMEs of that time (Snap, Snappy, EasyPeasy 2016) write
// them so. With a user's `typealias NSLayoutAttribute = LayoutAttribute` these let that code
// compile; Swift 3 lowercased them, as the cases here are.

extension LayoutAttribute {
    /// Swift 2's `.Left`.
    @available(*, deprecated, renamed: "left") public static var Left: LayoutAttribute { .left }
    /// Swift 2's `.Right`.
    @available(*, deprecated, renamed: "right") public static var Right: LayoutAttribute { .right }
    /// Swift 2's `.Top`.
    @available(*, deprecated, renamed: "top") public static var Top: LayoutAttribute { .top }
    /// Swift 2's `.Bottom`.
    @available(*, deprecated, renamed: "bottom") public static var Bottom: LayoutAttribute { .bottom }
    /// Swift 2's `.Leading`.
    @available(*, deprecated, renamed: "leading") public static var Leading: LayoutAttribute { .leading }
    /// Swift 2's `.Trailing`.
    @available(*, deprecated, renamed: "trailing") public static var Trailing: LayoutAttribute { .trailing }
    /// Swift 2's `.Width`.
    @available(*, deprecated, renamed: "width") public static var Width: LayoutAttribute { .width }
    /// Swift 2's `.Height`.
    @available(*, deprecated, renamed: "height") public static var Height: LayoutAttribute { .height }
    /// Swift 2's `.CenterX`.
    @available(*, deprecated, renamed: "centerX") public static var CenterX: LayoutAttribute { .centerX }
    /// Swift 2's `.CenterY`.
    @available(*, deprecated, renamed: "centerY") public static var CenterY: LayoutAttribute { .centerY }
    /// Swift 2's `.Baseline`, which UIKit defined as the last baseline.
    @available(*, deprecated, renamed: "lastBaseline") public static var Baseline: LayoutAttribute { .lastBaseline }
    /// Swift 2's `.FirstBaseline`.
    @available(*, deprecated, renamed: "firstBaseline") public static var FirstBaseline: LayoutAttribute { .firstBaseline }
    /// Swift 2's `.LastBaseline`.
    @available(*, deprecated, renamed: "lastBaseline") public static var LastBaseline: LayoutAttribute { .lastBaseline }
    /// Swift 2's `.NotAnAttribute`.
    @available(*, deprecated, renamed: "notAnAttribute") public static var NotAnAttribute: LayoutAttribute { .notAnAttribute }
}

extension LayoutRelation {
    /// Swift 2's `.Equal`.
    @available(*, deprecated, renamed: "equal") public static var Equal: LayoutRelation { .equal }
    /// Swift 2's `.LessThanOrEqual`.
    @available(*, deprecated, renamed: "lessThanOrEqual") public static var LessThanOrEqual: LayoutRelation { .lessThanOrEqual }
    /// Swift 2's `.GreaterThanOrEqual`.
    @available(*, deprecated, renamed: "greaterThanOrEqual") public static var GreaterThanOrEqual: LayoutRelation { .greaterThanOrEqual }
}
