import Foundation
import SnapLayoutModel

/// What a collection view shows: UIKit's `UICollectionViewDataSource`.
public protocol LayoutCollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: LayoutCollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: LayoutCollectionView, cellForItemAt indexPath: IndexPath) -> LayoutCollectionViewCell
    /// How many sections there are (1 unless implemented).
    func numberOfSections(in collectionView: LayoutCollectionView) -> Int
    /// A section header's or footer's view (`kind` is `elementKindSectionHeader` or
    /// `elementKindSectionFooter`), shown where the flow layout gives it a size.
    func collectionView(_ collectionView: LayoutCollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> LayoutCollectionReusableView
}

extension LayoutCollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: LayoutCollectionView) -> Int { 1 }
    /// An empty view (implement it when the layout gives headers or footers a size).
    public func collectionView(_ collectionView: LayoutCollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> LayoutCollectionReusableView {
        LayoutCollectionReusableView(frame: .zero)
    }
}

/// What a collection view tells its delegate: UIKit's `UICollectionViewDelegate` (the part layout
/// uses; selection is accepted and never called).
public protocol LayoutCollectionViewDelegate: AnyObject {
    /// Told when an item's cell is about to be shown.
    func collectionView(_ collectionView: LayoutCollectionView, willDisplay cell: LayoutCollectionViewCell, forItemAt indexPath: IndexPath)
    /// Told when an item is selected (never here; present so that pasted code compiles).
    func collectionView(_ collectionView: LayoutCollectionView, didSelectItemAt indexPath: IndexPath)
}

extension LayoutCollectionViewDelegate {
    /// Nothing to do.
    public func collectionView(_ collectionView: LayoutCollectionView, willDisplay cell: LayoutCollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    /// Nothing to do.
    public func collectionView(_ collectionView: LayoutCollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// Sizes and spacing per item and section: UIKit's `UICollectionViewDelegateFlowLayout`. Each method
/// defaults to the flow layout's property.
public protocol LayoutCollectionViewDelegateFlowLayout: LayoutCollectionViewDelegate {
    /// An item's size (`itemSize` unless implemented).
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// A section's inset (`sectionInset` unless implemented).
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// A section's line spacing (`minimumLineSpacing` unless implemented).
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// A section's item spacing (`minimumInteritemSpacing` unless implemented).
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// A section header's size (`headerReferenceSize` unless implemented).
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// A section footer's size (`footerReferenceSize` unless implemented).
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension LayoutCollectionViewDelegateFlowLayout {
    private func flow(_ layout: LayoutCollectionViewLayout) -> LayoutCollectionViewFlowLayout {
        layout as? LayoutCollectionViewFlowLayout ?? LayoutCollectionViewFlowLayout()
    }
    /// The flow layout's `itemSize`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout).itemSize }
    /// The flow layout's `sectionInset`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets { flow(collectionViewLayout).sectionInset }
    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }
    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }
    /// The flow layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize { flow(collectionViewLayout).headerReferenceSize }
    /// The flow layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: LayoutCollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize { flow(collectionViewLayout).footerReferenceSize }
}
