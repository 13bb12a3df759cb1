import SnapLayoutModel

extension Builder {
    /// Appends the anchor's value in the space of `space` (mirrored when `mirrored`) to `terms` as
    /// a sorted run of its own (merged, no zeros) and returns its constant. Built straight from
    /// what the attribute needs (a width one variable, a left edge the position on one axis): the
    /// terms and constant a rectangle of four expressions gave, with none of its arrays.
    func appendValue(_ anchor: LayoutSnapshot.Anchor, space: Int, mirrored: Bool, index: Int,
                     to terms: inout [LinearTerm]) throws(LayoutError) -> Double {
        var attribute = anchor.attribute
        let item = anchor.item
        let rect: RectConstants, heightTerm: HeightTerm
        // Most anchors are on no guide: asking `implicitGuide` cost a fifth of the anchor.
        let guide = anchor.guide == nil && !attribute.isMargin ? nil : try implicitGuide(anchor, &attribute, index)
        if let guide {
            (rect, heightTerm) = guideConstants(item, guide, in: space)
        } else {
            (rect, heightTerm) = (alignmentConstants(in: space), .inHeight)
        }
        // Leading/trailing are the physical edges mirrored: in rtl leading is the right edge.
        let direction = items[space].layoutDirection
        switch attribute {
        case .leading: attribute = direction == .leftToRight ? .left : .right
        case .trailing: attribute = direction == .leftToRight ? .right : .left
        default: break
        }
        // The height variable's coefficients in the rectangle's height and in its top.
        let height = heightTerm == .inHeight ? 1.0 : 0, top = heightTerm == .inY ? 1.0 : 0
        let bottom = rect.y + rect.height
        let hasBaselines = anchor.guide == nil && items[item].kind == .view
        // The local value: (axis, the coefficient of the item's size on it, constant).
        let local: (axis: LayoutAxis, size: Double, constant: Double)
        switch attribute {
        case .width:
            terms.append(LinearTerm(variable: variableIndex(item, .width), coefficient: 1))
            return rect.width
        case .height:
            if heightTerm == .inHeight { terms.append(LinearTerm(variable: variableIndex(item, .height), coefficient: 1)) }
            return rect.height
        case .left: local = (.horizontal, 0, rect.x)
        case .right: local = (.horizontal, 1, rect.x + rect.width)
        case .centerX: local = (.horizontal, 0.5, rect.x + (0 + 0.5 * rect.width))
        // (At most one of `top` and `height` is not zero: the sums below add nothing to the other.)
        case .top: local = (.vertical, top, rect.y)
        case .bottom: local = (.vertical, top + height, bottom)
        case .centerY: local = (.vertical, top + 0.5 * height, rect.y + (0 + 0.5 * rect.height))
        case .firstBaseline:
            if hasBaselines, let offset = items[item].firstBaseline { local = (.vertical, top, rect.y + offset) }
            else { local = (.vertical, top + height, bottom) }
        case .lastBaseline:
            if hasBaselines, let offset = items[item].lastBaseline { local = (.vertical, top + height, bottom - offset) }
            else { local = (.vertical, top + height, bottom) }
        default:
            throw LayoutError(constraintIndex: index, message: "'\(anchor.attribute)' cannot be constrained")
        }
        let start = terms.count
        tree.appendPosition(of: item, in: space, axis: local.axis, to: &terms) {
            FrameVariable(item: $0, component: .position(local.axis)).index
        }
        if local.size != 0 {
            terms.append(LinearTerm(variable: variableIndex(item, .size(local.axis)), coefficient: local.size))
        }
        TermRuns.sort(&terms, from: start)
        if local.axis == .vertical || !mirrored { return local.constant }
        // The space's frame width minus the local value.
        for k in start..<terms.count { terms[k].coefficient = -terms[k].coefficient }
        TermRuns.addUnit(variableIndex(space, .width), to: &terms, from: start)
        let insets = items[space].alignmentInsets
        return (0 + (insets.left + insets.right)) + (-1 * local.constant)
    }

    /// The implicit guide an anchor is on (a margin attribute is on the margins guide, and becomes
    /// the plain attribute), or `nil`; throws for a guide or margin the item cannot have.
    func implicitGuide(_ anchor: LayoutSnapshot.Anchor, _ attribute: inout LayoutAttribute,
                       _ index: Int) throws(LayoutError) -> LayoutSnapshot.ImplicitGuide? {
        let isGuideItem = items[anchor.item].kind == .guide
        if let guide = anchor.guide {
            if attribute.isMargin {
                throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(items[anchor.item].id)).\(guide.rawValue)' is a layout guide and has no margin attribute '\(attribute)'")
            }
            if isGuideItem {
                throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(items[anchor.item].id))' is a layout guide and has no \(guide.rawValue) guide")
            }
            return guide
        }
        guard attribute.isMargin else { return nil }
        if isGuideItem {
            throw LayoutError(constraintIndex: index, message: "'\(MessageText.quoted(items[anchor.item].id))' is a layout guide and has no margins ('\(attribute)')")
        }
        attribute = attribute.withoutMargin
        return .margins
    }

    func variableIndex(_ item: Int, _ component: FrameComponent) -> Int {
        FrameVariable(item: item, component: component).index
    }
}
