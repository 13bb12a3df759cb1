import Foundation
import Testing
import SnapLayout

/// A screen built with the maker reads in reports and pictures as its author named it (issue 43):
/// `snp.setLabel` and UIKit's `accessibilityIdentifier` as given, and a broken constraint by the
/// label and the file and line the maker recorded.
struct NamedReportsTests {
    @Test func explanationsAndPicturesUseTheNamesGiven() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.snp.setLabel("screen")
        let button = LayoutView()
        button.accessibilityIdentifier = "login.button"
        root.addSubview(button)
        var line: UInt = 0
        button.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(20)
            make.top.equalToSuperview().offset(10)
            make.height.equalTo(44)
            line = #line + 1
            make.width.equalTo(300).labeled("tooWide")
        }
        let explanation = root.explainLayout()
        #expect(explanation.text.hasPrefix("== screen ==\n"))
        #expect(explanation.text.contains(
            "Broken: <SnapLayout.LayoutConstraint:tooWide@NamedReportsTests.swift#\(line) login.button.width == 300.0>\n"))
        let svg = root.renderSVG()
        #expect(svg.contains(">tooWide@NamedReportsTests.swift#\(line)</text>"))
        #expect(svg.contains("<title>login.button (view): x 20, y 10, width 280, height 44</title>"))
        #expect(!explanation.text.contains("LayoutView:") && !svg.contains("LayoutView:"))
    }
}
