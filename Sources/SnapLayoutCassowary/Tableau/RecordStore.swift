/// A `CassowarySimplex`'s constraint records by constraint id. The solver numbers constraints
/// densely, so an array indexed by id serves where a dictionary hashed the id on every lookup (a
/// session's pass changes one constant per moved stay, each looked up and written back).
struct RecordStore {
    private var slots: [CassowarySimplex.Record?] = []
    /// The number of records held.
    private(set) var count = 0

    subscript(id: Int) -> CassowarySimplex.Record? {
        id >= 0 && id < slots.count ? slots[id] : nil
    }

    /// Holds `record` for `id`, which holds none.
    mutating func insert(_ record: CassowarySimplex.Record, id: Int) {
        while slots.count <= id { slots.append(nil) }
        precondition(slots[id] == nil, "constraint \(id) is already in the solver")
        slots[id] = record
        count += 1
    }

    /// Removes and returns the record of `id`, `nil` when there is none.
    mutating func removeValue(forKey id: Int) -> CassowarySimplex.Record? {
        guard id >= 0 && id < slots.count, let record = slots[id] else { return nil }
        slots[id] = nil
        count -= 1
        return record
    }

    /// Sets the constant of `id`'s expression in place (the record is held).
    mutating func setConstant(_ constant: Double, of id: Int) {
        slots[id]!.expression.constant = constant
    }
}
