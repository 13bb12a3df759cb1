import Foundation
import SnapLayoutModel

/// One scene of an Interface Builder file, built as a `LayoutView` tree with its constraints
/// active, ready to be laid out: a view controller's view in a storyboard, a top-level view of a
/// xib, or a cell's content view.
///
/// Views are labelled with their IB object ids (`BrM-n7-HY5` in descriptions), and
/// the root is already sized as Interface Builder's canvas shows it (`design`). Laying it out is
/// the caller's: `scene.rootView.layoutIfNeeded()` with the `SnapLayout` umbrella.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// let scene = document.scenes[0]
/// scene.rootView.layoutIfNeeded()
/// print(scene.view(withID: "bE0-4X-7SA")!.frame)
/// ```
public struct InterfaceBuilderScene {
    /// What the root of the scene is.
    public enum Kind: String, Hashable, Sendable {
        /// A view controller's view (in a storyboard, or a xib whose File's Owner is a controller).
        case viewController
        /// A top-level view of a xib (or an extra view in a storyboard scene's dock).
        case topLevelView
        /// A table or collection view cell's content view.
        case cell
    }

    /// The IB object id of the root view (a cell's content view, for a cell).
    public var id: String
    /// For a cell's scene, the IB id of the cell whose content view the root is.
    public var cellID: String?
    /// The scene's name: its title, its class, or what it is.
    public var name: String
    /// What the root is.
    public var kind: Kind
    /// The line of the root view's element in the file.
    public var line: Int
    /// The root of the built tree, sized for `design`.
    public let rootView: LayoutView
    /// The view controller whose view the root is (its `topLayoutGuide` and `bottomLayoutGuide`
    /// are the scene's old layout guides), or `nil`.
    public let viewController: LayoutViewController?
    /// The root's size, safe area and margins on Interface Builder's canvas.
    public var design: InterfaceBuilderEnvironment
    /// The view's IB ids in document order (the root first).
    public var viewIDs: [String]
    /// The constraints' IB ids in the order they were made (placeholders left out); those IB
    /// installs only in other size classes are made but inactive.
    public var constraintIDs: [String]
    /// The ids of the constraints IB marks placeholders (`placeholder="YES"`), removed at build time
    /// as IB removes them: never made.
    public var placeholderConstraintIDs: [String]
    /// The frames IB stored, in each view's superview's coordinates, by IB id.
    public var storedFrames: [String: CGRect]
    /// The views IB marked `misplaced="YES"`.
    public var markedMisplaced: [String]
    /// The views IB marked `ambiguous="YES"`.
    public var markedAmbiguous: [String]
    /// What the model does not lay out in this scene, each named precisely (never silently skipped).
    public var unsupported: [String]
    /// How the scene was built where a choice was made (the bars IB infers, sizes taken from the file).
    public var notes: [String]

    /// The bars and placement, for other devices.
    package var chrome: SceneChrome
    /// Views and constraints by IB id.
    package var views: [String: LayoutView]
    package var constraints: [String: LayoutConstraint]
    /// The line of each view's and each constraint's element, by IB id.
    package var lines: [String: Int]
    /// The root frame IB stored.
    package var storedRootFrame: CGRect?
    /// Which constraints IB installs in which size classes.
    package var variations: IBVariations
    /// The text system the file was read with: its labels are measured with it when laid out.
    package var textSystem: TextSystem = .default

    /// The view with IB id `id`, or `nil`.
    public func view(withID id: String) -> LayoutView? { views[id] }

    /// The constraint with IB id `id`, or `nil` (placeholders are never built).
    public func constraint(withID id: String) -> LayoutConstraint? { constraints[id] }

    /// The line of the element of the view or constraint with IB id `id`, or `nil`.
    public func line(of id: String) -> Int? { lines[id] }

    /// The root's size, safe area and margins on `configuration`: a screen gets the device's
    /// screen less the bars it does not extend under, a cell the device's width, a freeform view
    /// keeps its size.
    public func environment(for configuration: InterfaceBuilderConfiguration) -> InterfaceBuilderEnvironment {
        var chrome = self.chrome
        chrome.simulatesTwentyPointStatusBar = true
        return chrome.environment(for: configuration, stored: storedRootFrame, design: false)
    }

    /// Sizes the root for `environment` (its frame's size, safe area, margins and layout
    /// direction): the tree is re-used, and the next layout pass solves it at that size.
    public func apply(_ environment: InterfaceBuilderEnvironment) {
        rootView.frame = CGRect(origin: rootView.frame.origin, size: environment.size)
        rootView.safeAreaInsets = environment.safeArea
        rootView.layoutMargins = environment.rootMargins
        rootView.semanticLayoutDirection = environment.layoutDirection
        for id in constraintIDs where variations.names(id) {
            guard let constraint = constraints[id] else { continue }
            if variations.isInstalled(id, in: environment.sizeClasses) {
                // Its items were checked when it was made: activation cannot fail.
                try? constraint.activate()
            } else {
                constraint.deactivate()
            }
        }
    }
}
