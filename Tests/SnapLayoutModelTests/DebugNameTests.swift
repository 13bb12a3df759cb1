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

    @Test func labelledItemsReadAsTheirTypeAndLabel() {
        let view = CardView()
        view.label = "card"
        #expect(view.debugName == "CardView:card")
        let stack = LayoutStackView(arrangedSubviews: [])
        stack.label = "rows"
        #expect(stack.debugName == "LayoutStackView:rows")
    }

    /// Every address is 16 hexadecimal digits, as a pointer's description writes it.
    @Test func addressesAreSixteenLowercaseDigits() {
        #expect(LayoutItemNames.addressName("LayoutView", 0) == "LayoutView:0x0000000000000000")
        #expect(LayoutItemNames.addressName("V", 0xfedc_ba98_7654_3210) == "V:0xfedcba9876543210")
        #expect(LayoutItemNames.addressName("", 0x1f) == ":0x000000000000001f")
    }
}
