import Foundation
import Testing

/// Every subcommand's help says each default and each list of values once: swift-argument-parser
/// prints `(values: …; default: …)` after an option's help, so the help itself must not (issue 43:
/// `--solver` read "The solver: glpk, or cassowary (pure Swift). (values: glpk, cassowary;
/// default: glpk)").
struct HelpTextTests {
    static let subcommands = ["solve", "explain", "render", "compare", "ib"]

    /// The help of each option: its line and the lines indented under it, joined.
    static func options(in help: String) -> [String] {
        var options: [String] = []
        var inOptions = false
        for line in help.components(separatedBy: "\n") {
            if line == "OPTIONS:" || line == "ARGUMENTS:" { inOptions = true; continue }
            guard inOptions, !line.isEmpty else { continue }
            if line.hasPrefix("  -") || line.hasPrefix("  <") {
                options.append(line.trimmingCharacters(in: .whitespaces))
            } else if let last = options.indices.last {
                options[last] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return options
    }

    @Test(arguments: subcommands)
    func noOptionRepeatsWhatTheParserPrints(subcommand: String) throws {
        let (status, help, _) = try CommandRunner.run([subcommand, "--help"])
        #expect(status == 0)
        let options = Self.options(in: help)
        #expect(options.count >= 5, "\(subcommand): \(options)")
        for option in options {
            let words = option.components(separatedBy: "(values: ")
            // The parser's list is the last parenthesis; the text before it must not list the values.
            if words.count == 2, let values = words[1].components(separatedBy: ";").first?.components(separatedBy: ")").first {
                let names = values.components(separatedBy: ", ")
                #expect(names.filter { words[0].contains($0) }.count < names.count, "\(subcommand): \(option)")
            }
            let defaults = option.components(separatedBy: "default").count - 1
            #expect(defaults <= 1, "\(subcommand): \(option)")
        }
    }

    /// The fixed wording of the options that repeated the parser.
    @Test func theRewordedOptionsReadOnce() throws {
        let solve = try CommandRunner.run(["solve", "--help"]).1
        #expect(solve.contains("--solver <solver>       Which solver lays the documents out; cassowary is the\n"
                               + "                          pure-Swift one. (values: glpk, cassowary; default:\n"
                               + "                          glpk)\n"))
        let explain = try CommandRunner.run(["explain", "--help"]).1
        #expect(explain.contains("--format <format>       With --uikit-log: json prints one object per dump.\n"
                                 + "                          (values: text, json; default: text)\n"))
        let render = try CommandRunner.run(["render", "--help"]).1
        #expect(render.contains("-o, --output <output>   The picture to write: FILE.svg, FILE.png, or - for\n"
                                + "                          SVG on standard output.\n"))
    }
}
