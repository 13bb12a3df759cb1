import Foundation
import Testing
@testable import SnapLayoutModel

/// `debugName` is written out by hand (no `String(describing:)`); it must read as before.
struct DebugNameTests {
    final class CardView: LayoutView {}

    @Test func unlabelledItemsReadAsTheirTypeAndAddress() {
        let items: [any LayoutItem] = [LayoutView(), CardView(), LayoutGuide(), LayoutView().layoutMarginsGuide]
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
    }
}
