/// What an element of an Interface Builder file becomes in the layout model: the one place where
/// IB's view classes are mapped, so that a later model class (a label that measures its text, a
/// table that lays out its cells) changes this file and nothing else.
///
/// Every element IB writes for a `UIView` subclass is listed; an element not listed is not a
/// view. Until the model measures text (issue 39), labels, buttons, text fields and the other
/// controls that size themselves get the size IB stored for them as their intrinsic size
/// (`IntrinsicRule.stored`), and the scene's notes say so.
package struct IBViewClass: Sendable {
    /// How the class's intrinsic content size is found.
    package enum IntrinsicRule: Sendable {
        /// No intrinsic size (a plain view, a container).
        case none
        /// The stored frame's size, less the alignment insets: what IB measured for the content.
        case stored
        /// Only the stored height (bars, sliders, progress views: as wide as they are made).
        case storedHeight
        /// The image's size when the view shows an image (from the file's resources), else none.
        case image
        /// The stored size when the text view does not scroll (`scrollEnabled="NO"`), else none.
        case textView
    }

    /// What the view is to the builder.
    package enum Role: Sendable {
        /// A view laid out as any other.
        case plain
        /// A `UIStackView`: its subviews are its arranged views.
        case stack
        /// A `UIScrollView` (and subclasses that are not tables or collections): constraints between
        /// it and its content act on the content area.
        case scroll
        /// A `UITableView`: its header and footer views are laid out, its cells are scenes of their own.
        case table
        /// A `UICollectionView`: its cells are scenes of their own.
        case collection
        /// A cell (`UITableViewCell`, `UICollectionViewCell`): a scene of its own, whose root is its content view.
        case cell
        /// A `UIVisualEffectView`: its content goes in its `contentView`, which fills it.
        case visualEffect
    }

    /// The UIKit class name, for messages (`UILabel`).
    package var uikitName: String
    /// What the builder does with it.
    package var role: Role
    /// How its intrinsic size is found.
    package var intrinsic: IntrinsicRule
    /// Insets from the frame to the alignment rectangle (top, left, bottom, right), as UIKit's
    /// `alignmentRectInsets`: a `UISwitch`'s frame is 51 wide and its alignment rectangle 49.
    package var alignmentInsets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
    /// Whether it shows text whose size the text issue will measure (the `--text stored` note).
    package var showsText = false
    /// Whether its content is drawn by UIKit in a way the model does not lay out (a table's rows,
    /// a map): said once in the scene's `unsupported`.
    package var contentNote: String?

    /// The class of the element named `name`, or `nil` when the element is not a view.
    package static func named(_ name: String) -> IBViewClass? { table[name] }

    private static let table: [String: IBViewClass] = {
        var table: [String: IBViewClass] = [:]
        func add(_ names: [String], _ uikit: String, _ role: Role = .plain, _ intrinsic: IntrinsicRule = .none,
                 text: Bool = false, note: String? = nil) {
            for name in names {
                table[name] = IBViewClass(uikitName: uikit, role: role, intrinsic: intrinsic, showsText: text, contentNote: note)
            }
        }
        add(["view", "containerView", "tableViewCellContentView", "collectionViewCellContentView", "window"], "UIView")
        add(["label"], "UILabel", .plain, .stored, text: true)
        add(["button"], "UIButton", .plain, .stored, text: true)
        add(["textField"], "UITextField", .plain, .stored, text: true)
        add(["textView"], "UITextView", .plain, .textView, text: true)
        add(["imageView"], "UIImageView", .plain, .image)
        add(["switch"], "UISwitch", .plain, .stored)
        table["switch"]!.alignmentInsets = (0, 0, 0, 2)
        add(["slider"], "UISlider", .plain, .storedHeight)
        table["slider"]!.alignmentInsets = (0, 2, 0, 2)
        add(["segmentedControl"], "UISegmentedControl", .plain, .stored, text: true)
        table["segmentedControl"]!.alignmentInsets = (0, 0, 1, 0)
        add(["activityIndicatorView"], "UIActivityIndicatorView", .plain, .stored)
        add(["progressView"], "UIProgressView", .plain, .storedHeight)
        add(["pageControl"], "UIPageControl", .plain, .stored)
        add(["stepper"], "UIStepper", .plain, .stored)
        add(["datePicker"], "UIDatePicker", .plain, .stored)
        add(["pickerView"], "UIPickerView", .plain, .stored)
        add(["searchBar"], "UISearchBar", .plain, .storedHeight)
        add(["navigationBar"], "UINavigationBar", .plain, .storedHeight)
        add(["toolbar"], "UIToolbar", .plain, .storedHeight)
        add(["tabBar"], "UITabBar", .plain, .storedHeight)
        add(["stackView"], "UIStackView", .stack)
        add(["scrollView"], "UIScrollView", .scroll)
        add(["tableView"], "UITableView", .table,
            note: "rows are not laid out in the table (its prototype cells are scenes of their own)")
        add(["collectionView"], "UICollectionView", .collection,
            note: "items are not laid out in the collection (its cells are scenes of their own)")
        add(["tableViewCell"], "UITableViewCell", .cell)
        add(["collectionViewCell"], "UICollectionViewCell", .cell)
        add(["collectionReusableView"], "UICollectionReusableView")
        add(["tableViewHeaderFooterView"], "UITableViewHeaderFooterView")
        add(["visualEffectView"], "UIVisualEffectView", .visualEffect)
        add(["mapView"], "MKMapView", note: "map content is not laid out")
        add(["wkWebView", "webView"], "WKWebView", note: "web content is not laid out")
        for name in ["mtkView", "glkView", "sceneKitView", "skView", "arscnView", "arskView", "arView"] {
            add([name], "a rendering view (\(name))")
        }
        return table
    }()
}
