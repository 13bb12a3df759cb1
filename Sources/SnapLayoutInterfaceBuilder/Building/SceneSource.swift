/// A scene found in a file, before it is built: its root element, the controller around it, and
/// what it is.
package struct SceneSource {
    /// The root view's element (a cell's content view, for a cell).
    package var root: IBElement
    /// The view controller whose view the root is, or `nil`.
    package var controller: IBElement?
    /// The cell whose content view the root is, or `nil`.
    package var cell: IBElement?
    /// What the root is.
    package var kind: InterfaceBuilderScene.Kind
    /// The scene's name.
    package var name: String
    /// The bars and placement.
    package var chrome: SceneChrome

    package init(root: IBElement, controller: IBElement? = nil, cell: IBElement? = nil, kind: InterfaceBuilderScene.Kind,
                 name: String, chrome: SceneChrome) {
        self.root = root
        self.controller = controller
        self.cell = cell
        self.kind = kind
        self.name = name
        self.chrome = chrome
    }
}
