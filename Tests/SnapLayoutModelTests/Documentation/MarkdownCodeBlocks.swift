import Foundation

/// The Swift code blocks of a Markdown file, read at test time so that the documentation cannot
/// drift from the code.
///
/// The blocks of one file are one program, in order, as a reader goes through the page (a later
/// block uses what an earlier one made). A file may give the names its fragments assume in an HTML
/// comment that readers do not see, `<!-- swift-context: … -->`, which goes first. A block that is
/// a package manifest fragment (it starts with `dependencies:`) is checked on its own, inside a
/// `Package(…)`. `<!-- swift-new-program -->` before a block starts a new program there (with the
/// file's context): for an alternative to what came before, such as importing
/// `SnapLayoutPureSwift` instead of `SnapLayout`.
///
/// Nothing is added: a program imports exactly what its blocks import (a block that uses `CGRect`
/// compiles only if a module it imports brings Foundation, as a reader's file would).
struct MarkdownCodeBlocks {
    /// One program: where its blocks start (`README.md:76`), the modules it imports, its source.
    struct Program {
        var locations: [String] = []
        var imports: [String] = []
        var body: [String] = []

        /// The source: imports (each once), the context, the blocks in order.
        func source(context: [String]) -> String {
            var seen = Set<String>()
            let unique = imports.map { $0.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces) }
                .filter { seen.insert($0).inserted }
            return (unique + context + body).joined(separator: "\n") + "\n"
        }

        /// The modules the program imports (its blocks' and the context's), each once, in order.
        func modules(context: [String]) -> [String] {
            var seen = Set<String>()
            return (imports + context).compactMap(MarkdownCodeBlocks.importedModule).filter { seen.insert($0).inserted }
        }
    }

    /// The programs, each with its locations, the modules it imports and its source.
    var programs: [(locations: [String], modules: [String], source: String)] = []
    /// Manifest fragments, each with its location.
    var manifests: [(location: String, text: String)] = []

    init(file: URL, name: String) throws {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        var context: [String] = []
        var programs = [Program()]
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<!-- swift-context:") {
                index += 1
                while index < lines.count, !lines[index].hasPrefix("-->") { context.append(lines[index]); index += 1 }
            } else if line == "<!-- swift-new-program -->" {
                programs.append(Program())
            } else if line == "```swift" {
                let start = index + 1
                var block: [String] = []
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    block.append(lines[index]); index += 1
                }
                let location = "\(name):\(start)"
                if block.first?.trimmingCharacters(in: .whitespaces).hasPrefix("dependencies:") == true {
                    manifests.append((location, block.joined(separator: "\n")))
                } else {
                    programs[programs.count - 1].locations.append(location)
                    programs[programs.count - 1].imports += block.filter { $0.hasPrefix("import ") }
                    programs[programs.count - 1].body += ["// \(location)"] + block.filter { !$0.hasPrefix("import ") }
                }
            }
            index += 1
        }
        self.programs = programs.filter { !$0.locations.isEmpty }
            .map { ($0.locations, $0.modules(context: context), $0.source(context: context)) }
    }

    /// The module an `import` line names (`import SnapLayout   // …` is `SnapLayout`,
    /// `import struct Foundation.URL` is `Foundation`); `nil` for any other line.
    static func importedModule(_ line: String) -> String? {
        let words = line.components(separatedBy: "//")[0].split(whereSeparator: \.isWhitespace).map(String.init)
        guard let keyword = words.firstIndex(of: "import") else { return nil }
        let kinds: Set = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        return words[(keyword + 1)...].first { !kinds.contains($0) }?.split(separator: ".").first.map(String.init)
    }
}
