import CSolverShim
import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// A tier's stage shaped as paths is decided without an LP (`PathTierStage`): the face its
/// relations describe is the tier's optimal face, as GLPK finds it (every variable's range over
/// both is the same).
struct PathTierStageTests {
    typealias Row = TierStage.StageRow

    /// A random path of 2 – 10 variables (ids shuffled) with required rows that hold at a random
    /// point and tier rows that pull elsewhere, each over one variable or a multiple of a difference.
    func randomStage(seed: UInt64) -> (rows: [Row], variables: Int) {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let count = int(2...10)
        let order = (0..<count).shuffled(using: &random)
        let point = (0..<count).map { _ in Double(int(-20...20)) }
        var rows: [Row] = []
        func add(_ terms: [LinearTerm]) {
            let isTier = int(0...1) == 0
            let isEquality = int(0...2) == 0
            let value = terms.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
            // Required rows hold at the point (inequalities with some slack); tier rows anywhere.
            let constant = isTier ? Double(int(-25...25)) : -value + (isEquality ? 0 : Double(int(0...4)))
            rows.append(Row(terms: terms, constant: constant, isEquality: isEquality, isNegated: false, origin: rows.count,
                            isTier: isTier))
        }
        for (k, variable) in order.enumerated() {
            for _ in 0..<int(0...2) { add([LinearTerm(variable: variable, coefficient: [1, -1, 2][int(0...2)])]) }
            guard k > 0 else { continue }
            let beta = [1.0, -1, 2, -0.5][int(0...3)]
            for _ in 0..<int(1...3) {
                add([LinearTerm(variable: order[k - 1], coefficient: -beta), LinearTerm(variable: variable, coefficient: beta)])
            }
        }
        if !rows.contains(where: \.isTier) { rows[0].isTier = true }
        return (rows, count)
    }

    /// Each variable's least and greatest value over a set of rows (`nil`: unbounded), GLPK's way.
    /// Tier rows take error columns whose sum is held at most `errorBound` when one is given.
    func ranges(_ rows: [(row: Row, relation: LayoutRelation?)], variables: Int, errorBound: Double?) throws -> [[Double?]] {
        var columns: [(type: Int32, lower: Double, upper: Double)] = Array(repeating: (GLP_FR, 0, 0), count: variables)
        var bounds: [(type: Int32, lower: Double, upper: Double)] = []
        var entries: [(row: Int32, column: Int32, value: Double)] = []
        var errors: [Int32] = []
        for (row, relation) in rows {
            guard let relation else { continue }
            let number = Int32(bounds.count + 1)
            switch relation {
            case .equal: bounds.append((GLP_FX, -row.constant, -row.constant))
            case .greaterThanOrEqual: bounds.append((GLP_LO, -row.constant, 0))
            case .lessThanOrEqual: bounds.append((GLP_UP, 0, -row.constant))
            }
            for term in row.terms { entries.append((number, Int32(term.variable + 1), term.coefficient)) }
            guard errorBound != nil, row.isTier else { continue }
            for sign in row.isEquality ? [1.0, -1] : [1.0] {
                columns.append((GLP_LO, 0, 0))
                errors.append(Int32(columns.count))
                entries.append((number, Int32(columns.count), sign))
            }
        }
        if let errorBound {
            bounds.append((GLP_UP, 0, errorBound))
            for column in errors { entries.append((Int32(bounds.count), column, 1)) }
        }
        let problem = GLPKProblem()
        try problem.load(columns: columns, rows: bounds, entries: entries)
        let p = try problem.problem()
        var result: [[Double?]] = []
        for variable in 0..<variables {
            glp_set_obj_coef(p, Int32(variable + 1), 1)
            var range: [Double?] = []
            for direction in [GLP_MIN, GLP_MAX] {
                glp_set_obj_dir(p, direction)
                let status = try problem.simplex()
                range.append(status == GLP_OPT ? glp_get_obj_val(p) : nil)
            }
            glp_set_obj_coef(p, Int32(variable + 1), 0)
            result.append(range)
        }
        return result
    }

    /// The least sum of the tier rows' errors with the required rows held.
    func tierMinimum(_ rows: [Row], variables: Int) throws -> Double {
        var columns: [(type: Int32, lower: Double, upper: Double)] = Array(repeating: (GLP_FR, 0, 0), count: variables)
        var bounds: [(type: Int32, lower: Double, upper: Double)] = []
        var entries: [(row: Int32, column: Int32, value: Double)] = []
        var errors: [Int32] = []
        for row in rows {
            let number = Int32(bounds.count + 1)
            bounds.append(row.isEquality ? (GLP_FX, -row.constant, -row.constant) : (GLP_LO, -row.constant, 0))
            for term in row.terms { entries.append((number, Int32(term.variable + 1), term.coefficient)) }
            guard row.isTier else { continue }
            for sign in row.isEquality ? [1.0, -1] : [1.0] {
                columns.append((GLP_LO, 0, 0))
                errors.append(Int32(columns.count))
                entries.append((number, Int32(columns.count), sign))
            }
        }
        let problem = GLPKProblem()
        try problem.load(columns: columns, rows: bounds, entries: entries)
        let p = try problem.problem()
        for column in errors { glp_set_obj_coef(p, column, 1) }
        #expect(try problem.simplex() == GLP_OPT)
        return glp_get_obj_val(p)
    }

    @Test(arguments: Sweep.seeds(0..<300, quick: 20))
    func aPathStagesFaceIsTheOptimalFace(seed: UInt64) throws {
        let (rows, variables) = randomStage(seed: seed)
        let outcome = try #require(PathTierStage.solve(Array(rows.indices), rows), "seed \(seed)")
        // The face as relations: required rows as written or, with a nonzero dual, tight; tier
        // rows as the outcome says.
        var relationOf = [LayoutRelation?](repeating: nil, count: rows.count)
        for (index, row) in rows.enumerated() where !row.isTier { relationOf[index] = row.isEquality ? .equal : .greaterThanOrEqual }
        for index in outcome.activeRequired { relationOf[index] = .equal }
        for (index, relation) in outcome.tierRelations { relationOf[index] = relation }
        let described = try ranges(rows.indices.map { (rows[$0], relationOf[$0]) }, variables: variables, errorBound: nil)
        // The optimal face itself: every row, tier errors summing to at most the minimum.
        let minimum = try tierMinimum(rows, variables: variables)
        let optimal = try ranges(rows.map { ($0, $0.isEquality ? .equal : .greaterThanOrEqual) }, variables: variables,
                                 errorBound: minimum + 1e-9 * max(1, minimum))
        for variable in 0..<variables {
            for side in 0..<2 {
                switch (described[variable][side], optimal[variable][side]) {
                case (nil, nil): break
                case let (a?, b?): #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed), variable \(variable)")
                default: Issue.record("seed \(seed), variable \(variable): \(described[variable]) against \(optimal[variable])")
                }
            }
        }
    }
}
