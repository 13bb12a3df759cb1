import ArgumentParser
import SnapLayoutModel

/// `--system-font FAMILY`: the family documents' `"system"` font is measured in (text.md, 4.1).
struct TextOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Measure the \"system\" font of documents' text in FAMILY, an installed fontconfig family (DejaVu Sans unless given).",
        valueName: "FAMILY"))
    var systemFont: String?

    func validate() throws {
        if let problem = TextOption.problem(with: systemFont) { throw ValidationError(problem) }
    }

    /// What is wrong with `systemFont`, or `nil`: an empty name, or a family that is not installed.
    static func problem(with systemFont: String?) -> String? {
        guard let systemFont else { return nil }
        guard !systemFont.isEmpty else { return "--system-font needs a family name" }
        if case .failure(let error) = TextSystem(systemFamily: systemFont).resolved(.systemFont(ofSize: 17)) {
            return "--system-font: \(error.message)"
        }
        return nil
    }

    /// The text system documents are measured with.
    var textSystem: TextSystem { TextOption.textSystem(systemFont) }

    /// The text system for `systemFont` (`TextSystem.default` when none is given).
    static func textSystem(_ systemFont: String?) -> TextSystem {
        systemFont.map { TextSystem(systemFamily: $0) } ?? .default
    }
}
