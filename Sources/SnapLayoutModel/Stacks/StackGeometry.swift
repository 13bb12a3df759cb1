/// The attributes a stack's rules use along and across its axis (contract v1.1, section 3).
struct StackGeometry {
    /// Along the axis: leading, trailing, centre, size.
    let lead: LayoutAttribute, trail: LayoutAttribute, center: LayoutAttribute, size: LayoutAttribute
    /// Across the axis: top, bottom, centre, size.
    let top: LayoutAttribute, bottom: LayoutAttribute, center2: LayoutAttribute, size2: LayoutAttribute

    init(axis: LayoutAxis) {
        switch axis {
        case .horizontal:
            (lead, trail, center, size) = (.leading, .trailing, .centerX, .width)
            (top, bottom, center2, size2) = (.top, .bottom, .centerY, .height)
        case .vertical:
            (lead, trail, center, size) = (.top, .bottom, .centerY, .height)
            (top, bottom, center2, size2) = (.leading, .trailing, .centerX, .width)
        }
    }
}

extension StackAlignment {
    /// The top side's canvas connection is an inequality (contract v1.1, section 5).
    var isTopWeak: Bool { [.trailing, .center, .firstBaseline, .lastBaseline].contains(self) }
    /// The bottom side's canvas connection is an inequality.
    var isBottomWeak: Bool { [.leading, .center, .firstBaseline, .lastBaseline].contains(self) }
}

extension StackDistribution {
    /// Whether spacing is exact (the fill distributions) rather than a minimum.
    var hasStrictSpacing: Bool { [.fill, .fillEqually, .fillProportionally].contains(self) }
}
