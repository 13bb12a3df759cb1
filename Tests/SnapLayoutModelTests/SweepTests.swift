import Testing
import SnapLayoutTestSupport

/// The seeded sweeps' subset (`Sweep`): the same seeds every run, a share in every batch, never
/// none, and everything when asked for.
struct SweepTests {
    @Test func aSubsetIsStableSortedAndFromTheRange() {
        let subset = Sweep.subset(Array(UInt64(1)...400), count: 24)
        #expect(subset.count == 24)
        #expect(subset == Sweep.subset(Array(UInt64(1)...400), count: 24))
        #expect(subset == subset.sorted() && Set(subset).count == 24)
        #expect(subset.allSatisfy { (1...400).contains($0) })
    }

    /// Tests split seeds into batches by remainder: every batch gets some.
    @Test func everyBatchGetsAShare() {
        let subset = Sweep.subset(Array(UInt64(1)...160), count: 40)
        for batch in 0..<4 { #expect(subset.filter { Int($0) % 4 == batch }.count >= 5, "batch \(batch)") }
    }

    @Test func neverNoneAndAllWhenAskedForMore() {
        #expect(Sweep.subset(Array(0..<10), count: 0).count == 1)
        #expect(Sweep.subset(Array(0..<10), count: 10) == Array(0..<10))
        #expect(Sweep.subset(Array(0..<10), count: 50) == Array(0..<10))
        #expect(Sweep.seeds(0..<300, quick: 20).count == (Sweep.isLong ? 300 : 20))
    }

    @Test func proRataScalesAMinimumDownToOne() {
        #expect(Sweep.proRata(240, of: 300, ran: 300) == 240)
        #expect(Sweep.proRata(240, of: 300, ran: 30) == 18)
        #expect(Sweep.proRata(5, of: 460, ran: 75) == 1)
    }
}
