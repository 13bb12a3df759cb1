import Foundation
import Testing
import SnapLayout
import SnapLayoutModel

/// The parts of a made constraint, checked one by one.
struct ExpectedConstraint {
    var first: any LayoutItem
    var attribute: LayoutAttribute
    var relation: LayoutRelation = .equal
    var second: (any LayoutItem)?
    var secondAttribute: LayoutAttribute = .notAnAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0

    func check(_ constraint: LayoutConstraint, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(constraint.firstItem === first, sourceLocation: sourceLocation)
        #expect(constraint.firstAttribute == attribute, sourceLocation: sourceLocation)
        #expect(constraint.relation == relation, sourceLocation: sourceLocation)
        #expect(constraint.secondItem === second, sourceLocation: sourceLocation)
        #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
        #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
        #expect(constraint.constant == constant, sourceLocation: sourceLocation)
        #expect(constraint.priority == .required, sourceLocation: sourceLocation)
        #expect(!constraint.isActive, "made constraints are inactive", sourceLocation: sourceLocation)
    }
}

/// The diagnostics written while `body` runs, instead of standard error.
func capturingDiagnostics<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
    let messages = MessageBox()
    let result = try DiagnosticReport.$capture.withValue({ messages.append($0) }, operation: body)
    return (result, messages.all)
}

final class MessageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}

func expectFrame(_ frame: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = [(frame.minX, expected.minX), (frame.minY, expected.minY),
                 (frame.width, expected.width), (frame.height, expected.height)].allSatisfy { abs($0 - $1) <= 1e-6 }
    #expect(close, "frame \(frame) != \(expected)", sourceLocation: sourceLocation)
}

func labelled(_ label: String, in parent: LayoutView? = nil) -> LayoutView {
    let view = LayoutView()
    view.label = label
    view.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(view)
    return view
}
