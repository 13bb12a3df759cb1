import Foundation

/// What `snaplayout ib` found in one scene in one configuration (or in one file that could not be
/// read): the value every output format writes, with the file's lines of everything it names.
struct IBSceneReport {
    /// How a scene came out, worst first in `rank`.
    enum Status: String {
        case ok, misplaced, conflict, ambiguous, unsupported, error

        /// Severity: errors first, then conflicts, ambiguity, unsupported files, misplaced views.
        var rank: Int {
            switch self {
            case .error: return 5
            case .conflict: return 4
            case .ambiguous: return 3
            case .unsupported: return 2
            case .misplaced: return 1
            case .ok: return 0
            }
        }
    }

    /// A view whose stored frame is not where the constraints put it.
    struct Misplaced {
        var id: String
        var stored: CGRect
        var solved: CGRect
    }

    /// A set of required constraints that cannot hold together; `broken` is the one dropped.
    struct Conflict {
        var members: [String]
        var broken: String
    }

    /// An ambiguous view with its free parts, in words (`x free in [0, 375], solved 16`).
    struct Ambiguity {
        var id: String
        var free: [String]
    }

    /// The file as named on the command line.
    var file: String
    /// The scene's root id, `nil` for a file-level line.
    var scene: String?
    var name: String?
    var device: String?
    var status: Status
    /// The solved frames in the parent's coordinates, in document order.
    var frames: [(id: String, frame: CGRect)] = []
    var misplaced: [Misplaced] = []
    var conflicts: [Conflict] = []
    var broken: [String] = []
    var ambiguous: [Ambiguity] = []
    var unsupported: [String] = []
    var notes: [String] = []
    /// The line of the scene's root element, of each view and constraint, by IB id.
    var line: Int?
    var lines: [String: Int] = [:]
    /// Warnings that are not misplaced views (a device sweep's collapsed view): errors with `--strict`.
    var sweepWarnings: [String] = []

    /// Whether the scene fails the check: an error, a conflict or ambiguity; with `strict`, a
    /// misplaced view or a sweep warning too.
    func fails(strict: Bool) -> Bool {
        switch status {
        case .error, .conflict, .ambiguous: return true
        case .misplaced: return strict
        case .ok, .unsupported: return strict && !sweepWarnings.isEmpty
        }
    }
}
