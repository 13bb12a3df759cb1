import Foundation

/// The package's products and the targets each one brings, read from the manifest
/// (`swift package dump-package`), so that a documentation block can be compiled with only the
/// modules a package depending on the products it imports would see.
struct PackageGraph {
    /// Each library product's targets.
    var products: [String: [String]] = [:]
    /// Each target's local dependencies (targets of this package).
    var dependencies: [String: [String]] = [:]
    /// The system-library targets (C modules found through a module map in their folder), by name.
    var systemLibraries: [String: String] = [:]

    /// Reads the manifest of the package at `repository` with the `swift` beside `swiftc`. A
    /// scratch folder of its own keeps it from waiting for the `swift test` that runs this.
    static func read(repository: URL, swiftc: String) throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snaplayout-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift")
        process.arguments = ["package", "--package-path", repository.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try PackageGraph(manifest: data, repository: repository)
    }

    /// The graph in `manifest`, `dump-package`'s JSON.
    init(manifest: Data, repository: URL) throws {
        guard let package = try JSONSerialization.jsonObject(with: manifest) as? [String: Any],
              let products = package["products"] as? [[String: Any]], let targets = package["targets"] as? [[String: Any]] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        for product in products where (product["type"] as? [String: Any])?["library"] != nil {
            self.products[product["name"] as? String ?? ""] = product["targets"] as? [String] ?? []
        }
        let names = Set(targets.compactMap { $0["name"] as? String })
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let entries = target["dependencies"] as? [[String: Any]] ?? []
            dependencies[name] = entries.compactMap { entry in
                ((entry["byName"] ?? entry["target"]) as? [Any])?.first as? String
            }.filter(names.contains)
            if target["type"] as? String == "system" {
                systemLibraries[name] = repository.appendingPathComponent(target["path"] as? String ?? name).path
            }
        }
    }

    /// Every target of this package that a package depending on `products` builds and sees.
    func targets(of products: [String]) -> Set<String> {
        var seen = Set<String>()
        var queue = products.flatMap { self.products[$0] ?? [] }
        while let target = queue.popLast() {
            guard seen.insert(target).inserted else { continue }
            queue += dependencies[target] ?? []
        }
        return seen
    }
}
