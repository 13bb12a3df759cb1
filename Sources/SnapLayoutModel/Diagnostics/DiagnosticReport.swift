import Foundation

/// How the model and the DSLs report a warning: to `LayoutDiagnostics` (standard error by
/// default), or, for the package's own tests, to `capture` as the warning's text.
package enum DiagnosticReport {
    /// Where this task's warnings go as text instead, if set (the package's tests).
    @TaskLocal package static var capture: (@Sendable (String) -> Void)?

    /// Reports a warning.
    package static func report(_ warning: LayoutWarning) {
        if let capture {
            capture(warning.description)
        } else {
            LayoutDiagnostics.deliver(warning)
        }
    }

    /// Reports a warning of `kind`.
    package static func write(_ kind: LayoutWarning.Kind, _ message: String, location: ConstraintLocation? = nil) {
        report(LayoutWarning(kind, message, location: location))
    }
}
