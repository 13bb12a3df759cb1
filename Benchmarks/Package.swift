// swift-tools-version:6.1
// Benchmarks live in their own package so `swift test` never builds them.
// Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "SnapLayoutBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "SnapLayout", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Generated layouts of any size, shared by the benchmarks and the comparison script.
        .target(
            name: "LayoutFamilies",
            dependencies: [
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutEngine", package: "SnapLayout"),
                .product(name: "SnapLayoutDocuments", package: "SnapLayout"),
            ]
        ),
        .executableTarget(
            name: "generate-layouts",
            dependencies: ["LayoutFamilies", .product(name: "SnapLayoutModel", package: "SnapLayout"), .product(name: "SnapLayoutDocuments", package: "SnapLayout")]
        ),
        // The size of the linear systems of layout documents, and their build and solve alone, for
        // the kiwi comparisons (corpus-batch.py).
        .executableTarget(
            name: "system-size",
            dependencies: [
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutDocuments", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // GLPK's session re-solves timed in one process (a quick check beside the `update` benchmark).
        .executableTarget(
            name: "session-timing",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
            ]
        ),
        // Full solves timed in one process (a quick check beside `SolveBenchmarks`).
        .executableTarget(
            name: "solve-timing",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // The shapes of issue 38 (deep chain, long and wide stacks, nested stacks, overlapping
        // cycles) through every path a user takes, at four sizes each, with the exponent of growth.
        .executableTarget(
            name: "growth-timing",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutDocuments", package: "SnapLayout"),
                .product(name: "SnapLayoutDiagnostics", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // Solves of layouts whose required constraints conflict (the conflict search), timed in one process.
        .executableTarget(
            name: "conflict-timing",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // Stack views against the same constraints written out (`StackFamily`), timed side by side in one process.
        .executableTarget(
            name: "stack-timing",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // LayoutEngine passes after one value moved, timed in one process (beside CassowaryBenchmarks).
        .executableTarget(
            name: "engine-timing",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // Real screens (`ScreenFamily`): a first layout from a view tree, and a root-width change,
        // with both solvers' engines (issue 20, target 3).
        // First layouts of generated layouts through `LayoutEngine`, with a count of how many the
        // solver had to solve: the cost of trying the separable solve on layouts that are not
        // separable (for callgrind, with first-layout-stages.sh's stage functions).
        .executableTarget(
            name: "first-layout-cost",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutEngine", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        .executableTarget(
            name: "screen-timing",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutEngine", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // Labels measured and laid out through LayoutEngine: 10 000 in a column of cells (issue 39).
        .executableTarget(
            name: "text-timing",
            dependencies: [
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutEngine", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // A table of 10 000 self-sizing rows measured, and one row reloaded (issue 40).
        .executableTarget(
            name: "list-timing",
            dependencies: [
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutEngine", package: "SnapLayout"),
                .product(name: "SnapLayoutLists", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        // Layout passes on a column of row stacks after a row is hidden or the spacing changes.
        .executableTarget(
            name: "stack-pass-timing",
            dependencies: [
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutEngine", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
            ]
        ),
        .executableTarget(
            name: "SolveBenchmarks",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SolveBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The Cassowary solver beside GLPK: full solves, and one constant changed then re-solved.
        .executableTarget(
            name: "CassowaryBenchmarks",
            dependencies: [
                "LayoutFamilies",
                .product(name: "SnapLayoutModel", package: "SnapLayout"),
                .product(name: "SnapLayoutLinearSystem", package: "SnapLayout"),
                .product(name: "SnapLayoutGLPK", package: "SnapLayout"),
                .product(name: "SnapLayoutCassowary", package: "SnapLayout"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CassowaryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
