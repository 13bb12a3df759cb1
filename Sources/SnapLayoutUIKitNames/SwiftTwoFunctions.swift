import Foundation
import SnapLayoutModel

// The C-style constructors of Swift 2 (`UIEdgeInsetsMake(20, 20, 20, 20)` is still in SnapKit's
// documentation). Apple removed them in Swift 3 in favour of labelled initialisers; they are kept
// here, deprecated with the replacement named, so that old snippets compile and say what to write.

/// Swift 2's `UIEdgeInsetsMake`, in UIKit's argument order: top, left, bottom, right.
@available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Swift 2's `CGSizeMake`.
@available(*, deprecated, renamed: "CGSize(width:height:)")
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// Swift 2's `CGPointMake`.
@available(*, deprecated, renamed: "CGPoint(x:y:)")
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}

/// Swift 2's `CGRectMake`.
@available(*, deprecated, renamed: "CGRect(x:y:width:height:)")
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
