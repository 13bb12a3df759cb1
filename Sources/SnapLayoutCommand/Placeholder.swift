// SnapLayoutCommand
