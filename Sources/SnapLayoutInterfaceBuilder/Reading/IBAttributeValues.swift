import Foundation

/// Numbers, flags and rectangles read from an element's attributes, each refused with the line
/// and the attribute's name when it is not what IB writes: a value no layout can use (not a
/// number, infinite, beyond a billion points) is an error, never a guess.
package enum IBAttributeValues {
    /// Larger magnitudes are refused: no layout is a billion points wide, and the solvers' limits
    /// (`LayoutLimits`) are set for values below it.
    package static let maximumMagnitude = 1e9

    /// The number in attribute `name` of `element`, `fallback` when it is absent.
    package static func number(_ element: IBElement, _ name: String, default fallback: Double) throws(IBProblem) -> Double {
        guard let text = element[name] else { return fallback }
        return try number(text, name: name, line: element.line)
    }

    /// The number in attribute `name`, or `nil` when absent.
    package static func optionalNumber(_ element: IBElement, _ name: String) throws(IBProblem) -> Double? {
        guard let text = element[name] else { return nil }
        return try number(text, name: name, line: element.line)
    }

    /// `text` as a finite number of at most a billion in magnitude.
    package static func number(_ text: String, name: String, line: Int) throws(IBProblem) -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw IBProblem(line: line, "\(name)=\"\(IBText.quoted(text))\" is not a number")
        }
        guard abs(value) <= maximumMagnitude else {
            throw IBProblem(line: line, "\(name)=\"\(IBText.quoted(text))\" is beyond a billion points")
        }
        return value
    }

    /// A priority attribute: a number in (0, 1000]; `fallback` when absent.
    package static func priority(_ element: IBElement, _ name: String, default fallback: Double) throws(IBProblem) -> Double {
        guard let text = element[name] else { return fallback }
        let value = try number(text, name: name, line: element.line)
        guard value > 0, value <= 1000 else {
            throw IBProblem(line: element.line, "\(name)=\"\(IBText.quoted(text))\" is not a priority in (0, 1000]")
        }
        return value
    }

    /// The rectangle of a `<rect key="KEY">` child (x, y, width, height), or `nil` when there is none.
    package static func rect(_ element: IBElement, key: String = "frame") throws(IBProblem) -> CGRect? {
        guard let rect = element.child("rect", key: key) else { return nil }
        let x = try number(rect, "x", default: 0), y = try number(rect, "y", default: 0)
        let width = try number(rect, "width", default: 0), height = try number(rect, "height", default: 0)
        guard width >= 0, height >= 0 else {
            throw IBProblem(line: rect.line, "a \(key) with a negative size (\(width) × \(height))")
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The size of a `<size key="KEY">` child, or `nil`.
    package static func size(_ element: IBElement, key: String) throws(IBProblem) -> CGSize? {
        guard let size = element.child("size", key: key) else { return nil }
        let width = try number(size, "width", default: 0), height = try number(size, "height", default: 0)
        guard width >= 0, height >= 0 else {
            throw IBProblem(line: size.line, "a \(key) with a negative size (\(width) × \(height))")
        }
        return CGSize(width: width, height: height)
    }
}
