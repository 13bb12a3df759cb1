import Foundation

/// Views laid side by side along an axis inside their common superview, from ordinary constraints
/// (Masonry's `distributeViewsAlongAxis`): the recipe every DSL's spelling turns into its own
/// constraint objects, so the arithmetic is written once.
///
/// Horizontally the edges are leading and trailing, so a right-to-left tree runs the other way.
package struct AxisDistribution: Sendable {
    /// What is fixed; the other quantity follows from the superview's length.
    package enum Fixed: Sendable {
        /// The gap between neighbours; the views share the rest equally (equal lengths).
        case spacing(CGFloat)
        /// Every view's length; the gaps between neighbours come out equal.
        case itemLength(CGFloat)
    }

    /// One constraint of the recipe: `views[item].attribute == multiplier × target.targetAttribute + constant`.
    package struct Relation: Equatable, Sendable {
        /// What the right-hand side refers to.
        package enum Target: Equatable, Sendable {
            /// The views' superview.
            case superview
            /// Another of the views, by index.
            case view(Int)
            /// Nothing: a constant length.
            case none
        }

        package var item: Int
        package var attribute: LayoutAttribute
        package var target: Target
        package var targetAttribute: LayoutAttribute
        package var multiplier: CGFloat
        package var constant: CGFloat
    }

    package var axis: LayoutAxis
    package var fixed: Fixed
    /// From the superview's start edge to the first view.
    package var leadSpacing: CGFloat
    /// From the last view to the superview's end edge.
    package var tailSpacing: CGFloat

    package init(axis: LayoutAxis, fixed: Fixed, leadSpacing: CGFloat, tailSpacing: CGFloat) {
        self.axis = axis
        self.fixed = fixed
        self.leadSpacing = leadSpacing
        self.tailSpacing = tailSpacing
    }

    /// Why `count` views cannot be distributed, or `nil`.
    package func problem(count: Int) -> String? {
        if count < 2 { return "distributing needs at least two views (got \(count))" }
        let values: [CGFloat]
        switch fixed {
        case .spacing(let spacing): values = [spacing, leadSpacing, tailSpacing]
        case .itemLength(let length): values = [length, leadSpacing, tailSpacing]
        }
        if !values.allSatisfy(\.isFinite) { return "the spacings and lengths must be finite numbers" }
        if case .itemLength(let length) = fixed, length < 0 { return "the item length \(length) is negative" }
        return nil
    }

    /// The constraints for `count` views, in view order.
    package func relations(count: Int) -> [Relation] {
        let start: LayoutAttribute = axis == .horizontal ? .leading : .top
        let end: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
        let length: LayoutAttribute = axis == .horizontal ? .width : .height
        let first = Relation(item: 0, attribute: start, target: .superview, targetAttribute: start, multiplier: 1, constant: leadSpacing)
        let last = Relation(item: count - 1, attribute: end, target: .superview, targetAttribute: end, multiplier: 1, constant: -tailSpacing)
        switch fixed {
        case .spacing(let spacing):
            let chain = (1..<count).flatMap { index in [
                Relation(item: index, attribute: start, target: .view(index - 1), targetAttribute: end, multiplier: 1, constant: spacing),
                Relation(item: index, attribute: length, target: .view(0), targetAttribute: length, multiplier: 1, constant: 0),
            ] }
            return [first] + chain + [last]
        case .itemLength(let itemLength):
            let lengths = (0..<count).map {
                Relation(item: $0, attribute: length, target: .none, targetAttribute: .notAnAttribute, multiplier: 1, constant: itemLength)
            }
            return lengths + [first] + middles(count: count, itemLength: itemLength) + [last]
        }
    }

    /// The views between the first and the last, by their centres: view `i`'s centre sits at
    /// `k·L + lead + l/2 − k·(lead + tail + l)` with `k = i/(n−1)`, `L` the superview's length (its
    /// end edge in its own space) and `l` the item length, so neighbours are evenly spaced.
    private func middles(count: Int, itemLength: CGFloat) -> [Relation] {
        guard count > 2 else { return [] }
        let center: LayoutAttribute = axis == .horizontal ? .centerX : .centerY
        let end: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
        return (1..<(count - 1)).map { index in
            let k = CGFloat(index) / CGFloat(count - 1)
            let constant = leadSpacing + itemLength / 2 - k * (leadSpacing + tailSpacing + itemLength)
            return Relation(item: index, attribute: center, target: .superview, targetAttribute: end, multiplier: k, constant: constant)
        }
    }
}
