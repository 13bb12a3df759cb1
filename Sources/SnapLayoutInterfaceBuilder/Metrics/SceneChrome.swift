import Foundation
import SnapLayoutModel

/// What Interface Builder simulates around a scene's root view: the status bar, a navigation bar
/// on top and a tab bar or toolbar below, whether the root view extends under them, and how its
/// margins are set. From it and a device, `environment(for:stored:)` gives the root's size, safe
/// area and margins: the canvas's for the file's own device, any other for a device sweep.
package struct SceneChrome: Hashable, Sendable {
    /// How the root is sized.
    package enum Placement: Hashable, Sendable {
        /// A view controller's view: the screen, less the bars it does not extend under.
        case screen
        /// A view of its own size (a xib's view, a freeform view controller), at the screen's top-left corner.
        case freeform
        /// A cell's content view: as wide as the screen on other devices, its stored height.
        case cell
    }

    /// How the root's margins are set.
    package enum RootMargins: Hashable, Sendable {
        /// A view controller's view: the system minimum (16 points at the sides, 20 on wide
        /// screens; 0 above and below), or the margins IB stored when larger, as UIKit's
        /// `viewRespectsSystemMinimumLayoutMargins`.
        case viewController(stored: EdgeInsets?, respectsSystemMinimum: Bool)
        /// Any other view: the margins it has (8 by default, or what IB stored).
        case own(EdgeInsets)
        /// A table cell's content view: `vertical` above and below (11; 15 in iOS 26's inset
        /// grouped tables), the table's 16 or 20 at the sides.
        case tableCell(vertical: Double)
    }

    package var placement: Placement = .freeform
    package var rootMargins: RootMargins = .own(EdgeInsets(8))
    /// How much narrower than the screen a cell's content view is (an accessory's room).
    package var cellWidthInset: Double = 0
    package var showsStatusBar = true
    /// Xcode 11 (tools 15000 to 16999) simulates no status bar on devices whose status bar is
    /// 20 points (a file it saved keeps its views where that canvas put them); a sensor
    /// housing's inset stays.
    package var simulatesTwentyPointStatusBar = true
    /// The navigation bar's height in portrait (44, 96 with large titles, 74 with a prompt), 0 for none.
    package var topBarHeight: Double = 0
    package var topBarIsOpaque = false
    /// The tab bar's (49) or toolbar's (44) height in portrait, 0 for none.
    package var bottomBarHeight: Double = 0
    package var bottomBarIsOpaque = false
    /// `edgesForExtendedLayout` holds the top (bottom) edge.
    package var extendsUnderTop = true
    package var extendsUnderBottom = true
    /// `extendedLayoutIncludesOpaqueBars`.
    package var extendsUnderOpaqueBars = false
    /// Why the bars are there, for the scene's notes (`navigation bar 44 inferred from 'Nav'`).
    package var reasons: [String] = []

    package init() {}
}

extension SceneChrome {
    /// The root's size, safe area and margins on `configuration`; `stored` is the root frame IB
    /// stored: how a screen's root sits between its bars when the rules leave a choice, and, for
    /// the `design` environment (the canvas's), the size of freeform views and cells.
    package func environment(for configuration: InterfaceBuilderConfiguration, stored: CGRect?,
                             design: Bool) -> InterfaceBuilderEnvironment {
        let screen = configuration.screenSize
        let device = configuration.deviceSafeArea
        let compact = configuration.hasCompactBars
        let statusTop = statusBarInset(device)
        let topBar = topBarHeight > 0 ? (compact ? 32 : topBarHeight) : 0
        let bottomBar = bottomBarHeight > 0 ? (compact && bottomBarHeight == 49 ? 32 : bottomBarHeight) : 0
        let unsafeTop = statusTop + topBar, unsafeBottom = device.bottom + bottomBar
        var size: CGSize
        var top: Double, bottom: Double
        switch placement {
        case .screen:
            let span = screenSpan(height: screen.height, statusTop: statusTop, topBar: topBar,
                                  unsafeBottom: unsafeBottom, bottomBar: bottomBar, stored: stored)
            if design, let stored, span == nil || abs(stored.width - screen.width) > 0.5 {
                // A size IB was told (a form sheet, a popover, a freeform size): the screen's insets at its top-left corner.
                size = stored.size
                top = unsafeTop
                bottom = unsafeBottom
            } else {
                let (start, end) = span ?? (0, screen.height)
                size = CGSize(width: screen.width, height: end - start)
                top = max(0, unsafeTop - start)
                bottom = max(0, end - (screen.height - unsafeBottom))
            }
        case .freeform:
            size = stored?.size ?? screen
            top = unsafeTop
            bottom = unsafeBottom
        case .cell:
            let width = design ? stored?.width ?? screen.width : max(0, screen.width - cellWidthInset)
            size = CGSize(width: width, height: stored?.height ?? 44)
            top = 0
            bottom = 0
        }
        let sides = placement == .cell ? (0.0, 0.0) : (Double(device.left), Double(device.right))
        return InterfaceBuilderEnvironment(
            name: configuration.name, size: size,
            safeArea: EdgeInsets(top: top, left: sides.0, bottom: bottom, right: sides.1),
            rootMargins: margins(width: size.width, screenWidth: screen.width),
            layoutDirection: configuration.layoutDirection,
            sizeClasses: configuration.device.key == "freeform" ? nil : configuration.sizeClasses)
    }

    /// The top inset of the status bar or sensor housing on a device with these insets.
    private func statusBarInset(_ device: EdgeInsets) -> Double {
        if device.top > 20 { return Double(device.top) }
        return showsStatusBar && simulatesTwentyPointStatusBar ? Double(device.top) : 0
    }

    /// Whether a screen's stored root frame fits `configuration`'s screen between its bars (else
    /// IB was told another size: a form sheet, a popover, a freeform size).
    package func fitsScreen(_ configuration: InterfaceBuilderConfiguration, stored: CGRect?) -> Bool {
        guard placement == .screen, let stored else { return placement == .screen }
        let screen = configuration.screenSize
        let device = configuration.deviceSafeArea
        let statusTop = statusBarInset(device)
        let topBar = topBarHeight > 0 ? (configuration.hasCompactBars ? 32 : topBarHeight) : 0
        let bottomBar = bottomBarHeight > 0 ? (configuration.hasCompactBars && bottomBarHeight == 49 ? 32 : bottomBarHeight) : 0
        return abs(stored.width - screen.width) <= 0.5
            && screenSpan(height: screen.height, statusTop: statusTop, topBar: topBar, unsafeBottom: device.bottom + bottomBar,
                          bottomBar: bottomBar, stored: stored) != nil
    }

    /// Where a screen's root starts and ends: below the top bars when it does not extend under
    /// them (or they are opaque), above the bottom bar likewise; when a stored height fits another
    /// of those spans, that one; `nil` when a stored height fits none.
    private func screenSpan(height: Double, statusTop: Double, topBar: Double, unsafeBottom: Double, bottomBar: Double,
                            stored: CGRect?) -> (Double, Double)? {
        let underTop = extendsUnderTop && (!topBarIsOpaque || extendsUnderOpaqueBars || topBar == 0)
        let underBottom = extendsUnderBottom && (!bottomBarIsOpaque || extendsUnderOpaqueBars || bottomBar == 0)
        // A root IB stored below the top of the screen (older files: below a navigation bar) is where it says.
        if let stored, stored.minY > 0 { return (Double(stored.minY), Double(stored.maxY)) }
        let span = (underTop ? 0 : statusTop + topBar, underBottom ? height : height - unsafeBottom)
        guard let stored, abs((span.1 - span.0) - stored.height) > 0.5 else { return span }
        for start in [0, statusTop + topBar, statusTop] {
            for end in [height, height - unsafeBottom] where abs((end - start) - stored.height) <= 0.5 {
                return (start, end)
            }
        }
        return nil
    }

    /// The root's margins at root width `width`: a view controller's system minimum is 16 at the
    /// sides below 414 points (every iPhone's portrait width up to the 6.1-inch ones), 20 from there on;
    /// a table cell's sides are its table's, which follow the screen's width.
    private func margins(width: Double, screenWidth: Double) -> EdgeInsets {
        let side: CGFloat = (placement == .cell ? screenWidth : width) >= 414 ? 20 : 16
        switch rootMargins {
        case .own(let margins):
            return margins
        case .tableCell(let vertical):
            return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        case .viewController(let stored, let respects):
            let minimum = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            guard let stored else { return minimum }
            guard respects else { return stored }
            return EdgeInsets(top: max(stored.top, minimum.top), left: max(stored.left, minimum.left),
                              bottom: max(stored.bottom, minimum.bottom), right: max(stored.right, minimum.right))
        }
    }
}
