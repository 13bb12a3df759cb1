import Foundation
import Testing
import SnapLayout

/// The checked maker calls: misuse SnapKit traps on is thrown as values and changes nothing.
struct CheckedMakerTests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = LayoutView()
    let orphan = LayoutView()

    init() {
        root.addSubview(card)
        card.snp.setLabel("card")
        orphan.snp.setLabel("orphan")
    }

    func warnings(_ body: () throws -> Void) -> [LayoutWarning] {
        do {
            try body()
            return []
        } catch let error as ConstraintMakerError {
            return error.warnings
        } catch {
            Issue.record("unexpected \(error)")
            return []
        }
    }

    @Test func noSuperviewThrowsAndActivatesNothing() {
        var line: UInt = 0
        let thrown = warnings {
            try orphan.snp.makeConstraintsChecked { make in
                make.width.equalTo(10)
                line = #line; make.center.equalToSuperview()
            }
        }
        #expect(thrown.map(\.kind) == [.missingSuperview])
        #expect(thrown.first?.message == "equalToSuperview on orphan, which has no superview")
        #expect(thrown.first?.location?.line == line)
        #expect(orphan.constraints.isEmpty, "the valid width constraint was not activated either")
    }

    @Test func noCommonAncestorThrowsAndUndoesTheOthers() {
        let thrown = warnings {
            try card.snp.makeConstraintsChecked { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(orphan)
            }
        }
        #expect(thrown.map(\.kind) == [.noCommonAncestor])
        #expect(thrown.first?.message.hasSuffix("card and orphan have no common ancestor") == true)
        #expect(root.constraints.isEmpty && card.constraints.isEmpty)
    }

    @Test func mismatchedCompositesThrow() {
        let thrown = warnings {
            try card.snp.makeConstraintsChecked { make in make.edges.equalTo(root.snp.size) }
        }
        #expect(thrown.map(\.kind) == [.mismatchedAttributes])
        #expect(thrown.first?.message == "cannot relate card's [left, top, right, bottom] to [width, height]: composites must be identical")
        #expect(root.constraints.isEmpty)
    }

    @Test func anUpdateWithNoMatchThrowsAndChangesNoConstant() {
        card.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(5)
            make.width.equalTo(10)
        }
        let thrown = warnings {
            try card.snp.updateConstraintsChecked { make in
                make.top.equalToSuperview().offset(50)
                make.height.equalTo(20)
            }
        }
        #expect(thrown.map(\.kind) == [.unmatchedUpdate])
        #expect(root.constraints.map(\.constant) == [5], "the matched top was not updated either")
        #expect(card.constraints.map(\.constant) == [10])
    }

    @Test func aMatchingUpdateApplies() throws {
        card.snp.makeConstraints { make in make.top.equalToSuperview().offset(5) }
        try card.snp.updateConstraintsChecked { make in make.top.equalToSuperview().offset(50) }
        #expect(root.constraints.map(\.constant) == [50])
    }

    @Test func aFailedRemakeKeepsTheOldConstraints() {
        card.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let before = root.constraints
        let thrown = warnings {
            try card.snp.remakeConstraintsChecked { make in make.edges.equalTo(orphan) }
        }
        #expect(thrown.map(\.kind) == [.noCommonAncestor])
        #expect(root.constraints.count == 4 && root.constraints.allSatisfy { c in before.contains { $0 === c } })
        root.layoutIfNeeded()
        #expect(card.frame == root.bounds)
    }

    @Test func aConstraintUIKitRefusesThrows() {
        let thrown = warnings {
            _ = try card.snp.prepareConstraintsChecked { make in make.width.equalTo(10).priority(1200) }
        }
        #expect(thrown.map(\.kind) == [.invalidConstraint])
        #expect(thrown.first?.message == "card.width == a constant: priority 1200 is outside (0, 1000]")
    }

    @Test func aCleanCallThrowsNothingAndLaysOut() throws {
        try card.snp.makeConstraintsChecked { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }
}
