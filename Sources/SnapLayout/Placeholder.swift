// SnapLayout
