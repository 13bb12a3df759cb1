import SnapLayoutModel

// Snap's item attributes, `other.snp_top`, for relating to: each is the `ConstraintItem` that
// `other.snp.top` is today. `snp_baseline` was UIKit's `.Baseline`, which is the last baseline;
// Snap 0.9 spelled the within-margins centres in the singular (`snp_centerXWithinMargin`),
// SnapKit 0.x in the plural: both are here.

extension LayoutItem {
    /// The item's attributes as a `ConstraintItem`, for the getters below.
    func snpLegacyItem(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: self, attributes: attributes)
    }

    /// Snap's spelling of `snp.left`, kept so its code compiles.
    ///
    /// ```swift
    /// make.left.equalTo(avatar.snp_right).offset(8)
    /// ```
    @available(*, deprecated, renamed: "snp.left")
    public var snp_left: ConstraintItem { snpLegacyItem(.left) }

    /// Snap's spelling of `snp.top`, kept so its code compiles.
    ///
    /// ```swift
    /// make.bottom.lessThanOrEqualTo(footer.snp_top).offset(-8)
    /// ```
    @available(*, deprecated, renamed: "snp.top")
    public var snp_top: ConstraintItem { snpLegacyItem(.top) }

    /// Snap's spelling of `snp.right`, kept so its code compiles.
    ///
    /// ```swift
    /// make.right.equalTo(avatar.snp_left).offset(-8)
    /// ```
    @available(*, deprecated, renamed: "snp.right")
    public var snp_right: ConstraintItem { snpLegacyItem(.right) }

    /// Snap's spelling of `snp.bottom`, kept so its code compiles.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp_bottom).offset(8)
    /// ```
    @available(*, deprecated, renamed: "snp.bottom")
    public var snp_bottom: ConstraintItem { snpLegacyItem(.bottom) }

    /// Snap's spelling of `snp.leading`, kept so its code compiles.
    ///
    /// ```swift
    /// make.leading.equalTo(title.snp_leading)
    /// ```
    @available(*, deprecated, renamed: "snp.leading")
    public var snp_leading: ConstraintItem { snpLegacyItem(.leading) }

    /// Snap's spelling of `snp.trailing`, kept so its code compiles.
    ///
    /// ```swift
    /// make.leading.equalTo(avatar.snp_trailing).offset(12)
    /// ```
    @available(*, deprecated, renamed: "snp.trailing")
    public var snp_trailing: ConstraintItem { snpLegacyItem(.trailing) }

    /// Snap's spelling of `snp.width`, kept so its code compiles.
    ///
    /// ```swift
    /// make.width.equalTo(avatar.snp_width).multipliedBy(2)
    /// ```
    @available(*, deprecated, renamed: "snp.width")
    public var snp_width: ConstraintItem { snpLegacyItem(.width) }

    /// Snap's spelling of `snp.height`, kept so its code compiles.
    ///
    /// ```swift
    /// make.height.equalTo(header.snp_height)
    /// ```
    @available(*, deprecated, renamed: "snp.height")
    public var snp_height: ConstraintItem { snpLegacyItem(.height) }

    /// Snap's spelling of `snp.centerX`, kept so its code compiles.
    ///
    /// ```swift
    /// make.centerX.equalTo(avatar.snp_centerX)
    /// ```
    @available(*, deprecated, renamed: "snp.centerX")
    public var snp_centerX: ConstraintItem { snpLegacyItem(.centerX) }

    /// Snap's spelling of `snp.centerY`, kept so its code compiles.
    ///
    /// ```swift
    /// make.centerY.equalTo(title.snp_centerY)
    /// ```
    @available(*, deprecated, renamed: "snp.centerY")
    public var snp_centerY: ConstraintItem { snpLegacyItem(.centerY) }

    /// Snap's `.Baseline`, the last baseline: what old code related to.
    ///
    /// ```swift
    /// make.baseline.equalTo(title.snp_baseline)
    /// ```
    @available(*, deprecated, renamed: "snp.lastBaseline")
    public var snp_baseline: ConstraintItem { snpLegacyItem(.lastBaseline) }

    /// Snap's spelling of `snp.firstBaseline`, kept so its code compiles.
    ///
    /// ```swift
    /// make.firstBaseline.equalTo(title.snp_firstBaseline)
    /// ```
    @available(*, deprecated, renamed: "snp.firstBaseline")
    public var snp_firstBaseline: ConstraintItem { snpLegacyItem(.firstBaseline) }

    /// Snap's spelling of `snp.lastBaseline`, kept so its code compiles.
    ///
    /// ```swift
    /// make.lastBaseline.equalTo(title.snp_lastBaseline)
    /// ```
    @available(*, deprecated, renamed: "snp.lastBaseline")
    public var snp_lastBaseline: ConstraintItem { snpLegacyItem(.lastBaseline) }

    /// Snap's spelling of `snp.leftMargin`, kept so its code compiles.
    ///
    /// ```swift
    /// make.left.equalTo(card.snp_leftMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.leftMargin")
    public var snp_leftMargin: ConstraintItem { snpLegacyItem(.leftMargin) }

    /// Snap's spelling of `snp.rightMargin`, kept so its code compiles.
    ///
    /// ```swift
    /// make.right.equalTo(card.snp_rightMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.rightMargin")
    public var snp_rightMargin: ConstraintItem { snpLegacyItem(.rightMargin) }

    /// Snap's spelling of `snp.topMargin`, kept so its code compiles.
    ///
    /// ```swift
    /// make.top.equalTo(card.snp_topMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.topMargin")
    public var snp_topMargin: ConstraintItem { snpLegacyItem(.topMargin) }

    /// Snap's spelling of `snp.bottomMargin`, kept so its code compiles.
    ///
    /// ```swift
    /// make.bottom.equalTo(card.snp_bottomMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.bottomMargin")
    public var snp_bottomMargin: ConstraintItem { snpLegacyItem(.bottomMargin) }

    /// Snap's spelling of `snp.leadingMargin`, kept so its code compiles.
    ///
    /// ```swift
    /// make.leading.equalTo(card.snp_leadingMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.leadingMargin")
    public var snp_leadingMargin: ConstraintItem { snpLegacyItem(.leadingMargin) }

    /// Snap's spelling of `snp.trailingMargin`, kept so its code compiles.
    ///
    /// ```swift
    /// make.trailing.equalTo(card.snp_trailingMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.trailingMargin")
    public var snp_trailingMargin: ConstraintItem { snpLegacyItem(.trailingMargin) }

    /// Snap's spelling of `snp.centerXWithinMargins`, kept so its code compiles.
    ///
    /// ```swift
    /// make.centerX.equalTo(card.snp_centerXWithinMargins)
    /// ```
    @available(*, deprecated, renamed: "snp.centerXWithinMargins")
    public var snp_centerXWithinMargins: ConstraintItem { snpLegacyItem(.centerXWithinMargins) }

    /// Snap's spelling of `snp.centerYWithinMargins`, kept so its code compiles.
    ///
    /// ```swift
    /// make.centerY.equalTo(card.snp_centerYWithinMargins)
    /// ```
    @available(*, deprecated, renamed: "snp.centerYWithinMargins")
    public var snp_centerYWithinMargins: ConstraintItem { snpLegacyItem(.centerYWithinMargins) }

    /// Snap 0.9's singular spelling, kept so its code compiles.
    ///
    /// ```swift
    /// make.centerX.equalTo(card.snp_centerXWithinMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.centerXWithinMargins")
    public var snp_centerXWithinMargin: ConstraintItem { snpLegacyItem(.centerXWithinMargins) }

    /// Snap 0.9's singular spelling, kept so its code compiles.
    ///
    /// ```swift
    /// make.centerY.equalTo(card.snp_centerYWithinMargin)
    /// ```
    @available(*, deprecated, renamed: "snp.centerYWithinMargins")
    public var snp_centerYWithinMargin: ConstraintItem { snpLegacyItem(.centerYWithinMargins) }

    /// Snap's spelling of `snp.edges`, kept so its code compiles.
    ///
    /// ```swift
    /// make.edges.equalTo(card.snp_edges).inset(4)
    /// ```
    @available(*, deprecated, renamed: "snp.edges")
    public var snp_edges: ConstraintItem { snpLegacyItem(.edges) }

    /// Snap's spelling of `snp.size`, kept so its code compiles.
    ///
    /// ```swift
    /// make.size.equalTo(avatar.snp_size)
    /// ```
    @available(*, deprecated, renamed: "snp.size")
    public var snp_size: ConstraintItem { snpLegacyItem(.size) }

    /// Snap's spelling of `snp.center`, kept so its code compiles.
    ///
    /// ```swift
    /// make.center.equalTo(card.snp_center)
    /// ```
    @available(*, deprecated, renamed: "snp.center")
    public var snp_center: ConstraintItem { snpLegacyItem(.center) }

    /// Snap's spelling of `snp.margins`, kept so its code compiles.
    ///
    /// ```swift
    /// make.edges.equalTo(card.snp_margins)
    /// ```
    @available(*, deprecated, renamed: "snp.margins")
    public var snp_margins: ConstraintItem { snpLegacyItem(.margins) }

    /// Snap's spelling of `snp.centerWithinMargins`, kept so its code compiles.
    ///
    /// ```swift
    /// make.center.equalTo(card.snp_centerWithinMargins)
    /// ```
    @available(*, deprecated, renamed: "snp.centerWithinMargins")
    public var snp_centerWithinMargins: ConstraintItem { snpLegacyItem(.centerWithinMargins) }
}
