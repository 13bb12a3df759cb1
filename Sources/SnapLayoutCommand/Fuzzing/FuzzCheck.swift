/// The fuzz targets: which reader an input is given to, and the checks of its promises.
/// `snaplayout-fuzz` runs one, named by `SNAPLAYOUT_FUZZ_TARGET` (scripts/fuzz.sh sets it).
package enum FuzzCheck: String, CaseIterable, Sendable {
    /// Layout documents: split, read, solved by both solvers, compared, explained and drawn.
    case documents
    /// Storyboards and xibs, as `snaplayout ib` reads them.
    case ib
    /// UIKit's console dumps, as `snaplayout explain --uikit-log` reads them.
    case uikitLog = "uikit-log"

    /// The target named by `name` (`nil`: documents); `nil` for an unknown name.
    package init?(environment name: String?) {
        guard let name, !name.isEmpty else { self = .documents; return }
        self.init(rawValue: name)
    }

    /// What breaks a promise in what the target's reader and everything after it make of `bytes`.
    package func violations(in bytes: [UInt8]) -> [String] {
        switch self {
        case .documents: return HostileInputCheck.violations(in: bytes)
        case .ib: return IBHostileInputCheck.violations(in: bytes)
        case .uikitLog: return UIKitLogInputCheck.violations(in: bytes)
        }
    }

    /// The folder (under Fuzz/) of the inputs that once broke a promise of this target.
    package var regressionsFolder: String {
        self == .documents ? "regressions" : "regressions-\(rawValue)"
    }
}
