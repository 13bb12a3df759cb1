#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A C library opened at run time (`dlopen`) and its functions (`dlsym`). The text stack is loaded
/// only when text in a real font is measured: linking Pango would load forty libraries into every
/// process (16 ms of a one-document `snaplayout solve` that needs none of them), and would make
/// Pango a build dependency of every product.
struct SharedLibrary {
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `names` that loads; the error names the first and why it failed.
    init(_ names: [String]) throws(TextError) {
        var firstError: String?
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                return
            }
            if firstError == nil { firstError = dlerror().map { String(cString: $0) } ?? "\(name) cannot be loaded" }
        }
        throw TextError(firstError ?? "no library named")
    }

    /// The function `name` as the C type `T` (a `@convention(c)` function type).
    func function<T>(_ name: String, as type: T.Type = T.self) throws(TextError) -> T {
        guard let symbol = dlsym(handle, name) else { throw TextError("\(name) is missing from the text libraries") }
        return unsafeBitCast(symbol, to: type)
    }
}
