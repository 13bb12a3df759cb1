import SnapLayoutCassowary
import SnapLayoutDiagnostics
import SnapLayoutLinearSystem

extension LayoutDiagnosis {
    /// The layout the first dump of a UIKit console log describes, rebuilt and solved with `solver`
    /// (the pure-Swift one unless given): explained and drawn as any layout (`explanation()`,
    /// `SVGRenderer`). `nil` when the log holds no dump that can be read and solved. For every dump,
    /// with the minimal sets and the suggestions, use `UIKitLogDiagnosis(uikitLog:solver:)`.
    public init?(uikitLog: String, solver: any LayoutSolver = CassowarySolver()) {
        guard let layout = UIKitLogDiagnosis(uikitLog: uikitLog, solver: solver).dumps.lazy.compactMap(\.layout).first else {
            return nil
        }
        self = layout
    }
}
