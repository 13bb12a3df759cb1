import SnapLayoutModel

/// One component of an item's parent-relative frame (x, y, width or height): one or two terms,
/// sorted by variable, and a constant, with no array. The one description of a frame: a
/// `FrameProbe`'s expressions are made from it (`LinearExpression`), and a layout solved without a
/// `LinearSystem` reads its frames from it (`value(_:)`), the same numbers bit for bit.
struct FramePart {
    var constant: Double
    var first: LinearTerm
    var second: LinearTerm?

    /// The component as an expression (a probe's).
    var expression: LinearExpression {
        guard let second else { return LinearExpression(normalisedTerms: [first], constant: constant) }
        return LinearExpression(normalisedTerms: [first, second], constant: constant)
    }

    /// The component's value: `expression.value(values)`, the same operations in the same order.
    func value(_ values: [Double]) -> Double {
        var sum = constant
        sum += first.coefficient * values[first.variable]
        if let second { sum += second.coefficient * values[second.variable] }
        return sum
    }
}

extension Builder {
    /// The parent-relative frame of `item`: x, y, width, height.
    func frameParts(_ item: Int) -> (x: FramePart, y: FramePart, width: FramePart, height: FramePart) {
        let insets = items[item].alignmentInsets
        let width = FramePart(constant: 0 + (insets.left + insets.right),
                              first: LinearTerm(variable: variableIndex(item, .width), coefficient: 1))
        let height = FramePart(constant: 0 + (insets.top + insets.bottom),
                               first: LinearTerm(variable: variableIndex(item, .height), coefficient: 1))
        guard let parent = items[item].parent else {
            // The root's frame is absolute: its own variables, not its position within itself.
            return (FramePart(constant: 0 - insets.left, first: LinearTerm(variable: variableIndex(item, .x), coefficient: 1)),
                    FramePart(constant: 0 - insets.top, first: LinearTerm(variable: variableIndex(item, .y), coefficient: 1)),
                    width, height)
        }
        let frame = frameConstants(item, in: parent)
        return (position(of: item, inParent: parent, .horizontal, constant: frame.x),
                position(of: item, inParent: parent, .vertical, constant: frame.y), width, height)
    }

    /// The parent-relative frame of `item` as expressions: x, y, width, height.
    func frameComponents(_ item: Int) -> [LinearExpression] {
        let parts = frameParts(item)
        return [parts.x.expression, parts.y.expression, parts.width.expression, parts.height.expression]
    }

    /// The frame of `item` for the variables' `values` (as `LinearSystem.frames(_:)` reads it).
    func frame(_ item: Int, _ values: [Double]) -> LayoutSnapshot.Rect {
        let parts = frameParts(item)
        return LayoutSnapshot.Rect(x: parts.x.value(values), y: parts.y.value(values),
                                   width: parts.width.value(values), height: parts.height.value(values))
    }

    /// The position of `item`'s frame along `axis` in its parent's alignment rectangle, whose
    /// constant part is `constant`: what `TreePositions.appendPosition` gives.
    func position(of item: Int, inParent parent: Int, _ axis: LayoutAxis, constant: Double) -> FramePart {
        let own = LinearTerm(variable: variableIndex(item, .position(axis)), coefficient: 1)
        // An absolute item's position in its parent is the difference of theirs (the root's is 0).
        guard tree.isAbsolute(item, on: axis), tree.parent[parent] != nil else {
            return FramePart(constant: constant, first: own)
        }
        let parentTerm = LinearTerm(variable: variableIndex(parent, .position(axis)), coefficient: -1)
        return parentTerm.variable < own.variable ? FramePart(constant: constant, first: parentTerm, second: own)
            : FramePart(constant: constant, first: own, second: parentTerm)
    }
}
