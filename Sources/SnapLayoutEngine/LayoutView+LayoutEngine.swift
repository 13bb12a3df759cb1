import SnapLayoutModel

/// Where a root view keeps its engine: an attachment of the view, so that the model (which knows
/// no engine) needs no stored property for it.
final class LayoutEngineAttachment: LayoutItemAttachment {
    var engine: LayoutEngine?

    init() {}
}

extension LayoutView {
    /// The engine a root view lays out with; set it to choose a solver. `nil` uses the default.
    public var layoutEngine: LayoutEngine? {
        get { attachments.existing(LayoutEngineAttachment.self)?.engine }
        set { attachments[LayoutEngineAttachment.self].engine = newValue }
    }
}
