import SnapLayoutModel

/// The frame ranges of a solve that checks ambiguity, from its decoupled structure: the least
/// and the greatest value of each frame part on the tiers' optimal face (layout-spec, section 4:
/// an item is ambiguous when a part of its frame can change without changing any tier's minimum).
///
/// Ranging every part with two LPs over the whole layout cost ~N LPs of size N: a stack of 1 000
/// views took half a minute. Here the face is the product of the blocks' faces (the blocks are
/// independent), so a part's range is its value plus, block by block, how far its share of that
/// block can move:
/// - a block whose optimum is the only point of its face moves nothing (most blocks: no LP);
/// - a block of one variable moves within an interval found in closed form (`OneVariableBlock`);
/// - a variable in no row moves without bound;
/// - only the shares of the other blocks are ranged by the solver (`BlockFaceSolver`), each
///   distinct share once, on that block alone.
/// Eliminated and defined variables follow from the others (`MovableParts`).
package struct FaceRanges {
    /// How a block's tiers leave it.
    private enum BlockFace: Equatable {
        /// One point.
        case point
        /// A block of one variable, which can take these values.
        case interval(ValueRange)
        /// More than one point, ranged by the solver.
        case region
    }

    /// A part's share of one ranged block: which request of that block, and its value at the solve.
    private struct Share {
        var block: Int
        var request: Int
        var value: Double
    }

    /// The ranges of every probe of `system` (one per frame component), for the values `values`
    /// of a decoupled solve with structure `structure` (of `system`, or of `system` with its tiers
    /// decided: the same face).
    package static func ranges(_ system: LinearSystem, _ structure: DecoupledStructure, values: [Double],
                               solver: some BlockFaceSolver) throws(SolverError) -> [[ValueRange]] {
        let faces = try blockFaces(structure, solver: solver)
        var blockOf = [Int](repeating: -1, count: structure.reduced.variableCount)
        for (index, block) in structure.blocks.enumerated() { for variable in block.variables { blockOf[variable] = index } }
        var moves = [Bool](repeating: false, count: blockOf.count)
        for variable in moves.indices where structure.pinned[variable] == nil {
            moves[variable] = blockOf[variable] < 0 || faces[blockOf[variable]] != .point
        }
        let movable = MovableParts(structure, moves: moves)
        var requests = [[[LinearTerm]]](repeating: [], count: structure.blocks.count)
        var requestIndex = [[[LinearTerm]: Int]](repeating: [:], count: structure.blocks.count)
        var ranges: [[ValueRange]] = []
        var pending: [(probe: Int, component: Int, shares: [Share])] = []
        for (probeIndex, probe) in system.probes.enumerated() {
            var probeRanges: [ValueRange] = []
            for (k, component) in probe.components.enumerated() {
                let value = component.value(values)
                var range = ValueRange(value, value)
                var byBlock: [Int: [LinearTerm]] = [:]
                for term in movable.part(of: component).terms { byBlock[blockOf[term.variable], default: []].append(term) }
                if byBlock[-1] != nil { range = ValueRange(-.infinity, .infinity) }
                var shares: [Share] = []
                for (block, terms) in byBlock.sorted(by: { $0.key < $1.key }) where block >= 0 {
                    let at = terms.reduce(0) { $0 + $1.coefficient * values[$1.variable] }
                    switch faces[block] {
                    case .point: break
                    case .interval(let face):
                        let a = terms[0].coefficient
                        let (low, high) = a > 0 ? (a * face.lowerBound, a * face.upperBound) : (a * face.upperBound, a * face.lowerBound)
                        range.lowerBound += low - at
                        range.upperBound += high - at
                    case .region:
                        let request = requestIndex[block][terms] ?? requests[block].count
                        if request == requests[block].count {
                            requests[block].append(terms)
                            requestIndex[block][terms] = request
                        }
                        shares.append(Share(block: block, request: request, value: at))
                    }
                }
                probeRanges.append(range)
                if !shares.isEmpty { pending.append((probeIndex, k, shares)) }
            }
            ranges.append(probeRanges)
        }
        let ranged = try rangeRequests(requests, structure, solver: solver)
        for (probe, component, shares) in pending {
            for share in shares {
                guard let found = ranged[share.block]?[share.request] else { continue }  // one point after all
                ranges[probe][component].lowerBound += found.lowerBound - share.value
                ranges[probe][component].upperBound += found.upperBound - share.value
            }
        }
        return ranges
    }

    /// Each block's face: one-variable blocks in closed form, the others asked of the solver.
    private static func blockFaces(_ structure: DecoupledStructure, solver: some BlockFaceSolver) throws(SolverError) -> [BlockFace] {
        var faces = [BlockFace](repeating: .point, count: structure.blocks.count)
        var others: [Int] = []
        for (index, block) in structure.blocks.enumerated() where !block.variables.isEmpty && !block.rows.isEmpty {
            guard DecoupledValues.isOneVariable(block) else {
                others.append(index)
                continue
            }
            guard let result = DecoupledValues.oneVariableFace(block, structure.reduced, pinned: structure.pinned) else {
                throw SolverError.numerical("the rows of a block cannot hold when its frame ranges are found")
            }
            if !result.isDetermined { faces[index] = .interval(result.face) }
        }
        let determined = try solver.areDetermined(others.map { structure.blocks[$0] }, in: structure.reduced,
                                                  pinned: structure.pinned)
        for (k, index) in others.enumerated() where !determined[k] { faces[index] = .region }
        return faces
    }

    /// The ranges of the requested shares, by block (`nil` for a block found to be one point).
    private static func rangeRequests(_ requests: [[[LinearTerm]]], _ structure: DecoupledStructure,
                                      solver: some BlockFaceSolver) throws(SolverError) -> [[ValueRange]?] {
        var ranged = [[ValueRange]?](repeating: nil, count: requests.count)
        for (block, parts) in requests.enumerated() where !parts.isEmpty {
            ranged[block] = try solver.ranges(of: parts, in: structure.blocks[block], of: structure.reduced,
                                              pinned: structure.pinned)
        }
        return ranged
    }
}
