import ArgumentParser

/// `--format`: how `snaplayout ib` writes its reports.
enum IBOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Words, with `file:line` of each scene and constraint (the default on a terminal).
    case text
    /// One JSON line per scene (the default elsewhere).
    case json
    /// A JUnit XML report, one test case per scene, for CI test reporters.
    case junit
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`).
    case github

    /// What `report` prints as soon as it is ready (nothing for JUnit, whose document needs every
    /// report: `ending(of:strict:)` writes it).
    func line(of report: IBSceneReport, strict: Bool) -> String {
        switch self {
        case .text: return IBTextFormat.text(of: report, strict: strict)
        case .json: return IBJSONFormat.line(of: report) + "\n"
        case .github: return IBGitHubFormat.commands(of: report, strict: strict)
        case .junit: return ""
        }
    }

    /// What comes after every report: the text summary, the JUnit document.
    func ending(of reports: [IBSceneReport], strict: Bool) -> String {
        switch self {
        case .text: return IBTextFormat.summary(of: reports, strict: strict)
        case .junit: return IBJUnitFormat.document(of: reports, strict: strict)
        case .json, .github: return ""
        }
    }
}
