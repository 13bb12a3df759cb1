import ArgumentParser
import Foundation
import SnapLayoutDiagnostics
import SnapLayoutDocuments
import SnapLayoutModel

/// `snaplayout render`: documents solved and drawn to scale as SVG (or PNG through rsvg-convert).
struct RenderCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw solved layout documents to scale as SVG or PNG.",
        discussion: """
            Each view is a labelled rectangle nested as in the tree; guides are dashed; margins (those constraints use) and the outside of the safe area are shaded; items in a conflict are outlined in red, ambiguous ones in dashed orange; broken constraints are red dashed lines between the anchors they tie. Stack views are outlined in teal with an arrow along their axis, the space between their views shaded and measured, hidden arranged views dashed grey and labelled "hidden". A legend and notes name the broken constraints, the free attributes and each stack's axis and spacing.

            Several documents go to FILE-1.svg, FILE-2.svg, ... (one page each), or with --side-by-side to one picture with the documents in a grid. A .png output is converted with rsvg-convert (apt-get install librsvg2-bin). --output - writes the SVG to standard output (several documents side by side, in one picture).

            Examples:
              snaplayout render examples/conflict.json --output conflict.svg
              snaplayout render examples/feed.json --output feed.png --scale 2
              snaplayout render examples/ --side-by-side --output all.svg
              snaplayout render examples/login-form.json -o - | rsvg-convert > login.png

            Exit status: 0 when every document was drawn and is clean, 1 when one has a conflict, an ambiguous item or an error (it is still drawn when it could be solved), or the PNG converter is missing; 2 for a usage error.
            """
    )

    @Option(name: .shortAndLong, help: "The picture to write: FILE.svg, FILE.png, or - for SVG on standard output.")
    var output: String

    @Flag(name: .long, help: "Shade every view's margins and label every item, however small.")
    var allItems = false

    @Option(name: .long, help: "Pixels per point, from 0.1 to 10.")
    var scale: Double = 1

    /// The scales `--scale` takes: below, a screen is a few pixels (a 1e-300 scale drew a 0×0
    /// picture); above, a screen's PNG is hundreds of megapixels.
    static let scales: ClosedRange<Double> = 0.1...10

    @Flag(name: .long, help: "Several documents in one picture, side by side, instead of one file each.")
    var sideBySide = false

    @OptionGroup var solver: SolverOption

    @OptionGroup var text: TextOption

    @OptionGroup var jobs: JobsOption

    @OptionGroup var progressOption: ProgressOption

    @OptionGroup var input: InputOptions

    /// Where to look for rsvg-convert instead of PATH (hidden: for tests of the missing-tool message).
    @Option(name: .long, help: .hidden)
    var converterSearchPath: String?

    func validate() throws {
        guard output.hasSuffix(".svg") || output.hasSuffix(".png") || isStandardOutput else {
            throw ValidationError("--output must end in .svg or .png, or be - for standard output")
        }
        guard Self.scales.contains(scale) else {
            throw ValidationError("--scale must be from \(NumberFormat.document(Self.scales.lowerBound)) to \(NumberFormat.document(Self.scales.upperBound)) pixels per point, found \(MessageText.quoted(String(scale)))")
        }
    }

    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        let isPNG = output.hasSuffix(".png")
        var converter: String?
        if isPNG {
            converter = RenderCommand.findExecutable("rsvg-convert", path: converterSearchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "")
            guard converter != nil else {
                errors.writeMessage("""
                    snaplayout: cannot write PNG: rsvg-convert was not found on PATH. Install it (Debian/Ubuntu: \
                    apt-get install librsvg2-bin; macOS: brew install librsvg) or write an .svg instead.

                    """)
                return 1
            }
        }
        let renderer = SVGRenderer(style: RenderStyle(scale: scale, showsAllItems: allItems))
        var elements = input.sources.lazy.flatMap { DocumentSources.expand($0) }.flatMap { $0.documents(limit: input.maximumDocumentSize) }.makeIterator()
        // One document, or --side-by-side, makes one picture (of everything); otherwise each
        // document is drawn and written as soon as it is solved, like `solve` streams.
        let first = elements.next(), second = elements.next()
        guard !sideBySide, !isStandardOutput, let first, let second else {
            var all = [first, second].compactMap { $0 }
            while let element = elements.next() { all.append(element) }
            return try renderOnePicture(all, renderer: renderer, converter: converter, output: standardOutput, errors: errors)
        }
        return try renderEach([first, second], then: &elements, renderer: renderer, converter: converter,
                              output: standardOutput, errors: errors)
    }

    /// Draws every document into one picture at `output`: the only one, or all side by side.
    private func renderOnePicture(_ elements: [DocumentStream.Element], renderer: SVGRenderer, converter: String?,
                                  output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        let diagnoses = DocumentDiagnosis.diagnoseAll(elements, solver: solver.solver.makeSolver(), textSystem: text.textSystem,
                                                      jobs: jobs.count)
        var failed = false
        var solved: [LayoutDiagnosis] = []
        for diagnosis in diagnoses {
            switch diagnosis {
            case .solved(let layout):
                solved.append(layout)
                if layout.explanation().hasProblems { failed = true }
            case .failed(let name, _, let messages):
                errors.writeMessage(Self.failureMessage(name: name, errors: messages))
                failed = true
            }
        }
        guard !solved.isEmpty else {
            errors.writeMessage("snaplayout: nothing to draw\n")
            return 1
        }
        let svg = diagnoses.count == 1 ? renderer.render(solved[0]) : renderer.renderSideBySide(solved)
        if isStandardOutput {
            try standardOutput.write(svg)
        } else {
            try Self.write(svg, to: output, converter: converter)
            try standardOutput.write("wrote \(MessageText.escaped(output))\n")
        }
        return failed ? 1 : 0
    }

    /// Draws each document to its own page, FILE-N (N its position in the input, from 1, so that
    /// pages keep their numbers when a document before them could not be drawn), written as soon
    /// as it is next in input order, with a bounded number of documents in flight.
    private func renderEach<Rest: IteratorProtocol<DocumentStream.Element>>(
        _ head: [DocumentStream.Element], then rest: inout Rest, renderer: SVGRenderer, converter: String?,
        output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        let base = (output as NSString).deletingPathExtension, ext = (output as NSString).pathExtension
        let solver = solver.solver.makeSolver()
        let progress = RenderProgress()
        let batch = BatchSolver(jobs: jobs.jobs, output: standardOutput, messages: errors,
                                progress: BatchProgress.make(errors: errors, quiet: progressOption.quiet)) { index, read in
            switch DocumentDiagnosis.diagnose(read, solver: solver, textSystem: text.textSystem) {
            case .failed(let name, _, let messages):
                return BatchSolver.Outcome(line: nil, message: Self.failureMessage(name: name, errors: messages), failed: true)
            case .solved(let layout):
                let path = "\(base)-\(index + 1).\(ext)"
                guard progress.drew(index) else { return BatchSolver.Outcome(line: nil, failed: true) }
                do throws(WriteError) {
                    try Self.write(renderer.render(layout), to: path, converter: converter)
                } catch {
                    progress.failed(index, error)
                    return BatchSolver.Outcome(line: nil, failed: true)
                }
                return BatchSolver.Outcome(line: "wrote \(MessageText.escaped(path))", failed: layout.explanation().hasProblems)
            }
        }
        var submitting = head.makeIterator()
        while let element = submitting.next() ?? rest.next(), progress.writeError == nil, batch.submit(element) {}
        let failed = try batch.finish()
        if let error = progress.writeError { throw error }
        guard progress.drawnCount > 0 else {
            errors.writeMessage("snaplayout: nothing to draw\n")
            return 1
        }
        return failed ? 1 : 0
    }

    /// The lines for a document that could not be drawn: one per error, as a compiler writes them.
    static func failureMessage(name: String, errors: [String]) -> String {
        errors.map { "snaplayout: document '\(MessageText.quoted(name))': \($0)\n" }.joined()
    }

    /// Whether `--output -` asks for the SVG on standard output.
    var isStandardOutput: Bool { output == "-" }

    /// Writes `svg` to `path`, as PNG through `converter` when given.
    static func write(_ svg: String, to path: String, converter: String?) throws(WriteError) {
        let bytes = try converter.map { converter throws(WriteError) in try RenderCommand.convert(svg, to: path, with: converter) }
            ?? Array(svg.utf8)
        let file = try OutputFile(path: path)
        do throws(WriteError) {
            try file.writer.write(bytes)
            try file.commit()
        } catch {
            throw file.discard(after: error)
        }
    }

    /// The first executable `name` in the colon-separated `path`, or `nil`.
    static func findExecutable(_ name: String, path: String) -> String? {
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = (String(directory) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The PNG that rsvg-convert makes of `svg` (read from a temporary file, written to a pipe), for
    /// the picture at `path` (named in messages).
    static func convert(_ svg: String, to path: String, with converter: String) throws(WriteError) -> [UInt8] {
        let failure = { (reason: String) in WriteError(destination: "'\(MessageText.quoted(path))'", reason: reason) }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("snaplayout-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--format", "png", input.path]
        let png = Pipe(), messages = Pipe()
        process.standardOutput = png
        process.standardError = messages
        do {
            try Data(svg.utf8).write(to: input)
            try process.run()
        } catch {
            throw failure("rsvg-convert could not be run: \(error.localizedDescription)")
        }
        let bytes = png.fileHandleForReading.readDataToEndOfFile()
        let message = messages.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw failure("rsvg-convert failed: \(MessageText.quoted(text, limit: 200))")
        }
        return Array(bytes)
    }
}
