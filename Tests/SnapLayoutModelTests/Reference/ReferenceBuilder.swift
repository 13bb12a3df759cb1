@testable import SnapLayoutLinearSystem
import SnapLayoutModel

/// The builder's rows as they were built before issue 20 (a rectangle of four expressions per
/// anchor, combined with expression arithmetic), kept to check that the direct construction gives
/// the same terms and the same constants bit for bit.
struct ReferenceRectangle {
    var x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression

    func inset(_ insets: LayoutSnapshot.Insets) -> ReferenceRectangle {
        ReferenceRectangle(x: x + insets.left, y: y + insets.top,
                           width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }
}

extension Builder {
    func referencePosition(of item: Int, in space: Int, axis: LayoutAxis) -> LinearExpression {
        let k = axis == .horizontal ? 0 : 1
        let common = tree.commonAncestor(item, space)
        let variable = { (node: Int) in FrameVariable(item: node, component: .position(axis)).index }
        func walk(_ start: Int) -> (sum: LinearExpression, reachedAbsolute: Bool) {
            var sum = LinearExpression()
            var node = start
            while node != common {
                sum.add(LinearExpression(variable: variable(node)))
                if tree.isAbsolute[k][node] { return (sum, true) }
                node = tree.parent[node]!
            }
            return (sum, false)
        }
        var (result, itemAbsolute) = walk(item)
        let (other, spaceAbsolute) = walk(space)
        result.add(other, times: -1)
        if itemAbsolute != spaceAbsolute, tree.parent[common] != nil {
            result.add(LinearExpression(variable: variable(common)), times: itemAbsolute ? -1 : 1)
        }
        return result
    }

    func referenceAlignmentRect(_ item: Int, in space: Int, axis: LayoutAxis?) -> ReferenceRectangle {
        let x = axis == .horizontal ? referencePosition(of: item, in: space, axis: .horizontal) : LinearExpression()
        let y = axis == .vertical ? referencePosition(of: item, in: space, axis: .vertical) : LinearExpression()
        let insets = items[space].alignmentInsets
        return ReferenceRectangle(x: x + insets.left, y: y + insets.top, width: variable(item, .width), height: variable(item, .height))
    }

    func referenceFrameRect(_ item: Int, in space: Int, axis: LayoutAxis?) -> ReferenceRectangle {
        let insets = items[item].alignmentInsets
        let rect = referenceAlignmentRect(item, in: space, axis: axis)
        return ReferenceRectangle(x: rect.x - insets.left, y: rect.y - insets.top,
                                  width: rect.width + (insets.left + insets.right),
                                  height: rect.height + (insets.top + insets.bottom))
    }

    func referenceGuideRect(_ item: Int, _ guide: LayoutSnapshot.ImplicitGuide, in space: Int, axis: LayoutAxis?) -> ReferenceRectangle {
        let view = items[item]
        var rect = referenceFrameRect(item, in: space, axis: axis)
        switch guide {
        case .safeArea: return rect.inset(view.safeArea)
        case .margins:
            if view.insetsMarginsFromSafeArea { rect = rect.inset(view.safeArea) }
            return rect.inset(view.margins)
        case .topLayoutGuide:
            rect.height = LinearExpression(constant: view.safeArea.top)
            return rect
        case .bottomLayoutGuide:
            if axis == .vertical { rect.y = rect.y + rect.height - view.safeArea.bottom }
            rect.height = LinearExpression(constant: view.safeArea.bottom)
            return rect
        }
    }

    func referenceValue(_ anchor: LayoutSnapshot.Anchor, space: Int, mirrored: Bool) -> LinearExpression? {
        let item = items[anchor.item]
        var attribute = anchor.attribute
        let axis = attribute.isLocation ? attribute.axis : nil
        let rect: ReferenceRectangle
        if let guide = anchor.guide {
            if attribute.isMargin || item.kind == .guide { return nil }
            rect = referenceGuideRect(anchor.item, guide, in: space, axis: axis)
        } else if attribute.isMargin {
            if item.kind == .guide { return nil }
            rect = referenceGuideRect(anchor.item, .margins, in: space, axis: axis)
            attribute = attribute.withoutMargin
        } else {
            rect = referenceAlignmentRect(anchor.item, in: space, axis: axis)
        }
        let direction = items[space].layoutDirection
        switch attribute {
        case .leading: attribute = direction == .leftToRight ? .left : .right
        case .trailing: attribute = direction == .leftToRight ? .right : .left
        default: break
        }
        let hasBaselines = anchor.guide == nil && item.kind == .view
        let bottom = rect.y + rect.height
        let local: LinearExpression
        switch attribute {
        case .width: return rect.width
        case .height: return rect.height
        case .left: local = rect.x
        case .right: local = rect.x + rect.width
        case .centerX: local = rect.x + 0.5 * rect.width
        case .top: local = rect.y
        case .bottom: local = bottom
        case .centerY: local = rect.y + 0.5 * rect.height
        case .firstBaseline: local = hasBaselines && item.firstBaseline != nil ? rect.y + item.firstBaseline! : bottom
        case .lastBaseline: local = hasBaselines && item.lastBaseline != nil ? bottom - item.lastBaseline! : bottom
        default: return nil
        }
        if attribute.axis == .vertical || !mirrored { return local }
        return frameSize(space).width - local
    }

    /// The old row's expression; `nil` where the new builder throws (the reference only compares
    /// rows that build).
    func referenceExpression(_ constraint: LayoutSnapshot.Constraint) -> LinearExpression? {
        let first = constraint.first
        var second = constraint.second
        if second == nil, let attribute = first.attribute.parentAttributeForConstant {
            guard let parent = first.guide == nil ? items[first.item].parent : first.item else { return nil }
            second = LayoutSnapshot.Anchor(item: parent, attribute: attribute)
        }
        var expression: LinearExpression
        if let second {
            let space = tree.commonAncestor(node(first), node(second))
            let mirrored = items[space].layoutDirection == .rightToLeft
                && (first.attribute.isDirectional || second.attribute.isDirectional)
            guard var value = referenceValue(first, space: space, mirrored: mirrored),
                  let other = referenceValue(second, space: space, mirrored: mirrored) else { return nil }
            value.add(other, times: -constraint.multiplier)
            expression = value
        } else {
            guard let value = referenceValue(first, space: root, mirrored: false) else { return nil }
            expression = value
        }
        let constant = -constraint.constant
        expression.constant += constant
        return expression
    }

    func referenceFrameComponents(_ item: Int) -> [LinearExpression] {
        let space = items[item].parent ?? item
        let x = referenceFrameRect(item, in: space, axis: .horizontal), y = referenceFrameRect(item, in: space, axis: .vertical)
        guard items[item].parent != nil else {
            let insets = items[item].alignmentInsets
            return [variable(item, .x) - insets.left, variable(item, .y) - insets.top, x.width, x.height]
        }
        return [x.x, y.y, x.width, x.height]
    }
}
