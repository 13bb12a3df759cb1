/// How a stack view sizes and places its arranged views along its axis (UIKit's
/// `UIStackView.Distribution`).
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    /// The arranged views fill the stack; when they do not fit exactly, hugging and compression
    /// resistance decide which one gives. Between equal priorities the layout is ambiguous (UIKit
    /// documents a choice by index, which no generated constraint expresses: give the view that
    /// should give way a lower priority).
    case fill
    /// The arranged views fill the stack and all have the same size.
    case fillEqually
    /// The arranged views fill the stack in proportion to their intrinsic sizes along the axis.
    case fillProportionally
    /// The arranged views keep their sizes; the spaces between them are equal (and at least `spacing`).
    case equalSpacing
    /// The arranged views keep their sizes; their centres are equally spaced (gaps at least `spacing`).
    case equalCentering
}
