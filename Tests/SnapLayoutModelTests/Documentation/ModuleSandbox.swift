import Foundation

/// A folder of the built modules a package depending on some products would see, and nothing
/// else: each is a link to the module built for these tests. Type-checked against it, a block that
/// imports `SnapLayoutPureSwift` cannot reach GLPK's module, Foundation unless a module it imports
/// brings it, or a target that is not a product.
struct ModuleSandbox {
    /// The folder to pass with `-I`.
    let folder: URL
    /// The module-map folders of the C modules among them (`-I` each).
    let cModuleFolders: [String]

    /// Links, from `built` (the build's `Modules` folder), the modules of `targets` and every
    /// module that is not a target of this package (those of dependencies, such as
    /// swift-collections', which the targets' own modules load).
    init(targets: Set<String>, graph: PackageGraph, built: URL) throws {
        let manager = FileManager.default
        folder = manager.temporaryDirectory.appendingPathComponent("snaplayout-doc-modules-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in try manager.contentsOfDirectory(atPath: built.path) where file.hasSuffix(".swiftmodule") {
            let module = String(file.dropLast(".swiftmodule".count))
            guard targets.contains(module) || graph.dependencies[module] == nil else { continue }
            try manager.createSymbolicLink(at: folder.appendingPathComponent(file), withDestinationURL: built.appendingPathComponent(file))
        }
        cModuleFolders = targets.compactMap { graph.systemLibraries[$0] }.sorted()
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
