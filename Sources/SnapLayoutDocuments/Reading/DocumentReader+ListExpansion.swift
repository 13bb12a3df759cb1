import SnapLayoutModel

/// Tables and collections expanded into the snapshot once every constraint is read, as UIKit's
/// `layoutSubviews()` does after the list has its frame: a first solve (Cassowary, the document
/// without its cells) gives each list its size; the model's geometry places the rows at that size
/// (`ListLayout`); each cell in the list's window becomes views of the snapshot: the cell
/// `LIST.sSrR` (a subview of the list, in its content's coordinates), its content view
/// `LIST.sSrR.content`, and its template's views `LIST.sSrR.ID`, with the template's
/// constraints. Rows outside the window are measured, never shown, as in UIKit.
extension DocumentReader {
    mutating func expandLists(_ snapshot: inout LayoutSnapshot) throws(ReadError) {
        if readsTemplate, !pendingScrolls.isEmpty {
            throw ReadError(message: "a cell template has no scroll, table or collection views")
        }
        guard !pendingLists.isEmpty else { return }
        // A label that cannot be measured is the solve's error to report, with its own words: the
        // lists' sizes are then found without measuring.
        guard let frames = (try? CellFitting.solve(snapshot)) ?? CellFitting.solveUnmeasured(snapshot) else {
            throw ReadError(message: "view '\(MessageText.quoted(items[pendingLists[0].view].id))': the list's size could not be solved")
        }
        for list in pendingLists {
            let name = "view '\(MessageText.quoted(snapshot.items[list.view].id))'"
            do throws(ReadError) {
                guard let k = snapshot.scrolls.firstIndex(where: { $0.view == list.view }) else { continue }
                var layout = ListLayout(list: list, size: .init(frames[list.view].width, frames[list.view].height),
                                        scroll: snapshot.scrolls[k], scale: snapshot.displayScale)
                try layout.readTemplates()
                let (cells, contentSize) = list.kind == .table ? try layout.table() : try layout.collection()
                snapshot.scrolls[k].contentSize = contentSize
                snapshot.items[snapshot.scrolls[k].content].frame = .init(x: 0, y: 0, width: contentSize.horizontal,
                                                                          height: contentSize.vertical)
                for cell in cells {
                    try instantiate(cell, filled: layout.filled(cell.row), list: list.view, in: &snapshot)
                }
            } catch {
                throw ReadError(errors: error.errors.map { "\(name): \($0)" })
            }
        }
    }

    /// One cell's views and constraints appended to the snapshot: the cell held at its frame, its
    /// content view at the content size (UIKit's encapsulated constraints), the template's views
    /// inside it.
    private mutating func instantiate(_ cell: ListLayout.Cell, filled template: LayoutSnapshot, list: Int,
                                      in snapshot: inout LayoutSnapshot) throws(ReadError) {
        let id = "\(snapshot.items[list].id).\(cell.id)"
        let direction = snapshot.items[list].layoutDirection
        let cellItem = snapshot.items.count
        snapshot.items.append(.init(id: id, parent: list, frame: cell.frame, layoutDirection: direction))
        var map: [Int] = []
        for (k, item) in template.items.enumerated() {
            var copy = item
            copy.id = k == 0 ? "\(id).content" : "\(id).\(item.id)"
            copy.parent = k == 0 ? cellItem : map[item.parent!]
            copy.layoutDirection = direction
            if k == 0 {
                copy.frame = .init(x: 0, y: 0, width: cell.contentSize.horizontal, height: cell.contentSize.vertical)
                if let margins = cell.margins { copy.margins = margins }
            }
            map.append(snapshot.items.count)
            snapshot.items.append(copy)
        }
        let content = map[0]
        let scrollContent = scrollGuides[list]!.content
        func pin(_ item: Int, _ attribute: LayoutAttribute, to other: Int?, _ otherAttribute: LayoutAttribute, _ constant: Double, _ label: String) {
            snapshot.constraints.append(.init(first: .init(item: item, attribute: attribute), relation: .equal,
                                              second: other.map { .init(item: $0, attribute: otherAttribute) },
                                              multiplier: 1, constant: constant, label: "\(id).\(label)"))
            constraintTexts.append(nil)
        }
        pin(cellItem, .left, to: scrollContent, .left, cell.frame.x, "frame.x")
        pin(cellItem, .top, to: scrollContent, .top, cell.frame.y, "frame.y")
        pin(cellItem, .width, to: nil, .notAnAttribute, cell.frame.width, "frame.width")
        pin(cellItem, .height, to: nil, .notAnAttribute, cell.frame.height, "frame.height")
        pin(content, .left, to: cellItem, .left, 0, "UIView-Encapsulated-Layout-Left")
        pin(content, .top, to: cellItem, .top, 0, "UIView-Encapsulated-Layout-Top")
        pin(content, .width, to: nil, .notAnAttribute, cell.contentSize.horizontal, "UIView-Encapsulated-Layout-Width")
        pin(content, .height, to: nil, .notAnAttribute, cell.contentSize.vertical, "UIView-Encapsulated-Layout-Height")
        for var constraint in template.constraints {
            constraint.first.item = map[constraint.first.item]
            if let second = constraint.second { constraint.second!.item = map[second.item] }
            snapshot.constraints.append(constraint)
            constraintTexts.append(nil)
        }
        for var text in template.texts {
            text.item = map[text.item]
            snapshot.texts.append(text)
        }
    }
}
