/// Expressions for a few of many keys (the rows an elimination rewrites, the variables it
/// resolves): by key, the place of its expression, and the expressions together.
///
/// An array of optional expressions by key was filled, and each of its entries checked and
/// destroyed, for every row and variable of the system, where a screen eliminates a fifth of its
/// rows: that was most of setting an elimination up and tearing it down.
struct ExpressionTable<Expression> {
    /// By key: the place of its expression in `expressions`, or -1.
    private var places: [Int]
    private var expressions: [Expression] = []

    /// A table of `keyCount` keys without expressions, with room for `capacity` of them.
    init(keyCount: Int, capacity: Int) {
        places = [Int](filled: -1, count: keyCount)
        expressions.reserveCapacity(capacity)
    }

    /// The expression of `key`; setting one replaces the key's expression, if it had one.
    subscript(key: Int) -> Expression? {
        get {
            let place = places[key]
            return place < 0 ? nil : expressions[place]
        }
        set {
            guard let newValue else { preconditionFailure("an expression is never taken out") }
            if places[key] < 0 {
                places[key] = expressions.count
                expressions.append(newValue)
            } else {
                expressions[places[key]] = newValue
            }
        }
    }

    /// Changes the expression of `key` in place (copied out and back, it was retained and
    /// released once more per change); `nil` when the key has none.
    mutating func update<Result>(_ key: Int, _ change: (inout Expression) -> Result) -> Result? {
        let place = places[key]
        return place < 0 ? nil : change(&expressions[place])
    }

    /// Whether `key` has an expression.
    func contains(_ key: Int) -> Bool { places[key] >= 0 }

    /// By key: whether it has an expression.
    var keysHeld: [Bool] { places.map { $0 >= 0 } }
}
