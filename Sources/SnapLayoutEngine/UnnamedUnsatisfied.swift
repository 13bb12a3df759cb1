import SnapLayoutLinearSystem
import SnapLayoutModel

/// An unsatisfied optional row as a layout pass records it: a generated row keeps what names it
/// (`LayoutReport.unsatisfied` makes the name when read).
struct UnnamedUnsatisfied {
    /// What the entry will be.
    enum Entry {
        /// Already an entry (a constraint of the tree, or a name set by the report's user).
        case named(LayoutReport.Entry)
        /// A row the engine generated.
        case generated(GeneratedConstraint)
        /// A row a stack view generated.
        case stack(StackConstraint)
    }

    var entry: Entry
    var priority: LayoutPriority
    var error: Double

    /// The report's entry, its name made now.
    var named: LayoutReport.Unsatisfied {
        let named: LayoutReport.Entry
        switch entry {
        case .named(let entry): named = entry
        case .generated(let generated): named = .generated(generated.name)
        case .stack(let stack): named = .generated(stack.name)
        }
        return LayoutReport.Unsatisfied(entry: named, priority: priority, error: error)
    }
}
