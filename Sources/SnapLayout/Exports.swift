// `import SnapLayout` brings the model (views, guides, constraints, the engine).
@_exported import SnapLayoutModel
