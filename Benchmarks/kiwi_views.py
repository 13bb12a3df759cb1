"""What every kiwi model of a layout document in these scripts shares (compare-kiwi.py,
corpus-batch.py, screen-kiwi.py): each view's intrinsic size and the stays."""


def add_sizes_and_stays(solver, kiwi, doc, v, strength):
    """Adds each view's intrinsic size as kiwi constraints (width or height ≤ the size at the hugging
    priority, ≥ at the compression resistance, through `strength`) and a weak stay toward 0 on every
    variable of `v` (id → [x, y, w, h]), below everything."""
    for view in doc["views"]:
        size = view.get("intrinsicSize")
        hug = view.get("hugging", [250, 250])
        cr = view.get("compressionResistance", [750, 750])
        if size:
            for k in range(2):
                if size[k] is not None:
                    solver.addConstraint((v[view["id"]][2 + k] <= size[k]) | strength(hug[k]))
                    solver.addConstraint((v[view["id"]][2 + k] >= size[k]) | strength(cr[k]))
        for k in range(4):
            solver.addConstraint((v[view["id"]][k] == 0) | kiwi.strength.create(0, 0, 0.001))
