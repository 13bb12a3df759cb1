"""What every kiwi model of a layout document in these scripts shares (compare-kiwi.py,
corpus-batch.py, screen-kiwi.py): each view's intrinsic size, and, on request, stays.

The model is the one a kiwi user builds from a document: four variables a view (its frame),
one kiwi constraint per document constraint, the root's position and size required, and each
intrinsic size as UIKit's two content-size constraints; a priority p is the strength p × 1000
(between kiwi's medium and strong). A kiwi user adds no stays: kiwi leaves a variable no
constraint determines where its simplex puts it. SnapLayout's contract keeps each frame at its
starting value (step 4), which is one weak stay per variable (`add_stays`): 1.84× kiwi's work on
the real screens, for answers only ambiguous items need. The scripts add them only when asked
(--stays), to show that cost beside the headline.
"""

KIWI_MODEL = ("kiwi model: 4 variables a view, one constraint a document constraint, root position "
              "and size required, intrinsic sizes as hugging <= and compression >= constraints, "
              "priority p as strength p x 1000")


def add_sizes(solver, kiwi, doc, v, strength):
    """Adds each view's intrinsic size as kiwi constraints (width or height ≤ the size at the hugging
    priority, ≥ at the compression resistance, through `strength`); `v` is id → [x, y, w, h]."""
    for view in doc["views"]:
        size = view.get("intrinsicSize")
        hug = view.get("hugging", [250, 250])
        cr = view.get("compressionResistance", [750, 750])
        if size:
            for k in range(2):
                if size[k] is not None:
                    solver.addConstraint((v[view["id"]][2 + k] <= size[k]) | strength(hug[k]))
                    solver.addConstraint((v[view["id"]][2 + k] >= size[k]) | strength(cr[k]))


def add_stays(solver, kiwi, doc, v):
    """Adds a weak stay toward 0 on every variable of `v`, below everything: the contract's step 4
    as kiwi can say it (not what a kiwi user writes)."""
    for view in doc["views"]:
        for k in range(4):
            solver.addConstraint((v[view["id"]][k] == 0) | kiwi.strength.create(0, 0, 0.001))


def add_sizes_and_stays(solver, kiwi, doc, v, strength, stays=False):
    """`add_sizes`, then `add_stays` when `stays`."""
    add_sizes(solver, kiwi, doc, v, strength)
    if stays:
        add_stays(solver, kiwi, doc, v)
