#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SnapLayoutDocuments
import Testing
@testable import SnapLayoutCommand

/// Where `BatchSolver` solves: the first document on the reading thread, the others on workers
/// started when a second document comes (none for a batch of one, none with one job), the
/// output in submission order either way.
struct BatchSolverTests {
    /// The threads the work ran on, by document.
    final class Threads: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [Int: pthread_t] = [:]

        func record(_ index: Int) {
            lock.lock()
            threads[index] = pthread_self()
            lock.unlock()
        }

        func ranOnCaller(_ index: Int, _ caller: pthread_t) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return threads[index].map { pthread_equal($0, caller) != 0 } ?? false
        }
    }

    /// Submits `count` documents to a batch of `jobs` whose work writes each index; the batch,
    /// what it wrote, and the threads.
    private func run(_ count: Int, jobs: Int?) throws -> (batch: BatchSolver, output: String, threads: Threads) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        let threads = Threads()
        let batch = BatchSolver(jobs: jobs, output: OutputWriter(descriptor: descriptor, destination: "test")) { index, _ in
            threads.record(index)
            return BatchSolver.Outcome(line: "\(index)", failed: false)
        }
        for index in 0..<count {
            #expect(batch.submit(DocumentStream.Element(defaultName: "d\(index)", bytes: [])))
        }
        #expect(try batch.finish() == false)
        return (batch, try String(contentsOfFile: path, encoding: .utf8), threads)
    }

    @Test(arguments: [nil, 4])
    func aBatchOfOneDocumentStartsNoWorker(jobs: Int?) throws {
        let (batch, output, threads) = try run(1, jobs: jobs)
        #expect(!batch.workersStarted)
        #expect(output == "0\n")
        #expect(threads.ranOnCaller(0, pthread_self()))
    }

    @Test func aSecondDocumentStartsTheWorkersAndTheOrderIsKept() throws {
        let (batch, output, threads) = try run(50, jobs: 4)
        #expect(batch.workersStarted)
        #expect(output == (0..<50).map { "\($0)\n" }.joined())
        #expect(threads.ranOnCaller(0, pthread_self()))
        #expect((1..<50).contains { !threads.ranOnCaller($0, pthread_self()) })
    }

    @Test func oneJobSolvesEveryDocumentOnTheReadingThread() throws {
        let (batch, output, threads) = try run(10, jobs: 1)
        #expect(!batch.workersStarted)
        #expect(output == (0..<10).map { "\($0)\n" }.joined())
        #expect((0..<10).allSatisfy { threads.ranOnCaller($0, pthread_self()) })
    }
}
