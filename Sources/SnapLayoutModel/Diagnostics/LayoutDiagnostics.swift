import Foundation

/// Where warnings go: the misuse that UIKit or SnapKit would trap on, from the model and from every
/// DSL (SnapKit's maker, EasyPeasy, SwiftLayout, the anchors).
///
/// ```swift
/// LayoutDiagnostics.handler = { warning in logger.warning("\(warning)") }
///
/// let warnings = LayoutDiagnostics.collecting {
///     orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
/// }.warnings   // [missingSuperview]
/// ```
///
/// The handler is process-wide, as a logging destination is, and is read and written under a
/// lock. `withHandler(_:operation:)` and `collecting(_:)` override it for one task only, which is
/// what tests running in parallel need.
public enum LayoutDiagnostics {
    /// A destination for warnings; called on the thread that made the mistake.
    public typealias Handler = @Sendable (LayoutWarning) -> Void

    /// The default destination: one line on standard error, `SnapLayout: <warning>`.
    public static let standardError: Handler = { warning in
        FileHandle.standardError.write(Data("SnapLayout: \(warning)\n".utf8))
    }

    /// Where every warning goes unless a task overrides it; `standardError` until set.
    public static var handler: Handler {
        get { installed.value }
        set { installed.value = newValue }
    }

    /// Runs `operation` with warnings of this task (and the tasks it starts) sent to `handler`.
    public static func withHandler<T>(_ handler: @escaping Handler, operation: () throws -> T) rethrows -> T {
        try $scoped.withValue(handler, operation: operation)
    }

    /// Runs `operation` and returns its result with the warnings it raised, in order; they do not
    /// reach `handler`.
    public static func collecting<T>(_ operation: () throws -> T) rethrows -> (result: T, warnings: [LayoutWarning]) {
        let box = WarningBox()
        let result = try withHandler({ box.append($0) }, operation: operation)
        return (result, box.warnings)
    }

    /// Sends `warning` to this task's handler, or to the process-wide one.
    static func deliver(_ warning: LayoutWarning) {
        (scoped ?? handler)(warning)
    }

    @TaskLocal private static var scoped: Handler?
    private static let installed = LockedHandler(standardError)
}

/// The process-wide handler behind a lock (it may be set while other threads lay out).
private final class LockedHandler: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: LayoutDiagnostics.Handler

    init(_ handler: @escaping LayoutDiagnostics.Handler) { self.handler = handler }

    var value: LayoutDiagnostics.Handler {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }
}

/// Warnings collected from possibly several threads.
private final class WarningBox: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [LayoutWarning] = []

    func append(_ warning: LayoutWarning) { lock.withLock { collected.append(warning) } }
    var warnings: [LayoutWarning] { lock.withLock { collected } }
}
