import SnapLayout

extension SolveRequest {
    /// The request of a plain `solve` command line, read without ArgumentParser; `nil` for any
    /// other, which ArgumentParser reads (and reports on).
    ///
    /// A one-document solve is often one process per document, and ArgumentParser's first parse
    /// (reflection over every command's options, the first lookups of their protocol conformances)
    /// took 1.5 ms of such a run's 5 (docs/performance.md, "Process start"). So the command lines
    /// scripts write are read here: `solve` followed by INPUTs (a path, or `-`) and the options
    /// `--check-ambiguity`, `-q/--quiet`, `-j/--jobs N`, `-o/--output FILE` and `--solver NAME`,
    /// each a word of its own and given at most once, values that do not start with `-`, `N` in
    /// plain digits. Anything else, and anything that would fail validation, is declined, so that
    /// help, errors and their wording stay ArgumentParser's; what is accepted means what
    /// ArgumentParser would make of it (`SolveRequestTests` compare the two).
    init?(plainArguments arguments: [String]) {
        guard arguments.first == "solve" else { return nil }
        self.init()
        var given: [PlainOption] = []
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "-" || (!word.isEmpty && !word.hasPrefix("-")) {
                inputs.append(word)
                continue
            }
            guard let option = PlainOption(word), !given.contains(option) else { return nil }
            given.append(option)
            guard option.takesValue else {
                if option == .checkAmbiguity { checkAmbiguity = true } else { quiet = true }
                continue
            }
            guard index < arguments.endIndex, !arguments[index].isEmpty, !arguments[index].hasPrefix("-") else { return nil }
            let value = arguments[index]
            index += 1
            switch option {
            case .jobs:
                guard value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let count = Int(value) else { return nil }
                jobs = count
            case .output:
                output = value
            case .solver:
                guard let kind = LayoutSolverKind(rawValue: value) else { return nil }
                solver = kind
            case .checkAmbiguity, .quiet:
                return nil
            }
        }
        guard JobsOption.problem(with: jobs) == nil, InputOptions.problem(with: inputs) == nil else { return nil }
    }

    /// The options a plain command line may give, by their spellings.
    private enum PlainOption {
        case checkAmbiguity, quiet, jobs, output, solver

        init?(_ word: String) {
            switch word {
            case "--check-ambiguity": self = .checkAmbiguity
            case "-q", "--quiet": self = .quiet
            case "-j", "--jobs": self = .jobs
            case "-o", "--output": self = .output
            case "--solver": self = .solver
            default: return nil
            }
        }

        var takesValue: Bool { self == .jobs || self == .output || self == .solver }
    }
}
