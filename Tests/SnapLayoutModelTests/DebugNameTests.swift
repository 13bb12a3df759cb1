import Foundation
import Testing
@testable import SnapLayoutModel

/// `debugName` is written out by hand (no `String(describing:)`); it must read as before.
struct DebugNameTests {
    final class CardView: LayoutView {}

    @Test func unlabelledItemsReadAsTheirTypeAndAddress() {
        let items: [any LayoutItem] = [LayoutView(), CardView(), LayoutGuide(), LayoutView().layoutMarginsGuide,
                                       LayoutStackView(arrangedSubviews: [])]
        for item in items where item.label == nil {
            let object = item as AnyObject
            let expected = "\(String(describing: type(of: item))):\(Unmanaged.passUnretained(object).toOpaque())"
            #expect(item.debugName == expected)
        }
    }

    /// A name the user gave is the name, as given: no `LayoutView:` before it (issue 43).
    @Test func labelledItemsReadAsTheirLabel() {
        let view = CardView()
        view.label = "card"
        #expect(view.debugName == "card")
        let stack = LayoutStackView(arrangedSubviews: [])
        stack.label = "rows"
        #expect(stack.debugName == "rows")
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        #expect(guide.debugName == "spacer")
    }

    /// UIKit's `accessibilityIdentifier` names a view that has no label; a label (SnapKit's
    /// `snp.setLabel`, or `debugName` set) wins over it.
    @Test func anAccessibilityIdentifierNamesAViewWithoutALabel() {
        let view = LayoutView()
        view.accessibilityIdentifier = "login.button"
        #expect(view.debugName == "login.button")
        view.label = "button"
        #expect(view.debugName == "button")
        view.label = nil
        view.accessibilityIdentifier = nil
        #expect(view.debugName.hasPrefix("LayoutView:0x"))
    }

    /// `debugName` is settable: it sets the label, and reads back as set.
    @Test func debugNameIsSettable() {
        let view = LayoutView()
        view.debugName = "avatar"
        #expect(view.label == "avatar")
        #expect(view.debugName == "avatar")
        let guide: any LayoutItem = LayoutGuide()
        guide.debugName = "gap"
        #expect(guide.label == "gap" && guide.debugName == "gap")
    }

    /// Every address is 16 hexadecimal digits, as a pointer's description writes it.
    @Test func addressesAreSixteenLowercaseDigits() {
        #expect(LayoutItemNames.addressName("LayoutView", 0) == "LayoutView:0x0000000000000000")
        #expect(LayoutItemNames.addressName("V", 0xfedc_ba98_7654_3210) == "V:0xfedcba9876543210")
        #expect(LayoutItemNames.addressName("", 0x1f) == ":0x000000000000001f")
    }
}
