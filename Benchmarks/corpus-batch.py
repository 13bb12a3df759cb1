#!/usr/bin/env python3
"""Issue 20's real-screens batch: the Interface Builder screens of ../shared/corpus/ib/docs,
repeated N times in one JSON Lines file, solved by `snaplayout solve --jobs 1` and by kiwi, side by
side in one run; and the same file with every constraint removed, which shows what the pipeline
alone (read, build, write) costs. kiwi runs twice: behind Python (`pip install kiwisolver`), and as
a C++ program (kiwi_cpp.py: the same model replayed through kiwi's C++ API; needs a C++ compiler
and pip able to fetch kiwisolver's sources; --no-kiwi-cpp skips it).

    swift build -c release --product snaplayout
    python3 Benchmarks/corpus-batch.py [--corpus DIR] [--times 20] [--repeat 5] [--snaplayout PATH]...

kiwi's model is the one a kiwi user builds from the document (kiwi_views.py): four variables a
view, one constraint per document constraint, the root and the intrinsic sizes as constraints,
priorities as strengths; no stays. With --stays, kiwi as C++ also solves that model with a weak
stay on every variable (the contract's step 4, which SnapLayout always solves), beside it. The
counts of both sides' models are printed first (SnapLayout's from Benchmarks' `system-size`).

Each figure is the median of --repeat runs; runs of the different programs alternate. kiwi behind
Python is timed in process (solver built and solved per document, its Python layer counting
against it); `snaplayout` end to end, process start included, and its build + solve alone in
process (`system-size --time`: no JSON, no process). kiwi as C++ is timed both ways: the
process end to end (reading the model as flat numbers, building, solving, writing every variable;
it reads no JSON, which counts in its favour), and build + solve alone, timed inside it. Pass several --snaplayout binaries to compare
builds (before/after) in the same run.

kiwi's model is a throughput measure, not the contract: every position is absolute, a margin or
safe-area anchor is the view's edge moved by its inset, and a priority p is the strength p ×
1000 (weighted, not strict tiers). Its frames are not compared.
"""
import argparse, glob, json, os, statistics, subprocess, sys, tempfile, time

from kiwi_views import KIWI_MODEL, add_sizes_and_stays

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--corpus", default=os.path.join(here, "..", "..", "shared", "corpus", "ib", "docs"))
parser.add_argument("--times", type=int, default=20)
parser.add_argument("--repeat", type=int, default=5)
parser.add_argument("--snaplayout", action="append")
parser.add_argument("--solver", default="glpk")
parser.add_argument("--no-kiwi", action="store_true")
parser.add_argument("--no-kiwi-cpp", action="store_true")
parser.add_argument("--stays", action="store_true", help="also time kiwi as C++ with a weak stay on every variable")
parser.add_argument("--system-size", default=os.path.join(here, ".build", "release", "system-size"))
args = parser.parse_args()
binaries = args.snaplayout or [os.path.join(here, "..", ".build", "release", "snaplayout")]

paths = sorted(p for p in glob.glob(os.path.join(args.corpus, "**", "*.json"), recursive=True)
               if not p.endswith(".expected.json"))
docs = [json.load(open(p)) for p in paths]
if not docs:
    sys.exit(f"corpus-batch: no documents in {args.corpus}")

folder = tempfile.mkdtemp(prefix="snaplayout-corpus-")
batch = os.path.join(folder, f"corpus-x{args.times}.jsonl")
bare = os.path.join(folder, f"corpus-x{args.times}-no-constraints.jsonl")
with open(batch, "w") as full, open(bare, "w") as empty:
    for k in range(args.times):
        for doc in docs:
            doc = dict(doc, name=f"{doc['name']}-{k}")
            full.write(json.dumps(doc, separators=(",", ":")) + "\n")
            empty.write(json.dumps(dict(doc, constraints=[]), separators=(",", ":")) + "\n")
count = len(docs) * args.times

EDGE = {"left": ("x", 0), "leading": ("x", 0), "right": ("x", 1), "trailing": ("x", 1), "centerX": ("x", 0.5),
        "top": ("y", 0), "bottom": ("y", 1), "centerY": ("y", 0.5), "firstBaseline": ("y", 1), "lastBaseline": ("y", 1),
        "width": ("w", None), "height": ("h", None)}


def kiwi_solve(doc, kiwi, stays=False):
    """Builds and solves one document with kiwi (the model above; `stays` adds the weak stays)."""
    solver = kiwi.Solver()
    views = {view["id"]: view for view in doc["views"]}
    v = {i: [kiwi.Variable() for _ in range(4)] for i in views}

    def expr(anchor):
        parts = anchor.split(".")
        item, attribute = parts[0], parts[-1]
        inset = 0.0
        if len(parts) == 3 or attribute.endswith("Margin") or attribute.endswith("WithinMargins"):
            attribute = attribute.replace("WithinMargins", "").replace("Margin", "")
            insets = views[item].get("safeArea" if len(parts) == 3 else "margins") or [0, 0, 0, 0]
            inset = {"top": insets[0], "leading": insets[1], "left": insets[1], "bottom": -insets[2],
                     "trailing": -insets[3], "right": -insets[3]}.get(attribute, 0)
        x, y, w, h = v[item]
        kind, factor = EDGE[attribute]
        if kind == "w":
            return w + 0
        if kind == "h":
            return h + 0
        base, size = (x, w) if kind == "x" else (y, h)
        return base + size * factor + inset

    def strength(p):
        return "required" if p >= 1000 else kiwi.strength.create(0, p, 0)

    root = doc["views"][0]["id"]
    solver.addConstraint(v[root][0] == 0)
    solver.addConstraint(v[root][1] == 0)
    for k, s in enumerate(doc.get("size") or []):
        if s is not None:
            solver.addConstraint(v[root][2 + k] == s)
    add_sizes_and_stays(solver, kiwi, doc, v, strength, stays)
    for c in doc["constraints"]:
        first = expr(c["first"])
        if "second" in c:
            second = expr(c["second"]) * c.get("multiplier", 1) + c.get("constant", 0)
        else:
            second = c.get("constant", 0)
        relation = c.get("relation", "==")
        constraint = first == second if relation == "==" else (first <= second if relation == "<=" else first >= second)
        try:
            solver.addConstraint(constraint | strength(c.get("priority", 1000)))
        except kiwi.UnsatisfiableConstraint:
            pass
    solver.updateVariables()
    return solver


def run_kiwi():
    import kiwisolver as kiwi
    for _ in range(args.times):
        for doc in docs:
            kiwi_solve(doc, kiwi)


def timed(function):
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def solve(binary, path):
    return lambda: subprocess.run([binary, "solve", "--jobs", "1", "--solver", args.solver, path],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def model_counts(recorded):
    """(variables, constraints) of recorded kiwi models, summed."""
    variables = constraints = 0
    for solver in recorded:
        seen = set()
        for event in solver.events:
            if event[0] == "c":
                constraints += 1
                seen.update(id(t.variable()) for t in event[1].expression().terms())
            else:
                seen.add(id(event[1]))
        variables += len(seen)
    return variables, constraints


kiwi_cpp = None
models = {}
if not args.no_kiwi and not args.no_kiwi_cpp:
    from kiwi_cpp import recording_kiwi, replay_binary, replay_difference, write_events
    kiwi_cpp = replay_binary()
    if kiwi_cpp:
        print(KIWI_MODEL + f"; kiwisolver {__import__('kiwisolver').__version__}'s headers, g++ -O2")
        for stays in ([False, True] if args.stays else [False]):
            name = "kiwi (C++), with stays" if stays else "kiwi (C++)"
            path = os.path.join(folder, f"corpus-x{args.times}{'-stays' if stays else ''}.kiwi")
            recorded = [kiwi_solve(doc, recording_kiwi(), stays) for doc in docs]
            difference = replay_difference(kiwi_cpp, recorded, path)
            if difference > 1e-9:
                sys.exit(f"corpus-batch: kiwi as C++ does not solve the model kiwisolver does (largest difference {difference})")
            variables, constraints = model_counts(recorded)
            print(f"  {name:24} corpus x1: {variables} variables, {constraints} constraints")
            with open(path, "w") as out:
                for _ in range(args.times):
                    for solver in recorded:
                        write_events(solver, out)
            models[name] = path
if os.path.exists(args.system_size):
    sizes = subprocess.run([args.system_size, args.corpus], capture_output=True, text=True).stdout.split()
    counts = dict(zip(sizes[::2], sizes[1::2]))
    print(f"  {'snaplayout (contract)':24} corpus x1: {counts['variables']} variables, {counts['rows']} rows "
          f"({counts['required']} required, {counts['optional']} optional) and {counts['stays']} stays")
inside = {}


def run_kiwi_cpp(name):
    def run():
        done = subprocess.run([kiwi_cpp, "batch", models[name]], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True, check=True)
        inside.setdefault(name, []).append(float(done.stderr.split()[-2]) / 1e6)
    return run


runs = {}
for _ in range(args.repeat):
    for k, binary in enumerate(binaries):
        runs.setdefault(f"snaplayout[{k}]", []).append(timed(solve(binary, batch)))
        runs.setdefault(f"snaplayout[{k}] no constraints", []).append(timed(solve(binary, bare)))
    if not args.no_kiwi:
        runs.setdefault("kiwi (Python)", []).append(timed(run_kiwi))
    for name in models:
        runs.setdefault(f"{name}, process", []).append(timed(run_kiwi_cpp(name)))
    if os.path.exists(args.system_size):
        # snaplayout's own build + solve, in process, no JSON: the like of kiwi's "build+solve only".
        timing = subprocess.run([args.system_size, "--time", "3", args.corpus], capture_output=True, text=True).stdout
        for line in timing.splitlines()[1:]:
            solver_name, microseconds = line.split()[0], float(line.split()[-1])
            runs.setdefault(f"snaplayout ({solver_name}), build+solve only", []).append(microseconds * count / 1e6)
for name, times in inside.items():
    runs[f"{name}, build+solve only"] = times

print(f"{len(docs)} screens x {args.times} = {count} documents, medians of {args.repeat} runs, solver {args.solver}")
for k, binary in enumerate(binaries):
    print(f"  snaplayout[{k}] = {binary}")
print(f"{'program':44} {'total ms':>10} {'µs/doc':>8} {'docs/s':>8}")
medians = {name: statistics.median(times) for name, times in runs.items()}
for name, seconds in medians.items():
    print(f"{name:44} {seconds * 1000:10.0f} {seconds / count * 1e6:8.1f} {count / seconds:8.0f}")
for kiwi_name in ["kiwi (Python)"] + [f"{m}, process" for m in models]:
    for k in range(len(binaries)):
        if kiwi_name in medians:
            print(f"{kiwi_name} / snaplayout[{k}]: {medians[kiwi_name] / medians[f'snaplayout[{k}]']:.2f}x")
for kiwi_name in [f"{m}, build+solve only" for m in models]:
    for ours in ("snaplayout (glpk), build+solve only", "snaplayout (cassowary), build+solve only"):
        if kiwi_name in medians and ours in medians:
            print(f"{kiwi_name} / {ours}: {medians[kiwi_name] / medians[ours]:.2f}x")
for name in (n for n in os.listdir(folder)):
    os.unlink(os.path.join(folder, name))
os.rmdir(folder)
