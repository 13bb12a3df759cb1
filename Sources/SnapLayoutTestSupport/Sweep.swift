import Foundation

/// How much of a seeded sweep (a property or differential test over hundreds of random layouts)
/// runs: all of it when `SNAPLAYOUT_LONG_TESTS=1` (CI, `.ci/run`), and otherwise a small subset
/// drawn from the whole range, so that `swift test` on a laptop finishes in minutes and every
/// sweep still runs. A failure names its seed either way, and a seed the subset skips reproduces
/// with the variable set.
public enum Sweep {
    /// Whether the environment asks for the long sweeps (`SNAPLAYOUT_LONG_TESTS=1`).
    public static let isLong = ProcessInfo.processInfo.environment["SNAPLAYOUT_LONG_TESTS"] == "1"

    /// `all` when the long sweeps are asked for; otherwise `quick` of its elements (at least one),
    /// the same ones every run.
    public static func seeds<C: Collection>(_ all: C, quick: Int) -> [C.Element] {
        subset(Array(all), count: isLong ? Int.max : quick)
    }

    /// `count` elements of `all`, the same every time, in their order: drawn by a seeded shuffle
    /// rather than at a fixed step, so that a test that splits its seeds into batches by remainder
    /// (`seed % 4 == batch`) gets a share in every batch. All of them when `count` is at least
    /// their number.
    public static func subset<Element>(_ all: [Element], count: Int) -> [Element] {
        guard count < all.count else { return all }
        var random = SeededGenerator(seed: 43)
        let chosen = Array(all.indices).shuffled(using: &random).prefix(max(1, count)).sorted()
        return chosen.map { all[$0] }
    }

    /// A count a sweep of `full` seeds is expected to reach at least `minimum` times, scaled to a
    /// sweep of `ran` seeds: what a coverage check expects of the subset. A subset is drawn at
    /// random, so it is expected to reach three quarters of the share (at least 1); the whole
    /// sweep, `minimum` itself.
    public static func proRata(_ minimum: Int, of full: Int, ran: Int) -> Int {
        guard ran < full else { return minimum }
        return max(1, minimum * ran * 3 / (4 * max(1, full)))
    }
}
