import SnapLayoutModel

/// Works out which bars Interface Builder shows around each view controller of a storyboard, as
/// its "Inferred" simulated metrics do: a navigation bar for the controllers a navigation
/// controller shows (its root and everything pushed from there), a tab bar for those a tab bar
/// controller shows, unless the controller's own simulated metrics say otherwise.
package struct ChromeInference {
    /// Every controller of the file by id.
    private let controllers: [String: IBElement]
    /// The navigation controller showing each controller, by id.
    private var navigation: [String: String] = [:]
    /// The tab bar controller showing each controller (directly or through a navigation controller).
    private var tabs: [String: String] = [:]
    /// Controllers pushed with `hidesBottomBarWhenPushed`, and those after them.
    private var hidesBottomBar: Set<String> = []

    /// Reads the controllers of a file (every element with `sceneMemberID="viewController"`).
    package init(controllers: [IBElement]) {
        var table: [String: IBElement] = [:]
        for controller in controllers { if let id = controller.id { table[id] = controller } }
        self.controllers = table
        for controller in controllers {
            guard let id = controller.id else { continue }
            for segue in Self.segues(of: controller) where segue["kind"] == "relationship" {
                guard let destination = segue["destination"] else { continue }
                switch (controller.name, segue["relationship"]) {
                case ("navigationController", "rootViewController"): push(destination, in: id, hiding: false)
                case ("tabBarController", "viewControllers"): showInTab(destination, tabs: id)
                default: break
                }
            }
        }
    }

    /// The segues a controller starts: its own and those of its views and cells.
    private static func segues(of controller: IBElement) -> [IBElement] {
        var segues: [IBElement] = []
        var stack = [controller]
        while let element = stack.popLast() {
            for child in element.children {
                if child.name == "segue" { segues.append(child) } else { stack.append(child) }
            }
        }
        return segues
    }

    /// `id` and everything pushed from it are shown by navigation controller `navigationID`.
    private mutating func push(_ id: String, in navigationID: String, hiding: Bool) {
        var queue = [(id, hiding)]
        while let (next, hides) = queue.popLast() {
            guard navigation[next] == nil, let controller = controllers[next] else { continue }
            navigation[next] = navigationID
            if let tab = tabs[navigationID] { tabs[next] = tab }
            let hidesHere = hides || controller.flag("hidesBottomBarWhenPushed")
            if hidesHere { hidesBottomBar.insert(next) }
            for segue in Self.segues(of: controller) where ["show", "push"].contains(segue["kind"] ?? "") {
                if let destination = segue["destination"] { queue.append((destination, hidesHere)) }
            }
        }
    }

    private mutating func showInTab(_ id: String, tabs tabID: String) {
        tabs[id] = tabID
        guard let controller = controllers[id], controller.name == "navigationController" else { return }
        for (shown, navigationID) in navigation where navigationID == id { tabs[shown] = tabID }
    }

    /// The chrome of the view controller `controller` (its simulated metrics, else the inferred bars).
    package func chrome(of controller: IBElement, view: IBElement) -> SceneChrome {
        var chrome = SceneChrome()
        chrome.placement = .screen
        let id = controller.id ?? ""
        if let navigationID = navigation[id], let nav = controllers[navigationID], !nav.flag("navigationBarHidden") {
            let bar = nav.child("navigationBar", key: "navigationBar")
            let large = bar?.flag("largeTitles") == true
                && controller.child("navigationItem")?["largeTitleDisplayMode"] != "never"
            chrome.topBarHeight = large ? 96 : 44
            chrome.topBarIsOpaque = bar?["translucent"] == "NO"
            chrome.reasons.append("navigation bar \(Int(chrome.topBarHeight)) inferred from navigation controller '\(IBText.quoted(navigationID))'")
            if nav["toolbarHidden"] == "NO" {
                chrome.bottomBarHeight = 44
                chrome.bottomBarIsOpaque = nav.child("toolbar", key: "toolbar")?["translucent"] == "NO"
                chrome.reasons.append("toolbar 44 inferred from navigation controller '\(IBText.quoted(navigationID))'")
            }
        }
        if let tabID = tabs[id], !hidesBottomBar.contains(id) {
            chrome.bottomBarHeight = 49
            chrome.bottomBarIsOpaque = controllers[tabID]?.child("tabBar", key: "tabBar")?["translucent"] == "NO"
            chrome.reasons.append("tab bar 49 inferred from tab bar controller '\(IBText.quoted(tabID))'")
        }
        Self.applySimulatedMetrics(of: [controller, view], to: &chrome)
        Self.applyExtendedLayout(of: controller, to: &chrome)
        return chrome
    }

    /// The controller's own simulated metrics (on the controller or, in a xib, on its view) win
    /// over the inferred ones.
    package static func applySimulatedMetrics(of elements: [IBElement], to chrome: inout SceneChrome) {
        for element in elements {
            for metric in element.children {
                switch (metric.name, metric.key) {
                case ("nil", "simulatedStatusBarMetrics"):
                    chrome.showsStatusBar = false
                case ("simulatedStatusBarMetrics", "simulatedStatusBarMetrics"):
                    chrome.showsStatusBar = true
                case ("nil", "simulatedTopBarMetrics"):
                    chrome.topBarHeight = 0
                case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                    chrome.topBarHeight = metric.flag("prompted") ? 74 : 44
                    chrome.topBarIsOpaque = metric["translucent"] == "NO"
                case ("nil", "simulatedBottomBarMetrics"):
                    chrome.bottomBarHeight = 0
                case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                    chrome.bottomBarHeight = 44
                    chrome.bottomBarIsOpaque = metric["translucent"] == "NO"
                case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                    chrome.bottomBarHeight = 49
                    chrome.bottomBarIsOpaque = metric["translucent"] == "NO"
                case ("freeformSimulatedSizeMetrics", "simulatedDestinationMetrics"):
                    chrome.placement = .freeform
                default:
                    break
                }
            }
        }
    }

    /// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`.
    private static func applyExtendedLayout(of controller: IBElement, to chrome: inout SceneChrome) {
        chrome.extendsUnderOpaqueBars = controller.flag("extendedLayoutIncludesOpaqueBars")
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") {
            chrome.extendsUnderTop = edges.flag("top")
            chrome.extendsUnderBottom = edges.flag("bottom")
        }
    }
}
