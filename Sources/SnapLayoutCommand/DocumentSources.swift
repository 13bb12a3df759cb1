import Foundation
import SnapLayoutDocuments

/// Where documents come from: a file, every `*.json` and `*.jsonl` under a directory, or standard input.
enum DocumentSources {
    enum Source {
        /// A file to stream, its documents named after `name` (the file's name with extension).
        case file(path: String, name: String)
        /// Standard input, documents named `stdin#N`.
        case standardInput
        /// An input that cannot be read, and the reason.
        case missing(String, String)

        /// The documents of the source, streamed; files are opened only here, one at a time. A
        /// document larger than `limit` bytes is skipped with an error.
        func documents(limit: Int) -> AnySequence<DocumentStream.Element> {
            switch self {
            case .file(let path, let name):
                return AnySequence(DocumentStream(path: path, baseName: name, maximumDocumentSize: limit))
            case .standardInput:
                return AnySequence(DocumentStream(handle: .standardInput, baseName: "stdin", alwaysNumbered: true,
                                                  maximumDocumentSize: limit))
            case .missing(let input, let message):
                return AnySequence([DocumentStream.Element(defaultName: input, bytes: [], problem: message)])
            }
        }
    }

    /// The sources an INPUT argument names. Directories are listed (recursively, sorted by
    /// relative path) but their files are opened only when streamed. In a directory, files named
    /// `*.expected.json` are expected results kept beside their documents (as in the Interface
    /// Builder corpus), not documents, and are skipped; named on their own, they are read.
    static func expand(_ input: String) -> [Source] {
        if input == "-" { return [.standardInput] }
        var status = stat()
        guard stat(input, &status) == 0 else {
            // As the system says it: "no such file or directory", "too many levels of symbolic links"…
            let reason = String(cString: strerror(errno))
            return [.missing(input, reason.prefix(1).lowercased() + reason.dropFirst())]
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return [.file(path: input, name: (input as NSString).lastPathComponent)] }
        guard let enumerator = FileManager.default.enumerator(atPath: input) else {
            return [.missing(input, "cannot list the directory")]
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".json") || relative.hasSuffix(".jsonl"), !relative.hasSuffix(".expected.json") else { continue }
            var isSubdirectory: ObjCBool = false
            let path = (input as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isSubdirectory), !isSubdirectory.boolValue {
                files.append(relative)
            }
        }
        guard !files.isEmpty else { return [.missing(input, "the directory holds no document (no *.json or *.jsonl file)")] }
        return files.sorted().map { relative in
            .file(path: (input as NSString).appendingPathComponent(relative), name: (relative as NSString).lastPathComponent)
        }
    }
}
