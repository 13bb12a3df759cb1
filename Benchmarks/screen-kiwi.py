#!/usr/bin/env python3
"""Issue 20, target 3, kiwi's side: the screen families (`ScreenFamily`: real Interface Builder
screens, one alone or composed in a column) built and solved by kiwi (C++ Cassowary behind Python,
kiwisolver 1.5.1), in process, and one root-width change through kiwi's edit path:
`suggestValue` on the root's width, then `updateVariables`.

    (cd Benchmarks && swift build -c release --product generate-layouts)
    python3 Benchmarks/screen-kiwi.py [--rounds 2001] [--generator PATH] [--families screen10,...]

Every figure is a median in µs, timed with time.perf_counter_ns around the calls, so Python's own
cost (the calls, reading each variable in `updateVariables`) counts against kiwi, as it would for
an app driving kiwi from Python:
  first  a new kiwi.Solver, every constraint added, updateVariables: kiwi's first layout;
  root   suggestValue(root width ± 1, in turn) + updateVariables on the warm solver.
The same two figures for kiwi as a C++ program (C++ first, C++ root: the same model replayed
through kiwi's C++ API, timed inside it; kiwi_cpp.py), unless --no-kiwi-cpp.

The model is the one a kiwi user builds (kiwi_views.py; --stays adds a weak stay on every
variable, the contract's step 4), a little closer to the contract than the corpus batch's:
positions are absolute (constraints relate edges in one space, so that changes nothing),
a margin anchor is the edge moved by the margin (plus the safe area, as
`insetsMarginsFromSafeArea` says), a safe-area anchor by the safe area, baselines are measured
from the top and bottom, and a priority p is the strength p × 1000. The root's width is an edit variable (strength 999 × 10^6, just below
required, as the engine's root size is required), its height a required equality. kiwi's frames are not compared with the contract's.
"""
import argparse, json, os, statistics, subprocess, time

import kiwisolver as kiwi

from kiwi_views import KIWI_MODEL, add_sizes_and_stays

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--rounds", type=int, default=2001)
parser.add_argument("--generator", default=os.path.join(here, ".build", "release", "generate-layouts"))
parser.add_argument("--families", default="screen10,screen50,screen100")
parser.add_argument("--no-kiwi-cpp", action="store_true")
parser.add_argument("--stays", action="store_true", help="add a weak stay on every variable (the contract's step 4; not what a kiwi user writes)")
args = parser.parse_args()

EDGE = {"left": ("x", 0), "leading": ("x", 0), "right": ("x", 1), "trailing": ("x", 1), "centerX": ("x", 0.5),
        "top": ("y", 0), "bottom": ("y", 1), "centerY": ("y", 0.5), "width": ("w", None), "height": ("h", None)}
SIDE = {"top": 0, "left": 1, "leading": 1, "bottom": 2, "right": 3, "trailing": 3}


def build(doc, kiwi=kiwi):
    """The solver with every constraint of `doc`, and the root's width variable (an edit variable);
    `kiwi` is the module (or kiwi_cpp's recording stand-in)."""
    solver = kiwi.Solver()
    views = {view["id"]: view for view in doc["views"]}
    v = {i: [kiwi.Variable(i + c) for c in "xywh"] for i in views}

    def insets(item, guide):
        view = views[item]
        safe = view.get("safeArea") or [0, 0, 0, 0]
        if guide == "safeArea":
            return safe
        margins = view.get("margins") or [8, 8, 8, 8]
        if not view.get("insetsMarginsFromSafeArea", True):
            return margins
        return [m + s for m, s in zip(margins, safe)]

    def expr(anchor):
        parts = anchor.split(".")
        item, attribute = parts[0], parts[-1]
        guide = parts[1] if len(parts) == 3 else None
        if attribute.endswith("Margin") or attribute.endswith("WithinMargins"):
            attribute, guide = attribute.replace("WithinMargins", "").replace("Margin", ""), "margins"
        x, y, w, h = v[item]
        if attribute in ("firstBaseline", "lastBaseline"):
            baseline = views[item].get("baseline")
            if not baseline:
                return y + h
            return y + baseline[0] if attribute == "firstBaseline" else y + h - baseline[1]
        kind, factor = EDGE[attribute]
        if guide:
            i = insets(item, guide)
            if kind in "wh":
                return (w - i[1] - i[3]) if kind == "w" else (h - i[0] - i[2])
            base, size = (x + i[1], w - i[1] - i[3]) if kind == "x" else (y + i[0], h - i[0] - i[2])
            return base + size * factor
        if kind in "wh":
            return (w if kind == "w" else h) + 0
        base, size = (x, w) if kind == "x" else (y, h)
        return base + size * factor

    def strength(p):
        return "required" if p >= 1000 else kiwi.strength.create(0, p, 0)

    root = doc["views"][0]["id"]
    solver.addConstraint(v[root][0] == 0)
    solver.addConstraint(v[root][1] == 0)
    # Just below required: at "strong" (10^6), a few views' hugging (250 × 10^3 each) outweighed
    # the edit and the root kept its width.
    solver.addEditVariable(v[root][2], kiwi.strength.create(999, 0, 0))
    solver.suggestValue(v[root][2], doc["size"][0])
    solver.addConstraint(v[root][3] == doc["size"][1])
    add_sizes_and_stays(solver, kiwi, doc, v, strength, args.stays)
    for c in doc["constraints"]:
        first = expr(c["first"])
        second = (expr(c["second"]) * c.get("multiplier", 1) if "second" in c else 0) + c.get("constant", 0)
        relation = c.get("relation", "==")
        constraint = first == second if relation == "==" else (first <= second if relation == "<=" else first >= second)
        solver.addConstraint(constraint | strength(c.get("priority", 1000)))
    solver.updateVariables()
    return solver, v[root][2]


def median_us(samples):
    return statistics.median(samples) / 1000


replay = None
if not args.no_kiwi_cpp:
    from kiwi_cpp import recording_kiwi, replay_binary, replay_difference
    replay = replay_binary()


def cpp_medians(doc):
    """kiwi as C++: the medians of a first layout and of a root change, µs, as text cells."""
    if not replay:
        return f"{'-':>12} {'-':>12}"
    path = os.path.join(here, ".build", "kiwi-cpp", "screen.kiwi")
    difference = replay_difference(replay, [build(doc, recording_kiwi())[0]], path)
    if difference > 1e-9:
        raise SystemExit(f"screen-kiwi: kiwi as C++ does not solve the model kiwisolver does (largest difference {difference})")
    first, root = subprocess.run([replay, "edit", path, str(args.rounds)], capture_output=True, text=True,
                                 check=True).stdout.split()
    return f"{float(first):>12.2f} {float(root):>12.2f}"


print(f"kiwisolver {kiwi.__version__}, medians of {args.rounds} rounds, Python's calls counted")
print(KIWI_MODEL + ("; a weak stay on every variable" if args.stays else "; no stays") + "; the root width an edit variable")
print(f"{'family':10} {'views':>5} {'first µs':>10} {'root µs':>10} {'C++ first µs':>12} {'C++ root µs':>12}")
for family in args.families.split(","):
    text = subprocess.run([args.generator, family, "0"], capture_output=True, text=True, check=True).stdout
    doc = json.loads(text.splitlines()[0])
    firsts = []
    for _ in range(max(21, args.rounds // 20)):
        start = time.perf_counter_ns()
        build(doc)
        firsts.append(time.perf_counter_ns() - start)
    solver, width = build(doc)
    base = doc["size"][0]
    roots = []
    for k in range(args.rounds + 5):
        start = time.perf_counter_ns()
        solver.suggestValue(width, base + (k + 1) % 2)
        solver.updateVariables()
        if k >= 5:
            roots.append(time.perf_counter_ns() - start)
    print(f"{family:10} {len(doc['views']):>5} {median_us(firsts):>10.1f} {median_us(roots):>10.1f} {cpp_medians(doc)}",
          flush=True)
