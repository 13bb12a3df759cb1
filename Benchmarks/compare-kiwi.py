#!/usr/bin/env python3
"""Solve the same generated layout documents with kiwi (C++ Cassowary, via kiwisolver) and with
`snaplayout solve`, in one run, and print times and ratios.

    pip install kiwisolver
    (cd Benchmarks && swift build -c release --product generate-layouts)
    swift build -c release --product snaplayout
    python3 Benchmarks/compare-kiwi.py [--sizes 100,1000] [--families chain,grid,...] [--repeat 5]

kiwi has three weighted strengths, not strict tiers: a priority p becomes strength p × 1000
(between kiwi's medium and strong), so kiwi's answers can differ from the contract's wherever many
lower-priority errors outweigh one higher; the script compares time, and reports how many frames
agree within 1e-6 as a hint.
"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--sizes", default="100,1000")
parser.add_argument("--families", default="chain,grid,stacks,feed,tiers")
parser.add_argument("--repeat", type=int, default=5)
parser.add_argument("--generator", default=os.path.join(here, ".build", "release", "generate-layouts"))
parser.add_argument("--snaplayout", default=os.path.join(here, "..", ".build", "release", "snaplayout"))
parser.add_argument("--kiwi-timeout", type=float, default=60.0)
args = parser.parse_args()

import kiwisolver as kiwi

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
    for view in doc["views"]:
        size = view.get("intrinsicSize")
        hug = view.get("hugging", [250, 250])
        cr = view.get("compressionResistance", [750, 750])
        if size:
            for k in range(2):
                if size[k] is not None:
                    solver.addConstraint((v[view["id"]][2 + k] <= size[k]) | strength(hug[k]))
                    solver.addConstraint((v[view["id"]][2 + k] >= size[k]) | strength(cr[k]))
        for k in range(4):  # stays toward the zero frame, below everything
            solver.addConstraint((v[view["id"]][k] == 0) | kiwi.strength.create(0, 0, 0.001))
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


print(f"{'family':8} {'N':>6} {'kiwi ms':>10} {'snaplayout ms':>14} {'ratio':>7}")
for family in args.families.split(","):
    for n in map(int, args.sizes.split(",")):
        doc_text = subprocess.run([args.generator, family, str(n)], capture_output=True, text=True, check=True).stdout
        doc = json.loads(doc_text)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            f.write(doc_text)
            path = f.name
        snap = median_time(lambda: subprocess.run([args.snaplayout, "solve", "--jobs", "1", path],
                                                  capture_output=True, check=True), args.repeat)
        start = time.perf_counter()
        kiwi_solve(doc)
        first = time.perf_counter() - start
        if first * args.repeat > args.kiwi_timeout:
            kiwi_time = first
        else:
            kiwi_time = median_time(lambda: kiwi_solve(doc), args.repeat)
        os.unlink(path)
        print(f"{family:8} {n:>6} {kiwi_time * 1000:>10.1f} {snap * 1000:>14.1f} {kiwi_time / snap:>6.1f}x", flush=True)
