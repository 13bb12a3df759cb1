import Foundation
import SnapLayout

/// What the table tests share: a screen with a table filling it, cells of `fixed`-font labels whose
/// sizes are worked out by hand (a character one em wide, a line one em tall), and a data source
/// of rows as strings that counts what it is asked.
enum ListTestSupport {
    static let solvers: [LayoutSolverKind] = [.glpk, .cassowary]

    /// A 320 × 480 root whose table fills it.
    static func screen(_ solver: LayoutSolverKind, style: LayoutTableView.Style = .plain) -> (LayoutView, LayoutTableView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutEngine = LayoutEngine(solver: solver)
        let table = LayoutTableView(frame: .zero, style: style)
        root.addSubview(table)
        table.snp.makeConstraints { make in make.edges.equalToSuperview() }
        return (root, table)
    }

    static func fixed(_ size: CGFloat = 10) -> LayoutFont { LayoutFont(family: "fixed", size: size) }
}

/// A cell with one wrapping label pinned to its content view's margins.
final class TextCell: LayoutTableViewCell {
    let title = LayoutLabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = ListTestSupport.fixed()
        title.numberOfLines = 0
        contentView.addSubview(title)
        title.snp.makeConstraints { make in make.edges.equalTo(contentView.layoutMarginsGuide) }
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows as strings in sections; counts `cellForRowAt` calls per row.
final class StringRows: LayoutTableViewDataSource, LayoutTableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var headerViews: [Int: LayoutView] = [:]
    var fixedHeaderHeights: [Int: CGFloat] = [:]
    var asked: [IndexPath: Int] = [:]

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: LayoutTableView) -> Int { sections.count }

    func tableView(_ tableView: LayoutTableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: LayoutTableView, cellForRowAt indexPath: IndexPath) -> LayoutTableViewCell {
        asked[indexPath, default: 0] += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
        cell.title.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: LayoutTableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: LayoutTableView, viewForHeaderInSection section: Int) -> LayoutView? { headerViews[section] }

    func tableView(_ tableView: LayoutTableView, heightForHeaderInSection section: Int) -> CGFloat {
        fixedHeaderHeights[section] ?? tableView.sectionHeaderHeight
    }
}

extension LayoutTableView {
    /// The frames of the cells on screen, by index path (content coordinates).
    var shownFrames: [IndexPath: CGRect] {
        Dictionary(uniqueKeysWithValues: (indexPathsForVisibleRows ?? []).map { ($0, cellForRow(at: $0)!.frame) })
    }
}

/// Whether two lists of frames agree to 1e-6 on every edge (`nil` frames, for items not shown, never agree).
func matches(_ frames: [CGRect?], _ expected: [CGRect]) -> Bool {
    frames.count == expected.count && zip(frames, expected).allSatisfy { frame, want in
        guard let frame else { return false }
        return [(frame.minX, want.minX), (frame.minY, want.minY), (frame.width, want.width), (frame.height, want.height)]
            .allSatisfy { abs($0 - $1) <= 1e-6 }
    }
}
