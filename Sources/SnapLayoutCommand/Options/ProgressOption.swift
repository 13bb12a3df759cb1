import ArgumentParser

/// `-q, --quiet`: no progress display (shown on a terminal when a batch runs over a second).
struct ProgressOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "No progress display on standard error (shown on a terminal when a batch runs longer than a second).")
    var quiet = false
}
