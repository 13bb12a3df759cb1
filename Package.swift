// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SnapLayout",
    platforms: [.macOS(.v13)],
    products: [
        // `import SnapLayout`: the model, the default (GLPK) engine and the SnapKit-style DSL.
        .library(name: "SnapLayout", targets: ["SnapLayout"]),
        // `import SnapLayoutPureSwift`: the same with no C dependency (Cassowary by default, no GLPK).
        .library(name: "SnapLayoutPureSwift", targets: ["SnapLayoutPureSwift"]),
        // The pieces, for tools that want only part of the stack.
        .library(name: "SnapLayoutModel", targets: ["SnapLayoutModel"]),
        .library(name: "SnapLayoutLinearSystem", targets: ["SnapLayoutLinearSystem"]),
        .library(name: "SnapLayoutEngine", targets: ["SnapLayoutEngine"]),
        .library(name: "SnapLayoutLists", targets: ["SnapLayoutLists"]),
        .library(name: "SnapLayoutGLPK", targets: ["SnapLayoutGLPK"]),
        .library(name: "SnapLayoutCassowary", targets: ["SnapLayoutCassowary"]),
        .library(name: "SnapLayoutDiagnostics", targets: ["SnapLayoutDiagnostics"]),
        .library(name: "SnapLayoutDocuments", targets: ["SnapLayoutDocuments"]),
        .library(name: "SnapLayoutInterfaceBuilder", targets: ["SnapLayoutInterfaceBuilder"]),
        // The other styles users know, each a product of its own.
        .library(name: "SnapLayoutEasyPeasy", targets: ["SnapLayoutEasyPeasy"]),
        .library(name: "SnapLayoutSwiftLayout", targets: ["SnapLayoutSwiftLayout"]),
        // Opt-in UIKit names (`UIView`, `NSLayoutConstraint`, `UIEdgeInsetsMake`) for pasted code.
        .library(name: "SnapLayoutUIKitNames", targets: ["SnapLayoutUIKitNames"]),
        // UIKit's "Unable to simultaneously satisfy constraints" dumps read and answered.
        .library(name: "SnapLayoutUIKitLog", targets: ["SnapLayoutUIKitLog"]),
        .executable(name: "snaplayout", targets: ["snaplayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // Tests only: exact arithmetic to check that numbers are read correctly rounded.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.0"),
        // `swift package generate-documentation` (README, "Documentation"). A command plugin only:
        // no target depends on it, so `swift build` and `swift test` build nothing of it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // GLPK 5.0 as a system library. Debian ships no pkg-config file for it.
        .systemLibrary(
            name: "CSolverShim",
            path: "CSolverShim",
            providers: [.apt(["libglpk-dev"]), .brew(["glpk"])]
        ),
        // Text measured as labels measure it: fonts, the exact `fixed` family, the contract's rules,
        // and Pango (with fontconfig and HarfBuzz) loaded at run time, so no product needs it to build.
        .target(name: "SnapLayoutText"),
        // Views, guides, constraints, and their snapshot. Knows no linear system and no solver.
        .target(name: "SnapLayoutModel", dependencies: ["SnapLayoutText"]),
        // The linear system a snapshot produces: its builder, presolve, elimination and replay,
        // blocks, conflict search, tier presolve and paths, and the solver protocol. No solver.
        .target(
            name: "SnapLayoutLinearSystem",
            dependencies: [
                "SnapLayoutModel",
                .product(name: "HeapModule", package: "swift-collections"),
                // `UniqueArray`: the eliminations' flat storage, written without copy-on-write checks.
                .product(name: "BasicContainers", package: "swift-collections"),
            ]
        ),
        // Layout passes of view trees (`LayoutEngine`) over any solver, and their reports.
        .target(name: "SnapLayoutEngine", dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem"]),
        // Table and collection views (UITableView, UICollectionView with its flow layout): cells
        // measured through the engine's fitting and placed in the engine's `layoutSubviews()` step.
        .target(name: "SnapLayoutLists", dependencies: ["SnapLayoutModel", "SnapLayoutEngine"]),
        // The incremental simplex in the Cassowary tradition, in pure Swift (no C).
        .target(name: "SnapLayoutCassowary", dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem"]),
        // The lexicographic LP solver over GLPK. Its sessions hand a stream of constant changes to
        // Cassowary's kept tableau (`KeptTableau`): for a change that small, any C call costs more.
        .target(
            name: "SnapLayoutGLPK",
            dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutCassowary", "CSolverShim"]
        ),
        // Explanations of a solved layout in words (explain) and pictures (SVG), on any solver.
        .target(name: "SnapLayoutDiagnostics", dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutEngine"]),
        // Layout documents (contract section 1-3) in, results (section 5) out.
        .target(name: "SnapLayoutDocuments", dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem"]),
        // Storyboards and xibs read into view trees (a front end: model only, no solver).
        .target(name: "SnapLayoutInterfaceBuilder", dependencies: ["SnapLayoutModel"]),
        // The SnapKit-style maker DSL (`view.snp.makeConstraints { ... }`), on the model only.
        .target(name: "SnapLayoutDSL", dependencies: ["SnapLayoutModel"]),
        // EasyPeasy's attributes (`view.easy.layout(Width(200), Top(10).to(header))`).
        .target(name: "SnapLayoutEasyPeasy", dependencies: ["SnapLayoutModel"]),
        // SwiftLayout's builders (`label.constrain(to: view).leading().centerY()`).
        .target(name: "SnapLayoutSwiftLayout", dependencies: ["SnapLayoutModel"]),
        // UIKit's type names as typealiases of the model's, and Swift 2's C-style constructors.
        // Never imported by an umbrella: users opt in.
        .target(name: "SnapLayoutUIKitNames", dependencies: ["SnapLayoutModel", "SnapLayoutLists"]),
        // UIKit's and AppKit's conflict dumps read into constraints, rebuilt as a snapshot, and
        // answered (minimal sets, the broken constraint, suggestions) with any solver given.
        .target(name: "SnapLayoutUIKitLog", dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutDiagnostics", "SnapLayoutCassowary"]),
        // Seeded random layouts shared by the solver test suites (not a product).
        .target(name: "SnapLayoutTestSupport", dependencies: ["SnapLayoutModel"]),
        // The umbrella users import.
        .target(name: "SnapLayout", dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutEngine", "SnapLayoutGLPK", "SnapLayoutCassowary", "SnapLayoutDSL", "SnapLayoutDiagnostics", "SnapLayoutLists"]),
        // The umbrella without C: model, DSL and Cassowary as the default engine (no GLPK).
        .target(name: "SnapLayoutPureSwift", dependencies: ["SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutEngine", "SnapLayoutCassowary", "SnapLayoutDSL", "SnapLayoutLists"]),
        // The command-line tool's commands, as a library so tests can drive them.
        .target(
            name: "SnapLayoutCommand",
            dependencies: [
                "SnapLayout", "SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutEngine", "SnapLayoutGLPK", "SnapLayoutCassowary", "SnapLayoutDocuments",
                "SnapLayoutDiagnostics", "SnapLayoutUIKitLog", "SnapLayoutInterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // Release builds link the Swift runtime and Foundation statically on Linux: loading them
        // as shared libraries was most of a one-document solve (docs/performance.md, "Process start").
        // main.swift is compiled with the flag too, so that it autolinks the static Foundation's own
        // dependencies (CoreFoundation, ICU); the libraries stay as they are, for tests and users.
        .executableTarget(
            name: "snaplayout",
            dependencies: ["SnapLayoutCommand"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // The fuzz target of the hostile-input checks (scripts/fuzz.sh); built plainly, it replays files.
        .executableTarget(name: "snaplayout-fuzz", dependencies: ["SnapLayoutCommand"]),

        .testTarget(name: "SnapLayoutTextTests", dependencies: ["SnapLayoutText"]),
        .testTarget(name: "SnapLayoutModelTests", dependencies: ["SnapLayout", "SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutEngine", "SnapLayoutGLPK", "SnapLayoutCassowary", "SnapLayoutTestSupport"]),
        // The DSLs' seed tests call Snap's, Snappy's and EasyPeasy's deprecated spellings on purpose
        // (every README line, as users wrote it), a few hundred warnings that buried real ones.
        // Swift Testing refuses `@available(*, deprecated)` on a test, and the compiler has no flag
        // for one group of warnings, so these two targets build without warnings.
        .testTarget(name: "SnapLayoutDSLTests", dependencies: ["SnapLayout", "SnapLayoutDSL"],
                    swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        .testTarget(name: "SnapLayoutEasyPeasyTests", dependencies: ["SnapLayout", "SnapLayoutEasyPeasy"],
                    swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        .testTarget(name: "SnapLayoutSwiftLayoutTests", dependencies: ["SnapLayout", "SnapLayoutSwiftLayout"]),
        .testTarget(name: "SnapLayoutStylesTests", dependencies: ["SnapLayout", "SnapLayoutEasyPeasy", "SnapLayoutSwiftLayout"]),
        .testTarget(name: "SnapLayoutGLPKTests", dependencies: ["SnapLayoutGLPK", "SnapLayoutCassowary", "SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutTestSupport"]),
        .testTarget(
            name: "SnapLayoutCassowaryTests",
            dependencies: ["SnapLayout", "SnapLayoutCassowary", "SnapLayoutGLPK", "SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutDocuments", "SnapLayoutTestSupport"],
            // Read from the source tree by path (`#filePath`), where new shrunk failures are saved.
            exclude: ["Regressions"]
        ),
        .testTarget(
            name: "SnapLayoutDiagnosticsTests",
            dependencies: ["SnapLayoutDiagnostics", "SnapLayoutDocuments", "SnapLayoutGLPK", "SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutEngine", "SnapLayoutTestSupport"],
            resources: [.copy("Golden")]
        ),
        .testTarget(
            name: "SnapLayoutDocumentsTests",
            dependencies: ["SnapLayoutDocuments", "SnapLayoutGLPK", "SnapLayoutCassowary", "SnapLayoutModel", "SnapLayoutLinearSystem", "SnapLayoutTestSupport",
                           .product(name: "BigInt", package: "BigInt")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "SnapLayoutPureSwiftTests", dependencies: ["SnapLayoutPureSwift"]),
        // With the documents: a table in a document is laid out as the same table in Swift.
        .testTarget(name: "SnapLayoutListsTests", dependencies: ["SnapLayout", "SnapLayoutLists", "SnapLayoutModel", "SnapLayoutEngine", "SnapLayoutDocuments", "SnapLayoutGLPK", "SnapLayoutCassowary"]),
        .testTarget(name: "SnapLayoutUIKitNamesTests", dependencies: ["SnapLayout", "SnapLayoutUIKitNames"]),
        .testTarget(name: "SnapLayoutCommandTests", dependencies: ["SnapLayoutCommand"]),
        .testTarget(
            name: "SnapLayoutUIKitLogTests",
            dependencies: ["SnapLayoutUIKitLog", "SnapLayoutDiagnostics", "SnapLayoutGLPK", "SnapLayoutCassowary", "SnapLayoutModel", "SnapLayoutLinearSystem"]
        ),
        .testTarget(
            name: "SnapLayoutInterfaceBuilderTests",
            dependencies: ["SnapLayoutInterfaceBuilder", "SnapLayoutCommand", "SnapLayout", "SnapLayoutModel"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
