extension LayoutSnapshot {
    /// Throws, naming the stack, for a stack a snapshot built by hand can hold but a document or a
    /// `LayoutStackView` cannot: an index out of range, a guide as the stack or arranged, a view
    /// arranged that is not the stack's child or is arranged twice, a custom spacing after a view
    /// the stack does not arrange, or two stacks on one view.
    package func checkStacks() throws(LayoutError) {
        var stackViews = Set<Int>()
        for stack in stacks {
            guard items.indices.contains(stack.view) else {
                throw LayoutError(message: "a stack refers to item \(stack.view), which does not exist")
            }
            let id = items[stack.view].id
            guard items[stack.view].kind == .view else { throw LayoutError(item: id, message: "a layout guide cannot be a stack view") }
            guard stackViews.insert(stack.view).inserted else { throw LayoutError(item: id, message: "it is described by two stacks") }
            var seen = Set<Int>()
            for item in stack.arranged {
                guard items.indices.contains(item) else {
                    throw LayoutError(item: id, message: "its arranged item \(item) does not exist")
                }
                let arranged = "'\(MessageText.quoted(items[item].id))'"
                guard items[item].kind == .view else { throw LayoutError(item: id, message: "it arranges \(arranged), a layout guide") }
                guard items[item].parent == stack.view else {
                    throw LayoutError(item: id, message: "it arranges \(arranged), which is not its child")
                }
                guard seen.insert(item).inserted else { throw LayoutError(item: id, message: "it arranges \(arranged) twice") }
            }
            if let item = stack.customSpacing.keys.sorted().first(where: { !seen.contains($0) }) {
                throw LayoutError(item: id, message: "it has a custom spacing after item \(item), which it does not arrange")
            }
        }
    }
}
