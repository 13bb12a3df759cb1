/// What a tableau symbol stands for, which decides the values it may take.
enum SymbolKind: UInt8 {
    /// A variable of the layout: unrestricted.
    case external
    /// The slack of an inequality: at least 0.
    case slack
    /// The error of an optional constraint: at least 0, and costed in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy

    /// Whether the symbol must stay at or above zero (slack and error).
    var isRestricted: Bool { self == .slack || self == .error }
}
