import SnapLayoutModel

extension DocumentFastReader {
    /// A number as `DocumentReader.number` accepts it: finite and within the documents' limit.
    static func number(_ cursor: inout JSONCursor) -> Double? {
        guard let value = cursor.number(), value.isFinite, abs(value) <= DocumentNumber.limit else { return nil }
        return value
    }

    /// An array of exactly `count` (at most four) numbers, or nulls when `nullable`, as
    /// `DocumentReader.numbers` accepts it.
    static func numbers(_ cursor: inout JSONCursor, count: Int, nullable: Bool, nonNegative: Bool = false) -> FewNumbers? {
        var values = FewNumbers()
        let read = cursor.elements { cursor in
            guard values.count < count else { return false }
            if nullable, cursor.take(word: "null") {
                values.append(nil)
                return true
            }
            guard let value = number(&cursor), !(nonNegative && value < 0) else { return false }
            values.append(value)
            return true
        }
        return read && values.count == count ? values : nil
    }

    /// Priorities as `DocumentReader.priorities` accepts them: two numbers in (0, 1000].
    static func priorities(_ cursor: inout JSONCursor) -> LayoutSnapshot.AxisPair<Double>? {
        guard let values = numbers(&cursor, count: 2, nullable: false),
              let first = values[0], let second = values[1],
              first > 0, first <= 1000, second > 0, second <= 1000 else { return nil }
        return .init(first, second)
    }

    /// Insets as `DocumentReader.insets` reads them.
    static func insets(_ cursor: inout JSONCursor) -> LayoutSnapshot.Insets? {
        guard let v = numbers(&cursor, count: 4, nullable: false) else { return nil }
        return LayoutSnapshot.Insets(top: v[0]!, left: v[1]!, bottom: v[2]!, right: v[3]!)
    }
}

/// Up to four numbers (or nulls) of a JSON array, held without an array: a frame, a size, insets
/// or priorities. Allocating an array for each cost as much as reading its numbers.
struct FewNumbers {
    private(set) var count = 0
    private var values: (Double?, Double?, Double?, Double?) = (nil, nil, nil, nil)

    /// Adds `value` after the others (at most four in all).
    mutating func append(_ value: Double?) {
        switch count {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: values.3 = value
        }
        count += 1
    }

    /// Number `index` (from 0), or `nil` for a null.
    subscript(index: Int) -> Double? {
        switch index {
        case 0: return values.0
        case 1: return values.1
        case 2: return values.2
        default: return values.3
        }
    }
}
