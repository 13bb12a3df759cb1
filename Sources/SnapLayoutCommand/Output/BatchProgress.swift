import Foundation

/// A one-line progress display on standard error for a long batch: documents done, per second,
/// errors. It appears only once the batch has run `delay` seconds, is redrawn in place every
/// `interval`, and is cleared when the batch ends, so that short runs and the output itself are
/// never touched.
final class BatchProgress: @unchecked Sendable {
    private let writer: OutputWriter
    private let start = DispatchTime.now()
    private let timer: DispatchSourceTimer
    private let lock = NSLock()
    private var done = 0, errors = 0
    private var shown = false, stopped = false

    /// A display on `writer`, first drawn after `delay` seconds.
    init(writer: OutputWriter, delay: Double = 1, interval: Double = 0.25) {
        self.writer = writer
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "snaplayout.progress"))
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { [weak self] in self?.draw() }
        timer.resume()
    }

    /// A display on standard error when it is a terminal and the user did not ask for quiet;
    /// otherwise none.
    static func make(errors: OutputWriter, quiet: Bool) -> BatchProgress? {
        quiet || !Terminal.isTerminal(errors.descriptor) ? nil : BatchProgress(writer: errors)
    }

    /// Counts one document done.
    func count(failed: Bool) {
        lock.withLock {
            done += 1
            if failed { errors += 1 }
        }
    }

    /// The line as drawn now: `1200 documents, 3400/s, 2 errors`.
    var line: String {
        lock.withLock {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            let rate = seconds > 0 ? Int((Double(done) / seconds).rounded()) : 0
            return "\(done) document\(done == 1 ? "" : "s"), \(rate)/s, \(errors) error\(errors == 1 ? "" : "s")"
        }
    }

    /// Draws the line now (the timer calls this).
    func draw() {
        let text = line
        lock.withLock {
            guard !stopped else { return }
            shown = true
            writer.writeMessage("\r" + text + "\u{1B}[K")
        }
    }

    /// Clears the line before something else is written to standard error (the next tick draws
    /// it again below).
    func interrupt() {
        lock.withLock { if shown { writer.writeMessage("\r\u{1B}[K") } }
    }

    /// Stops the display and clears its line.
    func finish() {
        timer.cancel()
        lock.withLock {
            stopped = true
            if shown { writer.writeMessage("\r\u{1B}[K") }
        }
    }
}
