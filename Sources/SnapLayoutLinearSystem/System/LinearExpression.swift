import SnapLayoutModel

/// One term `coefficient × variable` of a linear expression.
public struct LinearTerm: Hashable, Sendable {
    /// The variable's index in its `LinearSystem`.
    public var variable: Int
    /// Its coefficient, never zero in a normalised expression.
    public var coefficient: Double

    /// Creates a term.
    public init(variable: Int, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficientᵢ · xᵢ + constant`, the left-hand side of every row of a `LinearSystem`.
///
/// Expressions built with the operators below stay normalised: terms sorted by variable, one per
/// variable, no zero coefficients.
public struct LinearExpression: Hashable, Sendable {
    /// The terms, sorted by variable.
    public private(set) var terms: [LinearTerm]
    /// The constant part.
    public var constant: Double

    /// A constant expression.
    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    /// `coefficient × variable`.
    public init(variable: Int, coefficient: Double = 1) {
        self.terms = coefficient == 0 ? [] : [LinearTerm(variable: variable, coefficient: coefficient)]
        self.constant = 0
    }

    /// An expression from arbitrary terms, merged and sorted.
    public init(terms: [LinearTerm], constant: Double) {
        var terms = terms
        LinearExpression.normalise(&terms)
        self.terms = terms
        self.constant = constant
    }

    /// An expression from terms already normalised (sorted by variable, one per variable, none
    /// zero): the builder's rows, whose terms it merges itself, skip the sort and the filter.
    package init(normalisedTerms terms: [LinearTerm], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    /// Whether the expression has no variable.
    public var isConstant: Bool { terms.isEmpty }

    /// The value of the expression for the given variable values.
    public func value(_ values: [Double]) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * values[term.variable] }
        return sum
    }

    /// Adds `factor × other` to this expression.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        guard factor != 0 else { return }
        constant += factor * other.constant
        if other.terms.isEmpty { return }
        var merged: [LinearTerm] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].variable < other.terms[j].variable) {
                merged.append(terms[i]); i += 1
            } else if i == terms.count || other.terms[j].variable < terms[i].variable {
                merged.append(LinearTerm(variable: other.terms[j].variable, coefficient: factor * other.terms[j].coefficient))
                j += 1
            } else {
                let c = terms[i].coefficient + factor * other.terms[j].coefficient
                if c != 0 { merged.append(LinearTerm(variable: terms[i].variable, coefficient: c)) }
                i += 1; j += 1
            }
        }
        terms = merged
    }

    /// Sorts `terms` by variable, merges the terms of one variable (their coefficients summed in
    /// sorted order) and drops zero coefficients, in place: sorting into a copy, merging into a
    /// second and filtering into a third allocated three arrays per substituted expression.
    package static func normalise(_ terms: inout [LinearTerm]) {
        sortByVariable(&terms)
        // Each variable's sum is written at `count`; a sum left at zero is overwritten by the next.
        var count = 0
        for index in terms.indices {
            if count > 0, terms[count - 1].variable == terms[index].variable {
                terms[count - 1].coefficient += terms[index].coefficient
            } else {
                if count > 0, terms[count - 1].coefficient == 0 { count -= 1 }
                terms[count] = terms[index]
                count += 1
            }
        }
        if count > 0, terms[count - 1].coefficient == 0 { count -= 1 }
        if count < terms.count { terms.removeLast(terms.count - count) }
    }

    /// A stable sort by variable, as `sort(by:)` gives: the terms of one variable keep their
    /// order, so their sum is the same. Substituted expressions hold a handful of terms, where an
    /// insertion sort costs a fraction of the standard library's.
    private static func sortByVariable(_ terms: inout [LinearTerm]) {
        guard terms.count <= 32 else { return terms.sort { $0.variable < $1.variable } }
        for i in terms.indices.dropFirst() where terms[i - 1].variable > terms[i].variable {
            let term = terms[i]
            var j = i
            while j > 0, terms[j - 1].variable > term.variable {
                terms[j] = terms[j - 1]
                j -= 1
            }
            terms[j] = term
        }
    }

    /// The expression `row == 0` solves to for `variable` (whose term `pivot` is), as
    /// `(−1 / a) × (row − a·variable)` gives it: a row eliminating a variable.
    package func solved(for pivot: LinearTerm) -> LinearExpression {
        let factor = -1 / pivot.coefficient
        guard let pivotIndex = terms.firstIndex(where: { $0.variable == pivot.variable }) else {
            return LinearExpression(normalisedTerms: terms.map { LinearTerm(variable: $0.variable, coefficient: factor * $0.coefficient) },
                                    constant: factor * constant)
        }
        // Made at its size and written through its buffer: appending checked uniqueness and
        // capacity per term, a third of the cost of each definition (and the standard library's
        // uninitialised-capacity initialiser looks the storage's type up at run time).
        var solvedTerms = [LinearTerm](filled: LinearTerm(variable: 0, coefficient: 0), count: terms.count - 1)
        solvedTerms.withUnsafeMutableBufferPointer { solved in
            terms.withUnsafeBufferPointer { terms in
                for index in 0..<pivotIndex {
                    solved[index] = LinearTerm(variable: terms[index].variable, coefficient: factor * terms[index].coefficient)
                }
                for index in (pivotIndex + 1)..<terms.count {
                    solved[index - 1] = LinearTerm(variable: terms[index].variable, coefficient: factor * terms[index].coefficient)
                }
            }
        }
        return LinearExpression(normalisedTerms: solvedTerms, constant: factor * constant)
    }

    /// Replaces `variable`, whose coefficient here is `coefficient`, by `replacement`: the same
    /// arithmetic as removing its term and adding `coefficient × replacement`, in one merge.
    package mutating func substitute(_ variable: Int, coefficient: Double, by replacement: LinearExpression) {
        constant += coefficient * replacement.constant
        // Merged in stack scratch and copied out once: appending checked uniqueness and capacity
        // per term, most of the cost of each substitution of the elimination.
        terms = terms.withUnsafeBufferPointer { terms in
            replacement.terms.withUnsafeBufferPointer { other in
                withUnsafeTemporaryAllocation(of: LinearTerm.self, capacity: terms.count + other.count) { merged in
                    let count = Self.merge(terms, dropping: variable, other, times: coefficient, into: merged)
                    return Array(UnsafeBufferPointer(rebasing: merged[0..<count]))
                }
            }
        }
    }

    /// Merges `terms` without `variable` and `coefficient × other` into `merged` (room for both),
    /// by variable, dropping sums that cancel; returns how many terms it wrote.
    private static func merge(_ terms: UnsafeBufferPointer<LinearTerm>, dropping variable: Int,
                              _ other: UnsafeBufferPointer<LinearTerm>, times coefficient: Double,
                              into merged: UnsafeMutableBufferPointer<LinearTerm>) -> Int {
        var count = 0
        var i = 0, j = 0
        while i < terms.count || j < other.count {
            if i < terms.count, terms[i].variable == variable { i += 1; continue }
            if j == other.count || (i < terms.count && terms[i].variable < other[j].variable) {
                merged.initializeElement(at: count, to: terms[i]); count += 1; i += 1
            } else if i == terms.count || other[j].variable < terms[i].variable {
                merged.initializeElement(at: count, to: LinearTerm(variable: other[j].variable,
                                                                   coefficient: coefficient * other[j].coefficient))
                count += 1; j += 1
            } else {
                let c = terms[i].coefficient + coefficient * other[j].coefficient
                if c != 0 { merged.initializeElement(at: count, to: LinearTerm(variable: terms[i].variable, coefficient: c)); count += 1 }
                i += 1; j += 1
            }
        }
        return count
    }
}

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs; result.add(rhs); return result
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs; result.add(rhs, times: -1); return result
    }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs; result.constant += rhs; return result
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs; result.constant -= rhs; return result
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        var result = LinearExpression(); result.add(rhs, times: lhs); return result
    }
}
