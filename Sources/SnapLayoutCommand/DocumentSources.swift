import Foundation

/// Where documents come from: a file, every `*.json` under a directory, or standard input.
enum DocumentSources {
    enum Source {
        /// Documents to stream, named after `name`.
        case stream(FileHandle, name: String)
        /// An input that cannot be read, with the reason.
        case missing(String)
    }

    static func expand(_ input: String) -> [Source] {
        if input == "-" { return [.stream(.standardInput, name: "stdin")] }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            return [.missing("no such file or directory")]
        }
        if isDirectory.boolValue {
            guard let enumerator = FileManager.default.enumerator(atPath: input) else { return [.missing("cannot list the directory")] }
            let files = (enumerator.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
            return files.map { file in
                let path = (input as NSString).appendingPathComponent(file)
                guard let handle = FileHandle(forReadingAtPath: path) else { return .missing("cannot read \(path)") }
                return .stream(handle, name: (file as NSString).lastPathComponent)
            }
        }
        guard let handle = FileHandle(forReadingAtPath: input) else { return [.missing("cannot read the file")] }
        return [.stream(handle, name: (input as NSString).lastPathComponent)]
    }
}
