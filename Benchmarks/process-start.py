#!/usr/bin/env python3
"""Time process start: `snaplayout solve` on a one-view document, side by side with /bin/true (the
floor: what starting any process costs here) and with older builds, in interleaved rounds.

    python3 Benchmarks/process-start.py NEW/snaplayout [OLD/snaplayout ...] [--runs 200]
        [--document one.json] [--floor /bin/true] [--arguments "solve --jobs 1"]

Each round starts every program once, in turn, so that a burst of load elsewhere on the machine
falls on all of them alike. Processes are started with posix_spawn and their output goes to
/dev/null, so the figures are the programs' start, work and exit, plus the spawn's own cost (which
the floor shows). Prints the median, 10th and 90th percentiles of each, its ratio to the first
binary and to the floor, and whether every binary printed the same bytes.
"""
import argparse, os, shlex, statistics, tempfile, time

ONE_VIEW = b'{"name":"one","size":[320,480],"views":[{"id":"root"}],"constraints":[]}\n'

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("binaries", nargs="+", help="snaplayout builds; the first is the one compared")
parser.add_argument("--runs", type=int, default=200, help="rounds (default 200)")
parser.add_argument("--document", help="the document to solve (default: a one-view document)")
parser.add_argument("--floor", default="/bin/true", help="a program that does nothing (default /bin/true)")
parser.add_argument("--arguments", default="solve", help='the arguments before the document (default "solve")')
parser.add_argument("--warmup", type=int, default=10, help="rounds run first and not counted (default 10)")
args = parser.parse_args()

document = args.document
if document is None:
    handle, document = tempfile.mkstemp(suffix=".json", prefix="one-view-")
    os.write(handle, ONE_VIEW)
    os.close(handle)


def spawn(argv, stdout_path=os.devnull):
    """Runs argv to its end with its output to stdout_path; returns the wall time in seconds."""
    actions = [(os.POSIX_SPAWN_OPEN, 1, stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
               (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0)]
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} exited with status {os.waitstatus_to_exitcode(status)}")
    return elapsed


commands = [("floor", [args.floor])]
for binary in args.binaries:
    commands.append((binary, [os.path.abspath(binary)] + shlex.split(args.arguments) + [document]))

# The bytes each binary prints, compared before any timing.
outputs = {}
with tempfile.TemporaryDirectory() as directory:
    for name, argv in commands[1:]:
        path = os.path.join(directory, "out")
        spawn(argv, path)
        with open(path, "rb") as file:
            outputs[name] = file.read()

times = {name: [] for name, _ in commands}
for round in range(args.warmup + args.runs):
    for name, argv in commands:
        elapsed = spawn(argv)
        if round >= args.warmup:
            times[name].append(elapsed * 1000)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


first = statistics.median(times[args.binaries[0]])
floor = statistics.median(times["floor"])
print(f"{args.runs} interleaved rounds, document {document}, arguments: {args.arguments} DOCUMENT")
print(f"{'program':48} {'median ms':>9} {'p10':>6} {'p90':>6} {'÷ first':>8} {'÷ floor':>8}")
for name, _ in commands:
    median = statistics.median(times[name])
    label = name if len(name) <= 48 else "…" + name[-47:]
    print(f"{label:48} {median:9.2f} {percentile(times[name], 0.1):6.2f} {percentile(times[name], 0.9):6.2f}"
          f" {median / first:7.2f}x {median / floor:7.2f}x")
identical = len(set(outputs.values())) == 1
print(f"outputs identical: {identical}" + ("" if identical else f" ({ {k: len(v) for k, v in outputs.items()} })"))
if args.document is None:
    os.remove(document)
