import Foundation
import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Solves documents on `jobs` threads and writes their results in submission order, as soon as
/// each is next in line. At most a bounded window of documents is in flight, so memory stays flat
/// however long the input.
///
/// The first document is solved on the reading thread, and the workers start (and the core count
/// is read) when a second one comes: a batch of one document, the usual `snaplayout solve
/// screen.json`, starts no thread (that was a tenth of its 3.8 ms).
///
/// Output is buffered while documents wait to be solved, and written whenever it grows past 64 KB
/// or everything submitted so far has been written (the input is then the bottleneck, e.g. a pipe
/// that delivers documents one by one, and results should not wait for more input).
///
/// A write that fails (a full disk, a closed descriptor, a pipe whose reader left) ends the batch:
/// nothing more is written, `submit` says to stop reading, and `finish` throws the failure.
final class BatchSolver: @unchecked Sendable {
    /// What a worker makes of one document (or of the error reading it), given its position in
    /// the input.
    typealias Work = @Sendable (_ index: Int, _ read: Result<LayoutDocument, DocumentError>) -> Outcome

    /// One document's share of the output, written in input order.
    struct Outcome: Sendable {
        /// For the output, UTF-8 (none when `nil`).
        var line: [UInt8]?
        /// For standard error, one line ending in a newline (none when `nil`).
        var message: String?
        /// Whether the document counts as failed.
        var failed: Bool

        init(line: String?, message: String? = nil, failed: Bool) {
            self.line = line.map { Array($0.utf8) }
            self.message = message
            self.failed = failed
        }

        /// A line already in UTF-8, and no message.
        init(bytes: [UInt8], failed: Bool) {
            line = bytes
            message = nil
            self.failed = failed
        }
    }

    private let work: Work
    /// One job solves on the reading thread: handing each small document to a worker and back
    /// cost more than solving it (thread wake-ups were a fifth of the real-screens batch).
    private var inline: Bool
    private let output: OutputWriter
    private let messages: OutputWriter?
    private let framing: Framing
    /// The jobs asked for; `nil` for the core count.
    private let requestedJobs: Int?
    /// The jobs, known once a second document comes.
    private var jobs = 1
    private let waiting = BatchWorkQueue()
    private let group = DispatchGroup()
    /// Whether the workers started (set by the reading thread only).
    private(set) var workersStarted = false
    /// Made with the workers; documents solved on the reading thread need none.
    private var window: DispatchSemaphore?
    private let lock = NSLock()
    private var finished: [Int: Outcome] = [:]
    private var submitted = 0
    private var nextToWrite = 0
    private var failed = false
    private var pendingOutput: [UInt8] = []
    private var writeError: WriteError?
    private var wroteAny = false
    /// Documents whose output is in `pendingOutput`, and documents whose output was written: what
    /// an interrupted run reports.
    private var pendingDocuments = 0
    private var documentsWritten = 0
    /// The progress display, when there is one.
    private let progress: BatchProgress?

    /// How outputs are put together: JSON Lines end each output with a newline; explanations,
    /// which end in their own newline, are set apart by a blank line.
    struct Framing: Sendable {
        /// Before every output but the first.
        var separator: [UInt8]
        /// After every output.
        var terminator: [UInt8]

        /// One output per line.
        static let lines = Framing(separator: [], terminator: [0x0A])
        /// Outputs separated by an empty line.
        static let blocks = Framing(separator: [0x0A], terminator: [])
    }

    /// The most documents in flight (read, solving or waiting for their turn to be written).
    static func window(jobs: Int) -> Int { min(max(4 * jobs, 16), 4096) }

    /// A batch that solves each document with `solver` and writes its JSON result line, on `jobs`
    /// threads (`nil`: the core count).
    convenience init(solver: any LayoutSolver, checksAmbiguity: Bool, textSystem: TextSystem = .default, jobs: Int?,
                     output: OutputWriter, progress: BatchProgress? = nil) {
        self.init(jobs: jobs, output: output, progress: progress) { _, read in
            let result: DocumentResult
            switch read {
            case .success(let document):
                result = document.solve(with: solver, checksAmbiguity: checksAmbiguity, textSystem: textSystem)
            case .failure(let error): result = DocumentResult(error: error)
            }
            return Outcome(bytes: result.jsonLineBytes, failed: result.status == .error)
        }
    }

    /// A batch that runs `work` on each document and writes what it returns, framed by `framing`,
    /// its messages to `messages`, on `jobs` threads (`nil`: the core count).
    init(jobs: Int?, output: OutputWriter, messages: OutputWriter? = nil, framing: Framing = .lines,
         progress: BatchProgress? = nil, work: @escaping Work) {
        self.work = work
        self.progress = progress
        self.output = output
        self.messages = messages
        self.framing = framing
        inline = jobs == 1
        requestedJobs = jobs
        output.interruption?.attach(counter: { [unowned self] in self.countWritten() })
    }

    /// The documents written, for an interrupted run: waits up to two seconds for a write under way
    /// to finish, and keeps the lock (the process ends next), so that no other write starts.
    private func countWritten() -> (count: Int, complete: Bool) {
        let locked = lock.lock(before: Date(timeIntervalSinceNow: 2))
        return (documentsWritten, locked)
    }

    /// Queues a document to be read and solved on a worker thread (on this one for the first
    /// document, and for all of them with one job); `false` once a write has failed, when reading
    /// more input is wasted work. `finish` must follow the last one: until then the workers wait
    /// for more.
    @discardableResult
    func submit(_ element: DocumentStream.Element) -> Bool {
        lock.lock()
        let first = submitted == 0, stopped = writeError != nil
        lock.unlock()
        if stopped { return false }
        if !first, !inline, !workersStarted { startWorkers() }
        window?.wait()
        lock.lock()
        guard writeError == nil else {
            lock.unlock()
            window?.signal()
            return false
        }
        let index = submitted
        submitted += 1
        lock.unlock()
        if inline || first {
            let outcome = work(index, element.read())
            progress?.count(failed: outcome.failed)
            complete(index, outcome)
            return true
        }
        waiting.push(index, element)
        return true
    }

    /// `jobs` workers, each taking documents from the queue until it is closed and drained; or,
    /// when the core count is 1, every document on the reading thread from now on.
    private func startWorkers() {
        jobs = requestedJobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard jobs > 1 else {
            inline = true
            return
        }
        lock.lock()
        window = DispatchSemaphore(value: BatchSolver.window(jobs: jobs))
        lock.unlock()
        workersStarted = true
        for _ in 0..<jobs {
            group.enter()
            DispatchQueue.global().async { [self] in
                while true {
                    let taken = waiting.take(share: jobs, limit: 16)
                    if taken.isEmpty { break }
                    for (index, element) in taken {
                        let outcome = work(index, element.read())
                        progress?.count(failed: outcome.failed)
                        complete(index, outcome)
                    }
                }
                group.leave()
            }
        }
    }

    private func complete(_ index: Int, _ outcome: Outcome) {
        lock.lock()
        if outcome.failed { failed = true }
        finished[index] = outcome
        while let done = finished.removeValue(forKey: nextToWrite) {
            if let message = done.message, let messages {
                progress?.interrupt()
                messages.writeMessage(message)
            }
            if let next = done.line {
                if wroteAny { pendingOutput.append(contentsOf: framing.separator) }
                pendingOutput.append(contentsOf: next)
                pendingOutput.append(contentsOf: framing.terminator)
                pendingDocuments += 1
                wroteAny = true
            }
            nextToWrite += 1
            window?.signal()
        }
        if pendingOutput.count >= 64 * 1024 || nextToWrite == submitted { flushLocked() }
        lock.unlock()
    }

    private func flushLocked() {
        guard !pendingOutput.isEmpty else { return }
        if writeError == nil {
            do throws(WriteError) {
                try output.write(pendingOutput)
                documentsWritten += pendingDocuments
            } catch {
                writeError = error
            }
        }
        pendingOutput.removeAll(keepingCapacity: true)
        pendingDocuments = 0
    }

    /// Waits for every document; returns whether any failed (its work said so), or throws the
    /// first write that failed.
    func finish() throws(WriteError) -> Bool {
        waiting.close()
        group.wait()
        progress?.finish()
        lock.lock()
        defer { lock.unlock() }
        flushLocked()
        output.interruption?.attach(counter: nil)
        if let writeError { throw writeError }
        return failed
    }
}
