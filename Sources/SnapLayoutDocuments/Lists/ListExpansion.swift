import SnapLayoutModel

/// Tables and collections expanded into the snapshot when the document is measured, as UIKit's
/// `layoutSubviews()` does after the list has its frame: a first solve (the document without its
/// cells, with the measuring solver) gives each list its size; the model's geometry places the
/// rows at that size (`ListLayout`, self-sizing rows fitted with the same solver and text system);
/// each cell in the list's window becomes views of the snapshot: the cell `LIST.sSrR` (a subview
/// of the list, in its content's coordinates), its content view `LIST.sSrR.content`, and its
/// template's views `LIST.sSrR.ID`, with the template's constraints. Rows outside the window are
/// measured, never shown, as in UIKit.
struct ListExpansion {
    var snapshot: LayoutSnapshot
    /// The document's constraint texts, `nil` for each constraint the cells add.
    var constraintTexts: [String?]
    let fitting: CellFitting

    mutating func expand(_ lists: [DocumentList]) throws(ReadError) {
        guard let first = lists.first else { return }
        // A label that cannot be measured is the solve's error to report, with its own words: the
        // lists' sizes are then found without measuring.
        guard let frames = (try? fitting.solve(snapshot)) ?? fitting.solveUnmeasured(snapshot) else {
            throw ReadError(message: "view '\(MessageText.quoted(snapshot.items[first.view].id))': the list's size could not be solved")
        }
        for list in lists {
            let name = "view '\(MessageText.quoted(snapshot.items[list.view].id))'"
            do throws(ReadError) {
                guard let k = snapshot.scrolls.firstIndex(where: { $0.view == list.view }) else { continue }
                var layout = ListLayout(list: list, size: .init(frames[list.view].width, frames[list.view].height),
                                        scroll: snapshot.scrolls[k], scale: snapshot.displayScale, fitting: fitting)
                let (cells, contentSize) = list.kind == .table ? try layout.table() : try layout.collection()
                snapshot.scrolls[k].contentSize = contentSize
                snapshot.items[snapshot.scrolls[k].content].frame = .init(x: 0, y: 0, width: contentSize.horizontal,
                                                                          height: contentSize.vertical)
                for cell in cells {
                    try instantiate(cell, filled: list.filled(cell.row), list: list.view, content: snapshot.scrolls[k].content)
                }
            } catch {
                throw ReadError(errors: error.errors.map { "\(name): \($0)" })
            }
        }
    }

    /// One cell's views and constraints appended to the snapshot: the cell held at its frame, its
    /// content view at the content size (UIKit's encapsulated constraints), the template's views
    /// inside it.
    private mutating func instantiate(_ cell: ListLayout.Cell, filled template: LayoutSnapshot, list: Int, content scrollContent: Int) {
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
        var added: [LayoutSnapshot.Constraint] = []
        func pin(_ item: Int, _ attribute: LayoutAttribute, to other: Int?, _ otherAttribute: LayoutAttribute, _ constant: Double, _ label: String) {
            added.append(.init(first: .init(item: item, attribute: attribute), relation: .equal,
                               second: other.map { .init(item: $0, attribute: otherAttribute) },
                               multiplier: 1, constant: constant, label: "\(id).\(label)"))
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
            added.append(constraint)
        }
        snapshot.constraints += added
        constraintTexts += Array(repeating: nil, count: added.count)
        for var text in template.texts {
            text.item = map[text.item]
            snapshot.texts.append(text)
        }
    }
}
