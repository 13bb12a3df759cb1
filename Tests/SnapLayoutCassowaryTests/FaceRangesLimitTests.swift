import Foundation
import Testing
import SnapLayout
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutLinearSystem

/// The Cassowary solver's one limit on the ambiguity check: a block of variables that the tiers
/// leave free together whose ranging would take more than `rangingTermBudget` tableau operations
/// is declined in one line naming its size and the way out (probing some such blocks grows as the
/// fourth power of their size); below it, its ranges are GLPK's.
struct FaceRangesLimitTests {
    /// `count` views in a row filling a root of 20 × `count` points, each wishing to be 10 wide at
    /// priority 250: the 10 × `count` points left over can go to any of them, so every width is
    /// free on the optimal face, all in one block (each between 10 and 10 × (`count` + 1)).
    static func row(_ count: Int) -> LinearSystem {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 20 * count, height: 40))
        var previous: LayoutView?
        for _ in 0..<count {
            let view = LayoutView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
            view.leftAnchor.constraint(equalTo: previous?.rightAnchor ?? root.leftAnchor).isActive = true
            let wish = view.widthAnchor.constraint(equalToConstant: 10)
            wish.priority = .defaultLow
            wish.isActive = true
            previous = view
        }
        previous!.rightAnchor.constraint(equalTo: root.rightAnchor).isActive = true
        return try! root.captureLayout().snapshot.linearSystem()
    }

    @Test func aFreeBlockWithinTheLimitIsRangedAsGLPKRangesIt() throws {
        let system = Self.row(60)
        let options = SolveOptions(checksAmbiguity: true)
        let cassowary = try CassowarySolver().solve(system, options: options)
        let glpk = try GLPKSolver().solve(system, options: options)
        let ranges = try #require(cassowary.frameRanges), expected = try #require(glpk.frameRanges)
        #expect(ranges == expected)
        // The first view's width: 10 at least, 10 + 600 at most (all the room left over).
        #expect(ranges[1][2] == ValueRange(10, 610))
    }

    @Test func aFreeBlockAboveTheLimitIsDeclinedInOneLine() throws {
        // The views' left edges follow from their widths: the block is the 400 widths but one,
        // whose ranging takes about 130 million operations.
        let system = Self.row(401)
        #expect(throws: SolverError("the ambiguity check would take more than 40 000 000 tableau operations to range 400 coupled variables that the priority tiers leave free together, above the Cassowary solver's limit (use the glpk solver)")) {
            _ = try CassowarySolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        }
        // Without the check it solves, as GLPK does with it.
        _ = try CassowarySolver().solve(system, options: SolveOptions())
        _ = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
    }
}
