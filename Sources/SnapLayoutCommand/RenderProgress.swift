import Foundation

/// What the workers of a streaming `render` share: how many pages were drawn, and the first
/// picture that could not be written (by input position), after which no later page is written.
final class RenderProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var drawn = 0
    private var failure: (index: Int, error: WriteError)?

    /// Counts page `index` as drawn, unless a page before it failed to be written.
    func drew(_ index: Int) -> Bool {
        lock.withLock {
            if let failure, failure.index < index { return false }
            drawn += 1
            return true
        }
    }

    /// Records that page `index` could not be written (the earliest such page is kept).
    func failed(_ index: Int, _ error: WriteError) {
        lock.withLock {
            if failure == nil || index < failure!.index { failure = (index, error) }
        }
    }

    /// The pages drawn so far.
    var drawnCount: Int { lock.withLock { drawn } }

    /// The earliest write that failed, if any.
    var writeError: WriteError? { lock.withLock { failure?.error } }
}
