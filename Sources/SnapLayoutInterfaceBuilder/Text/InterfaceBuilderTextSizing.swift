/// How the reader sizes the views that show text (labels, buttons, text fields).
public enum InterfaceBuilderTextSizing: String, Hashable, Sendable, CaseIterable {
    /// Their text is measured, as on a device: a label, a button or a field becomes a
    /// `LayoutLabel`, `LayoutButton` or `LayoutTextField` that the layout pass measures with its
    /// text system. A view whose text or font cannot be measured here (attributed text, a font that
    /// is not installed, an image from an asset catalog) keeps the size IB stored, and the scene's
    /// notes say which and why.
    case measured
    /// Every text view has the size IB stored as its intrinsic size, which reproduces Xcode's
    /// canvas whatever fonts this machine has.
    case stored
}
