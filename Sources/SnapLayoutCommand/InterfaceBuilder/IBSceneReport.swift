import Foundation

/// What `snaplayout ib` found in one scene in one configuration (or in one file that could not be
/// read): the value every output format writes, with the file's lines of everything it names.
package struct IBSceneReport {
    /// How a scene came out.
    package enum Status: String {
        case ok, misplaced, conflict, ambiguous, unsupported, error
    }

    /// A view whose stored frame is not where the constraints put it.
    package struct Misplaced {
        package var id: String
        package var stored: CGRect
        package var solved: CGRect
    }

    /// A set of required constraints that cannot hold together; `broken` is the one dropped.
    package struct Conflict {
        package var members: [String]
        package var broken: String
    }

    /// An ambiguous view with its free parts, in words (`x free in [0, 375], solved 16`).
    package struct Ambiguity {
        package var id: String
        package var free: [String]
    }

    /// The file as named on the command line.
    package var file: String
    /// The scene's root id, `nil` for a file-level line.
    package var scene: String?
    package var name: String?
    package var device: String?
    package var status: Status
    /// The solved frames in the parent's coordinates, in document order.
    package var frames: [(id: String, frame: CGRect)] = []
    package var misplaced: [Misplaced] = []
    package var conflicts: [Conflict] = []
    package var broken: [String] = []
    package var ambiguous: [Ambiguity] = []
    package var unsupported: [String] = []
    package var notes: [String] = []
    /// The line of the scene's root element, of each view and constraint, by IB id.
    package var line: Int?
    package var lines: [String: Int] = [:]
    /// For a file that could not be read, what is wrong (without the file and line).
    package var errorMessage: String?
    /// Warnings that are not misplaced views (a device sweep's collapsed view): errors with `--strict`.
    package var sweepWarnings: [String] = []

    /// Whether the scene fails the check: an error, a conflict or ambiguity; with `strict`, a
    /// misplaced view or a sweep warning too.
    package func fails(strict: Bool) -> Bool {
        switch status {
        case .error, .conflict, .ambiguous: return true
        case .misplaced: return strict
        case .ok, .unsupported: return strict && !sweepWarnings.isEmpty
        }
    }
}
