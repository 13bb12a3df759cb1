import Foundation
import Testing
import SnapLayout

/// What section insets are measured from, per-section values from the flow delegate, and what a
/// reload measures again, with both solvers.
struct CollectionInsetTests {
    typealias Fixture = CollectionViewTests

    /// A 320-point grid with a safe area of 44 at the left and right (a landscape notch) that the
    /// content inset does not take (it scrolls vertically): 90-point items, an inset of 0 from
    /// each reference.
    func columns(_ reference: LayoutCollectionViewFlowLayout.SectionInsetReference, solver: LayoutSolverKind) -> [CGRect?] {
        let layout = LayoutCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInsetReference = reference
        let (root, grid) = Fixture().screen(solver, layout)
        grid.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        let items = Fixture.Items([["a", "b", "c", "d"]])
        grid.dataSource = items
        root.layoutIfNeeded()
        #expect(grid.adjustedContentInset == .zero)
        return Fixture().frames(grid)
    }

    /// From the content inset: 3 columns in 320 ((320 − 270) / 2 = 25 apart).
    @Test(arguments: ListTestSupport.solvers)
    func fromContentInset(solver: LayoutSolverKind) {
        #expect(matches(columns(.fromContentInset, solver: solver),
                        [CGRect(x: 0, y: 0, width: 90, height: 90), CGRect(x: 115, y: 0, width: 90, height: 90),
                         CGRect(x: 230, y: 0, width: 90, height: 90), CGRect(x: 0, y: 100, width: 90, height: 90)]))
    }

    /// From the safe area: 232 points between 44 and 276, 2 columns (232 − 180 = 52 apart).
    @Test(arguments: ListTestSupport.solvers)
    func fromSafeArea(solver: LayoutSolverKind) {
        #expect(matches(columns(.fromSafeArea, solver: solver),
                        [CGRect(x: 44, y: 0, width: 90, height: 90), CGRect(x: 186, y: 0, width: 90, height: 90),
                         CGRect(x: 44, y: 100, width: 90, height: 90), CGRect(x: 186, y: 100, width: 90, height: 90)]))
    }

    /// From the layout margins, on every edge: 8 past the safe area at the sides (52 each), 216
    /// points, 2 columns 36 apart; 8 at the top.
    @Test(arguments: ListTestSupport.solvers)
    func fromLayoutMargins(solver: LayoutSolverKind) {
        #expect(matches(columns(.fromLayoutMargins, solver: solver),
                        [CGRect(x: 52, y: 8, width: 90, height: 90), CGRect(x: 178, y: 8, width: 90, height: 90),
                         CGRect(x: 52, y: 108, width: 90, height: 90), CGRect(x: 178, y: 108, width: 90, height: 90)]))
    }

    /// Self-sizing items: each cell asked for twice (measured, then shown); reloading one item asks
    /// for that item alone again, and its new size moves the items after it.
    @Test(arguments: ListTestSupport.solvers)
    func reloadingAnItemMeasuresThatItemOnly(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 20)
        let (root, grid) = Fixture().screen(solver, layout)
        let items = Fixture.Items([["abc", "abcdefgh", "ab"]])
        grid.dataSource = items
        root.layoutIfNeeded()
        #expect(items.asked == [IndexPath(item: 0, section: 0): 2, IndexPath(item: 1, section: 0): 2, IndexPath(item: 2, section: 0): 2])
        items.asked = [:]
        items.sections[0][0] = "abcdef"
        grid.reloadItems(at: [IndexPath(item: 0, section: 0)])
        root.layoutIfNeeded()
        #expect(items.asked == [IndexPath(item: 0, section: 0): 2])
        // 70 (6 characters + 10), then 90 and 30, 10 apart, the one line left-aligned.
        #expect(matches(Fixture().frames(grid), [CGRect(x: 0, y: 0, width: 70, height: 20), CGRect(x: 80, y: 0, width: 90, height: 20),
                                                  CGRect(x: 180, y: 0, width: 30, height: 20)]))
    }

    /// Per-section values from the flow delegate: section 1 with an inset of 20, no spacing and a
    /// 40-point header; section 0 with the layout's own (no inset, 10 and 10, no header).
    final class Sections: LayoutCollectionViewDataSource, LayoutCollectionViewDelegateFlowLayout {
        func numberOfSections(in collectionView: LayoutCollectionView) -> Int { 2 }
        func collectionView(_ collectionView: LayoutCollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: LayoutCollectionView, cellForItemAt indexPath: IndexPath) -> LayoutCollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: LayoutCollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> LayoutCollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "band", for: indexPath)
        }
        func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                            insetForSectionAt section: Int) -> EdgeInsets { section == 1 ? EdgeInsets(20) : .zero }
        func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                            minimumLineSpacingForSectionAt section: Int) -> CGFloat { section == 1 ? 0 : 10 }
        func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                            minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { section == 1 ? 0 : 10 }
        func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                            referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: section == 1 ? 40 : 0) }
    }

    /// Section 0: 3 columns of 100 in 320, 10 apart, ending at 50. Section 1: its header 50 to 90,
    /// items from 110 (inset 20) in 280 points: 2 columns ((280 + 0) / 100), 80 apart, lines touching.
    @Test(arguments: ListTestSupport.solvers)
    func perSectionValuesFromTheDelegate(solver: LayoutSolverKind) {
        let layout = LayoutCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (root, grid) = Fixture().screen(solver, layout)
        let sections = Sections()
        grid.dataSource = sections
        grid.delegate = sections
        root.layoutIfNeeded()
        #expect(matches(Fixture().frames(grid), [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
                                                  CGRect(x: 220, y: 0, width: 100, height: 50)]))
        #expect(matches(Fixture().frames(grid, section: 1), [CGRect(x: 20, y: 110, width: 100, height: 50),
                                                              CGRect(x: 200, y: 110, width: 100, height: 50),
                                                              CGRect(x: 20, y: 160, width: 100, height: 50)]))
        let header = grid.supplementaryView(forElementKind: LayoutCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(matches([header?.frame], [CGRect(x: 0, y: 50, width: 320, height: 40)]))
        #expect(grid.supplementaryView(forElementKind: LayoutCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(grid.contentSize == CGSize(width: 320, height: 230))
    }
}
