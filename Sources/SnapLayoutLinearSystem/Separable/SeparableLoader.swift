import BasicContainers
import SnapLayoutModel

/// The builder's rows loaded straight into a separable solve's flat storage
/// (`Builder.separableLayout()`): no `[LinearTerm]` per row, no `LinearRow`, no `LinearSystem`,
/// no stays or probes, no copy of the rows into the solve. A value type passed `inout` to the
/// builder's generic row functions.
struct SeparableLoader: ~Copyable, RowSink {
    /// An optional row (the only rows a report names), with where its terms were loaded: the
    /// elimination writes an optional row's new terms elsewhere (`SeparableSolve.substitute`), so
    /// that they are read back from the solve's storage instead of copied as they are loaded.
    struct OptionalRow {
        var row: Int
        var origin: RowOrigin
        var start: Int
        var count: Int
    }

    var solve: SeparableSolve
    /// Whether every row so far was loaded (else a solver must see the system).
    var isLoadable = true
    var optionalRows: RigidArray<OptionalRow>

    init(rowCount: Int, variableCount: Int) {
        // Most rows have one or two terms (a screen's: 1.5 on average); the storage doubles if they
        // have more. Three per row reserved twice as much as a screen's solve used, and its
        // storage, freed at the end of each layout, then went past the C library's threshold for
        // giving memory back to the system, so that every first layout grew the heap again.
        solve = SeparableSolve(rowCount: rowCount, variableCount: variableCount, termCount: rowCount + rowCount / 2)
        optionalRows = RigidArray(capacity: rowCount)
    }

    mutating func append(_ terms: UnsafeBufferPointer<LinearTerm>, constant: Double, _ relation: LayoutRelation,
                         priority: Double, origin: RowOrigin) {
        guard isLoadable else { return }
        if priority < LinearSystem.requiredPriority {
            optionalRows.appendDoubling(OptionalRow(row: solve.rows.count, origin: origin, start: solve.terms.count,
                                            count: terms.count))
        }
        isLoadable = solve.append(terms, constant: constant, relation, priority: priority)
    }

    /// The optional rows whose error at `values` exceeds `Tolerance.reporting`, in row order, as
    /// `LinearSystem.unsatisfiedRows(_:)` finds them; sources as `expansion`'s system names them.
    func unsatisfiedRows(_ values: [Double], _ expansion: StackExpansion) -> [SeparableLayout.Unsatisfied] {
        var found: [SeparableLayout.Unsatisfied] = []
        for index in optionalRows.indices {
            let optional = optionalRows[index]
            let row = solve.rows[optional.row]
            // `LinearExpression.value(_:)`: the loaded constant, then each loaded term in order.
            var value = row.original
            for k in optional.start..<(optional.start + optional.count) {
                value += solve.terms[k].coefficient * values[solve.terms[k].variable]
            }
            let error = LinearRow.error(value, row.relation)
            if error > Tolerance.reporting {
                found.append(SeparableLayout.Unsatisfied(source: optional.origin.source(in: expansion),
                                                         priority: row.priority, error: error))
            }
        }
        return found
    }
}

/// A layout solved without a `LinearSystem`: the frames `LinearSystem.frames(_:)` gives and the
/// optional rows `LinearSystem.unsatisfiedRows(_:)` finds, for a snapshot whose system is
/// separable (`LinearSystem.separableSolution()`).
package struct SeparableLayout {
    /// An optional row left unsatisfied.
    package struct Unsatisfied: Equatable {
        package var source: RowSource
        package var priority: Double
        package var error: Double

        package init(source: RowSource, priority: Double, error: Double) {
            self.source = source
            self.priority = priority
            self.error = error
        }
    }

    /// Every reported item's frame, by item index.
    package var frames: [LayoutSnapshot.Rect]
    package var unsatisfied: [Unsatisfied]
}

/// A first layout: solved when the snapshot's system is separable, else the system a solver must
/// solve (`LayoutSnapshot.separableLayoutOrSystem()`).
package enum SeparableLayoutOrSystem {
    case separable(SeparableLayout)
    case system(LinearSystem)
}

extension LayoutSnapshot {
    /// The layout when the snapshot's system is separable, solved without building the system
    /// (`Builder.separableLayout()`); otherwise the system (`linearSystem()`, with the builder's
    /// checks and expansion done once for both). Throws `linearSystem()`'s errors.
    ///
    /// The cost of a snapshot that is not separable: its rows are made twice (for the separable
    /// solve's storage, then for the system), where before they were made once and copied into
    /// that storage; one with too many variables (`separableVariableLimit`) is not tried.
    package func separableLayoutOrSystem() throws(LayoutError) -> SeparableLayoutOrSystem {
        let builder = try Builder(snapshot: self)
        if let layout = builder.separableLayout() { return .separable(layout) }
        return .system(try builder.build())
    }
}

extension Builder {
    /// The layout, when the system is separable; `nil` when it is not, has more than
    /// `separableVariableLimit` variables, or is invalid (`build()` then throws).
    func separableLayout() -> SeparableLayout? {
        let variableCount = FrameVariable.count(items: items.count)
        guard variableCount <= LinearSystem.separableVariableLimit, (try? checkFrames()) != nil else { return nil }
        var loader = SeparableLoader(rowCount: rowCount(), variableCount: variableCount)
        generateRows(nil, into: &loader)
        guard (try? appendConstraintRows(into: &loader)) != nil, loader.isLoadable, loader.solve.finishLoading(),
              let values = loader.solve.solution() else { return nil }
        var frames: [LayoutSnapshot.Rect] = []
        frames.reserveCapacity(expansion.reportedItemCount)
        for item in 0..<expansion.reportedItemCount { frames.append(frame(item, values)) }
        return SeparableLayout(frames: frames, unsatisfied: loader.unsatisfiedRows(values, expansion))
    }
}
