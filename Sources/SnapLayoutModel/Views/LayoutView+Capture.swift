import Foundation

extension LayoutView {
    /// Flattens the subtree rooted here: views depth first, each followed by its added guides; the
    /// active constraints among them in activation order.
    ///
    /// With `fitting`, this view's own frame constraints are replaced by the fitting targets
    /// (`systemLayoutSizeFitting`); otherwise a root that translates its frame gets its size.
    package func captureLayout(fitting: LayoutSnapshot.Fitting? = nil) -> CapturedLayout {
        // Two passes: the walk lists the items first, so that the snapshot's items, which are
        // large, are made once at their size rather than copied as they grow.
        let walk = captureWalk()
        let items = walk.items
        var snapshotItems: [LayoutSnapshot.Item] = []
        snapshotItems.reserveCapacity(items.count)
        var stackViews: [LayoutStackView] = []
        var texts: [LayoutSnapshot.Text] = []
        var appearances: [Int: LayoutSnapshot.Appearance] = [:]
        var scrollViews: [LayoutScrollView] = []
        for visit in walk.views {
            // `items` holds the view: unretained here even if an overridden property it is asked
            // for (`intrinsicContentSize`, …) changes the tree.
            visit.view._withUnsafeGuaranteedRef { view in
                let viewIndex = snapshotItems.count
                if view.hasAppearance || view.contentKind == .label || view.contentKind == .textControl { appearances[viewIndex] = view.snapshotAppearance }
                // Concrete views noted here, where the view is at hand: a second pass retained every
                // view to cast it.
                switch view.contentKind {
                case .plain: break
                case .stack: stackViews.append(unsafeDowncast(view, to: LayoutStackView.self))
                case .scroll: scrollViews.append(unsafeDowncast(view, to: LayoutScrollView.self))
                case .label:
                    let label = unsafeDowncast(view, to: LayoutLabel.self)
                    texts.append(LayoutSnapshot.Text(item: viewIndex, content: label.textContent, startWidth: label.settledWrapWidth))
                case .textControl:
                    if let control = view as? any TextControl { texts.append(control.snapshotText(item: viewIndex)) }
                }
                view.appendSnapshotItem(to: &snapshotItems, parent: visit.parent, isRoot: view === self, direction: visit.direction)
                for guide in walk.guides[visit.guides] {
                    let frame = guide.solvedFrame
                    snapshotItems.append(LayoutSnapshot.Item(
                        id: guide.debugName, parent: viewIndex, kind: .guide,
                        frame: LayoutSnapshot.Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
                        layoutDirection: visit.direction))
                }
            }
        }

        // Read after the items, whose overridable properties (`intrinsicContentSize`, …) may
        // change constraints. Each stamp read once, not at every comparison of the sort.
        // Unretained: the views hold their constraints for the whole capture (a retained tuple was
        // released through its type's metadata).
        var active: [(stamp: Int, constraint: Unmanaged<LayoutConstraint>)] = []
        active.reserveCapacity(walk.constraintCount)
        for visit in walk.views {
            visit.view._withUnsafeGuaranteedRef { view in
                for constraint in view.constraints {
                    active.append((constraint.activationStamp, Unmanaged.passUnretained(constraint)))
                }
            }
        }
        // Made after the items, whose overridable properties may capture a tree again.
        let index = CapturedItemIndex(walk.objects)
        let (constraints, snapshotConstraints) = Self.snapshotConstraints(inActivationOrder: &active, index)

        var snapshot = LayoutSnapshot(items: snapshotItems, constraints: snapshotConstraints)
        // Preorder: outer stacks before the stacks they contain.
        snapshot.stacks = stackViews.compactMap { $0.snapshotStack(index: { index[$0] }) }
        snapshot.texts = texts
        snapshot.scrolls = scrollViews.compactMap { $0.snapshotScroll(index: { index[$0] }) }
        snapshot.appearances = appearances
        snapshot.displayScale = Double(contentScaleFactor)
        if let fitting {
            snapshot.fitting = fitting
        } else if translatesAutoresizingMaskIntoConstraints {
            snapshot.rootWidth = Double(frame.width)
            snapshot.rootHeight = Double(frame.height)
        }
        return CapturedLayout(snapshot: snapshot, items: items, objects: walk.objects, constraints: constraints)
    }

    /// The constraints of `active` in activation order (equal stamps in the order given), made
    /// into their snapshot form. Stamps of one tree's constraints are distinct and, for a tree
    /// built at once, nearly dense: from 64 constraints on, each is put at its stamp's place in
    /// one pass, where the sort cost about 75 instructions per constraint; fewer are sorted in
    /// place, which costs less than the places' allocation. Stamps far apart or repeated (a
    /// subtree whose constraints were activated before it joined the tree) are sorted too.
    static func snapshotConstraints(inActivationOrder active: inout [(stamp: Int, constraint: Unmanaged<LayoutConstraint>)],
                                    _ index: CapturedItemIndex) -> ([LayoutConstraint], [LayoutSnapshot.Constraint]) {
        var low = Int.max, high = Int.min
        for entry in active {
            low = min(low, entry.stamp)
            high = max(high, entry.stamp)
        }
        if active.count >= 64, high - low < 2 * active.count {
            var places = [Unmanaged<LayoutConstraint>?](repeating: nil, count: high - low + 1)
            var isDistinct = true
            for entry in active {
                isDistinct = isDistinct && places[entry.stamp - low] == nil
                places[entry.stamp - low] = entry.constraint
            }
            if isDistinct { return snapshotConstraints(places, index) }
        }
        active.sort { $0.stamp < $1.stamp }
        return snapshotConstraints(active.lazy.map { $0.constraint }, index)
    }

    /// The constraints of `active` in its order, skipping gaps (`nil`), with their snapshot form;
    /// a constraint to an item outside the subtree is left out.
    private static func snapshotConstraints<Order: Collection>(_ active: Order, _ index: CapturedItemIndex)
        -> ([LayoutConstraint], [LayoutSnapshot.Constraint]) where Order.Element == Unmanaged<LayoutConstraint>? {
        func anchor(_ key: CapturedItemKey, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor? {
            guard let object = key.object, let itemIndex = index[object] else { return nil }
            return LayoutSnapshot.Anchor(item: itemIndex, guide: key.guide, attribute: attribute)
        }
        var constraints: [LayoutConstraint] = []
        var snapshotConstraints: [LayoutSnapshot.Constraint] = []
        constraints.reserveCapacity(active.count)
        snapshotConstraints.reserveCapacity(active.count)
        for case let unmanaged? in active {
            // Not retained to be read (it is, once, to be kept in `constraints`).
            unmanaged._withUnsafeGuaranteedRef { constraint in
                guard let first = anchor(constraint.firstKey, constraint.firstAttribute) else { return }
                var second: LayoutSnapshot.Anchor?
                if let key = constraint.secondKey {
                    guard let resolved = anchor(key, constraint.secondAttribute) else { return }
                    second = resolved
                }
                assert(constraint.firstItem != nil && constraint.hasSecondItem == (constraint.secondItem != nil),
                       "an installed constraint's items are alive")
                constraints.append(constraint)
                // Made without its label, which is set after where there is one: made with it, the
                // constraint was copied and destroyed through its outlined value witness.
                snapshotConstraints.append(LayoutSnapshot.Constraint(
                    first: first, relation: constraint.relation, second: second,
                    multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                    priority: Double(constraint.priority.rawValue)))
                if constraint.hasIdentifier { snapshotConstraints[snapshotConstraints.count - 1].label = constraint.identifier }
            }
        }
        return (constraints, snapshotConstraints)
    }

    /// One view of a capture's walk: the view, its parent's item index, its layout direction and
    /// where its added guides are in the walk's `guides`. Unretained: the walk's `items` holds
    /// every view, and views are referred to weakly, so each retain and release of one takes the
    /// runtime's slow side-table path.
    struct CaptureVisit {
        var view: Unmanaged<LayoutView>
        var parent: Int?
        var direction: LayoutDirection
        var guides: Range<Int>
    }

    /// What a capture's walk finds, before any item is turned into a snapshot item.
    struct CaptureWalk {
        /// The views depth first, each followed by its added guides: the snapshot's items.
        var items: [any LayoutItem] = []
        /// The same items as what they are.
        var objects: [CapturedLayout.Object] = []
        /// The views in the same order.
        var views: [CaptureVisit] = []
        /// Every view's added guides, in the same order.
        var guides: [LayoutGuide] = []
        /// How many constraints the views hold.
        var constraintCount = 0
    }

    /// The subtree's views depth first, each followed by its added guides, and how many
    /// constraints they hold. Each view's direction comes from its parent's, top down:
    /// `effectiveLayoutDirection` walks up the tree, and reading it per view, guide and margin was
    /// a fifth of capturing a screen.
    func captureWalk() -> CaptureWalk {
        var walk = CaptureWalk()
        // Unretained: each view is held by its superview's `subviews` for the whole walk, which
        // runs none of the views' own code (views are referred to weakly, so a retain of one takes
        // the runtime's slow side-table path).
        var stack: [(view: Unmanaged<LayoutView>, parent: Int?, direction: LayoutDirection)] = []
        // Room for a small screen from the start: grown from empty, each list was copied five times.
        stack.reserveCapacity(16)
        walk.items.reserveCapacity(16)
        walk.objects.reserveCapacity(16)
        walk.views.reserveCapacity(16)
        stack.append((Unmanaged.passUnretained(self), nil, effectiveLayoutDirection))
        while let (next, parent, inherited) = stack.popLast() {
            next._withUnsafeGuaranteedRef { view in
                let viewIndex = walk.items.count
                let direction = parent == nil ? inherited : view.semanticLayoutDirection ?? inherited
                walk.items.append(view)
                walk.objects.append(.view(next))
                let firstGuide = walk.guides.count
                for guide in view.layoutGuides {
                    walk.items.append(guide)
                    walk.objects.append(.guide(Unmanaged.passUnretained(guide)))
                    walk.guides.append(guide)
                }
                walk.views.append(CaptureVisit(view: next, parent: parent, direction: direction,
                                               guides: firstGuide..<walk.guides.count))
                walk.constraintCount += view.constraints.count
                for subview in view.subviews.reversed() {
                    stack.append((Unmanaged.passUnretained(subview), viewIndex, direction))
                }
            }
        }
        return walk
    }

    /// Appends this view as a snapshot item to `items`, under `direction` (its
    /// `effectiveLayoutDirection`, passed down by the capture). Each stored property is read once:
    /// every read of a class's stored property is checked for exclusivity at run time.
    func appendSnapshotItem(to items: inout [LayoutSnapshot.Item], parent: Int?, isRoot: Bool, direction: LayoutDirection) {
        func insets(_ e: EdgeInsets) -> LayoutSnapshot.Insets {
            LayoutSnapshot.Insets(top: Double(e.top), left: Double(e.left), bottom: Double(e.bottom), right: Double(e.right))
        }
        let intrinsic = intrinsicContentSize
        let frame = placement.frame
        var rect = LayoutSnapshot.Rect(x: Double(frame.minX), y: Double(frame.minY),
                                       width: Double(frame.width), height: Double(frame.height))
        var autoresizing: LayoutSnapshot.Autoresizing?
        if isRoot {
            // The root is placed at the origin; its own frame origin is kept as it is.
            rect.x = 0
            rect.y = 0
        } else if translatesAutoresizingMaskIntoConstraints, let parent = superview {
            autoresizing = autoresizingItem(parent: parent)
        }
        let hugging = contentHugging, compression = compressionResistance
        // Made whole, by one initializer, where it is stored: an item set field by field after it
        // was made, and one returned, were copied through its outlined value witness (it holds a
        // string and arrays).
        items.append(LayoutSnapshot.Item(
            id: debugName, parent: parent, kind: .view, frame: rect,
            intrinsicSize: LayoutSnapshot.AxisPair(intrinsic.width >= 0 ? Double(intrinsic.width) : nil,
                                                   intrinsic.height >= 0 ? Double(intrinsic.height) : nil),
            hugging: LayoutSnapshot.AxisPair(Double(hugging.horizontal.rawValue), Double(hugging.vertical.rawValue)),
            compressionResistance: LayoutSnapshot.AxisPair(Double(compression.horizontal.rawValue),
                                                           Double(compression.vertical.rawValue)),
            margins: insets(marginsValue.physical(for: direction)), safeArea: insets(safeAreaInsets),
            insetsMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea,
            firstBaseline: firstBaselineOffsetFromTop.map(Double.init),
            lastBaseline: lastBaselineOffsetFromBottom.map(Double.init),
            alignmentInsets: insets(alignmentRectInsets),
            layoutDirection: direction, autoresizing: autoresizing,
            isHidden: isHidden, isMultilineText: isMultilineText))
    }

    /// This view's autoresizing mask and the parent size its frame was set against, as the
    /// snapshot's required frame constraints need them.
    private func autoresizingItem(parent: LayoutView) -> LayoutSnapshot.Autoresizing {
        let mask = autoresizingMask
        let parentSize = placement.superviewSize ?? parent.frameStorage.size
        return LayoutSnapshot.Autoresizing(
            flexible: LayoutSnapshot.AxisPair(
                [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]),
            parentSize: LayoutSnapshot.AxisPair(Double(parentSize.width), Double(parentSize.height)))
    }
}
