import Foundation
import SnapLayoutModel

/// What building a scene gathers as it walks the root's elements, passed from step to step.
package struct SceneBuildState {
    /// A layout guide IB names by id.
    package enum GuideReference: Hashable {
        /// `<viewLayoutGuide key="safeArea">` of the view with this id.
        case safeArea(String)
        /// A scroll view's `contentLayoutGuide`.
        case content(String)
        /// A scroll view's `frameLayoutGuide`.
        case frame(String)
        /// A view controller's old top layout guide (`<viewControllerLayoutGuide type="top">`).
        case top
        /// Its bottom layout guide.
        case bottom
    }

    package var views: [String: LayoutView] = [:]
    package var viewIDs: [String] = []
    package var classes: [String: IBViewClass] = [:]
    package var storedFrames: [String: CGRect] = [:]
    package var lines: [String: Int] = [:]
    package var markedMisplaced: [String] = []
    package var markedAmbiguous: [String] = []
    package var unsupported: [String] = []
    package var notes: [String] = []
    /// Every `<constraint>` of the scene with the view it was written in, in document order.
    package var specs: [IBConstraintSpec] = []
    package var guides: [String: GuideReference] = [:]
    /// Ids that stand for another view's (a collection view cell's id for its content view).
    package var aliases: [String: String] = [:]
    /// The scroll views (and tables and collections) by id: constraints to their edges from inside
    /// act on the content.
    package var scrollViews: Set<String> = []
    /// The size-class variations of the scene's views, and the classes of the design canvas.
    package var variations = IBVariations()
    package var designSizeClasses: InterfaceBuilderEnvironment.SizeClasses?
    /// How many text views got their stored size (one note for all).
    package var storedTextCount = 0
    /// Why each text view that could not be measured keeps the size IB stored (`--text measured`).
    package var storedTextReasons: [String] = []

    package init() {}

    /// Notes something unsupported once.
    package mutating func unsupported(_ text: String) {
        if !unsupported.contains(text) { unsupported.append(text) }
    }

    /// Notes a choice once.
    package mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
