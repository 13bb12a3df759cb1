import Foundation
import SnapLayoutModel

extension SceneDiscovery {
    /// The cells inside `view`'s tree (table prototypes and static cells, collection view cells),
    /// each as a scene of its own.
    static func cells(in view: IBElement, context: DocumentContext) -> [SceneSource] {
        var sources: [SceneSource] = []
        var stack = [(view, view["style"])]
        while let (element, tableStyle) = stack.popLast() {
            for child in element.children.reversed() {
                if child.name == "tableViewCell" || child.name == "collectionViewCell" {
                    if let source = cellSource(child, context: context, tableStyle: tableStyle) { sources.append(source) }
                } else if child.name == "collectionReusableView", element.name == "collectionView" {
                    sources.append(supplementarySource(child))
                } else {
                    stack.append((child, child.name == "tableView" ? child["style"] : tableStyle))
                }
            }
        }
        return sources.reversed()
    }

    /// A collection view's section header or footer: a scene of its own, as a cell is.
    static func supplementarySource(_ view: IBElement) -> SceneSource {
        var chrome = SceneChrome()
        chrome.placement = .cell
        chrome.rootMargins = .own(storedMargins(view) ?? EdgeInsets(8))
        let what = view.key == "sectionFooterView" ? "section footer" : "section header"
        let name = view["reuseIdentifier"].map { "\(what) '\($0)'" } ?? view["customClass"] ?? what
        return SceneSource(root: view, kind: .cell, name: name, chrome: chrome)
    }

    /// A cell's scene: its content view at the size IB stored, as wide as the table on other devices.
    static func cellSource(_ cell: IBElement, context: DocumentContext, tableStyle: String? = nil) -> SceneSource? {
        guard var content = cell.child(key: "contentView"), IBViewClass.named(content.name) != nil else { return nil }
        // Older files give a collection view cell's content view no id: constraints name the cell.
        if content.id == nil { content.attributes["id"] = cell.id }
        var chrome = SceneChrome()
        chrome.placement = .cell
        let isTableCell = cell.name == "tableViewCell"
        if let stored = SceneDiscovery.storedMargins(content) {
            chrome.rootMargins = .own(stored)
        } else if isTableCell, context.toolsVersion >= 13000 || context.toolsVersion == 0 {
            // iOS 26's inset grouped rows (Xcode 26 files, tools 24000 on) are padded 15 above and below.
            chrome.rootMargins = .tableCell(vertical: tableStyle == "insetGrouped" && context.toolsVersion >= 24000 ? 15 : 11)
        } else {
            chrome.rootMargins = .own(EdgeInsets(8))
        }
        let deviceWidth = context.device?.portraitSize.width ?? 0
        let contentWidth = content.child("rect", key: "frame")?["width"].flatMap(Double.init) ?? Double(deviceWidth)
        chrome.cellWidthInset = max(0, Double(deviceWidth) - contentWidth)
        let name = cell["reuseIdentifier"].map { "cell '\($0)'" } ?? cell["customClass"] ?? (isTableCell ? "table view cell" : "collection view cell")
        return SceneSource(root: content, cell: cell, kind: .cell, name: name, chrome: chrome)
    }
}
