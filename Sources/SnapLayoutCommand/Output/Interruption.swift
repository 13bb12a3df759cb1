#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SnapLayoutModel

/// What the tool does when SIGINT, SIGTERM or SIGHUP ends a run (issue 38: an interrupted batch
/// left `--output FILE` holding whole lines, not marked, with nothing said, so that it read as the
/// complete result of a smaller batch).
///
/// The signals' handler only writes the signal's number into a pipe; a thread of its own reads it,
/// so that what follows may take locks: it waits (up to two seconds) for the line being written to
/// be finished, renames an output file to `FILE.partial` as a failed write does, prints one line
/// saying how many documents' results were written, and ends the process with status 128 + the
/// signal, as a shell reports a process a signal ended.
///
/// The tool installs it (`SnapLayoutCommand.run(arguments:handlesSignals:)`); the commands reach it
/// through their `OutputWriter`, whose owners say what to do: the file to mark (`OutputFile`) and
/// how many documents were written (`BatchSolver`).
final class Interruption: @unchecked Sendable {
    /// The signals that interrupt a run.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let lock = NSLock()
    private var file: OutputFile?
    private var written: (() -> (count: Int, complete: Bool))?

    /// Installs the handlers and starts the thread that waits for a signal.
    static func watchingSignals() -> Interruption {
        let interruption = Interruption()
        _ = signalPipe
        // A parent may have left them blocked (a test runner's thread does): they must reach us.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipe.write, &byte, 1)
            }
            #else
            action.__sigaction_u.__sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipe.write, &byte, 1)
            }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        let thread = Thread {
            var byte: UInt8 = 0
            while read(signalPipe.read, &byte, 1) != 1 {}
            interruption.stop(signal: Int32(byte))
        }
        thread.start()
        return interruption
    }

    /// The output file to mark `.partial` if the run is interrupted, until `nil` is set again.
    func attach(file: OutputFile?) {
        lock.lock(); defer { lock.unlock() }
        self.file = file
    }

    /// How to count the documents written, waiting for a write under way to finish: the count, and
    /// whether no write is still under way.
    func attach(counter: (() -> (count: Int, complete: Bool))?) {
        lock.lock(); defer { lock.unlock() }
        written = counter
    }

    /// Ends the process after `signal`, as the type's comment says.
    private func stop(signal: Int32) -> Never {
        lock.lock()
        let counted = written?()
        var message = "snaplayout: interrupted by \(Self.name(of: signal))"
        if let counted {
            message += " after writing the results of \(counted.count) document\(counted.count == 1 ? "" : "s")"
            if !counted.complete { message += " (a write was still under way: the last line may be cut)" }
        }
        if let partial = file?.markInterrupted() { message += "; they are in '\(MessageText.quoted(partial))'" }
        var bytes = Array((message + "\n").utf8)
        _ = write(2, &bytes, bytes.count)
        _exit(128 + signal)
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}

/// The pipe from the signals' handler to the thread that handles them: made once, before any
/// handler is installed, and never changed (a handler can capture nothing).
private let signalPipe: (read: Int32, write: Int32) = {
    var descriptors: [Int32] = [-1, -1]
    _ = pipe(&descriptors)
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    return (descriptors[0], descriptors[1])
}()
