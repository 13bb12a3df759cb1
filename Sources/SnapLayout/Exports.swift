// `import SnapLayout` brings the model (views, guides, constraints, the engine).
@_exported import SnapLayoutModel
// ... and the SnapKit-style DSL (`view.snp.makeConstraints { make in ... }`).
@_exported import SnapLayoutDSL
