import Foundation
import SnapLayoutDocuments
import SnapLayoutModel

/// Solves documents on `jobs` threads and writes their results in submission order, as soon as
/// each is next in line. At most a bounded window of documents is in flight, so memory stays flat
/// however long the input.
final class BatchSolver: @unchecked Sendable {
    private let solver: any LayoutSolver
    private let checksAmbiguity: Bool
    private let output: FileHandle
    private let queue = DispatchQueue(label: "snaplayout.batch", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let window: DispatchSemaphore
    private let lock = NSLock()
    private var finished: [Int: String] = [:]
    private var submitted = 0
    private var nextToWrite = 0
    private var failed = false
    private var pendingOutput = ""

    init(solver: any LayoutSolver, checksAmbiguity: Bool, jobs: Int, output: FileHandle) {
        self.solver = solver
        self.checksAmbiguity = checksAmbiguity
        self.output = output
        slots = DispatchSemaphore(value: jobs)
        window = DispatchSemaphore(value: max(4 * jobs, 16))
    }

    /// Queues a document already read (or failed).
    func submit(_ document: Result<LayoutDocument, DocumentError>) {
        submit(work: { document })
    }

    /// Queues a document to be read and solved on a worker thread.
    func submit(work read: @escaping @Sendable () -> Result<LayoutDocument, DocumentError>) {
        window.wait()
        let index = submitted
        submitted += 1
        group.enter()
        queue.async { [self] in
            slots.wait()
            let result: DocumentResult
            switch read() {
            case .success(let document): result = document.solve(with: solver, checksAmbiguity: checksAmbiguity)
            case .failure(let error): result = DocumentResult(error: error)
            }
            slots.signal()
            complete(index, line: result.jsonLine, failed: result.status == .error)
            group.leave()
        }
    }

    private func complete(_ index: Int, line: String, failed isFailure: Bool) {
        lock.lock()
        if isFailure { failed = true }
        finished[index] = line
        while let next = finished.removeValue(forKey: nextToWrite) {
            pendingOutput += next + "\n"
            nextToWrite += 1
            window.signal()
        }
        if pendingOutput.utf8.count >= 64 * 1024 { flushLocked() }
        lock.unlock()
    }

    private func flushLocked() {
        guard !pendingOutput.isEmpty else { return }
        output.write(Data(pendingOutput.utf8))
        pendingOutput = ""
    }

    /// Waits for every document; returns whether any had status `error`.
    func finish() -> Bool {
        group.wait()
        lock.lock()
        flushLocked()
        lock.unlock()
        return failed
    }
}
