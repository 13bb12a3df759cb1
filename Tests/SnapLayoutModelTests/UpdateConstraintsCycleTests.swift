import Foundation
import Testing
import SnapLayout
@testable import SnapLayoutModel

/// UIKit's update-constraints cycle: `updateConstraints()` runs in the update pass before each
/// layout, subviews before superviews, on the views that need it; what it changes is solved in the
/// same pass.
struct UpdateConstraintsCycleTests {
    /// The names of the views whose `updateConstraints()` ran, in order.
    final class CallLog {
        var calls: [String] = []
    }

    /// A view that records its `updateConstraints()` calls.
    final class RecordingView: LayoutView {
        var log: CallLog?
        var marksItselfAgain = false

        override func updateConstraints() {
            log?.calls.append(label ?? "?")
            super.updateConstraints()
            if marksItselfAgain { setNeedsUpdateConstraints() }
        }
    }

    /// A card whose child's width is kept in `updateConstraints()`, as Apple's documentation
    /// describes: the property changes, `setNeedsUpdateConstraints()`, the constraint follows.
    final class CardView: LayoutView {
        let child = LayoutView()
        var childWidth: CGFloat = 100 { didSet { setNeedsUpdateConstraints() } }
        private var made = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }

        override func updateConstraints() {
            if !made {
                child.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(10)
                    make.right.bottom.lessThanOrEqualToSuperview().offset(-10)
                    make.width.equalTo(childWidth)
                    make.height.equalTo(40)
                }
                made = true
            } else {
                child.snp.updateConstraints { make in make.width.equalTo(childWidth) }
            }
            super.updateConstraints()
        }
    }

    /// A view whose override forgets `super.updateConstraints()`.
    final class ForgetfulView: LayoutView {
        var calls = 0
        override func updateConstraints() { calls += 1 }
    }

    func recordingTree(_ log: CallLog) -> (root: RecordingView, a: RecordingView, b: RecordingView, c: RecordingView) {
        let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = RecordingView(), b = RecordingView(), c = RecordingView()
        for (view, name) in [(root, "root"), (a, "a"), (b, "b"), (c, "c")] {
            view.label = name
            view.log = log
        }
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(c)
        return (root, a, b, c)
    }

    @Test func theUpdatePassCallsSubviewsBeforeTheirSuperview() {
        let log = CallLog()
        let (root, _, _, _) = recordingTree(log)
        root.layoutIfNeeded()
        #expect(log.calls == ["c", "a", "b", "root"])
    }

    @Test func aNewViewNeedsAnUpdateAndTheBaseImplementationClearsTheFlag() {
        let log = CallLog()
        let (root, a, _, c) = recordingTree(log)
        #expect([root, a, c].map(\.needsUpdateConstraints) == [true, true, true])
        root.layoutIfNeeded()
        #expect([root, a, c].map(\.needsUpdateConstraints) == [false, false, false])
        c.setNeedsUpdateConstraints()
        #expect(c.needsUpdateConstraints && !a.needsUpdateConstraints)
        root.layoutIfNeeded()
        #expect(!c.needsUpdateConstraints)
    }

    @Test func setNeedsUpdateConstraintsCausesExactlyOneMoreCallAtTheNextLayout() {
        let log = CallLog()
        let (root, _, b, _) = recordingTree(log)
        root.layoutIfNeeded()
        log.calls = []
        root.layoutIfNeeded()
        #expect(log.calls.isEmpty, "nothing asked for an update")
        b.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()
        #expect(log.calls.isEmpty, "the call waits for the layout")
        root.layoutIfNeeded()
        #expect(log.calls == ["b"])
        root.layoutIfNeeded()
        #expect(log.calls == ["b"])
    }

    @Test func anOverrideThatMarksItselfAgainRunsOncePerLayoutNotForever() {
        let log = CallLog()
        let (root, a, _, _) = recordingTree(log)
        a.marksItselfAgain = true
        root.layoutIfNeeded()
        #expect(log.calls == ["c", "a", "b", "root"])
        #expect(a.needsUpdateConstraints)
        log.calls = []
        root.layoutIfNeeded()
        #expect(log.calls == ["a"])
        root.layoutIfNeeded()
        #expect(log.calls == ["a", "a"])
    }

    @Test func constraintsMadeInUpdateConstraintsAreSolvedInTheSamePass() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = CardView()
        root.addSubview(card)
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        root.layoutIfNeeded()
        #expect(updatePassFrame(card.frame, CGRect(x: 20, y: 20, width: 280, height: 440)))
        #expect(updatePassFrame(card.child.frame, CGRect(x: 10, y: 10, width: 100, height: 40)))
    }

    @Test func aConstantChangedInUpdateConstraintsMarksTheLayoutDirty() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = CardView()
        root.addSubview(card)
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        root.layoutIfNeeded()
        card.childWidth = 150
        #expect(!root.needsLayout, "the constant changes in the update pass, not before")
        root.layoutIfNeeded()
        #expect(updatePassFrame(card.child.frame, CGRect(x: 10, y: 10, width: 150, height: 40)))
        #expect(!root.needsLayout)
    }

    @Test func updateConstraintsIfNeededRunsThePassWithoutLayingOut() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = CardView()
        root.addSubview(card)
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        #expect(card.child.constraints.isEmpty && card.constraints.isEmpty)
        card.updateConstraintsIfNeeded()
        #expect(!card.needsUpdateConstraints)
        #expect(card.constraints.count == 4, "the edges, installed on the card")
        #expect(card.child.constraints.count == 2, "width and height, on the child")
        #expect(card.child.frame == .zero, "no layout yet")
        #expect(root.needsUpdateConstraints, "only the card's subtree was updated")
        root.layoutIfNeeded()
        #expect(updatePassFrame(card.child.frame, CGRect(x: 10, y: 10, width: 100, height: 40)))
    }

    @Test func aSubclassOverridingInitFrameWorksThroughInitWithNoArguments() {
        let card = CardView()
        #expect(card.subviews.first === card.child)
        #expect(card.needsUpdateConstraints)
        let size = card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        #expect(!card.needsUpdateConstraints, "fitting runs the update pass of the view's subtree")
        #expect(abs(size.width - 120) < 1e-6 && abs(size.height - 60) < 1e-6)
    }

    @Test func anOverrideThatDoesNotCallSuperIsReportedAndNotCalledAgain() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = ForgetfulView()
        root.addSubview(view)
        let messages = CapturedMessages()
        DiagnosticReport.$capture.withValue({ messages.append($0) }) {
            root.layoutIfNeeded()
            root.layoutIfNeeded()
        }
        #expect(view.calls == 1)
        #expect(!view.needsUpdateConstraints)
        #expect(messages.all.count == 1)
        #expect(messages.all.first?.contains("ForgetfulView.updateConstraints() did not call super") == true)
    }

    /// A tree of plain `LayoutView`s has its flags cleared without a call per view; one subclass
    /// view anywhere in it sends the whole pass through the calls, in order.
    @Test func aTreeOfPlainViewsIsClearedAndASubclassAnywhereGetsItsCall() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = LayoutView(), b = LayoutView(), c = LayoutView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(c)
        root.updateConstraintsIfNeeded()
        #expect([root, a, b, c].map(\.needsUpdateConstraints) == [false, false, false, false])
        let log = CallLog()
        let d = RecordingView()
        d.label = "d"
        d.log = log
        c.addSubview(d)
        b.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        #expect(log.calls == ["d"])
        #expect([root, a, b, c, d].map(\.needsUpdateConstraints) == [false, false, false, false, false])
    }

    @Test func aViewAddedToATreeThatWasUpdatedIsUpdatedAtTheNextLayout() {
        let log = CallLog()
        let (root, a, _, _) = recordingTree(log)
        root.layoutIfNeeded()
        log.calls = []
        let d = RecordingView()
        d.label = "d"
        d.log = log
        a.addSubview(d)
        root.layoutIfNeeded()
        #expect(log.calls == ["d"])
        d.removeFromSuperview()
        d.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(log.calls == ["d"], "d left the tree")
    }
}

/// Messages a test captured, from any thread.
final class CapturedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    var all: [String] { lock.withLock { messages } }
    func append(_ message: String) { lock.withLock { messages.append(message) } }
}

/// Frames equal to 1e-6.
private func updatePassFrame(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}
