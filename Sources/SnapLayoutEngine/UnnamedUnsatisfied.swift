import SnapLayoutLinearSystem
import SnapLayoutModel

/// `LayoutReport.unsatisfied` as a layout pass leaves it: each unsatisfied row with what names
/// it, named only when the report is read (at 50 views, naming them was a twentieth of a first
/// layout). Nothing of the system is kept: a report holding its rows would make the session's
/// next constant change copy them all.
enum UnnamedUnsatisfied {
    /// One unsatisfied row: the tree's constraint behind it, or its generated source.
    struct Row {
        var constraint: LayoutConstraint?
        var source: RowSource
        var priority: Double
        var error: Double
    }

    /// As a layout pass found them.
    case found([Row])
    /// As the report's user set them.
    case named([LayoutReport.Unsatisfied])

    /// The report's entries, generated rows named now.
    var named: [LayoutReport.Unsatisfied] {
        switch self {
        case .named(let entries): return entries
        case .found(let rows):
            return rows.map { row in
                let entry: LayoutReport.Entry
                if let constraint = row.constraint {
                    entry = .constraint(constraint)
                } else {
                    entry = .generated(row.source.generatedName ?? row.source.description)
                }
                return LayoutReport.Unsatisfied(entry: entry, priority: LayoutPriority(Float(row.priority)), error: row.error)
            }
        }
    }
}
