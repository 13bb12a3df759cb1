import Foundation
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem
import SnapLayoutModel

/// UIKit gives every view the part of its superview's unsafe area it covers as its own safe-area
/// insets, from the frames layout gives it; the model sets safe areas directly. For the views
/// whose safe area matters (their safe-area guide or margins are constrained to, or a stack
/// arranges inside its margins), this solves, gives them the insets their solved frames imply,
/// and solves again until the insets settle (at most three solves).
enum IBSafeAreaPropagation {
    /// `scene` solved with its views' safe areas propagated from the root's.
    static func solve(_ scene: InterfaceBuilderScene, solver: any LayoutSolver) -> IBSolvedScene {
        let dependents = dependentViews(scene)
        for id in dependents { scene.view(withID: id)?.safeAreaInsets = .zero }
        var solved = IBSolvedScene(scene, solver: solver)
        guard !dependents.isEmpty else { return solved }
        for _ in 0..<2 {
            guard solved.failure == nil else { return solved }
            let insets = propagatedInsets(scene, frames: solved.frames)
            var changed = false
            for id in dependents {
                guard let view = scene.view(withID: id) else { continue }
                let new = insets[id] ?? .zero
                if !same(view.safeAreaInsets, new) {
                    view.safeAreaInsets = new
                    changed = true
                }
            }
            guard changed else { return solved }
            solved = IBSolvedScene(scene, solver: solver)
        }
        return solved
    }

    /// The non-root views whose safe area can change a frame.
    static func dependentViews(_ scene: InterfaceBuilderScene) -> [String] {
        var ids = Set<String>()
        for id in scene.constraintIDs {
            guard let constraint = scene.constraint(withID: id) else { continue }
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                if let guide = item as? LayoutGuide, let owner = guide.owningView, owner.label != nil, guide.identifier == "UIViewSafeAreaLayoutGuide" {
                    ids.insert(owner.label!)
                } else if let view = item as? LayoutView, let label = view.label, attribute.isMargin, view.insetsLayoutMarginsFromSafeArea {
                    ids.insert(label)
                }
            }
        }
        for id in scene.viewIDs {
            if let stack = scene.view(withID: id) as? LayoutStackView, stack.isLayoutMarginsRelativeArrangement,
               stack.insetsLayoutMarginsFromSafeArea {
                ids.insert(id)
            }
        }
        ids.remove(scene.id)
        return scene.viewIDs.filter(ids.contains)
    }

    /// Every view's insets from its solved frame, top down from the root's.
    static func propagatedInsets(_ scene: InterfaceBuilderScene, frames: [String: CGRect]) -> [String: EdgeInsets] {
        var insets: [String: EdgeInsets] = [scene.id: scene.rootView.safeAreaInsets]
        for id in scene.viewIDs where id != scene.id {
            guard let view = scene.view(withID: id), let parentID = view.superview?.label,
                  let parentInsets = insets[parentID], let frame = frames[id], let parent = frames[parentID] else { continue }
            insets[id] = EdgeInsets(
                top: min(frame.height, max(0, parentInsets.top - frame.minY)),
                left: min(frame.width, max(0, parentInsets.left - frame.minX)),
                bottom: min(frame.height, max(0, frame.maxY - (parent.height - parentInsets.bottom))),
                right: min(frame.width, max(0, frame.maxX - (parent.width - parentInsets.right))))
        }
        return insets
    }

    private static func same(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6 && abs(a.right - b.right) < 1e-6
    }
}
