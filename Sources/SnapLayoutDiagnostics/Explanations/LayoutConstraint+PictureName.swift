import Foundation
import SnapLayoutModel
import SnapLayoutEngine

extension LayoutConstraint {
    /// How a picture labels this constraint beside its line: SnapKit's label and source location,
    /// `tooWide@Screen.swift#42`, either alone when it has only one, or `text` (the constraint as
    /// a document would write it, `card.width == 200`) when it has neither.
    func pictureName(text: @autoclosure () -> String) -> String {
        let place = location.map { "\(($0.file as NSString).lastPathComponent)#\($0.line)" }
        switch (identifier, place) {
        case let (label?, place?): return "\(label)@\(place)"
        case let (label?, nil): return label
        case let (nil, place?): return place
        case (nil, nil): return text()
        }
    }
}

extension LayoutReport.Capture {
    /// The picture name of each captured constraint, by snapshot index.
    var pictureNames: [String] {
        constraints.enumerated().map { index, constraint in
            constraint.pictureName(text: ConstraintText.text(of: snapshot.constraints[index], in: snapshot))
        }
    }
}
