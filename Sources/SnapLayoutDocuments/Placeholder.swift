// SnapLayoutDocuments
