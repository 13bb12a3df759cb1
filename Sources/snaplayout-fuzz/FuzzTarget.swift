// The fuzz targets of the hostile-input checks (see scripts/fuzz.sh and Fuzz/README.md).
//
// Built with `-sanitize=fuzzer,address -D FUZZING`, it is a libFuzzer target: every input libFuzzer
// makes goes through the checks of the target `SNAPLAYOUT_FUZZ_TARGET` names (`documents`, the
// default; `ib`; `uikit-log`), and a broken promise stops the run with the input saved. For
// documents, half of the mutations are structure-aware (`DocumentMutator`). Built plainly (as
// `swift build` does), it replays files: `snaplayout-fuzz [--target T] FILE|DIR...` runs each
// through the same checks and prints what breaks, exit status 1 if anything does.
import Foundation
import SnapLayoutCommand

#if FUZZING
/// The target, read once from the environment (an unknown name stops the run at the first input).
let target = FuzzCheck(environment: ProcessInfo.processInfo.environment["SNAPLAYOUT_FUZZ_TARGET"])

/// libFuzzer's entry point for one input: a broken promise stops the run, and libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target else { fatalError("SNAPLAYOUT_FUZZ_TARGET names no target (documents, ib, uikit-log)") }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let violations = target.violations(in: bytes)
    if !violations.isEmpty { fatalError(violations.joined(separator: "\n")) }
    return 0
}

@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's hook for mutations: for documents, every other one is structure-aware.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    if target == .documents, seed % 2 == 0 {
        var mutator = DocumentMutator(seed: UInt64(seed))
        if let mutated = mutator.mutate(Array(UnsafeBufferPointer(start: data, count: size)), maxSize: maxSize) {
            mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
            return mutated.count
        }
    }
    return libFuzzerMutate(data, size, maxSize)
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
/// Replays files through the checks: `snaplayout-fuzz [--target documents|ib|uikit-log] FILE|DIR...`.
@main
enum Replay {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var target = FuzzCheck.documents
        if arguments.first == "--target", arguments.count > 1 {
            guard let named = FuzzCheck(rawValue: arguments[1]) else {
                print("snaplayout-fuzz: unknown target '\(arguments[1])' (documents, ib, uikit-log)")
                exit(2)
            }
            target = named
            arguments.removeFirst(2)
        }
        var failed = false
        for argument in arguments {
            for file in files(argument) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    print("\(file): cannot be read")
                    failed = true
                    continue
                }
                for violation in target.violations(in: Array(data)) {
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
