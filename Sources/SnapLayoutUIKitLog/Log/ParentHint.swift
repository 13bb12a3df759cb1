/// What a constraint says about the view tree: a visual-format line's `|` is the superview of the
/// view beside it, and an autoresizing constraint relates a view to its superview.
package struct ParentHint: Hashable, Sendable {
    /// The subview.
    package var child: LoggedItem
    /// Its superview.
    package var parent: LoggedItem
}
