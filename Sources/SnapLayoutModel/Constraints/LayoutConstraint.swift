import Foundation

/// A linear relation between two items' attributes that layout must satisfy, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`.
///
/// Activating a constraint installs it on the nearest common ancestor of its items (a constraint
/// with no second item on the item itself, a guide's on its owning view). Changing the constant or
/// priority of an active constraint makes the next `layoutIfNeeded()` solve again.
public final class LayoutConstraint {
    // `@exclusivity(unchecked)` on the numbers below, read for every constraint of every capture,
    // for the reason given in `LayoutView`: plain values, whose run-time exclusivity check cost
    // more than reading them.

    /// The constrained item. The items are set once, at creation: constants (`weak let`), read
    /// with no run-time exclusivity check, where a `weak var` paid one per read (two reads per
    /// constraint per capture).
    public weak let firstItem: (any LayoutItem)?
    /// The constrained attribute.
    public let firstAttribute: LayoutAttribute
    /// How the two sides relate.
    public let relation: LayoutRelation
    /// The item related to, or `nil` for a constant.
    public weak let secondItem: (any LayoutItem)?
    /// The attribute related to; `notAnAttribute` when there is no second item.
    public let secondAttribute: LayoutAttribute
    /// The factor on the second attribute. Read-only to users, as in UIKit; the DSLs change it in
    /// place (SnapKit-style `update(multiplier:)`) so that references to the constraint stay valid.
    @exclusivity(unchecked) public package(set) var multiplier: CGFloat {
        didSet { if multiplier != oldValue { markLayoutDirty() } }
    }

    /// The constant added to the right-hand side.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet { if constant != oldValue { markConstantChanged() } }
    }

    /// The priority: `required` must hold; lower ones are optional tiers.
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet { if priority != oldValue { markLayoutDirty() } }
    }

    /// A name for reports and descriptions (UIKit's `identifier`).
    public var identifier: String? { didSet { hasIdentifier = identifier != nil } }
    /// Whether `identifier` is set: read unchecked where a capture reads every constraint, as the
    /// identifier's own read is checked for exclusive access at run time (about a hundred
    /// instructions, a fifth of capturing a constraint) and most constraints have none.
    @exclusivity(unchecked) private(set) var hasIdentifier = false

    /// The same as `identifier`, under SnapKit's name.
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }

    /// Where the constraint was written (`file#line`), recorded by the DSLs for descriptions.
    public var location: ConstraintLocation?

    /// The DSL object that made this constraint (SnapKit's `Constraint`), if any.
    public weak var owner: AnyObject?

    /// The view the constraint is installed on while active.
    public internal(set) weak var installedView: LayoutView?
    /// Activation order within its tree: conflicts are resolved as if added one at a time.
    @exclusivity(unchecked) var activationStamp = 0
    /// What a capture finds the first item by, without loading the weak reference.
    let firstKey: CapturedItemKey
    /// What a capture finds the second item by; `nil` when there is none.
    let secondKey: CapturedItemKey?
    /// Whether `secondItem` was given (it may since have been freed).
    var hasSecondItem: Bool { secondKey != nil }

    /// Why the constraint cannot take part in layout (UIKit would have refused it), or `nil`.
    let inertReason: String?

    /// Creates a constraint, as UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
    /// `required`, inactive until activated.
    ///
    /// A constraint UIKit would refuse (see `checked(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:)`)
    /// is reported to `LayoutDiagnostics` (standard error by default) and is inert: activating it only reports again.
    ///
    /// ```swift
    /// LayoutConstraint(item: title, attribute: .leading, relatedBy: .equal,
    ///                  toItem: card, attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
    /// ```
    public convenience init(item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
                            multiplier: CGFloat = 1, constant: CGFloat = 0) {
        let problem = Self.problem(item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                                   attribute: secondAttribute, multiplier: multiplier, constant: constant,
                                   priority: .required)
        if let problem { DiagnosticReport.write(.invalidConstraint, problem, location: nil) }
        self.init(validated: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
                  multiplier: multiplier, constant: constant, priority: .required, inertReason: problem)
    }

    /// Creates a constraint, or throws what is wrong with it (for servers, which want the error).
    ///
    /// - Throws: `LayoutError` when the attributes cannot be related (different axes, a location and
    ///   a size, leading/trailing and left/right), when a location has no second item, when a
    ///   multiplier has no second item, or when a number is not finite; the message names both items.
    ///
    /// ```swift
    /// try LayoutConstraint.checked(item: card, attribute: .width, relatedBy: .equal, toItem: nil,
    ///                              attribute: .notAnAttribute, constant: 300, priority: .defaultHigh).activate()
    /// ```
    public static func checked(item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                               toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
                               multiplier: CGFloat = 1, constant: CGFloat = 0,
                               priority: LayoutPriority = .required) throws(LayoutError) -> LayoutConstraint {
        if let problem = problem(item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                                 attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority) {
            throw LayoutError(message: problem)
        }
        return LayoutConstraint(validated: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                                attribute: secondAttribute, multiplier: multiplier, constant: constant,
                                priority: priority, inertReason: nil)
    }

    private init(validated item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                 toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
                 multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority, inertReason: String?) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.firstKey = CapturedItemKey(item)
        self.secondKey = toItem.map(CapturedItemKey.init)
        self.inertReason = inertReason
    }

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// nearest common ancestor of its items; when they have none it stays inactive and the reason is
    /// reported to `LayoutDiagnostics` (use `activate()` to get it as an error).
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                do {
                    try activate()
                } catch {
                    DiagnosticReport.write(inertReason == nil ? .noCommonAncestor : .invalidConstraint, "\(error)",
                                           location: location)
                }
            } else {
                deactivate()
            }
        }
    }

    /// Activates the constraint, or throws when its items have no common ancestor.
    public func activate() throws(LayoutError) {
        guard installedView == nil else { return }
        if let inertReason { throw LayoutError(message: "cannot activate an inert constraint: \(inertReason)") }
        guard let target = installationTarget() else {
            let first = firstItem?.debugName ?? "a freed item"
            let second = secondItem?.debugName ?? (hasSecondItem ? "a freed item" : "nothing")
            throw LayoutError(message: "cannot activate \(self): \(first) and \(second) have no common ancestor")
        }
        let root = target.rootView
        root.activationCounter += 1
        activationStamp = root.activationCounter
        target.constraints.append(self)
        installedView = target
        target.setNeedsLayout()
    }

    /// Deactivates the constraint.
    public func deactivate() {
        guard let view = installedView else { return }
        view.constraints.removeAll { $0 === self }
        installedView = nil
        view.setNeedsLayout()
    }

    /// Activates each constraint (those whose items have no common ancestor stay inactive and are
    /// reported on standard error).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The view to install on: the nearest common ancestor of the items' views.
    func installationTarget() -> LayoutView? {
        guard let first = firstItem?.hierarchyNode else { return nil }
        guard hasSecondItem else { return first }
        guard let second = secondItem?.hierarchyNode else { return nil }
        return first.nearestCommonAncestor(with: second)
    }

    func refers(toSubtreeOf view: LayoutView) -> Bool {
        if let node = firstItem?.hierarchyNode, node.isDescendant(of: view) { return true }
        if let node = secondItem?.hierarchyNode, node.isDescendant(of: view) { return true }
        return false
    }

    private func markLayoutDirty() {
        installedView?.setNeedsLayout()
    }

    /// Marks the tree for layout, noting that only this constant changed (an engine with a solver
    /// session then re-solves from where it was).
    private func markConstantChanged() {
        installedView?.noteIncrementalChange(.constant(self))
    }
}

/// Where a constraint was written, for descriptions: `file#line`.
public struct ConstraintLocation: Hashable, Sendable {
    /// The file's path (descriptions print its last component).
    public var file: String
    /// The line.
    public var line: UInt

    /// Creates a location.
    public init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// SnapKit's format: `<SnapLayout.LayoutConstraint:label@File.swift#12 card.top == root.top + 10.0>`.
    public var description: String {
        var text = "<SnapLayout.LayoutConstraint:"
        text += identifier ?? "\(Unmanaged.passUnretained(self).toOpaque())"
        if let location {
            text += "@\((location.file as NSString).lastPathComponent)#\(location.line)"
        }
        text += " \(firstItem?.debugName ?? "nil").\(firstAttribute) \(relation)"
        if hasSecondItem {
            text += " \(secondItem?.debugName ?? "nil")"
            if secondAttribute != .notAnAttribute { text += ".\(secondAttribute)" }
        }
        if multiplier != 1 { text += " * \(Double(multiplier))" }
        if secondAttribute == .notAnAttribute {
            text += " \(Double(constant))"
        } else if constant > 0 {
            text += " + \(Double(constant))"
        } else if constant < 0 {
            text += " - \(Double(abs(constant)))"
        }
        if priority != .required { text += " ^\(priority.rawValue)" }
        return text + ">"
    }
}
