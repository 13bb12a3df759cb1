import SnapLayoutDocuments
import SnapLayoutModel

/// Layouts made of real Interface Builder screens (`CorpusScreen`), for issue 20's small-screen
/// targets: the cost of one screen's first layout and of a root-width change.
///
/// The corpus tops out at 22 views, so the larger members are composed: a scroll-like column
/// (the root, 375 wide) holding whole screens one under the other. Each screen's root becomes a
/// container view keeping its margins, safe area and every constraint of the screen; the container
/// spans the column's width (leading and trailing to the column), keeps the screen's own height,
/// and its top is the previous container's bottom. A root-width change reaches every screen.
public enum ScreenFamily: String, CaseIterable, Sendable {
    /// RxSwift's GitHub sign-up screen, alone: 10 views, 27 constraints, 375 × 667.
    case screen10
    /// The column of Calculator (22 views), SkeletonView's collection demo (15) and Hero's menu
    /// (12): 50 views, 175 constraints.
    case screen50
    /// The column of Calculator, SVProgressHUD's demo, SkeletonView's two demos, Hero's menu and
    /// music player and RxSwift's simple validation: 100 views, 346 constraints.
    case screen100

    /// The screens, top to bottom.
    var screens: [CorpusScreen] {
        switch self {
        case .screen10: [.gitHubSignup]
        case .screen50: [.calculator, .skeletonCollection, .heroMenu]
        case .screen100: [.calculator, .progressHUDDemo, .skeletonDemo, .skeletonCollection, .heroMenu,
                          .heroMusicPlayer, .simpleValidation]
        }
    }

    /// The layout (one screen as its document reads, or the column of screens).
    public var snapshot: LayoutSnapshot {
        if screens.count == 1 { return screens[0].snapshot }
        return ScreenFamily.column(screens.map { ($0.rawValue, $0.snapshot) }, width: 375)
    }

    /// `screens` one under the other in a root `width` wide, as described on the type. Item ids
    /// take the screen's name before them (`calculator-2aB-zX-D0f`): two screens may share ids.
    static func column(_ screens: [(name: String, snapshot: LayoutSnapshot)], width: Double) -> LayoutSnapshot {
        var column = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "column", parent: nil)], constraints: [])
        column.rootWidth = width
        column.rootHeight = screens.reduce(0) { $0 + ($1.snapshot.rootHeight ?? 0) }
        var previous: Int?
        for (name, screen) in screens {
            let offset = column.items.count
            for var item in screen.items {
                item.id = "\(name)-\(item.id)"
                item.parent = item.parent.map { $0 + offset } ?? 0
                column.items.append(item)
            }
            for var constraint in screen.constraints {
                constraint.first.item += offset
                constraint.second?.item += offset
                column.constraints.append(constraint)
            }
            func anchor(_ item: Int, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor {
                LayoutSnapshot.Anchor(item: item, attribute: attribute)
            }
            column.constraints += [
                .init(first: anchor(offset, .leading), relation: .equal, second: anchor(0, .leading)),
                .init(first: anchor(offset, .trailing), relation: .equal, second: anchor(0, .trailing)),
                .init(first: anchor(offset, .top), relation: .equal,
                      second: anchor(previous ?? 0, previous == nil ? .top : .bottom)),
                .init(first: anchor(offset, .height), relation: .equal, constant: screen.rootHeight ?? 0),
            ]
            previous = offset
        }
        return column
    }
}

extension CorpusScreen {
    /// The screen's document read into a snapshot.
    var snapshot: LayoutSnapshot {
        switch LayoutDocument.read(json, defaultName: rawValue) {
        case .success(let document): document.snapshot
        case .failure(let error): fatalError("CorpusScreen \(rawValue): \(error.message)")
        }
    }
}
