// The SnapKit-style DSL.
