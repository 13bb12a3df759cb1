/// SnapLayout's version, in one place: `snaplayout --version` prints it, and the release is
/// tagged with it.
public enum SnapLayoutVersion {
    /// The version of this source tree (semantic versioning).
    public static let current = "0.1.0"
}
