/// A console log read for UIKit's and AppKit's "Unable to simultaneously satisfy constraints"
/// dumps: each dump's constraints, in order, and the one UIKit broke. Text that is not part of a
/// dump is skipped; a dump that cannot be read carries an error naming the line.
///
/// ```swift
/// let log = UIKitLog(text)
/// for dump in log.dumps { print(dump.constraints.map(\.equation)) }
/// ```
public struct UIKitLog: Hashable, Sendable {
    /// The dumps, in the order they appear.
    public var dumps: [ConstraintDump]

    /// Reads a log held as text.
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Reads a log's bytes, as a file or standard input holds them: invalid UTF-8 is read as U+FFFD.
    public init(bytes: [UInt8]) {
        let raw = DumpScanner.dumps(in: LogText.lines(of: bytes))
        dumps = raw.enumerated().map { Self.dump($1, index: $0) }
    }

    /// The dump `raw` describes, read.
    static func dump(_ raw: RawDump, index: Int) -> ConstraintDump {
        var dump = ConstraintDump(index: index, line: raw.line, header: raw.header)
        if let problem = raw.problem {
            dump.error = problem
            return dump
        }
        for description in raw.descriptions {
            switch DescriptionParser.constraint(description) {
            case .success(let constraint): dump.constraints.append(constraint)
            case .failure(let error):
                dump.error = error
                return dump
            }
        }
        readBroken(raw, into: &dump)
        if dump.error == nil, dump.constraints.isEmpty {
            dump.error = UIKitLogError(line: raw.line, message: "the dump lists no constraint")
        }
        return dump
    }

    /// Finds the broken constraint in the list (by address, else by its text), adding it at the
    /// end when the list does not hold it; notes what the log leaves unsaid.
    private static func readBroken(_ raw: RawDump, into dump: inout ConstraintDump) {
        guard let description = raw.broken else {
            dump.notes.append(raw.saysBreaking
                ? "the constraint after 'Will attempt to recover by breaking' is missing: which one UIKit broke is not known"
                : "the dump has no 'Will attempt to recover by breaking' line (a cut log?): which constraint UIKit broke is not known")
            return
        }
        let broken: LoggedConstraint
        switch DescriptionParser.constraint(description) {
        case .success(let constraint): broken = constraint
        case .failure(let error):
            dump.error = error
            return
        }
        if let index = dump.constraints.firstIndex(where: { same($0, broken) }) {
            dump.broken = index
            return
        }
        dump.constraints.append(broken)
        dump.broken = dump.constraints.count - 1
        dump.notes.append("UIKit broke a constraint the list does not hold (line \(broken.line)); it is read as #\(dump.constraints.count - 1)")
    }

    /// Whether two descriptions are of one constraint: the same address, or the same text.
    private static func same(_ a: LoggedConstraint, _ b: LoggedConstraint) -> Bool {
        if let left = a.address, let right = b.address { return left == right && a.className == b.className }
        return a.text.split(separator: " ") == b.text.split(separator: " ")
    }
}
