/// A flat, value-type description of a layout: items in a tree and the constraints between them.
///
/// Both a `LayoutView` tree and a layout document become a snapshot, and a snapshot becomes a
/// `LinearSystem` (`linearSystem()`), so the meaning of a layout is defined in one place.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The items; exactly one has no parent (the root).
    public var items: [Item]
    /// The constraints, in order. A row's `.constraint(i)` source is an index into this array.
    public var constraints: [Constraint]
    /// The root's width as a required constraint (`size.width`), or `nil` when free.
    public var rootWidth: Double?
    /// The root's height as a required constraint (`size.height`), or `nil` when free.
    public var rootHeight: Double?
    /// Target sizes for `systemLayoutSizeFitting`, with their priorities.
    public var fitting: Fitting?
    /// The stack views, each with the constraints it generates for its arranged views (outer
    /// stacks before the stacks they contain: the order of their constraints in conflicts).
    public var stacks: [Stack] = []
    /// The labels: items whose intrinsic size and baselines are measured from their text
    /// (contract v1.2), in item order.
    public var texts: [Text] = []
    /// The scroll views, with their content and frame guides.
    public var scrolls: [Scroll] = []
    /// Pixels per point of the display: text measurements are rounded up to multiples of its
    /// inverse (contract v1.2, the document key `scale`; UIKit's screen scale).
    public var displayScale: Double = 2
    /// How items look, by item index, for pictures: only items a view tree gave an appearance
    /// (a background colour, a label's colour and alignment). Never part of a solve.
    public var appearances: [Int: Appearance] = [:]

    /// Creates a snapshot.
    public init(items: [Item], constraints: [Constraint], rootWidth: Double? = nil, rootHeight: Double? = nil,
                fitting: Fitting? = nil) {
        self.items = items
        self.constraints = constraints
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.fitting = fitting
    }

    /// The index of the root item (the first item with no parent).
    public var rootIndex: Int? { items.firstIndex { $0.parent == nil } }
}

extension LayoutSnapshot {
    /// A view or a layout guide.
    public enum ItemKind: String, Hashable, Sendable {
        /// A view: may have children, margins, a safe area, an intrinsic size and baselines.
        case view
        /// A layout guide: a rectangle owned by its parent, never a parent itself.
        case guide
    }

    /// A rectangle, `x`, `y` of its top-left corner and its size.
    public struct Rect: Hashable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
        /// Creates a rectangle.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
        /// The rectangle at the origin with no size.
        public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Insets of four edges, in the contract's order top, left, bottom, right.
    public struct Insets: Hashable, Sendable {
        /// The inset from the top edge.
        public var top: Double
        /// The inset from the left edge.
        public var left: Double
        /// The inset from the bottom edge.
        public var bottom: Double
        /// The inset from the right edge.
        public var right: Double
        /// Creates insets.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
        /// No insets.
        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
        /// UIKit's default layout margins, 8 on every edge.
        public static let defaultMargins = Insets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// A value per axis.
    public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
        /// The value for the horizontal axis.
        public var horizontal: Value
        /// The value for the vertical axis.
        public var vertical: Value
        /// Creates a pair.
        public init(_ horizontal: Value, _ vertical: Value) {
            self.horizontal = horizontal; self.vertical = vertical
        }
        /// The value for `axis`.
        public subscript(axis: LayoutAxis) -> Value {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints` of an item: its starting frame and which parts
    /// stretch when the parent's size changes from `parentSize`.
    public struct Autoresizing: Hashable, Sendable {
        /// Flexible left margin, width, right margin (horizontal); top margin, height, bottom margin (vertical).
        public var flexible: AxisPair<[Bool]>
        /// The parent's frame size the item's frame was set against.
        public var parentSize: AxisPair<Double>
        /// Creates an autoresizing description.
        public init(flexible: AxisPair<[Bool]>, parentSize: AxisPair<Double>) {
            self.flexible = flexible; self.parentSize = parentSize
        }
    }

    /// One item.
    public struct Item: Hashable, Sendable {
        /// The id used in reports and generated-constraint names.
        public var id: String
        /// The parent's index; `nil` for the root. A guide's parent is its owning view.
        public var parent: Int?
        /// View or guide.
        public var kind: ItemKind
        /// The starting frame, in the parent's coordinates (contract, section 4, last step).
        public var frame: Rect
        /// The intrinsic content size per axis; `nil` for no intrinsic metric.
        public var intrinsicSize: AxisPair<Double?>
        /// Content hugging priority per axis.
        public var hugging: AxisPair<Double>
        /// Compression resistance priority per axis.
        public var compressionResistance: AxisPair<Double>
        /// Layout margins.
        public var margins: Insets
        /// Safe-area insets.
        public var safeArea: Insets
        /// Whether margins are measured from the safe-area edges.
        public var insetsMarginsFromSafeArea: Bool
        /// First baseline's offset from the top; `nil` puts it at the bottom edge.
        public var firstBaseline: Double?
        /// Last baseline's offset from the bottom; `nil` puts it at the bottom edge.
        public var lastBaseline: Double?
        /// Insets from the frame to the alignment rectangle that constraints act on.
        public var alignmentInsets: Insets
        /// What leading and trailing mean in constraints measured in this item's space.
        public var layoutDirection: LayoutDirection
        /// Set when the item's frame is turned into required constraints.
        public var autoresizing: Autoresizing?
        /// Hidden: an arranged view of a stack collapses (contract v1.1, section 4.3); elsewhere
        /// it changes nothing.
        public var isHidden = false
        /// Wrapping text (a label with more than one line), which a horizontal stack keeps from
        /// taking more than its share of the width (contract v1.1, section 4.7).
        public var isMultilineText = false

        /// Creates an item with UIKit's defaults.
        public init(id: String, parent: Int?, kind: ItemKind = .view, frame: Rect = .zero,
                    intrinsicSize: AxisPair<Double?> = AxisPair(nil, nil),
                    hugging: AxisPair<Double> = AxisPair(250, 250),
                    compressionResistance: AxisPair<Double> = AxisPair(750, 750),
                    margins: Insets = .defaultMargins, safeArea: Insets = .zero,
                    insetsMarginsFromSafeArea: Bool = true,
                    firstBaseline: Double? = nil, lastBaseline: Double? = nil,
                    alignmentInsets: Insets = .zero, layoutDirection: LayoutDirection = .leftToRight,
                    autoresizing: Autoresizing? = nil, isHidden: Bool = false, isMultilineText: Bool = false) {
            self.id = id
            self.parent = parent
            self.kind = kind
            self.frame = frame
            self.intrinsicSize = intrinsicSize
            self.hugging = hugging
            self.compressionResistance = compressionResistance
            self.margins = margins
            self.safeArea = safeArea
            self.insetsMarginsFromSafeArea = insetsMarginsFromSafeArea
            self.firstBaseline = firstBaseline
            self.lastBaseline = lastBaseline
            self.alignmentInsets = alignmentInsets
            self.layoutDirection = layoutDirection
            self.autoresizing = autoresizing
            self.isHidden = isHidden
            self.isMultilineText = isMultilineText
        }
    }

    /// A view's implicit guides, named `ID.margins`, `ID.safeArea`, `ID.topLayoutGuide` and
    /// `ID.bottomLayoutGuide` in documents.
    public enum ImplicitGuide: String, Hashable, Sendable {
        /// The layout-margins guide: the frame inset by the margins (and the safe area when asked).
        case margins
        /// The safe-area guide: the frame inset by the safe area.
        case safeArea
        /// A view controller's top layout guide (UIKit's, deprecated for the safe area but still in
        /// use): the band from the frame's top down to the safe area's top, so that its bottom is
        /// the safe area's top.
        case topLayoutGuide
        /// A view controller's bottom layout guide: the band from the safe area's bottom down to
        /// the frame's bottom, so that its top is the safe area's bottom.
        case bottomLayoutGuide
    }

    /// One side of a constraint: an attribute of an item or of one of its implicit guides.
    public struct Anchor: Hashable, Sendable {
        /// The item's index.
        public var item: Int
        /// The item's implicit guide the attribute is on, if any.
        public var guide: ImplicitGuide?
        /// The attribute.
        public var attribute: LayoutAttribute

        /// Creates an anchor.
        public init(item: Int, guide: ImplicitGuide? = nil, attribute: LayoutAttribute) {
            self.item = item
            self.guide = guide
            self.attribute = attribute
        }
    }

    /// `first relation multiplier × second + constant @priority`.
    public struct Constraint: Hashable, Sendable {
        /// The constrained anchor.
        public var first: Anchor
        /// How the sides relate.
        public var relation: LayoutRelation
        /// The anchor related to; `nil` for a constant (see `LayoutAttribute.parentAttributeForConstant`).
        public var second: Anchor?
        /// The factor on the second anchor.
        public var multiplier: Double
        /// The constant added to the right-hand side.
        public var constant: Double
        /// 1000 for required, otherwise its tier.
        public var priority: Double
        /// A name for reports.
        public var label: String?

        /// Creates a constraint.
        public init(first: Anchor, relation: LayoutRelation, second: Anchor? = nil, multiplier: Double = 1,
                    constant: Double = 0, priority: Double = 1000, label: String? = nil) {
            self.first = first
            self.relation = relation
            self.second = second
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.label = label
        }
    }

    /// `systemLayoutSizeFitting`'s target: the root's width and height at these priorities.
    public struct Fitting: Hashable, Sendable {
        /// The target size.
        public var width: Double, height: Double
        /// The priorities of the two targets.
        public var horizontalPriority: Double, verticalPriority: Double
        /// Creates a fitting target.
        public init(width: Double, height: Double, horizontalPriority: Double, verticalPriority: Double) {
            self.width = width; self.height = height
            self.horizontalPriority = horizontalPriority; self.verticalPriority = verticalPriority
        }
    }
}
