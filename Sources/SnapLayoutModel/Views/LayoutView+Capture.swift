import Foundation

/// A view tree flattened for solving, with the objects behind each snapshot index.
package struct CapturedLayout {
    package var snapshot: LayoutSnapshot
    /// The item behind each snapshot item index (views and added guides).
    package var items: [any LayoutItem]
    /// The constraint behind each snapshot constraint index.
    package var constraints: [LayoutConstraint]

    package init(snapshot: LayoutSnapshot, items: [any LayoutItem], constraints: [LayoutConstraint]) {
        self.snapshot = snapshot
        self.items = items
        self.constraints = constraints
    }
}

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
        for visit in walk.views {
            // `items` holds the view: unretained here even if an overridden property it is asked
            // for (`intrinsicContentSize`, …) changes the tree.
            visit.view._withUnsafeGuaranteedRef { view in
                let viewIndex = snapshotItems.count
                // Stacks noted here, where the view is at hand: a second pass retained every view to cast it.
                if let stack = view as? LayoutStackView { stackViews.append(stack) }
                snapshotItems.append(view.snapshotItem(parent: visit.parent, isRoot: view === self, direction: visit.direction))
                for guide in walk.guides[visit.guides] {
                    let frame = guide.solvedFrame
                    snapshotItems.append(LayoutSnapshot.Item(
                        id: guide.debugName, parent: viewIndex, kind: .guide,
                        frame: LayoutSnapshot.Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
                        layoutDirection: visit.direction))
                }
            }
        }

        let index = CapturedItemIndex(items)
        func anchor(_ key: CapturedItemKey, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor? {
            guard let itemIndex = index[key.object] else { return nil }
            return LayoutSnapshot.Anchor(item: itemIndex, guide: key.guide, attribute: attribute)
        }

        // Each stamp read once, not at every comparison of the sort. Unretained: the views hold
        // their constraints for the whole capture (a retained tuple was released through its
        // type's metadata).
        var active: [(stamp: Int, constraint: Unmanaged<LayoutConstraint>)] = []
        active.reserveCapacity(walk.constraintCount)
        for visit in walk.views {
            visit.view._withUnsafeGuaranteedRef { view in
                for constraint in view.constraints {
                    active.append((constraint.activationStamp, Unmanaged.passUnretained(constraint)))
                }
            }
        }
        active.sort { $0.stamp < $1.stamp }
        var constraints: [LayoutConstraint] = []
        var snapshotConstraints: [LayoutSnapshot.Constraint] = []
        constraints.reserveCapacity(active.count)
        snapshotConstraints.reserveCapacity(active.count)
        for (_, unmanaged) in active {
            let constraint = unmanaged.takeUnretainedValue()
            guard let first = anchor(constraint.firstKey, constraint.firstAttribute) else { continue }
            var second: LayoutSnapshot.Anchor?
            if let key = constraint.secondKey {
                guard let resolved = anchor(key, constraint.secondAttribute) else { continue }
                second = resolved
            }
            assert(constraint.firstItem != nil && constraint.hasSecondItem == (constraint.secondItem != nil),
                   "an installed constraint's items are alive")
            constraints.append(constraint)
            snapshotConstraints.append(LayoutSnapshot.Constraint(
                first: first, relation: constraint.relation, second: second,
                multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                priority: Double(constraint.priority.rawValue), label: constraint.identifier))
        }

        var snapshot = LayoutSnapshot(items: snapshotItems, constraints: snapshotConstraints)
        // Preorder: outer stacks before the stacks they contain.
        snapshot.stacks = stackViews.compactMap { $0.snapshotStack(index: { index[$0] }) }
        if let fitting {
            snapshot.fitting = fitting
        } else if translatesAutoresizingMaskIntoConstraints {
            snapshot.rootWidth = Double(frame.width)
            snapshot.rootHeight = Double(frame.height)
        }
        return CapturedLayout(snapshot: snapshot, items: items, constraints: constraints)
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
        var stack: [(view: LayoutView, parent: Int?, direction: LayoutDirection)] = [(self, nil, effectiveLayoutDirection)]
        while let (view, parent, inherited) = stack.popLast() {
            let viewIndex = walk.items.count
            let direction = parent == nil ? inherited : view.semanticLayoutDirection ?? inherited
            walk.items.append(view)
            let firstGuide = walk.guides.count
            for guide in view.layoutGuides {
                walk.items.append(guide)
                walk.guides.append(guide)
            }
            walk.views.append(CaptureVisit(view: Unmanaged.passUnretained(view), parent: parent, direction: direction,
                                           guides: firstGuide..<walk.guides.count))
            walk.constraintCount += view.constraints.count
            for subview in view.subviews.reversed() { stack.append((subview, viewIndex, direction)) }
        }
        return walk
    }

    /// This view as a snapshot item, under `direction` (its `effectiveLayoutDirection`, passed
    /// down by the capture). Each stored property is read once: every read of a class's stored
    /// property is checked for exclusivity at run time.
    func snapshotItem(parent: Int?, isRoot: Bool, direction: LayoutDirection) -> LayoutSnapshot.Item {
        func insets(_ e: EdgeInsets) -> LayoutSnapshot.Insets {
            LayoutSnapshot.Insets(top: Double(e.top), left: Double(e.left), bottom: Double(e.bottom), right: Double(e.right))
        }
        let intrinsic = intrinsicContentSize
        let frame = placement.frame
        let hugging = contentHugging, compression = compressionResistance
        var item = LayoutSnapshot.Item(
            id: debugName, parent: parent, kind: .view,
            frame: LayoutSnapshot.Rect(x: Double(frame.minX), y: Double(frame.minY),
                                       width: Double(frame.width), height: Double(frame.height)),
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
            layoutDirection: direction)
        item.isHidden = isHidden
        item.isMultilineText = isMultilineText
        if isRoot {
            // The root is placed at the origin; its own frame origin is kept as it is.
            item.frame.x = 0
            item.frame.y = 0
        } else if translatesAutoresizingMaskIntoConstraints, let parent = superview {
            let mask = autoresizingMask
            let parentSize = placement.superviewSize ?? parent.frameStorage.size
            item.autoresizing = LayoutSnapshot.Autoresizing(
                flexible: LayoutSnapshot.AxisPair(
                    [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                    [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]),
                parentSize: LayoutSnapshot.AxisPair(Double(parentSize.width), Double(parentSize.height)))
        }
        return item
    }
}
