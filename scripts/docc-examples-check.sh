#!/usr/bin/env bash
# Fails when a public symbol of the DSL modules has no example in its doc comment.
#
# The DocC catalogs (Sources/SnapLayoutDSL/SnapLayoutDSL.docc, Sources/SnapLayoutSwiftLayout/
# SnapLayoutSwiftLayout.docc) promise an example on every public symbol, so that a reader of the
# generated pages or of the source sees the call in use, not only its signature. This builds the
# two modules with the compiler's symbol graph output (the same data DocC reads), then lists each
# public or open symbol declared in their sources whose own doc comment has no ``` code block.
#
# Skipped: symbols the compiler synthesizes, members that come from other modules (protocol
# extensions of the standard library and Foundation), and doc comments inherited from a protocol
# requirement (they are the requirement's, which is checked on its own).
#
# Usage: scripts/docc-examples-check.sh [SCRATCH_PATH]   (default .build-docc)
set -euo pipefail

cd "$(dirname "$0")/.."
scratch="${1:-.build-docc}"
modules=(SnapLayoutDSL SnapLayoutSwiftLayout)
# Kept between runs: the compiler writes a module's graph only when it compiles the module, so an
# up-to-date build leaves the graph of the last compile, which is still the current one.
graphs="$scratch/symbolgraph"
mkdir -p "$graphs"
graphs="$(cd "$graphs" && pwd)"

for module in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >&2
done

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
