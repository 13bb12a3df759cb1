/// Each captured item's snapshot index, found through the item itself.
///
/// Each item keeps its index in the last capture that listed it (`captureSlot`), set just before
/// the lookups; a lookup reads it and checks that the capture's item at that index is the item.
/// A binary search of the items by identity cost three times as much (a tenth of capturing a
/// 50-view screen), and hashing an identity more. The check makes the slot a hint only: an item
/// outside the capture (or one whose slot a nested capture changed) is found by a linear search
/// or not at all.
struct CapturedItemIndex {
    private let objects: [CapturedLayout.Object]

    /// The index of `objects`, each at its position; marks each item with its position.
    init(_ objects: [CapturedLayout.Object]) {
        self.objects = objects
        for index in objects.indices { objects[index].setCaptureSlot(index) }
    }

    /// The snapshot index of `view`; `nil` when it was not captured.
    subscript(view: LayoutView) -> Int? {
        self[CapturedLayout.Object.view(Unmanaged.passUnretained(view))]
    }

    /// The snapshot index of `object`; `nil` when it was not captured.
    subscript(object: CapturedLayout.Object) -> Int? {
        let slot = object.captureSlot
        if slot >= 0, slot < objects.count, objects[slot].address == object.address { return slot }
        return objects.firstIndex { $0.address == object.address }
    }
}

extension CapturedLayout.Object {
    /// The object's address, its identity.
    var address: UnsafeMutableRawPointer {
        switch self {
        case .view(let view): view.toOpaque()
        case .guide(let guide): guide.toOpaque()
        }
    }

    /// The object's index in the last capture that listed it.
    var captureSlot: Int {
        switch self {
        case .view(let view): view._withUnsafeGuaranteedRef { $0.captureSlot }
        case .guide(let guide): guide._withUnsafeGuaranteedRef { $0.captureSlot }
        }
    }

    func setCaptureSlot(_ slot: Int) {
        switch self {
        case .view(let view): view._withUnsafeGuaranteedRef { $0.captureSlot = slot }
        case .guide(let guide): guide._withUnsafeGuaranteedRef { $0.captureSlot = slot }
        }
    }
}
