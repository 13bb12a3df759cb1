#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import SnapLayoutCommand

/// Every subcommand, writing where nothing can be written: a full disk (`/dev/full`), a closed
/// descriptor, a pipe whose reader has left (with SIGPIPE ignored, as a parent process may leave
/// it). Each gets one line on standard error and status 1, never a trap.
@Suite(.serialized)
struct OutputFailureTests {
    static let example = CommandRunner.examples.appendingPathComponent("login-form.json").path

    /// The subcommands, each writing to standard output.
    static let commands: [[String]] = [
        ["solve", example], ["explain", example], ["compare", example], ["solve", "--jobs", "2", CommandRunner.examples.path],
    ]

    /// Runs `arguments` with standard output on `descriptor`; returns the status and standard error.
    func run(_ arguments: [String], standardOutput descriptor: Int32) throws -> (Int32, String) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let errorHandle = try FileHandle(forWritingTo: errors)
        let status = SnapLayoutCommand.run(arguments: arguments, standardOutput: FileHandle(fileDescriptor: descriptor),
                                           standardError: errorHandle)
        try errorHandle.close()
        return (status, try String(contentsOf: errors, encoding: .utf8))
    }

    @Test(arguments: commands)
    func aFullDiskIsOneLineAndStatus1(arguments: [String]) throws {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let (status, errors) = try run(arguments, standardOutput: full)
        #expect(status == 1)
        #expect(errors == "snaplayout: cannot write standard output: No space left on device\n")
    }

    /// A descriptor that cannot be written (what `>&-` leaves, once the tool holds the number with
    /// a read-only /dev/null).
    @Test(arguments: commands)
    func aClosedStandardOutputIsOneLineAndStatus1(arguments: [String]) throws {
        let readOnly = open("/dev/null", O_RDONLY)
        defer { close(readOnly) }
        let (status, errors) = try run(arguments, standardOutput: readOnly)
        #expect(status == 1)
        #expect(errors == "snaplayout: cannot write standard output: Bad file descriptor\n")
    }

    @Test(arguments: commands)
    func aPipeWhoseReaderLeftIsOneLineAndStatus1(arguments: [String]) throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let (status, errors) = try run(arguments, standardOutput: ends[1])
        #expect(status == 1)
        #expect(errors == "snaplayout: cannot write standard output: Broken pipe\n")
    }

    /// A batch stops reading once its output cannot be written: 5 000 documents into /dev/full.
    @Test func aBatchStopsAtTheFirstFailedWrite() throws {
        let line = #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.width == 10"]}"#
        let file = try CommandRunner.temporaryFile(Array(repeating: line, count: 5_000).joined(separator: "\n"))
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let (status, errors) = try run(["solve", "--jobs", "1", file.path], standardOutput: full)
        #expect(status == 1)
        #expect(errors == "snaplayout: cannot write standard output: No space left on device\n")
    }

    @Test func renderToAFullDiskIsOneLineAndStatus1() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("full.svg").path
        #expect(symlink("/dev/full", picture) == 0)
        let (status, _, errors) = try CommandRunner.run(["render", Self.example, "--output", picture])
        #expect(status == 1)
        #expect(errors == "snaplayout: cannot write '\(picture)': No space left on device\n")
    }
}

/// `--output PATH` opens PATH as a shell redirect does and never leaves a partial file that looks
/// complete.
@Suite(.serialized)
struct OutputFileTests {
    static let example = CommandRunner.examples.appendingPathComponent("login-form.json").path

    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func expectedResult() throws -> String {
        try CommandRunner.run(["solve", Self.example]).1
    }

    @Test func aDeviceIsWrittenNotReplaced() throws {
        let (status, _, errors) = try CommandRunner.run(["solve", Self.example, "--output", "/dev/full"])
        #expect(status == 1)
        #expect(errors == "snaplayout: cannot write '/dev/full': No space left on device\n")
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.jsonl").path, link = folder.appendingPathComponent("link.jsonl").path
        #expect(symlink("target.jsonl", link) == 0)
        let (status, _, _) = try CommandRunner.run(["solve", Self.example, "-o", link])
        #expect(status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.jsonl")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == expectedResult())
    }

    @Test func aFIFOIsWrittenInto() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("results").path
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var received = Data()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received = handle.readDataToEndOfFile() }
        }
        reader.start()
        let (status, _, _) = try CommandRunner.run(["solve", Self.example, "--output", fifo])
        while !reader.isFinished { usleep(1000) }
        #expect(status == 0)
        #expect(String(decoding: received, as: UTF8.self) == (try expectedResult()))
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func aFolderIsRefused() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, _, errors) = try CommandRunner.run(["solve", Self.example, "--output", folder.path])
        #expect(status == 1)
        #expect(errors == "snaplayout: cannot write '\(folder.path)': Is a directory\n")
    }

    /// A regular file whose writing failed is renamed, so that it is never taken for the whole output.
    @Test func aFileLeftIncompleteIsRenamedPartial() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("results.jsonl").path
        let file = try OutputFile(path: path)
        try file.writer.write("{\"name\":\"first\"}\n")
        let failure = file.discard(after: WriteError(destination: "'\(path)'", reason: "No space left on device"))
        #expect(failure.description == "snaplayout: cannot write '\(path)': No space left on device; what was written before is in '\(path).partial'")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try String(contentsOfFile: path + ".partial", encoding: .utf8) == "{\"name\":\"first\"}\n")
    }
}
