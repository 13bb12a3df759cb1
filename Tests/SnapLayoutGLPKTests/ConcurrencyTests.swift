import Foundation
import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// GLPK's environment is per thread: solves on many threads at once must not disturb each other.
struct ConcurrencyTests {
    /// Results written by the worker threads, under a lock.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [UInt64: [Double]] = [:]
        private var failures: [String] = []
        func record(_ seed: UInt64, _ result: Result<[Double], SolverError>) {
            lock.lock()
            defer { lock.unlock() }
            switch result {
            case .success(let solved): values[seed] = solved
            case .failure(let error): failures.append("seed \(seed): \(error)")
            }
        }
        var snapshot: ([UInt64: [Double]], [String]) {
            lock.lock()
            defer { lock.unlock() }
            return (values, failures)
        }
    }

    @Test func eightThreadsOfFiftySolvesMatchTheSequentialResults() throws {
        let threads = 8, perThread = 50
        let seeds = (0..<UInt64(threads * perThread)).map { 1000 + $0 }
        let systems = try seeds.map { try RandomLayouts.snapshot(seed: $0).linearSystem() }
        let options = SolveOptions(checksAmbiguity: true)
        let expected = try systems.map { try GLPKSolver().solve($0, options: options).values }

        let results = Results()
        let done = DispatchGroup()
        for t in 0..<threads {
            done.enter()
            let thread = Thread {
                for k in 0..<perThread {
                    let index = t * perThread + k
                    results.record(seeds[index], Result { () throws(SolverError) -> [Double] in
                        try GLPKSolver().solve(systems[index], options: options).values
                    })
                }
                done.leave()
            }
            thread.start()
        }
        done.wait()
        let (values, failures) = results.snapshot
        #expect(failures.isEmpty, "\(failures)")
        #expect(values.count == seeds.count)
        for (index, seed) in seeds.enumerated() {
            // GLPK is deterministic: the same system gives bit-for-bit the same values on any thread.
            #expect(values[seed] == expected[index], "seed \(seed)")
        }
    }
}
