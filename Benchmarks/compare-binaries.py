#!/usr/bin/env python3
"""Time two snaplayout binaries side by side on the same documents, alternating runs, and check
that their outputs are identical.

    python3 Benchmarks/compare-binaries.py BEFORE AFTER DOCUMENT.json... [--repeat 5]

Prints the median wall-clock time of each (process start to exit, JSON included), the ratio, and
whether the two printed exactly the same results.
"""
import argparse, statistics, subprocess, time

parser = argparse.ArgumentParser()
parser.add_argument("before")
parser.add_argument("after")
parser.add_argument("documents", nargs="+")
parser.add_argument("--repeat", type=int, default=5)
args = parser.parse_args()

print(f"{'document':28} {'before ms':>10} {'after ms':>9} {'ratio':>7}  identical")
for document in args.documents:
    times = {"before": [], "after": []}
    outputs = {}
    for _ in range(args.repeat):
        for key in ("before", "after"):
            start = time.perf_counter()
            run = subprocess.run([getattr(args, key), "solve", "--jobs", "1", document], capture_output=True, text=True)
            times[key].append(time.perf_counter() - start)
            outputs[key] = run.stdout
    before = statistics.median(times["before"]) * 1000
    after = statistics.median(times["after"]) * 1000
    name = document.rsplit("/", 1)[-1]
    print(f"{name:28} {before:10.0f} {after:9.0f} {before / after:6.2f}x  {outputs['before'] == outputs['after']}", flush=True)
