import Foundation
import Testing
import SnapLayout

/// Collection views with a flow layout, placed as UIKit places them (lines that take items while
/// they fit; every line but the last justified, one item alone centred, the last left-aligned;
/// equal items in a grid), frames worked out by hand, with both solvers.
struct CollectionViewTests {
    final class Cell: LayoutCollectionViewCell {
        let title = LayoutLabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = ListTestSupport.fixed()
            contentView.addSubview(title)
            title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Items: LayoutCollectionViewDataSource, LayoutCollectionViewDelegateFlowLayout {
        var sections: [[String]]
        var sizes: [[CGSize]]?
        var asked: [IndexPath: Int] = [:]
        init(_ sections: [[String]], sizes: [[CGSize]]? = nil) {
            self.sections = sections
            self.sizes = sizes
        }
        func numberOfSections(in collectionView: LayoutCollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: LayoutCollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: LayoutCollectionView, cellForItemAt indexPath: IndexPath) -> LayoutCollectionViewCell {
            asked[indexPath, default: 0] += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! Cell
            cell.title.text = sections[indexPath.section][indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes?[indexPath.section][indexPath.item] ?? (collectionViewLayout as! LayoutCollectionViewFlowLayout).itemSize
        }
        func collectionView(_ collectionView: LayoutCollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> LayoutCollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "band", for: indexPath)
        }
    }

    func screen(_ solver: LayoutSolverKind, _ layout: LayoutCollectionViewFlowLayout, height: CGFloat = 480)
        -> (LayoutView, LayoutCollectionView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        root.layoutEngine = LayoutEngine(solver: solver)
        let grid = LayoutCollectionView(frame: .zero, collectionViewLayout: layout)
        root.addSubview(grid)
        grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
        grid.register(Cell.self, forCellWithReuseIdentifier: "cell")
        grid.register(LayoutCollectionReusableView.self, forSupplementaryViewOfKind: LayoutCollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "band")
        grid.register(LayoutCollectionReusableView.self, forSupplementaryViewOfKind: LayoutCollectionView.elementKindSectionFooter,
                      withReuseIdentifier: "band")
        return (root, grid)
    }

    func frames(_ grid: LayoutCollectionView, section: Int = 0) -> [CGRect?] {
        (0..<grid.numberOfItems(inSection: section)).map { grid.cellForItem(at: IndexPath(item: $0, section: section))?.frame }
    }

    /// Equal items form a grid of as many columns as fit (3 of 90 in 300 points), spaced as a full
    /// line is ((300 − 270) / 2 = 15), the short last line keeping to the columns.
    @Test(arguments: ListTestSupport.solvers)
    func equalItemsFormAGrid(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let (root, grid) = screen(solver, layout)
        let items = Items([(0..<7).map { "\($0)" }])
        grid.dataSource = items
        root.layoutIfNeeded()
        let xs: [CGFloat] = [10, 115, 220], ys: [CGFloat] = [10, 110, 210]
        let expected: [CGRect] = (0..<7).map { (k: Int) -> CGRect in CGRect(x: xs[k % 3], y: ys[k / 3], width: 90, height: 90) }
        #expect(matches(frames(grid), expected))
        #expect(grid.contentSize == CGSize(width: 320, height: 310))
        // The content view fills the item, held there by the encapsulated constraints.
        let cell = grid.cellForItem(at: IndexPath(item: 6, section: 0)) as! Cell
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 90, height: 90))
        #expect(cell.title.frame == CGRect(x: 5, y: 5, width: 80, height: 80))
        #expect(root.layoutReport.isClean)
    }

    /// Items of different sizes: the first line justified (room 300, items 280: gaps of 10), the
    /// items centred across their line (the line as tall as its tallest, 60), the last line
    /// left-aligned at the minimum spacing; a line of one item that is not the last is centred.
    @Test(arguments: ListTestSupport.solvers)
    func linesOfItemsOfDifferentSizes(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let (root, grid) = screen(solver, layout)
        let sizes = [[CGSize(width: 100, height: 40), CGSize(width: 120, height: 60), CGSize(width: 60, height: 40),
                      CGSize(width: 200, height: 40), CGSize(width: 50, height: 40)],
                     [CGSize(width: 250, height: 40), CGSize(width: 240, height: 40)]]
        let items = Items([["a", "b", "c", "d", "e"], ["f", "g"]], sizes: sizes)
        grid.dataSource = items
        grid.delegate = items
        root.layoutIfNeeded()
        #expect(matches(frames(grid), [CGRect(x: 10, y: 20, width: 100, height: 40), CGRect(x: 120, y: 10, width: 120, height: 60),
                                 CGRect(x: 250, y: 20, width: 60, height: 40),
                                 CGRect(x: 10, y: 80, width: 200, height: 40), CGRect(x: 220, y: 80, width: 50, height: 40)]))
        // Section 1 starts at 130 (+ 10 inset): 250 alone in its line, centred (10 + (300 − 250) / 2 = 35);
        // 240 alone in the last line, at the left.
        #expect(matches(frames(grid, section: 1), [CGRect(x: 35, y: 140, width: 250, height: 40), CGRect(x: 10, y: 190, width: 240, height: 40)]))
        #expect(grid.contentSize == CGSize(width: 320, height: 240))
    }

    /// Scrolling horizontally, lines are columns: 3 items of 50 fit in 200 points ((200 − 150) / 2 =
    /// 25 apart); columns 60 apart; the content as wide as its columns.
    @Test(arguments: ListTestSupport.solvers)
    func horizontalScrolling(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let (root, grid) = screen(solver, layout, height: 200)
        let items = Items([(0..<8).map { "\($0)" }])
        grid.dataSource = items
        root.layoutIfNeeded()
        let expected: [CGRect] = (0..<8).map { (k: Int) -> CGRect in
            CGRect(x: CGFloat(k / 3) * 60, y: CGFloat(k % 3) * 75, width: 50, height: 50)
        }
        #expect(matches(frames(grid), expected))
        #expect(grid.contentSize == CGSize(width: 170, height: 200))
    }

    /// Headers and footers span the content across the scrolling axis, outside the section inset.
    @Test(arguments: ListTestSupport.solvers)
    func headersAndFooters(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let (root, grid) = screen(solver, layout)
        let items = Items([["a", "b"], ["c", "d"]])
        grid.dataSource = items
        root.layoutIfNeeded()
        // 3 columns of 100 in 320 (gaps of 10): the two items at columns 0 and 1.
        #expect(matches(frames(grid), [CGRect(x: 0, y: 35, width: 100, height: 50), CGRect(x: 110, y: 35, width: 100, height: 50)]))
        #expect(matches(frames(grid, section: 1), [CGRect(x: 0, y: 145, width: 100, height: 50), CGRect(x: 110, y: 145, width: 100, height: 50)]))
        let header = LayoutCollectionView.elementKindSectionHeader, footer = LayoutCollectionView.elementKindSectionFooter
        #expect(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 110, width: 320, height: 30))
        #expect(grid.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 90, width: 320, height: 20))
        #expect(grid.contentSize == CGSize(width: 320, height: 220))
    }

    /// Self-sizing items (`automaticSize`): each its label plus 5 around (fixed font: 10 a character),
    /// in one line, the last, left-aligned.
    @Test(arguments: ListTestSupport.solvers)
    func selfSizingItems(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.estimatedItemSize = LayoutCollectionViewFlowLayout.automaticSize
        let (root, grid) = screen(solver, layout)
        let items = Items([["abc", "abcdefgh", "ab"]])
        grid.dataSource = items
        root.layoutIfNeeded()
        #expect(matches(frames(grid), [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 50, y: 0, width: 90, height: 20),
                                 CGRect(x: 150, y: 0, width: 30, height: 20)]))
        #expect(grid.contentSize == CGSize(width: 320, height: 20))
    }

    /// The items visible at an offset, in content coordinates; the others are not subviews.
    @Test(arguments: ListTestSupport.solvers)
    func theVisibleWindowAtAnOffset(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (root, grid) = screen(solver, layout)
        let items = Items([(0..<60).map { "\($0)" }])
        grid.dataSource = items
        grid.contentOffset = CGPoint(x: 0, y: 500)
        root.layoutIfNeeded()
        // Rows 110 apart (100 + 10); visible from 500 to 980: rows 4 (440–540) to 8 (880–980).
        #expect(grid.indexPathsForVisibleItems == (12..<27).map { IndexPath(item: $0, section: 0) })
        #expect(grid.cellForItem(at: IndexPath(item: 12, section: 0))?.frame == CGRect(x: 0, y: 440, width: 100, height: 100))
        #expect(grid.subviews.filter { $0 is LayoutCollectionViewCell }.count == 15)
        #expect(grid.contentSize == CGSize(width: 320, height: 20 * 110 - 10))
    }
}
