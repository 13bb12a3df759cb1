import SnapLayoutModel

extension ConstraintMakerRelatable {
    /// Snappy's README writes `make.top.snp_equalTo(42)`, Masonry's `mas_equalTo` with the prefix
    /// swapped. No Snap or Snappy release defined it (Masonry needed the macro to box numbers in
    /// Objective-C; Swift's `equalTo` takes them directly), but the README's readers typed it.
    ///
    /// ```swift
    /// make.top.snp_equalTo(42)   // today: make.top.equalTo(42)
    /// ```
    @available(*, deprecated, renamed: "equalTo(_:)")
    @discardableResult
    public func snp_equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .equal, file: file, line: line)
    }
}
