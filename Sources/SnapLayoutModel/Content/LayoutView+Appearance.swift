import Foundation

/// How a view looks, kept for pictures (`renderSVG`) and so that UIKit code that sets it compiles
/// as written. None of it changes a frame. Kept in an attachment: a view that never sets any of it
/// carries nothing.
final class ViewAppearance: LayoutItemAttachment {
    var backgroundColor: LayoutColor?
    var tintColor: LayoutColor?
    var alpha: CGFloat = 1
    var clipsToBounds = false
    var contentMode = LayoutView.ContentMode.scaleToFill
    var isUserInteractionEnabled = true
    let layer = LayoutLayer()

    init() {}
}

/// The few properties of a view's Core Animation layer that UIKit code sets on screens (corner
/// radius, border): kept, drawn by pictures where they can be, never part of layout.
public final class LayoutLayer {
    /// The radius of the rounded corners.
    public var cornerRadius: CGFloat = 0
    /// The border's width.
    public var borderWidth: CGFloat = 0
    /// The border's colour.
    public var borderColor: LayoutColor?
    /// Whether sublayers are clipped to the bounds.
    public var masksToBounds = false

    init() {}
}

extension LayoutView {
    /// How a view's content fills it (UIKit's `UIView.ContentMode`); kept, not used by layout.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Scaled to fit, aspect kept.
        case scaleAspectFit
        /// Scaled to fill, aspect kept.
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centred, not scaled.
        case center
        /// At the top, not scaled.
        case top
        /// At the bottom, not scaled.
        case bottom
        /// At the left, not scaled.
        case left
        /// At the right, not scaled.
        case right
        /// At the top left, not scaled.
        case topLeft
        /// At the top right, not scaled.
        case topRight
        /// At the bottom left, not scaled.
        case bottomLeft
        /// At the bottom right, not scaled.
        case bottomRight
    }

    private var appearance: ViewAppearance {
        hasAppearance = true
        return attachments[ViewAppearance.self]
    }

    /// The view's appearance for a picture, `nil` when nothing of it was set (a label or a text
    /// control always has one).
    package var snapshotAppearance: LayoutSnapshot.Appearance? {
        let label = contentKind == .label ? unsafeDowncast(self, to: LayoutLabel.self) : nil
        guard hasAppearance || label != nil || contentKind == .textControl else { return nil }
        let stored = attachments.existing(ViewAppearance.self)
        // A button's title is centred in it, as UIButton's content alignment is by default.
        return LayoutSnapshot.Appearance(backgroundColor: stored?.backgroundColor, textColor: label?.textColor,
                                         textAlignment: label?.textAlignment ?? (self is LayoutButton ? .center : .natural),
                                         cornerRadius: Double(stored?.layer.cornerRadius ?? 0))
    }

    /// The colour behind the view's content; `nil` (UIKit's default) is transparent. Drawn by pictures.
    public var backgroundColor: LayoutColor? {
        get { attachments.existing(ViewAppearance.self)?.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }

    /// The tint (UIKit's `tintColor`; `systemBlue` unless set).
    public var tintColor: LayoutColor! {
        get { attachments.existing(ViewAppearance.self)?.tintColor ?? .systemBlue }
        set { appearance.tintColor = newValue }
    }

    /// The view's opacity, 0 to 1.
    public var alpha: CGFloat {
        get { attachments.existing(ViewAppearance.self)?.alpha ?? 1 }
        set { appearance.alpha = newValue }
    }

    /// Whether subviews are clipped to the view's bounds.
    public var clipsToBounds: Bool {
        get { attachments.existing(ViewAppearance.self)?.clipsToBounds ?? false }
        set { appearance.clipsToBounds = newValue }
    }

    /// How the content fills the view.
    public var contentMode: ContentMode {
        get { attachments.existing(ViewAppearance.self)?.contentMode ?? .scaleToFill }
        set { appearance.contentMode = newValue }
    }

    /// Whether the view takes touches (kept; there are none here).
    public var isUserInteractionEnabled: Bool {
        get { attachments.existing(ViewAppearance.self)?.isUserInteractionEnabled ?? true }
        set { appearance.isUserInteractionEnabled = newValue }
    }

    /// The view's layer: corner radius and border, for pictures.
    public var layer: LayoutLayer { appearance.layer }
}
