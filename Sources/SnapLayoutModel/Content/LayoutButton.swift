import Foundation

/// A button that sizes itself to its title and image: UIKit's `UIButton`. Its intrinsic size is
/// its title's measurement (one line, in `titleLabel`'s font: the 15-point system font, UIKit's
/// for a system button) beside its image, plus `contentEdgeInsets`; with no insets set, UIKit pads
/// the title by 6 points above and below (a 15-point title makes a button 30 points tall), and so
/// does this; a system button is at least 30 points wide. The title label is not a subview: only
/// the button takes part in layout.
///
/// ```swift
/// let follow = LayoutButton(type: .system)
/// follow.setTitle("Follow", for: .normal)
/// ```
open class LayoutButton: LayoutView {
    /// UIKit's button types; only `.system` changes the size here (its 30-point minimum width).
    public enum ButtonType: Sendable {
        /// A button drawn by the app.
        case custom
        /// UIKit's standard button (its title in the tint colour).
        case system
        /// The detail-disclosure (info) button.
        case detailDisclosure
        /// The light info button.
        case infoLight
        /// The dark info button.
        case infoDark
        /// The add-contact button.
        case contactAdd
        /// The close button.
        case close
    }

    /// UIKit's control states, for `setTitle(_:for:)`; the size is the `.normal` title's.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No other state: the title that sizes the button.
        public static let normal: State = []
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// UIKit's vertical padding of a title when `contentEdgeInsets` is zero.
    public static let defaultVerticalPadding: CGFloat = 6
    /// The narrowest a system button is: Xcode stores 30-point-wide system buttons whose short
    /// titles ("Run", "Tap") measure narrower in San Francisco. Custom buttons have no minimum.
    public static let systemMinimumWidth: CGFloat = 30

    /// The type it was made with.
    public let buttonType: ButtonType
    /// The label that holds the title's text and font (`titleLabel?.font = …` changes the size).
    public let titleLabel: LayoutLabel?
    /// The image shown before the title.
    public private(set) var currentImage: LayoutImage?
    /// Space around the title and image; zero uses UIKit's 6-point vertical padding.
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } } }
    private var titles: [UInt: String] = [:]

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        let label = LayoutLabel()
        label.font = .systemFont(ofSize: 15)
        titleLabel = label
        super.init(frame: .zero)
        contentKind = .textControl
        label.onContentChange = { [weak self] in self?.invalidateIntrinsicContentSize() }
    }

    /// A custom button with a frame, as UIKit's `UIButton(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// Sets the title for `state`; the `.normal` title sizes the button.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    /// The title for `state` (the normal one when none is set for it).
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title set for the normal state.
    public var currentTitle: String? { titles[0] }

    /// Sets the image; the size counts the `.normal` one.
    public func setImage(_ image: LayoutImage?, for state: State) {
        if state == .normal, image != currentImage {
            currentImage = image
            invalidateIntrinsicContentSize()
        }
    }

    /// Title and image side by side, plus the insets.
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize() }
}

extension LayoutButton: TextControl {
    /// The title (empty when none: the image alone sizes the button) with the image before it and
    /// the insets around both.
    package func snapshotText(item: Int) -> LayoutSnapshot.Text {
        let image = currentImage?.size ?? .zero
        let insets = contentEdgeInsets
        let vertical = insets == .zero ? (LayoutButton.defaultVerticalPadding, LayoutButton.defaultVerticalPadding) : (insets.top, insets.bottom)
        let padding = LayoutSnapshot.TextPadding(top: Double(vertical.0), left: Double(insets.left), bottom: Double(vertical.1),
                                                 right: Double(insets.right), besideWidth: Double(image.width), besideHeight: Double(image.height),
                                                 minimumWidth: buttonType == .system ? Double(LayoutButton.systemMinimumWidth) : 0)
        let content = TextContent(string: titleLabel?.text ?? "", font: titleLabel?.font ?? .systemFont(ofSize: 15))
        return LayoutSnapshot.Text(item: item, content: content, padding: padding)
    }
}
