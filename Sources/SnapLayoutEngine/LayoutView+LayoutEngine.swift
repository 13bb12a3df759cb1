import Foundation
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

/// What both umbrellas' `layoutIfNeeded()`, `systemLayoutSizeFitting` and `hasAmbiguousLayout`
/// do; each umbrella only says which solver a tree gets when it has no engine yet.
extension LayoutView {
    /// The root's engine, or one made by `makeDefault` and kept on the root.
    package func treeLayoutEngine(makingDefault makeDefault: () -> LayoutEngine) -> LayoutEngine {
        let root = rootView
        if let engine = root.layoutEngine { return engine }
        let engine = makeDefault()
        root.layoutEngine = engine
        return engine
    }

    /// Whether some part of the view's frame is not determined, solving the tree with `engine` and
    /// the ambiguity check (the engine's own setting is restored).
    package func hasAmbiguousLayout(in engine: LayoutEngine) -> Bool {
        let previous = engine.checksAmbiguity
        engine.checksAmbiguity = true
        defer { engine.checksAmbiguity = previous }
        let report = engine.layout(self)
        return report.ambiguousItems?.contains { $0 === self } ?? false
    }

    /// `CGSize(width: 0, height: 0)`: ask for the smallest size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A very large size: ask for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
