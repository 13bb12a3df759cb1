import SnapLayoutModel

/// What the decoupled solve works out from a system's terms alone, before any LP: the rows that
/// only define a variable, the elimination of the required equalities, and the blocks of what
/// is left (split by its rows alone).
package struct DecoupledStructure {
    package var defined: DefinedVariables
    package var elimination: EliminatedSystem
    package var blocks: [LinearSystemBlock]
    /// The reduced rows that mention only pinned variables, ascending: not blocks of their own
    /// (a screen's reduced system is mostly such rows and variables in no row), but checked
    /// together (`constantRowsHold`).
    package var constantRows: [Int]
    /// The reduced system's pinned values (`pinnedValues()`), which the blocks were split by:
    /// kept for the solve of the blocks, which needed them again.
    package var pinned: [Double?]

    /// A structure worked out before, with the reduced system's pinned values found again (a
    /// replayed elimination's constants are new).
    package init(defined: DefinedVariables, elimination: EliminatedSystem, blocks: [LinearSystemBlock],
                 constantRows: [Int]) {
        self.init(defined: defined, elimination: elimination, blocks: blocks, constantRows: constantRows,
                  pinned: elimination.system.pinnedValues())
    }

    private init(defined: DefinedVariables, elimination: EliminatedSystem, blocks: [LinearSystemBlock],
                 constantRows: [Int], pinned: [Double?]) {
        self.defined = defined
        self.elimination = elimination
        self.blocks = blocks
        self.constantRows = constantRows
        self.pinned = pinned
    }

    /// Works the structure out: the defined variables (`known` when the caller has them), the
    /// elimination of the required equalities without the `broken` and the defining rows, and the
    /// blocks of what is left split by its rows alone (without blocks of a variable in no row: no
    /// solver has anything to do for one; the rows without a free variable apart, in
    /// `constantRows`). `nil` when the eliminated rows cannot hold.
    /// Unless `recordsReplay`, the reduced system has no probes.
    package init?(_ system: LinearSystem, broken: Set<Int>, defined known: DefinedVariables? = nil,
                  recordsReplay: Bool = false) {
        var excluded = RowMask(broken, rowCount: system.rows.count)
        let defined = known ?? system.definedVariables(excludingRows: excluded, pinned: system.pinnedValues())
        for row in defined.rows { excluded.insert(row) }
        // The reduced system's probes are read only by a replay (frames come from the original
        // system's probes): without one they are left out, a fifth of the elimination's work.
        var source = system
        if !recordsReplay { source.probes = [] }
        guard let eliminated = source.eliminatingRequiredEqualities(excludingRows: excluded,
                                                                     recordsReplay: recordsReplay) else { return nil }
        var rowsOnly = eliminated.system
        rowsOnly.stays = []
        let pinned = rowsOnly.pinnedValues()
        // Made once at its most: filtering into a list that grew row by row reallocated it several
        // times on a screen, where most reduced rows are constant.
        var constantRows: [Int] = []
        constantRows.reserveCapacity(rowsOnly.rows.count)
        for index in rowsOnly.rows.indices
        where rowsOnly.rows[index].expression.terms.allSatisfy({ pinned[$0.variable] != nil }) {
            constantRows.append(index)
        }
        self.init(defined: defined, elimination: eliminated,
                  blocks: rowsOnly.blocks(pinned: pinned, includesIdleVariables: false, includesConstantRows: false),
                  constantRows: constantRows, pinned: pinned)
    }

    /// Whether the required rows among `constantRows` hold with the pinned values in.
    package func constantRowsHold(pinned: [Double?]) -> Bool {
        let rows = elimination.system.rows
        return constantRows.allSatisfy { !rows[$0].isRequired || rows[$0].substituted(pinned: pinned).holdsAsConstant }
    }

    /// The system left after elimination, whose blocks `blocks` are.
    package var reduced: LinearSystem { elimination.system }
}

/// Which stay terms belong to one block, and which variables something outside their block
/// depends on.
///
/// Stay terms tie blocks together (a stay on a variable defined from two cells ties the cells),
/// but only choose among the points of the tiers' optimal face: a block that nothing outside
/// depends on is finished with its own stays; one that something depends on is first solved
/// without them, to see whether its optimum is the only point of its face.
package struct StayCoupling {
    /// Per block: the stay terms (of the reduced system) whose variables are all in that block.
    package var localStays: IndexLists
    /// Per variable: whether a stay term outside every block depends on it (directly, or through a
    /// defined or eliminated variable that such a term holds).
    package var needed: [Bool]

    /// Blocks, stays, definitions and substitutions read in place through buffers, and each
    /// stay's block found first so that the lists are one array: an array per block and the
    /// copies of every block and expression read were most of this on a screen.
    package init(_ structure: DecoupledStructure, pinned: [Double?], variableCount: Int) {
        var needed = [Bool](filled: false, count: variableCount)
        localStays = needed.withUnsafeMutableBufferPointer { needed in
            structure.blocks.withUnsafeBufferPointer { blocks in
                structure.elimination.system.stays.withUnsafeBufferPointer { stays in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: variableCount + stays.count) { scratch in
                        let blockOf = UnsafeMutableBufferPointer(rebasing: scratch[0..<variableCount])
                        let stayBlocks = UnsafeMutableBufferPointer(rebasing: scratch[variableCount...])
                        for variable in blockOf.indices { blockOf[variable] = -1 }
                        for index in blocks.indices { for variable in blocks[index].variables { blockOf[variable] = index } }
                        for index in stays.indices {
                            stayBlocks[index] = stays[index].terms.withUnsafeBufferPointer { terms in
                                Self.localBlock(terms, blockOf: blockOf, blocks: blocks, pinned: pinned, needed: needed)
                            }
                        }
                        return IndexLists(listOf: UnsafeBufferPointer(stayBlocks), count: blocks.count)
                    }
                }
            }
        }
        needed.withUnsafeMutableBufferPointer { Self.markDependencies(structure, $0) }
        self.needed = needed
    }

    /// The block a stay with these terms is local to (all its free terms in that block, a block
    /// with rows); otherwise -1, and every free variable of it needed.
    private static func localBlock(_ terms: UnsafeBufferPointer<LinearTerm>, blockOf: UnsafeMutableBufferPointer<Int>,
                                   blocks: UnsafeBufferPointer<LinearSystemBlock>, pinned: [Double?],
                                   needed: UnsafeMutableBufferPointer<Bool>) -> Int {
        let free = terms.lazy.filter { pinned[$0.variable] == nil }
        guard let first = free.first else { return -1 }
        let block = blockOf[first.variable]
        // (A variable in no row, a defined one among them, is a block without rows: its stay
        // is not local to anything solved here.)
        if block >= 0, !blocks[block].rows.isEmpty, free.allSatisfy({ blockOf[$0.variable] == block }) { return block }
        for term in free { needed[term.variable] = true }
        return -1
    }

    /// Marks needed every variable a needed defined or eliminated variable is computed from.
    private static func markDependencies(_ structure: DecoupledStructure, _ needed: UnsafeMutableBufferPointer<Bool>) {
        structure.defined.definitions.withUnsafeBufferPointer { definitions in
            for index in definitions.indices.reversed() where needed[definitions[index].variable] {
                definitions[index].expression.terms.withUnsafeBufferPointer { terms in
                    for term in terms { needed[term.variable] = true }
                }
            }
        }
        structure.elimination.substitutions.withUnsafeBufferPointer { substitutions in
            for index in substitutions.indices where needed[substitutions[index].variable] {
                substitutions[index].expression.terms.withUnsafeBufferPointer { terms in
                    for term in terms { needed[term.variable] = true }
                }
            }
        }
    }
}

/// The values found so far by the decoupled solve, and which of them are final.
package struct DecoupledValues {
    /// By variable: its value (pinned, or from its block's optimum).
    package var values: [Double]
    /// By variable: whether its value is the only one the tiers allow (pinned, or its block's
    /// optimum is its face's only point, or nothing outside depends on it).
    package var known: [Bool]
    /// Rows of blocks whose optimum is not the only point of their face: solved again with the
    /// stay terms that depend on them.
    package var undeterminedRows: [Int] = []
    /// Whether a block that nothing outside depends on had more than one point on its tiers'
    /// optimal face (its own stays, if any, chose one): a session's parts must keep the stays
    /// then (`leavesStaysNoChoice`). Recorded only when a solve is asked to (`checksStays`): a
    /// session's part has no stays, so a part whose tiers stopped fixing a point is found so.
    package var tiersLeftChoice = false

    /// Every pinned variable known at its value, every other unknown at 0.
    package init(pinned: [Double?]) {
        values = [Double](filled: 0, count: pinned.count)
        known = [Bool](filled: false, count: pinned.count)
        for (variable, value) in pinned.enumerated() {
            if let value { values[variable] = value; known[variable] = true }
        }
    }

    /// Computes the eliminated and the defined variables whose every term is known (the
    /// undetermined part refers to them); returns each eliminated variable's expression.
    /// Values and flags written through their buffers: checking each array's uniqueness per
    /// write was most of this on a screen.
    package mutating func computeDependents(_ structure: DecoupledStructure) -> [LinearExpression?] {
        var substitution = [LinearExpression?](filled: nil, count: values.count)
        for (variable, expression) in structure.elimination.substitutions { substitution[variable] = expression }
        values.withUnsafeMutableBufferPointer { values in
            known.withUnsafeMutableBufferPointer { known in
                for (variable, expression) in structure.elimination.substitutions {
                    Self.computeIfKnown(variable, expression, known: known, values: values)
                }
                for (variable, expression, _) in structure.defined.definitions {
                    Self.computeIfKnown(variable, expression, known: known, values: values)
                }
            }
        }
        return substitution
    }

    /// Marks `variable` known when every term of `expression` is, and computes it then (the sum
    /// `LinearExpression.value` makes, in its order).
    private static func computeIfKnown(_ variable: Int, _ expression: LinearExpression,
                                       known: UnsafeMutableBufferPointer<Bool>, values: UnsafeMutableBufferPointer<Double>) {
        let isKnown = expression.terms.allSatisfy { known[$0.variable] }
        known[variable] = isKnown
        guard isKnown else { return }
        var sum = expression.constant
        for term in expression.terms { sum += term.coefficient * values[term.variable] }
        values[variable] = sum
    }
}
