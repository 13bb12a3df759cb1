extension LayoutAttribute {
    /// Why `self` cannot be related to `other` (UIKit's rules), or `nil` when it can.
    ///
    /// Attributes of different axes cannot be related, except `width` and `height` (aspect ratios);
    /// a location cannot be related to a size; leading / trailing (and their margins) cannot be
    /// related to left / right (and theirs).
    public func pairingProblem(with other: LayoutAttribute) -> String? {
        if self == .notAnAttribute || other == .notAnAttribute {
            return "'notAnAttribute' cannot be related"
        }
        if isSize != other.isSize {
            let (location, size) = isSize ? (other, self) : (self, other)
            return "cannot relate a location attribute (\(location)) to a size attribute (\(size))"
        }
        if isSize { return nil }
        if axis != other.axis {
            return "cannot relate attributes of different axes (\(self) is \(axis == .horizontal ? "horizontal" : "vertical"), \(other) is \(other.axis == .horizontal ? "horizontal" : "vertical"))"
        }
        if (isDirectional && other.isLeftOrRight) || (isLeftOrRight && other.isDirectional) {
            return "cannot relate leading/trailing to left/right (\(self), \(other))"
        }
        return nil
    }
}
