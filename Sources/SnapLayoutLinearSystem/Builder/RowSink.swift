import SnapLayoutModel

/// What a row the builder makes stands for, without strings: made into a `RowSource` (which names
/// items by id) only where a row needs one, so that a destination which keeps no `LinearRow`
/// retains and releases nothing per row.
enum RowOrigin {
    /// Constraint `index` of the snapshot.
    case constraint(Int)
    /// Stack constraint `index` of the builder's `StackExpansion`.
    case stack(Int)
    /// A generated row, on item `item` (`nil`: a row named without an item).
    case generated(GeneratedConstraint.Kind, item: Int?, axis: LayoutAxis)

    /// The row's source in a system built from `expansion` (the builder's).
    func source(in expansion: StackExpansion) -> RowSource {
        switch self {
        case .constraint(let index): return .constraint(index)
        case .stack(let index): return .stack(expansion.stackConstraints[index].source)
        case .generated(let kind, let item, let axis):
            return .generated(GeneratedConstraint(kind: kind, item: item.map { expansion.items[$0].id }, axis: axis))
        }
    }
}

/// Where the builder's rows go: one row-making code (`Builder.appendRow`, the generated rows),
/// two destinations: `LinearRowCollector` (the `LinearSystem`'s rows) and `SeparableLoader` (a
/// separable solve's flat storage, no `LinearRow` at all). The builder's functions are generic
/// over it and take it `inout`, so each destination gets its own specialised code, with no
/// existential or class per row.
protocol RowSink: ~Copyable {
    /// Appends the row `Σ terms + constant (relation) 0` (terms sorted by variable, none zero).
    mutating func append(_ terms: UnsafeBufferPointer<LinearTerm>, constant: Double, _ relation: LayoutRelation,
                         priority: Double, origin: RowOrigin)
    /// Appends a row made as an expression (`append(_:constant:…)` by default).
    mutating func append(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double,
                         origin: RowOrigin)
    /// Appends the row `variable + constant (relation) 0` (a hugging or compression row).
    mutating func appendUnit(_ variable: Int, constant: Double, _ relation: LayoutRelation, priority: Double,
                             origin: RowOrigin)
}

extension RowSink where Self: ~Copyable {
    mutating func append(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double,
                         origin: RowOrigin) {
        expression.terms.withUnsafeBufferPointer {
            append($0, constant: expression.constant, relation, priority: priority, origin: origin)
        }
    }

    mutating func appendUnit(_ variable: Int, constant: Double, _ relation: LayoutRelation, priority: Double,
                             origin: RowOrigin) {
        var term = LinearTerm(variable: variable, coefficient: 1)
        withUnsafePointer(to: &term) {
            append(UnsafeBufferPointer(start: $0, count: 1), constant: constant, relation, priority: priority, origin: origin)
        }
    }
}

/// The rows of a `LinearSystem` (`Builder.build()`).
struct LinearRowCollector: RowSink {
    var rows: [LinearRow] = []
    /// The system's stays: a hugging or compression row shares its stay's one-term array (an
    /// array each per row cost a twentieth of building a screen's system).
    let stays: [LinearExpression]
    /// What names the rows' sources.
    let expansion: StackExpansion

    init(stays: [LinearExpression], expansion: StackExpansion, capacity: Int) {
        self.stays = stays
        self.expansion = expansion
        rows.reserveCapacity(capacity)
    }

    /// The terms in an array of their own. Not shared with a stay's one-term array, though a row
    /// of one variable at 1 could be: a solve walks the rows in order, and at 100 000 views rows
    /// whose terms lay among the stays' arrays ran 5–15 % slower than rows in arrays made in row
    /// order (the same work, fewer cache hits).
    mutating func append(_ terms: UnsafeBufferPointer<LinearTerm>, constant: Double, _ relation: LayoutRelation,
                         priority: Double, origin: RowOrigin) {
        append(LinearExpression(normalisedTerms: Array(terms), constant: constant), relation, priority: priority,
               origin: origin)
    }

    mutating func append(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double,
                         origin: RowOrigin) {
        rows.append(LinearRow(expression: expression, relation: relation, priority: priority,
                              source: origin.source(in: expansion)))
    }

    mutating func appendUnit(_ variable: Int, constant: Double, _ relation: LayoutRelation, priority: Double,
                             origin: RowOrigin) {
        append(LinearExpression(normalisedTerms: stays[variable].terms, constant: constant), relation,
               priority: priority, origin: origin)
    }
}

/// One row, with a source given outright (`StackRowFactory`: a stack constraint of a system built
/// before, not of the builder's expansion).
struct SingleRow: RowSink {
    let source: RowSource
    var row: LinearRow?

    mutating func append(_ terms: UnsafeBufferPointer<LinearTerm>, constant: Double, _ relation: LayoutRelation,
                         priority: Double, origin: RowOrigin) {
        row = LinearRow(expression: LinearExpression(normalisedTerms: Array(terms), constant: constant),
                        relation: relation, priority: priority, source: source)
    }
}
