// The fuzz target of the hostile-input checks (see scripts/fuzz.sh and Fuzz/README.md).
//
// Built with `-sanitize=fuzzer,address -D FUZZING`, it is a libFuzzer target: every
// input libFuzzer makes goes through `HostileInputCheck`, and a broken promise stops the run with the
// input saved. Built plainly (as `swift build` does), it replays files: `snaplayout-fuzz FILE|DIR...`
// runs each through the same checks and prints what breaks, exit status 1 if anything does.
import Foundation
import SnapLayoutCommand

#if FUZZING
/// libFuzzer's entry point for one input: a broken promise stops the run, and libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let violations = HostileInputCheck.violations(in: bytes)
    if !violations.isEmpty { fatalError(violations.joined(separator: "\n")) }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The executable's entry point, as the package manager names it: libFuzzer's driver.
@_cdecl("snaplayout_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#else
/// Replays files through the checks: `snaplayout-fuzz FILE|DIR...`.
@main
enum Replay {
    static func main() {
        var failed = false
        for argument in CommandLine.arguments.dropFirst() {
            for file in files(argument) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    print("\(file): cannot be read")
                    failed = true
                    continue
                }
                for violation in HostileInputCheck.violations(in: Array(data)) {
                    print("\(file): \(violation)")
                    failed = true
                }
            }
        }
        exit(failed ? 1 : 0)
    }

    /// The file, or the files of a folder in sorted order.
    static func files(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { "\(path)/\($0)" }
    }
}
#endif
