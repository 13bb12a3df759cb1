import Foundation
import Testing
import SnapLayout
import SnapLayoutUIKitNames

// A self-sizing table as an iOS app writes it (UIKit's names, a data source class, register,
// dequeue, `UITableView.automaticDimension`, anchors on the content view's margins), compiled here
// unchanged, and a grid of a flow layout beside it.

final class BubbleCell: UITableViewCell {
    static let reuseIdentifier = "bubble"
    let bubble = UIView()
    private var height: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        height = bubble.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            bubble.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            bubble.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            bubble.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(height: CGFloat) { self.height.constant = height }
}

final class BubbleDataSource: NSObject, UITableViewDataSource {
    let heights: [CGFloat] = [20, 40, 60]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BubbleCell.reuseIdentifier, for: indexPath) as! BubbleCell
        cell.configure(height: heights[indexPath.row])
        return cell
    }
}

final class SquaresDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100, height: 100)
    }
}

struct PastedTableViewTests {
    /// Each row is the bubble plus the content view's margins (11 above and below) plus the
    /// separator's half point: 42.5, 62.5, 82.5; the bubble inside the margins (16 at the sides).
    @Test(arguments: [LayoutSolverKind.glpk, .cassowary])
    func aSelfSizingTableAsAnAppWritesIt(solver: LayoutSolverKind) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutEngine = LayoutEngine(solver: solver)
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: root.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        tableView.register(BubbleCell.self, forCellReuseIdentifier: BubbleCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        let dataSource = BubbleDataSource()
        tableView.dataSource = dataSource
        root.layoutIfNeeded()
        let tops: [CGFloat] = [0, 42.5, 105]
        for (row, height) in dataSource.heights.enumerated() {
            let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? BubbleCell
            #expect(close(cell?.frame, CGRect(x: 0, y: tops[row], width: 320, height: height + 22.5)))
            #expect(close(cell?.bubble.frame, CGRect(x: 16, y: 11, width: 288, height: height)))
        }
        #expect(abs(tableView.contentSize.height - 187.5) < 1e-6 && tableView.contentSize.width == 320)
        #expect(root.layoutReport.isClean)
    }

    /// Five 100-point squares in 320 points: 3 a row ((320 − 300) / 2 = 10 apart), rows 110 apart,
    /// the last row keeping to the columns.
    @Test(arguments: [LayoutSolverKind.glpk, .cassowary])
    func aGridAsAnAppWritesIt(solver: LayoutSolverKind) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutEngine = LayoutEngine(solver: solver)
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        root.addSubview(collectionView)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
        let dataSource = SquaresDataSource()
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        root.layoutIfNeeded()
        let origins = [(0, 0), (110, 0), (220, 0), (0, 110), (110, 110)]
        for (item, origin) in origins.enumerated() {
            let frame = collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(close(frame, CGRect(x: CGFloat(origin.0), y: CGFloat(origin.1), width: 100, height: 100)))
        }
        #expect(collectionView.contentSize == CGSize(width: 320, height: 210))
    }

    private func close(_ frame: CGRect?, _ expected: CGRect) -> Bool {
        guard let frame else { return false }
        return [(frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width), (frame.height, expected.height)]
            .allSatisfy { abs($0 - $1) <= 1e-6 }
    }
}
