import Foundation
import SnapLayoutModel

/// A condition re-evaluated when attributes are applied and on `reload()`, so one set of
/// attributes can describe several states of a screen and `reload()` switches between them.
///
/// ```swift
/// let isCompact: Condition = { self.view.frame.width < 400 }
/// view.easy.layout(Width(120).when(isCompact))
/// ```
public typealias Condition = () -> Bool

/// One EasyPeasy attribute: what to constrain (`createAttribute`), its constant, priority,
/// condition and reference. Subclasses name the attribute (`Width`, `Top`, …); an attribute is a
/// value until `easy.layout(_:)` turns it into one constraint on the item.
///
/// ```swift
/// let top: Attribute = Top(10).to(header).with(.high)
/// view.easy.layout(top)
/// ```
open class Attribute {
    /// Value, relation and multiplier, as written in the initializer (`Width(>=100)`); read it
    /// to see what an attribute says, or set it before the attribute is applied.
    ///
    /// ```swift
    /// let width = Width(>=100)   // width.constant.relation == .greaterThanOrEqual
    /// ```
    public var constant: Constant
    /// The priority (required by default): the tier the solver satisfies the constraint in, and
    /// part of the signature, so attributes of different priorities do not replace each other.
    ///
    /// ```swift
    /// Width(200).with(.low).priority   // .low
    /// ```
    public var priority: Priority = .required
    /// When set, the attribute applies only while it returns true; `easy.reload()` asks again.
    ///
    /// ```swift
    /// let width = Width(200).when { self.view.frame.width > 400 }   // width.condition != nil
    /// ```
    public var condition: Condition?
    /// The item the attribute was applied to, once `easy.layout(_:)` has taken it (weak, so an
    /// attribute does not keep its view alive).
    ///
    /// ```swift
    /// let width = Width(200); view.easy.layout(width)   // width.createItem === view
    /// ```
    public internal(set) weak var createItem: (any LayoutItem)?
    /// The item related to, when given with `to(_:_:)` / `like(_:_:)`; `nil` means the superview
    /// for positions and an absolute value for sizes.
    ///
    /// ```swift
    /// Top(8).to(header).referenceItem   // header
    /// ```
    public internal(set) weak var referenceItem: (any LayoutItem)?
    /// The attribute of the reference, when given explicitly; `nil` picks the same attribute of
    /// the superview or the facing one of another item.
    ///
    /// ```swift
    /// Top(0).to(header, .top).referenceAttribute   // .top
    /// ```
    public internal(set) var referenceAttribute: ReferenceAttribute?
    /// The constraint made for the attribute, once applied: the handle to read its constant or
    /// check that it is active.
    ///
    /// ```swift
    /// let height = Height(44); view.easy.layout(height)   // height.layoutConstraint?.isActive == true
    /// ```
    public internal(set) var layoutConstraint: LayoutConstraint?

    /// The attribute this class constrains: `Width` constrains `.width`, `Top` `.top`. Subclasses
    /// override it; it decides the attribute's node and whether its constant is inverted.
    ///
    /// ```swift
    /// Trailing(8).createAttribute   // .trailing
    /// ```
    open var createAttribute: ReferenceAttribute { .width }

    /// `0`, `==`, `×1`: the attribute equal to its reference (the superview's same edge, or the
    /// other item's).
    ///
    /// ```swift
    /// view.easy.layout(Top(), Left())
    /// ```
    public required init() { constant = Constant(0) }
    /// `value`, `==`, `×1`: the everyday form, a size or an offset (an inset for right-hand edges).
    ///
    /// ```swift
    /// view.easy.layout(Width(200), Top(20))
    /// ```
    public required init(_ value: CGFloat) { constant = Constant(value) }
    /// A constant written with the prefix operators, for inequalities and multipliers.
    ///
    /// ```swift
    /// view.easy.layout(Width(>=100), Height(*0.5).like(header))
    /// ```
    public required init(_ constant: Constant) { self.constant = constant }

    /// Sets the priority, so an attribute can give way to others (a preferred size, a fallback
    /// position); returns the attribute for chaining.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.medium), Width(<=150))
    /// ```
    @discardableResult
    open func with(_ priority: Priority) -> Self {
        self.priority = priority
        return self
    }

    /// Sets the condition under which the attribute applies, re-evaluated on `easy.reload()`;
    /// returns the attribute for chaining.
    ///
    /// ```swift
    /// var isExpanded = false
    /// view.easy.layout(Height(200).when { isExpanded }, Height(44).when { !isExpanded })
    /// ```
    @discardableResult
    open func when(_ condition: Condition?) -> Self {
        self.condition = condition
        return self
    }

    /// The conflict node the attribute belongs to: axis, relation and priority, such as
    /// `h_eq_1000.0`. Attributes with the same signature replace each other (a new `Left`
    /// replaces the old `Left` and any `CenterX`), which is why re-applying a layout updates it.
    ///
    /// ```swift
    /// Width(>=10).with(.high).signature   // "h_gt_750.0"
    /// ```
    public var signature: String {
        let relation: String
        switch constant.relation {
        case .equal: relation = "eq"
        case .greaterThanOrEqual: relation = "gt"
        case .lessThanOrEqual: relation = "lt"
        }
        return "\(createAttribute.axisSignature)_\(relation)_\(priority.layoutPriority)"
    }

    /// Whether the condition (if any) holds now.
    var shouldInstall: Bool { condition?() ?? true }

    /// The attributes this one stands for: itself, or a compound's parts.
    var leaves: [Attribute] { [self] }

    /// Makes the constraint for `item`, or `nil` (with the reason reported) when it cannot
    /// be made: a position on an item with no superview, or a pairing the model rejects.
    func makeConstraint(for item: any LayoutItem) -> LayoutConstraint? {
        createItem = item
        let reference: (any LayoutItem)?
        let attribute: ReferenceAttribute?
        if createAttribute.slot == .dimension {
            reference = referenceItem
            attribute = reference == nil ? nil : (referenceAttribute ?? createAttribute)
        } else {
            guard let target = referenceItem ?? item.parentView else {
                report(.missingSuperview, "\(createAttribute) cannot be applied to \(item.debugName): its superview/owningView is nil")
                return nil
            }
            reference = target
            // The same edge of the superview; the facing edge of anything else (spacing).
            attribute = referenceAttribute ?? (target === item.parentView ? createAttribute : createAttribute.opposite)
        }
        let value = createAttribute.shouldInvertConstant ? -constant.value : constant.value
        do {
            let constraint = try LayoutConstraint.checked(
                item: item, attribute: createAttribute.layoutAttribute, relatedBy: constant.relation,
                toItem: reference, attribute: attribute?.layoutAttribute ?? .notAnAttribute,
                multiplier: reference == nil ? 1 : constant.multiplier, constant: value,
                priority: LayoutPriority(priority.layoutPriority))
            layoutConstraint = constraint
            return constraint
        } catch {
            report(.invalidConstraint, "\(error)")
            return nil
        }
    }

    private func report(_ kind: LayoutWarning.Kind, _ message: String) {
        DiagnosticReport.write(kind, "(EasyPeasy style) \(message)")
    }
}

/// An attribute of the item's own size: `Width`, `Height`. With no reference it is an absolute
/// size; `like(_:_:)` makes it relative to another item's dimension.
///
/// ```swift
/// view.easy.layout(Width(*0.5).like(header), Height(44))
/// ```
open class DimensionAttribute: Attribute {
    /// Relates the size to `item`'s (the same dimension unless `attribute` is given), so sizes
    /// follow each other: with `*` for a multiple, with a value for a difference.
    ///
    /// ```swift
    /// view.easy.layout(Width(-20).like(header), Height().like(header, .width))
    /// ```
    @discardableResult
    open func like(_ item: any LayoutItem, _ attribute: ReferenceAttribute? = nil) -> Self {
        referenceItem = item
        referenceAttribute = attribute
        return self
    }
}

/// An attribute placing an edge, centre or baseline. With no reference it relates to the same
/// attribute of the superview (a guide's owning view); `to(_:_:)` relates it to another item.
///
/// ```swift
/// view.easy.layout(Top(10).to(header), CenterX())
/// ```
open class PositionAttribute: Attribute {
    /// Relates the attribute to `item`: to `attribute` when given, otherwise to the same attribute
    /// of the superview or the facing one of any other item (`Top(10).to(header)` is
    /// `top == header.bottom + 10`), which is how views are spaced from each other.
    ///
    /// ```swift
    /// view.easy.layout(Top(10).to(header), Left(0).to(header, .left))
    /// ```
    @discardableResult
    open func to(_ item: any LayoutItem, _ attribute: ReferenceAttribute? = nil) -> Self {
        referenceItem = item
        referenceAttribute = attribute
        return self
    }
}
