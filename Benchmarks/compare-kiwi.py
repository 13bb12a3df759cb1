#!/usr/bin/env python3
"""Solve the same generated layout documents with kiwi (C++ Cassowary, via kiwisolver) and with
`snaplayout solve`, in one run, and print times and ratios.

    pip install kiwisolver
    (cd Benchmarks && swift build -c release --product generate-layouts)
    swift build -c release --product snaplayout
    python3 Benchmarks/compare-kiwi.py [--sizes 100,1000] [--families chain,grid,...] [--repeat 5]
                                       [--solvers glpk,cassowary] [--kiwi-timeout 60]

Each time is the median of --repeat runs: `snaplayout solve --jobs 1 --solver S` end to end
(process start, JSON in and out), kiwi in process (building the solver and solving). A kiwi solve
that takes longer than --kiwi-timeout seconds is stopped and shown as "> T".

kiwi has three weighted strengths, not strict tiers: a priority p becomes strength p × 1000
(between kiwi's medium and strong), so kiwi's answers can differ from the contract's wherever many
lower-priority errors outweigh one higher; the script compares time, and reports how many frames
agree within 1e-6 as a hint.
"""
import argparse, json, multiprocessing, os, statistics, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--sizes", default="100,1000")
parser.add_argument("--families", default="chain,grid,stacks,feed,tiers")
parser.add_argument("--repeat", type=int, default=5)
parser.add_argument("--generator", default=os.path.join(here, ".build", "release", "generate-layouts"))
parser.add_argument("--snaplayout", default=os.path.join(here, "..", ".build", "release", "snaplayout"))
parser.add_argument("--kiwi-timeout", type=float, default=60.0)
parser.add_argument("--solvers", default="glpk,cassowary")
parser.add_argument("--stays", action="store_true", help="add a weak stay on every variable (the contract's step 4; not what a kiwi user writes)")
args = parser.parse_args()

import kiwisolver as kiwi

from kiwi_views import KIWI_MODEL, add_sizes_and_stays

ATTR = {
    "left": ("x", 0, 0), "right": ("x", 1, 0), "centerX": ("x", 0.5, 0), "leading": ("x", 0, 0), "trailing": ("x", 1, 0),
    "top": ("y", 0, 1), "bottom": ("y", 1, 1), "centerY": ("y", 0.5, 1),
    "firstBaseline": ("y", 1, 1), "lastBaseline": ("y", 1, 1), "width": ("w", None, 0), "height": ("h", None, 1),
}


def kiwi_solve(doc):
    """Builds and solves the document with kiwi; returns {id: [x, y, w, h]} in root coordinates."""
    solver = kiwi.Solver()
    v = {view["id"]: [kiwi.Variable(view["id"] + c) for c in "xywh"] for view in doc["views"]}
    views = {view["id"]: view for view in doc["views"]}

    def expr(anchor):
        item, attribute = anchor.rsplit(".", 1)
        x, y, w, h = v[item]
        kind, factor, _ = ATTR[attribute]
        if kind == "w":
            return w
        if kind == "h":
            return h
        base, size = (x, w) if kind == "x" else (y, h)
        if attribute == "firstBaseline" and views[item].get("baseline"):
            return y + views[item]["baseline"][0]
        return base + size * factor if factor else base + 0

    def strength(p):
        return "required" if p >= 1000 else kiwi.strength.create(0, p, 0)

    root = doc["views"][0]["id"]
    solver.addConstraint(v[root][0] == 0)
    solver.addConstraint(v[root][1] == 0)
    for k, s in enumerate(doc.get("size") or []):
        if s is not None:
            solver.addConstraint(v[root][2 + k] == s)
    add_sizes_and_stays(solver, kiwi, doc, v, strength, args.stays)
    for c in doc["constraints"]:
        first = expr(c["first"])
        parent = views[c["first"].rsplit(".", 1)[0]].get("parent")
        if "second" in c:
            second = expr(c["second"]) * c.get("multiplier", 1) + c.get("constant", 0)
        elif ATTR[c["first"].rsplit(".", 1)[1]][0] in "wh":
            second = c.get("constant", 0)
        else:
            attribute = c["first"].rsplit(".", 1)[1]
            attribute = {"centerX": "left", "centerY": "top"}.get(attribute, attribute)
            second = expr(f"{parent}.{attribute}") + c.get("constant", 0)
        relation = c["relation"]
        constraint = first == second if relation == "==" else (first <= second if relation == "<=" else first >= second)
        solver.addConstraint(constraint | strength(c.get("priority", 1000)))
    solver.updateVariables()
    return {i: [var.value() for var in vs] for i, vs in v.items()}


def median_time(function, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def kiwi_timed(doc, queue):
    start = time.perf_counter()
    kiwi_solve(doc)
    queue.put(time.perf_counter() - start)


def kiwi_time_or_none(doc, timeout):
    """One kiwi solve in a child process, so that a solve past the timeout can be stopped."""
    queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=kiwi_timed, args=(doc, queue))
    process.start()
    process.join(timeout)
    if process.is_alive():
        process.terminate()
        process.join()
        return None
    return queue.get()


solvers = args.solvers.split(",")
print(KIWI_MODEL + ("; a weak stay on every variable" if args.stays else "; no stays"))
header = f"{'family':8} {'N':>6} {'kiwi ms':>10}" + "".join(f" {s + ' ms':>14} {'kiwi/' + s:>14}" for s in solvers)
print(header)
for family in args.families.split(","):
    for n in map(int, args.sizes.split(",")):
        doc_text = subprocess.run([args.generator, family, str(n)], capture_output=True, text=True, check=True).stdout
        doc = json.loads(doc_text)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            f.write(doc_text)
            path = f.name
        ours = {}
        for solver in solvers:
            ours[solver] = median_time(lambda: subprocess.run([args.snaplayout, "solve", "--jobs", "1", "--solver", solver, path],
                                                              capture_output=True, check=True), args.repeat)
        first = kiwi_time_or_none(doc, args.kiwi_timeout)
        if first is None:
            kiwi_time = None
        elif first * args.repeat > args.kiwi_timeout:
            kiwi_time = first
        else:
            kiwi_time = statistics.median([first] + [kiwi_time_or_none(doc, args.kiwi_timeout) for _ in range(args.repeat - 1)])
        os.unlink(path)
        kiwi_text = f"> {args.kiwi_timeout * 1000:.0f}" if kiwi_time is None else f"{kiwi_time * 1000:.1f}"
        line = f"{family:8} {n:>6} {kiwi_text:>10}"
        for solver in solvers:
            ratio = f"> {args.kiwi_timeout / ours[solver]:.0f}x" if kiwi_time is None else f"{kiwi_time / ours[solver]:.1f}x"
            line += f" {ours[solver] * 1000:>14.1f} {ratio:>14}"
        print(line, flush=True)
