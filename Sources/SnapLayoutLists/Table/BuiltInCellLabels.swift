import SnapLayoutModel

/// A cell's built-in labels (`textLabel`, `detailTextLabel`) laid out inside its content view's
/// margins by style: one text label (`default`), a detail under it (`subtitle`), or a detail at the
/// trailing edge (`value1`, `value2`).
struct BuiltInCellLabels {
    let text = LayoutLabel()
    let detail = LayoutLabel()

    init(style: LayoutTableViewCell.CellStyle, in content: LayoutView) {
        let margins = content.layoutMarginsGuide
        let labels = style == .default ? [text] : [text, detail]
        for label in labels {
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
        }
        var constraints = [text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                           text.topAnchor.constraint(equalTo: margins.topAnchor)]
        switch style {
        case .default:
            constraints += [text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                            text.bottomAnchor.constraint(equalTo: margins.bottomAnchor)]
        case .subtitle:
            detail.font = .systemFont(ofSize: 12)
            constraints += [text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                            detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                            detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                            detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor)]
        case .value1, .value2:
            constraints += [text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                            detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                            detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8),
                            detail.centerYAnchor.constraint(equalTo: text.centerYAnchor)]
        }
        LayoutConstraint.activate(constraints)
    }
}
