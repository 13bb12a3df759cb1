/// A view tree flattened for solving, with the objects behind each snapshot index.
package struct CapturedLayout {
    package var snapshot: LayoutSnapshot
    /// The item behind each snapshot item index (views and added guides).
    package var items: [any LayoutItem]
    /// The same items as what they are, unretained (`items` holds them): a cast of the existential
    /// cost about a hundred instructions per item, and a retain of a view (which is referred to
    /// weakly) the runtime's slow side-table path.
    package var objects: [Object]
    /// The constraint behind each snapshot constraint index.
    package var constraints: [LayoutConstraint]

    package init(snapshot: LayoutSnapshot, items: [any LayoutItem], objects: [Object], constraints: [LayoutConstraint]) {
        self.snapshot = snapshot
        self.items = items
        self.objects = objects
        self.constraints = constraints
    }

    /// A captured item as what it is.
    package enum Object {
        case view(Unmanaged<LayoutView>)
        case guide(Unmanaged<LayoutGuide>)
    }
}
