#!/usr/bin/env bash
# Fails when a public symbol of the DSL modules has no example in its doc comment.
#
# The DocC catalogs (Sources/SnapLayoutDSL/SnapLayoutDSL.docc, Sources/SnapLayoutSwiftLayout/
# SnapLayoutSwiftLayout.docc, Sources/SnapLayoutEasyPeasy/SnapLayoutEasyPeasy.docc) promise an
# example on every public symbol, so that a reader of the generated pages or of the source sees the
# call in use, not only its signature. This builds the three modules with the compiler's symbol
# graph output (the same data DocC reads), then lists each
# public or open symbol declared in their sources whose own doc comment has no ``` code block.
#
# Then every example (the doc comments' and the catalogs' ```swift blocks) is type-checked against
# the built modules, so an example that no longer compiles fails too. Each block becomes a method
# of one class whose properties are the names the examples use (`view`, `header`, `make` in a maker
# closure for maker lines, `constraint`, ...); errors point at the doc comment's line.
#
# Skipped: symbols the compiler synthesizes, members that come from other modules (protocol
# extensions of the standard library and Foundation), and doc comments inherited from a protocol
# requirement (they are the requirement's, which is checked on its own).
#
# Usage: scripts/docc-examples-check.sh [SCRATCH_PATH]   (default .build-docc)
set -euo pipefail

cd "$(dirname "$0")/.."
scratch="${1:-.build-docc}"
modules=(SnapLayoutDSL SnapLayoutSwiftLayout SnapLayoutEasyPeasy)
# Kept between runs: the compiler writes a module's graph only when it compiles the module, so an
# up-to-date build leaves the graph of the last compile, which is still the current one.
graphs="$scratch/symbolgraph"
mkdir -p "$graphs"
graphs="$(cd "$graphs" && pwd)"

# SnapLayout, the umbrella the examples import (`layoutIfNeeded()` is its), with the same flags so
# that one build serves both steps.
for module in "${modules[@]}" SnapLayout; do
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >&2
done

set +e
python3 - "$graphs" "$PWD/Sources" "${modules[@]}" <<'PY'
import glob, json, os, sys

graphs, sources, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
roots = tuple("file://" + os.path.join(sources, m) + "/" for m in modules)
missing, checked = [], 0

def has_code_block(doc):
    return any(line["text"].lstrip().startswith("```") for line in doc.get("lines", []))

def own_comment(symbol):
    """The doc comment written on the declaration itself, not one inherited from a requirement."""
    doc = symbol.get("docComment")
    if not doc or not doc.get("lines"):
        return None
    location = symbol["location"]
    if doc.get("uri") != location["uri"] or doc.get("module") not in modules:
        return None
    end = doc["lines"][-1]["range"]["end"]["line"] if "range" in doc["lines"][-1] else None
    if end is not None and not (0 <= location["position"]["line"] - end <= 8):
        return None
    return doc

seen = set()
for module in modules:
    for path in sorted(glob.glob(os.path.join(graphs, module + ".symbols.json"))
                       + glob.glob(os.path.join(graphs, module + "@*.symbols.json"))):
        for symbol in json.load(open(path))["symbols"]:
            precise = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in precise or precise in seen:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            uri = symbol.get("location", {}).get("uri", "")
            if not uri.startswith(roots):
                continue  # declared in another module
            seen.add(precise)
            checked += 1
            doc = own_comment(symbol)
            if doc is None or not has_code_block(doc):
                where = uri[len("file://" + os.path.dirname(sources)) + 1:]
                line = symbol["location"]["position"]["line"] + 1
                what = "no doc comment" if doc is None else "no example"
                missing.append(f"{where}:{line}: {module}.{'.'.join(symbol['pathComponents'])} "
                               f"({symbol['kind']['identifier']}): {what}")

for entry in sorted(missing):
    print(entry)
print(f"docc-examples-check: {checked} public symbols, {len(missing)} without an example")
sys.exit(1 if missing else 0)
PY
status=$?

# The examples, type-checked.
harness="$scratch/docc-examples/Examples.swift"
mkdir -p "$(dirname "$harness")"
python3 - "$harness" "${modules[@]}" <<'PY' || exit 1
import glob, os, re, sys

harness, modules = sys.argv[1], sys.argv[2:]
views = ["view", "superview", "header", "footer", "avatar", "title", "subtitle", "card", "badge", "a", "b", "c",
         "label", "body", "caption", "thumbnail", "sidebar", "background", "spinner", "overlay", "button", "row",
         "banner", "video"]
constraints = ["constraint", "topConstraint", "edgesConstraint", "widthConstraint", "heightConstraint",
               "sizeConstraint", "centerConstraint", "collapsed", "expanded"]
out = ["// Generated by scripts/docc-examples-check.sh: every documented example, type-checked.",
       "import Foundation", "import SnapLayout", "import SnapLayoutModel"] + [f"import {m}" for m in modules] + [
       "", "@available(*, deprecated)", "final class Examples {"]
out += [f"    let {v} = LayoutView()" for v in views]
out += ["    let guide = LayoutGuide()", "    let keyboardHeight: CGFloat = 300", "    let level: Float = 600"]
out += [f"    var {c}: Constraint!" for c in constraints]

def blocks(path):
    """(line, code) for each ```swift block of a Swift file's doc comments or a catalog page."""
    lines = open(path).read().split("\n")
    prefix = "///" if path.endswith(".swift") else ""
    i = 0
    while i < len(lines):
        text = lines[i].strip()
        if text.startswith(prefix) and text[len(prefix):].strip() == "```swift":
            start, body, i = i + 2, [], i + 1
            while i < len(lines) and lines[i].strip()[len(prefix):].strip() != "```":
                line = lines[i].strip()[len(prefix):] if prefix else lines[i]
                body.append(line[1:] if prefix and line.startswith(" ") else line)
                i += 1
            yield start, body
        i += 1

count = 0
for module in modules:
    files = sorted(glob.glob(f"Sources/{module}/**/*.swift", recursive=True)
                   + glob.glob(f"Sources/{module}/{module}.docc/**/*.md", recursive=True))
    for path in files:
        for line, body in blocks(path):
            count += 1
            # A maker line on its own runs in a maker closure.
            maker = any("make." in l for l in body) and not any("make in" in l for l in body)
            out.append(f"    func example{count}() throws {{")
            if maker:
                out.append("        view.snp.makeConstraints { make in")
            out.append(f'#sourceLocation(file: "{os.path.abspath(path)}", line: {line})')
            # A page's `import SnapLayout` is the harness's imports (a method cannot import).
            out += ["        " + (l if not l.startswith("import ") else "// " + l) for l in body]
            out.append("#sourceLocation()")
            if maker:
                out.append("        }")
            out.append("    }")
out.append("}")
open(harness, "w").write("\n".join(out) + "\n")
print(f"docc-examples-check: {count} examples to type-check")
PY
if ! swiftc -typecheck -suppress-warnings -I "$scratch/debug/Modules" -I CSolverShim "$harness"; then
    echo "docc-examples-check: an example does not compile (see above)"
    exit 1
fi
echo "docc-examples-check: every example type-checks"
exit $status
