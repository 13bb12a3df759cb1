import Foundation
import SnapLayoutModel

/// A condition re-evaluated when attributes are applied and on `reload()`.
public typealias Condition = () -> Bool

/// One EasyPeasy attribute: what to constrain (`createAttribute`), its constant, priority,
/// condition and reference. Subclasses name the attribute (`Width`, `Top`, …).
open class Attribute {
    /// Value, relation and multiplier.
    public var constant: Constant
    /// The priority (required by default).
    public var priority: Priority = .required
    /// When set, the attribute applies only while it returns true.
    public var condition: Condition?
    /// The item the attribute was applied to.
    public internal(set) weak var createItem: (any LayoutItem)?
    /// The item related to, when given with `to(_:_:)` / `like(_:_:)`.
    public internal(set) weak var referenceItem: (any LayoutItem)?
    /// The attribute of the reference, when given explicitly.
    public internal(set) var referenceAttribute: ReferenceAttribute?
    /// The constraint made for the attribute, once applied.
    public internal(set) var layoutConstraint: LayoutConstraint?

    /// The attribute this class constrains.
    open var createAttribute: ReferenceAttribute { .width }

    /// `0`, `==`, `×1`.
    public required init() { constant = Constant(0) }
    /// `value`, `==`, `×1`.
    public required init(_ value: CGFloat) { constant = Constant(value) }
    /// A constant written with the prefix operators.
    public required init(_ constant: Constant) { self.constant = constant }

    /// Sets the priority.
    @discardableResult
    open func with(_ priority: Priority) -> Self {
        self.priority = priority
        return self
    }

    /// Sets the condition under which the attribute applies.
    @discardableResult
    open func when(_ condition: Condition?) -> Self {
        self.condition = condition
        return self
    }

    /// The conflict node the attribute belongs to: axis, relation and priority, such as `h_eq_1000.0`.
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

/// An attribute of the item's own size: `Width`, `Height`. With no reference it is an absolute size.
open class DimensionAttribute: Attribute {
    /// Relates the size to `item`'s (the same dimension unless `attribute` is given).
    @discardableResult
    open func like(_ item: any LayoutItem, _ attribute: ReferenceAttribute? = nil) -> Self {
        referenceItem = item
        referenceAttribute = attribute
        return self
    }
}

/// An attribute placing an edge, centre or baseline. With no reference it relates to the same
/// attribute of the superview (a guide's owning view).
open class PositionAttribute: Attribute {
    /// Relates the attribute to `item`: to `attribute` when given, otherwise to the same attribute
    /// of the superview or the facing one of any other item (`Top(10).to(header)` is
    /// `top == header.bottom + 10`).
    @discardableResult
    open func to(_ item: any LayoutItem, _ attribute: ReferenceAttribute? = nil) -> Self {
        referenceItem = item
        referenceAttribute = attribute
        return self
    }
}
