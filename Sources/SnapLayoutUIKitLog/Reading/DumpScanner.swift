import Foundation

/// Finds the dumps of a log: each begins at a header (`Unable to simultaneously satisfy
/// constraints`, `Conflicting constraints detected`) or, pasted without one, at its first
/// constraint; it lists constraints and ends with the one after `Will attempt to recover by
/// breaking`, at the next header, or at the end of the log. Any other text is skipped; a list
/// pasted without its header also ends at the first line of other text.
package struct DumpScanner {
    /// More constraints than this in one dump are not a UIKit dump (UIKit lists a few dozen).
    package static let maximumConstraints = 1000

    private var dumps: [RawDump] = []
    private var current: RawDump?
    private var awaitingBroken = false

    /// The dumps of `lines`, in order.
    package static func dumps(in lines: [LogLine]) -> [RawDump] {
        var scanner = DumpScanner()
        var index = 0
        while index < lines.count { index += scanner.read(lines, at: index) }
        scanner.close()
        return scanner.dumps
    }

    /// Reads line `index` (and the lines a wrapped description goes on over); returns how many.
    private mutating func read(_ lines: [LogLine], at index: Int) -> Int {
        let line = lines[index]
        let breaking = line.text.range(of: "Will attempt to recover by breaking")
        let before = line.text.startIndex..<(breaking?.lowerBound ?? line.text.endIndex)
        if let header = DescriptionMarkers.header(in: String(line.text[before])) {
            close()
            current = RawDump(line: line.number, header: header)
        }
        let listed = DescriptionExtraction.descriptions(in: lines, at: index, within: before)
        note(listed.problem, line: line.number)
        if !listed.descriptions.isEmpty { take(listed.descriptions, line: line.number) }
        guard let breaking else {
            if listed.descriptions.isEmpty, listed.problem == nil { skip(line.text) }
            return listed.linesRead
        }
        if current == nil { current = RawDump(line: line.number, header: .none) }
        current?.saysBreaking = true
        var after = breaking.upperBound
        if line.text[after...].hasPrefix(" constraint") { after = line.text.index(after, offsetBy: " constraint".count) }
        let broken = DescriptionExtraction.descriptions(in: lines, at: index, within: after..<line.text.endIndex)
        note(broken.problem, line: line.number)
        if let first = broken.descriptions.first {
            current?.broken = first
            close()
        } else {
            awaitingBroken = broken.problem == nil
            if !awaitingBroken { close() }
        }
        return max(listed.linesRead, broken.linesRead)
    }

    /// Adds descriptions found on a line: the broken one when it is awaited, else to the list.
    private mutating func take(_ descriptions: [RawDescription], line: Int) {
        if awaitingBroken {
            current?.broken = descriptions[0]
            close()
            return
        }
        if current == nil || current?.listClosed == true {
            close()
            current = RawDump(line: line, header: .none)
        }
        current?.descriptions += descriptions
        if let count = current?.descriptions.count, count > Self.maximumConstraints {
            note(UIKitLogError(line: line, message: "the dump lists more than \(Self.maximumConstraints) constraints, more than UIKit prints"), line: line)
        }
    }

    /// A line of other text: it ends an awaited broken constraint that never came, closes a
    /// header's list at its `)`, and ends a list pasted without a header.
    private mutating func skip(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if awaitingBroken {
            if !trimmed.isEmpty { close() }
            return
        }
        guard let dump = current, !dump.descriptions.isEmpty else { return }
        if trimmed.hasPrefix(")") {
            current?.listClosed = true
        } else if dump.header == .none, !DescriptionMarkers.isBoilerplate(text) {
            close()
        }
    }

    /// Records the first problem of the current dump (opening one for it if need be).
    private mutating func note(_ problem: UIKitLogError?, line: Int) {
        guard let problem else { return }
        if current == nil { current = RawDump(line: line, header: .none) }
        if current?.problem == nil { current?.problem = problem }
    }

    private mutating func close() {
        if let current { dumps.append(current) }
        current = nil
        awaitingBroken = false
    }
}
