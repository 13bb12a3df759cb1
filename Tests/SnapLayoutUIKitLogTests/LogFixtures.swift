import Foundation
import SnapLayoutGLPK
import SnapLayoutModel
@testable import SnapLayoutUIKitLog

/// The dumps the tests read: the seed logs (also the three dumps of docs/diagnostics.md) and one
/// description at a time.
enum LogFixtures {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A seed log of `Fuzz/seeds-uikit-log/`.
    static func seed(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("Fuzz/seeds-uikit-log/\(name)"), encoding: .utf8)
    }

    /// `text` read and answered with GLPK.
    static func answer(_ text: String) -> UIKitLogDiagnosis {
        UIKitLogDiagnosis(uikitLog: text, solver: GLPKSolver())
    }

    /// The one constraint `line` describes, read as the only line of a pasted list.
    static func constraint(_ line: String) throws -> LoggedConstraint {
        let dumps = UIKitLog("(\n    \"\(line)\"\n)\n").dumps
        guard dumps.count == 1 else { throw FixtureError("\(dumps.count) dumps") }
        if let error = dumps[0].error { throw FixtureError(error.description) }
        guard dumps[0].constraints.count == 1 else { throw FixtureError("\(dumps[0].constraints.count) constraints") }
        return dumps[0].constraints[0]
    }

    /// Why reading `line` fails, or `nil` when it does not.
    static func error(_ line: String) -> String? {
        UIKitLog("(\n    \"\(line)\"\n)\n").dumps.first?.error?.description
    }

    /// A UIKit dump of `lines`, breaking `broken` (one of them).
    static func uikitDump(_ lines: [String], broken: String?) -> String {
        var text = "2024-05-01 10:00:00.000000+0200 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n(\n"
        text += lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        if let broken { text += "Will attempt to recover by breaking constraint \n\(broken)\n\n" }
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        return text
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
