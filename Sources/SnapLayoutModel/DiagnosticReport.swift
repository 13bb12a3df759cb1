import Foundation

/// Where the model and the DSLs report misuse that UIKit or SnapKit would crash on: standard error,
/// as `SnapLayout: <message>`. A task can read the messages instead (tests):
///
/// ```swift
/// DiagnosticReport.$capture.withValue({ messages.append($0) }) { _ = makeConstraint() }
/// ```
package enum DiagnosticReport {
    /// Where this task's messages go instead of standard error, if set.
    @TaskLocal package static var capture: (@Sendable (String) -> Void)?

    /// Reports `message`.
    package static func write(_ message: String) {
        if let capture {
            capture(message)
        } else {
            FileHandle.standardError.write(Data("SnapLayout: \(message)\n".utf8))
        }
    }
}
