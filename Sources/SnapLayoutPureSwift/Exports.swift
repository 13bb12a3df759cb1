// `import SnapLayoutPureSwift`: SnapLayout with no C dependency. It brings the model (views,
// guides, constraints, the engine) ...
@_exported import SnapLayoutModel
// ... the SnapKit-style DSL (`view.snp.makeConstraints { make in ... }`) ...
@_exported import SnapLayoutDSL
// ... and the pure-Swift Cassowary solver, which `layoutIfNeeded()` uses by default.
@_exported import SnapLayoutCassowary
