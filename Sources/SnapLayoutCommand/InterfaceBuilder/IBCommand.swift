import ArgumentParser
import Foundation
import SnapLayoutInterfaceBuilder
import SnapLayoutModel

/// `snaplayout ib`: storyboards and xibs laid out and checked without Xcode.
struct IBCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib",
        abstract: "Lay out storyboards and xibs and check them as Xcode's canvas would: conflicts, ambiguity, misplaced views.",
        discussion: """
            Every scene (a view controller's view, a xib's top-level view, a table or collection view cell) is built with its constraints and laid out at the size Interface Builder shows it, with the device's safe area and the bars IB infers. Reported per scene: the frames, conflicts (by IB constraint ids, and which one is broken), ambiguous views and their free ranges, views whose stored frame is not where the constraints put them (misplaced, beyond 0.5 pt, with both frames), where IB's own misplaced/ambiguous marks disagree, and whatever is not supported, named.

            Labels, buttons and text fields are measured as on a device (--text measured, the default): their text in their font, the system font being DejaVu Sans unless --system-font names another family; Xcode measured with San Francisco, so frames that follow text differ by the fonts' widths. A view whose text or font cannot be measured here (attributed text, a font that is not installed, a button configuration, an image of unknown size) and every UITextView keep the size IB stored, and the scene's notes say which and why. --text stored sizes every text view as IB stored it, which reproduces Xcode's canvas whatever the fonts.

            The bars around a view controller are inferred as IB infers them (navigation and tab bar controllers, simulated metrics, the device's status bar and home indicator). When every view tied to the safe area is off by the same amount, IB simulated other bars (a sheet, a popover, a controller reached through another storyboard): the safe area the stored frames imply is used instead, and a note says so (--no-calibration keeps the inferred one).

            Examples:
              snaplayout ib Main.storyboard
              snaplayout ib --format github --strict App/
              snaplayout ib --devices all --rtl LaunchScreen.storyboard
              snaplayout ib --format junit -o ib-report.xml App/

            Devices (--devices, comma-separated; a device alone is portrait, KEY:landscape or KEY:both for more; all is every device in both orientations): \(InterfaceBuilderDevice.all.map(\.key).joined(separator: ", ")).

            Exit status: 0 when every scene lays out cleanly, 1 when one conflicts, is ambiguous or a file cannot be read (and with --strict when a view is misplaced or breaks on another device), 2 for a usage error.
            """
    )

    @Option(help: "The report's form; unless given, text on a terminal and json otherwise.")
    var format: IBOutputFormat?

    @Flag(help: "Misplaced views, and views that collapse or leave their superview on another device, fail the check too.")
    var strict = false

    @Option(help: "Also lay every scene out on these devices (comma-separated; all for every one) and report the first that goes wrong.")
    var devices: String?

    @Flag(help: "Also lay every scene out right to left (on each device of --devices, or at its design size).")
    var rtl = false

    @Flag(help: "Keep the inferred safe area even when the stored frames show IB simulated other bars (a sheet, a popover, a controller reached through another file).")
    var noCalibration = false

    @Option(help: "How text views are sized: measured (their text, as on a device) or stored (the size IB stored for them).")
    var text: String = "measured"

    @OptionGroup var textOption: TextOption

    @OptionGroup var solver: SolverOption

    @OptionGroup var jobs: JobsOption

    @Option(name: .shortAndLong, help: "Write the report to FILE instead of standard output.")
    var output: String?

    @Argument(help: "Storyboards, xibs, or folders of them (searched recursively).")
    var paths: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .storyboard, .xib or folder") }
        guard InterfaceBuilderTextSizing(rawValue: text) != nil else {
            throw ValidationError("--text must be measured or stored, not '\(MessageText.quoted(text))'")
        }
        do {
            _ = try IBDeviceSweep.targets(devices: devices, rtl: rtl)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        let targets = (try? IBDeviceSweep.targets(devices: devices, rtl: rtl)) ?? []
        var configured = IBFileCheck(solver: solver.solver.makeSolver(), sweep: targets, calibrates: !noCalibration)
        configured.text = InterfaceBuilderTextSizing(rawValue: text) ?? .measured
        configured.textSystem = textOption.textSystem
        let check = configured
        let sources = paths.flatMap(IBFileSources.expand)
        let format = self.format ?? (Terminal.isTerminal(output == nil ? standardOutput.descriptor : -1) ? .text : .json)
        let strict = self.strict
        return try OutputFile.writing(to: output, orTo: standardOutput) { writer throws(WriteError) in
            let reports = IBParallel.map(sources, jobs: jobs.count) { check.check($0) }
            var failed = false
            for fileReports in reports {
                for report in fileReports {
                    failed = failed || report.fails(strict: strict)
                    let line = format.line(of: report, strict: strict)
                    if !line.isEmpty { try writer.write(line) }
                }
            }
            let ending = format.ending(of: reports.flatMap { $0 }, strict: strict)
            if !ending.isEmpty { try writer.write(ending) }
            return failed ? 1 : 0
        }
    }
}

/// Work on several threads with the results in input order.
enum IBParallel {
    /// `transform` of every element, on up to `jobs` threads.
    static func map<Element: Sendable, Result>(_ elements: [Element], jobs: Int,
                                             _ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Slots<Result>(count: elements.count)
        let workers = max(1, min(jobs, elements.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: elements.count, by: workers) {
                results.set(index, transform(elements[index]))
            }
        }
        return results.values.map { $0! }
    }

    /// Results filled in by several threads, each index once.
    private final class Slots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Value?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Value) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }
}
