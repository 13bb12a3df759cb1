import Foundation
import Testing
import SnapLayout
import SnapLayoutModel

// What the seed tests (SnapSeedTests, SnapKitDocsSeedTests) share: frames to 1e-6, the
// constraints a view ended up with in words, and the diagnostics a block wrote.

/// The frame equals `expected` to 1e-6 on every side.
func expectFrame(_ frame: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = [(frame.minX, expected.minX), (frame.minY, expected.minY),
                 (frame.width, expected.width), (frame.height, expected.height)].allSatisfy { abs($0 - $1) <= 1e-6 }
    #expect(close, "frame \(frame) is not \(expected)", sourceLocation: sourceLocation)
}

/// The active constraints of the tree under `root` whose first item is `view`, written as the
/// READMEs' comments write them (`view1.left <= superview.left + 10`, a priority as `@250`),
/// sorted. Items are named by their `label`.
func constraints(on view: LayoutView, in root: LayoutView) -> [String] {
    var all: [LayoutConstraint] = []
    var pending = [root]
    while let next = pending.popLast() {
        all += next.constraints
        pending += next.subviews
    }
    return all.filter { $0.firstItem === view && $0.isActive }.map(describe).sorted()
}

/// `first.attribute relation second.attribute × m + c @p`, leaving out × 1, + 0 and @1000.
func describe(_ c: LayoutConstraint) -> String {
    func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
    var text = "\(c.firstItem?.label ?? "?").\(c.firstAttribute) \(c.relation)"
    if let second = c.secondItem {
        text += " \(second.label ?? "?").\(c.secondAttribute)"
        if c.multiplier != 1 { text += " × \(number(c.multiplier))" }
        if c.constant > 0 { text += " + \(number(c.constant))" }
        if c.constant < 0 { text += " - \(number(-c.constant))" }
    } else {
        text += " \(number(c.constant))"
    }
    if c.priority.rawValue != 1000 { text += " @\(number(CGFloat(c.priority.rawValue)))" }
    return text
}

/// The diagnostics written while `body` runs, instead of standard error.
func capturingDiagnostics<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
    let messages = DiagnosticBox()
    let result = try DiagnosticReport.$capture.withValue({ messages.append($0) }, operation: body)
    return (result, messages.all)
}

/// Collects diagnostics from whatever thread writes them.
final class DiagnosticBox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
