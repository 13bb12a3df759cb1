/// A list's registered cell classes and the cells it is not showing, by reuse identifier
/// (UIKit's `dequeueReusableCell(withIdentifier:for:)`): a list owns one per kind of view it reuses.
struct ReuseQueue<View: AnyObject> {
    /// How to make a view for each identifier.
    private var makers: [String: (String) -> View] = [:]
    /// The views set aside for each identifier.
    private var idle: [String: [View]] = [:]

    /// Registers a maker for `identifier` (`nil` removes it).
    mutating func register(_ maker: ((String) -> View)?, for identifier: String) {
        makers[identifier] = maker
    }

    /// Whether a maker is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A set-aside view of `identifier` (`reused` true), or a new one (`nil` when none is registered).
    mutating func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
        if let view = idle[identifier]?.popLast() { return (view, true) }
        guard let make = makers[identifier] else { return nil }
        return (make(identifier), false)
    }

    /// Sets `view` aside for the next `dequeue` of `identifier` (each view once).
    mutating func enqueue(_ view: View, identifier: String) {
        if idle[identifier]?.contains(where: { $0 === view }) == true { return }
        idle[identifier, default: []].append(view)
    }
}
