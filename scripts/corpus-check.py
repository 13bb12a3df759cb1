#!/usr/bin/env python3
"""Solve the Interface Builder corpus with snaplayout and compare with the frames Xcode computed.

Usage: python3 scripts/corpus-check.py [--snaplayout PATH] [--solver NAME] [--tolerance PT]
                                       [--details] [CORPUS_DOCS_DIR]

CORPUS_DOCS_DIR defaults to ../shared/corpus/ib/docs (beside the repository). Each document
X.json has its expected frames in X.expected.json. A document reproduces when every view in the
expected file is within the tolerance (0.5 pt) on x, y, width and height. Prints a summary, and
with --details one line per document that does not reproduce, with the worst view.
"""
import argparse, json, os, subprocess, sys
from collections import Counter

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("corpus", nargs="?", default=os.path.join(here, "..", "..", "shared", "corpus", "ib", "docs"))
parser.add_argument("--snaplayout", default=os.path.join(here, "..", ".build", "release", "snaplayout"))
parser.add_argument("--solver", default=None)
parser.add_argument("--tolerance", type=float, default=0.5)
parser.add_argument("--details", action="store_true")
args = parser.parse_args()

docs = sorted(
    os.path.join(root, name)
    for root, _, names in os.walk(args.corpus)
    for name in names
    if name.endswith(".json") and not name.endswith(".expected.json")
)
command = [args.snaplayout, "solve", "--check-ambiguity", "--jobs", "2"]
if args.solver:
    command += ["--solver", args.solver]
out = subprocess.run(command + docs, capture_output=True, text=True)
lines = out.stdout.splitlines()
if len(lines) != len(docs):
    sys.exit(f"expected {len(docs)} results, got {len(lines)}; stderr:\n{out.stderr[:2000]}")

outcome = Counter()
failures = []
for path, line in zip(docs, lines):
    result = json.loads(line)
    expected = json.load(open(path[: -len(".json")] + ".expected.json"))
    notes = expected.get("notes") or []
    if result["status"] == "error":
        outcome["error"] += 1
        failures.append((path, "error", result.get("error"), notes))
        continue
    worst, worst_id = 0.0, None
    for vid, frame in expected["frames"].items():
        got = result["frames"].get(vid)
        if got is None:
            worst, worst_id = float("inf"), vid
            break
        d = max(abs(a - b) for a, b in zip(got, frame))
        if d > worst:
            worst, worst_id = d, vid
    if worst <= args.tolerance:
        outcome["reproduced"] += 1
        continue
    kind = "conflict" if result["status"] == "conflict" else ("ambiguous" if result.get("ambiguous") else "differs")
    outcome[kind] += 1
    failures.append((path, kind, f"{worst_id}: off by {worst:.2f} pt (got {result['frames'].get(worst_id)}, "
                     f"Xcode {expected['frames'].get(worst_id)}); ambiguous={result.get('ambiguous')}", notes))

total = len(docs)
print(f"{outcome['reproduced']} of {total} documents reproduce within {args.tolerance} pt")
for kind in ("differs", "ambiguous", "conflict", "error"):
    if outcome[kind]:
        print(f"  {kind}: {outcome[kind]}")
if args.details:
    for path, kind, detail, notes in failures:
        print(f"- [{kind}] {os.path.relpath(path, args.corpus)}: {detail}; notes: {notes}")
