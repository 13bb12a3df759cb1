/// The anchors every view and guide has, as UIKit's `UIView` and `UILayoutGuide` (and so
/// `safeAreaLayoutGuide` and `layoutMarginsGuide`).
///
/// ```swift
/// card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
/// ```
extension LayoutItem {
    /// The leading edge (left under left-to-right, right under right-to-left).
    ///
    /// ```swift
    /// title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor).isActive = true
    /// ```
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }

    /// The trailing edge.
    ///
    /// ```swift
    /// card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16).isActive = true
    /// ```
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }

    /// The left edge, whatever the layout direction.
    ///
    /// ```swift
    /// card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16).isActive = true
    /// ```
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }

    /// The right edge, whatever the layout direction.
    ///
    /// ```swift
    /// card.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16).isActive = true
    /// ```
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }

    /// The top edge.
    ///
    /// ```swift
    /// card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor).isActive = true
    /// ```
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }

    /// The bottom edge.
    ///
    /// ```swift
    /// card.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor).isActive = true
    /// ```
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }

    /// The width.
    ///
    /// ```swift
    /// card.widthAnchor.constraint(equalToConstant: 300).isActive = true
    /// ```
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }

    /// The height.
    ///
    /// ```swift
    /// card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5).isActive = true
    /// ```
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// The horizontal centre.
    ///
    /// ```swift
    /// card.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    /// ```
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }

    /// The vertical centre.
    ///
    /// ```swift
    /// card.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
    /// ```
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
}
