import DequeModule
import Foundation
import SnapLayoutDocuments

/// The documents a batch has read and not yet handed to a worker, in input order.
///
/// Workers take several at a time when several wait: a worker woken for every small document
/// (one dispatched block each, blocked on a semaphore for its turn) spent a fifth of a two-job
/// batch in the kernel.
final class BatchWorkQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: Deque<(index: Int, element: DocumentStream.Element)> = []
    private var isClosed = false

    /// Adds a document and wakes a worker if one is idle.
    func push(_ index: Int, _ element: DocumentStream.Element) {
        condition.lock()
        waiting.append((index, element))
        condition.signal()
        condition.unlock()
    }

    /// No more documents will come: workers finish what waits and stop.
    func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next documents for a worker (its share of those waiting, at most `limit`), waiting for
    /// one if none is there; empty once the queue is closed and drained.
    func take(share workers: Int, limit: Int) -> [(index: Int, element: DocumentStream.Element)] {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !isClosed { condition.wait() }
        let count = min(waiting.count, limit, max(1, waiting.count / workers))
        var taken: [(index: Int, element: DocumentStream.Element)] = []
        taken.reserveCapacity(count)
        for _ in 0..<count { taken.append(waiting.removeFirst()) }
        return taken
    }
}
