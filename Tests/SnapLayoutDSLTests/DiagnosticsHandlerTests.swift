import Foundation
import Testing
import SnapLayout

/// `LayoutDiagnostics`: every warning reaches the handler as a value.
@Suite(.serialized)
struct DiagnosticsHandlerTests {
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var warnings: [LayoutWarning] = []
        func append(_ warning: LayoutWarning) { lock.withLock { warnings.append(warning) } }
        var all: [LayoutWarning] { lock.withLock { warnings } }
    }

    @Test func theProcessWideHandlerReceivesEveryWarning() {
        let received = Received()
        let previous = LayoutDiagnostics.handler
        LayoutDiagnostics.handler = { received.append($0) }
        defer { LayoutDiagnostics.handler = previous }
        let orphan = LayoutView()
        orphan.snp.setLabel("handler-orphan")
        orphan.snp.makeConstraints { make in make.top.equalToSuperview() }
        let other = LayoutView()
        LayoutConstraint(item: orphan, attribute: .width, relatedBy: .equal, toItem: other, attribute: .width).isActive = true
        // Tests running alongside may report too: keep this test's own warnings.
        let mine = received.all.filter { $0.message.contains("handler-orphan") }
        #expect(mine.map(\.kind) == [.missingSuperview, .noCommonAncestor])
    }

    @Test func aTaskHandlerOverridesTheProcessWideOne() {
        let received = Received()
        let orphan = LayoutView()
        LayoutDiagnostics.withHandler({ received.append($0) }) {
            orphan.snp.makeConstraints { make in make.left.equalTo(10) }
        }
        #expect(received.all.map(\.kind) == [.missingSuperview])
        #expect(received.all.first?.message == "a constant on left of \(orphan.debugName), which has no superview")
    }

    @Test func everyStyleReportsThroughIt() {
        let orphan = LayoutView()
        let (_, anchor) = LayoutDiagnostics.collecting {
            orphan.topAnchor.constraint(equalTo: LayoutView().topAnchor).isActive = true
        }
        #expect(anchor.map(\.kind) == [.noCommonAncestor])
        let (_, uikit) = LayoutDiagnostics.collecting {
            _ = LayoutConstraint(item: orphan, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 1)
        }
        #expect(uikit.map(\.kind) == [.invalidConstraint])
        #expect(uikit.first?.message.hasSuffix("a location attribute needs a second item to be measured from") == true)
    }

    @Test func theDefaultIsTheStandardErrorLine() {
        let warning = LayoutWarning(.unmatchedUpdate, "updateConstraints found no match",
                                    location: ConstraintLocation(file: "/tmp/Screen.swift", line: 12))
        #expect(warning.description == "updateConstraints found no match (Screen.swift#12)")
    }
}
