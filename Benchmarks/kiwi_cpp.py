"""kiwi as a C++ program, for the scripts that compare with kiwi (corpus-batch.py, screen-kiwi.py).

Issue 20's acceptance measures kiwi as a C++ program. The scripts build their kiwi models through
kiwisolver's Python API; here the same model is recorded instead of solved (`recording_kiwi()`
stands in for the kiwisolver module: every constraint, edit variable and suggested value, in
order), written as flat text (`write_events`), and replayed through kiwi's C++ API by
kiwi-cpp/kiwi_replay.cpp, compiled against the headers of the kiwisolver release installed (its
source distribution, fetched with pip into Benchmarks/.build/kiwi-cpp; kiwi is header-only).
"""
import glob, os, shutil, subprocess, sys, tarfile, types

import kiwisolver

here = os.path.dirname(os.path.abspath(__file__))
OPS = {"==": 0, "<=": 1, ">=": 2}


class RecordingSolver:
    """What a kiwi.Solver is told, kept in order; nothing is solved."""

    def __init__(self):
        self.events = []

    def addConstraint(self, constraint):
        self.events.append(("c", constraint))

    def addEditVariable(self, variable, strength):
        # A strength is a number or one of kiwi's names ("strong").
        self.events.append(("e", variable, getattr(kiwisolver.strength, strength) if isinstance(strength, str) else strength))

    def suggestValue(self, variable, value):
        self.events.append(("s", variable, value))

    def updateVariables(self):
        pass


def recording_kiwi():
    """A stand-in for the kiwisolver module whose solvers record (`RecordingSolver`)."""
    return types.SimpleNamespace(Solver=RecordingSolver, Variable=kiwisolver.Variable, strength=kiwisolver.strength,
                                 UnsatisfiableConstraint=kiwisolver.UnsatisfiableConstraint)


def write_events(solver, out):
    """Writes one recorded document to `out` in kiwi_replay's format."""
    index = {}
    lines = []

    def number(variable):
        return index.setdefault(id(variable), (len(index), variable))[0]

    for event in solver.events:
        if event[0] == "c":
            constraint = event[1]
            expression = constraint.expression()
            terms = [(number(t.variable()), t.coefficient()) for t in expression.terms()]
            cells = " ".join(f"{v} {c!r}" for v, c in terms)
            lines.append(f"c {OPS[constraint.op()]} {constraint.strength()!r} {expression.constant()!r} {len(terms)} {cells}")
        else:
            lines.append(f"{event[0]} {number(event[1])} {float(event[2])!r}")
    out.write(f"doc {len(index)}\n")
    out.write("\n".join(lines) + "\n")


def replay_binary():
    """The path of kiwi_replay, built once; `None` (and why, on standard error) when it cannot be."""
    folder = os.path.join(here, ".build", "kiwi-cpp")
    binary = os.path.join(folder, f"kiwi_replay-{kiwisolver.__version__}")
    source = os.path.join(here, "kiwi-cpp", "kiwi_replay.cpp")
    if os.path.exists(binary) and os.path.getmtime(binary) >= os.path.getmtime(source):
        return binary
    os.makedirs(folder, exist_ok=True)
    headers = os.path.join(folder, f"kiwisolver-{kiwisolver.__version__}")
    if not os.path.isdir(os.path.join(headers, "kiwi")):
        fetched = subprocess.run([sys.executable, "-m", "pip", "download", f"kiwisolver=={kiwisolver.__version__}",
                                  "--no-binary", ":all:", "--no-deps", "-d", folder], capture_output=True, text=True)
        archives = glob.glob(os.path.join(folder, f"kiwisolver-{kiwisolver.__version__}.tar.gz"))
        if fetched.returncode != 0 or not archives:
            print(f"kiwi_cpp: kiwisolver {kiwisolver.__version__}'s sources could not be fetched: "
                  f"{fetched.stderr.strip().splitlines()[-1:] or 'no archive'}", file=sys.stderr)
            return None
        with tarfile.open(archives[0]) as archive:
            members = [m for m in archive.getmembers() if "/kiwi/" in m.name and m.name.endswith(".h")]
            archive.extractall(folder, members=members, filter="data")
    compiler = os.environ.get("CXX") or shutil.which("g++") or shutil.which("clang++")
    if not compiler:
        print("kiwi_cpp: no C++ compiler (set CXX)", file=sys.stderr)
        return None
    built = subprocess.run([compiler, "-O2", "-DNDEBUG", "-std=c++17", "-I", headers, "-o", binary, source],
                           capture_output=True, text=True)
    if built.returncode != 0:
        print(f"kiwi_cpp: kiwi_replay did not compile:\n{built.stderr}", file=sys.stderr)
        return None
    return binary


def replay_difference(binary, solvers, path):
    """The largest difference between kiwi_replay's values and kiwisolver's for the recorded
    documents `solvers` (written to `path`): round-off (kiwisolver's build and this one's compiler
    flags differ) when the replay is the same model, solved the same; 0 on the corpus documents."""
    with open(path, "w") as out:
        for solver in solvers:
            write_events(solver, out)
    lines = subprocess.run([binary, "batch", path], capture_output=True, text=True, check=True).stdout.splitlines()
    largest = 0.0
    for solver, line in zip(solvers, lines, strict=True):
        variables = {}
        python = kiwisolver.Solver()
        for event in solver.events:
            if event[0] == "c":
                for term in event[1].expression().terms():
                    variables.setdefault(id(term.variable()), term.variable())
                try:
                    python.addConstraint(event[1])
                except kiwisolver.UnsatisfiableConstraint:
                    pass
            else:
                variables.setdefault(id(event[1]), event[1])
                if event[0] == "e":
                    python.addEditVariable(event[1], event[2])
                else:
                    python.suggestValue(event[1], event[2])
        python.updateVariables()
        replayed = [float(cell) for cell in line.split()]
        if len(replayed) != len(variables):
            return float("inf")
        largest = max([largest] + [abs(v.value() - r) for v, r in zip(variables.values(), replayed)])
    return largest
