import Foundation

/// The files `snaplayout ib` reads: files named (whatever their extension), and every
/// `.storyboard` and `.xib` under a folder, recursively, in sorted order of their paths.
enum IBFileSources {
    /// A file to read, or a path that names none (with why).
    enum Source: Equatable, Sendable {
        case file(String)
        case missing(String, String)
    }

    /// The sources `path` names.
    static func expand(_ path: String) -> [Source] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return [.missing(path, "no such file or directory")]
        }
        guard isDirectory.boolValue else { return [.file(path)] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            return [.missing(path, "cannot list the folder")]
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") else { continue }
            let full = (path as NSString).appendingPathComponent(relative)
            var isSubdirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isSubdirectory), !isSubdirectory.boolValue {
                files.append(relative)
            }
        }
        guard !files.isEmpty else { return [.missing(path, "the folder holds no .storyboard or .xib file")] }
        return files.sorted().map { .file((path as NSString).appendingPathComponent($0)) }
    }
}
