#!/usr/bin/env python3
"""Check `snaplayout ib` against the Interface Builder corpus: Xcode's stored frames of real scenes.

Usage: python3 scripts/ib-corpus-check.py [--snaplayout PATH] [--solver NAME] [--text measured|stored]
                                          [--system-font FAMILY] [--corpus DIR]
                                          [--details] [--json]

DIR defaults to ../shared/corpus/ib beside the repository: public/ holds the storyboards and xibs,
docs/ and stack-docs/ the same scenes converted by an independent converter, with Xcode's stored
frames in *.expected.json (UISwitch and UISlider frames there are alignment rectangles: 2 pt
narrower, a slider's also 2 pt to the right).

Counts, for every scene `snaplayout ib` finds: whether it holds constraints, whether it was laid out
(status other than error or unsupported), and whether every view is within 0.5 pt of Xcode's frame
(the expected file's frames where the converter made one, else the frames stored in the file).
Then, on the converter's own documents (docs/*.json and stack-docs/*.json), how many of the same
scenes each reproduces. With --details, one line per scene that does not match, with its worst view
and a first classification (the tool's notes and IB's marks); docs/interface-builder.md gives the
final classification.
"""
import argparse, json, os, subprocess, sys, xml.etree.ElementTree as ET
from collections import Counter

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--corpus", default=os.path.join(here, "..", "..", "shared", "corpus", "ib"))
parser.add_argument("--snaplayout", default=os.path.join(here, "..", ".build", "release", "snaplayout"))
parser.add_argument("--solver", default=None)
parser.add_argument("--text", default=None, help="measured (the default) or stored, passed to snaplayout ib")
parser.add_argument("--system-font", default=None, help="the family measured as the system font, passed to snaplayout ib")
parser.add_argument("--tolerance", type=float, default=0.5)
parser.add_argument("--details", action="store_true")
parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
args = parser.parse_args()

public = os.path.join(args.corpus, "public")
if not os.path.isdir(public):
    sys.exit(f"the corpus is not there: {public} (see docs/interface-builder.md)")
command = [args.snaplayout, "ib", "--format", "json", public]
if args.solver:
    command[2:2] = ["--solver", args.solver]
if args.text:
    command[2:2] = ["--text", args.text]
if args.system_font:
    command[2:2] = ["--system-font", args.system_font]
out = subprocess.run(command, capture_output=True, text=True)
if out.returncode not in (0, 1):
    sys.exit(f"snaplayout ib failed ({out.returncode}): {out.stderr[:2000]}")
lines = [json.loads(line) for line in out.stdout.splitlines()]


def expected_for(path, scene):
    """The converter's folder that holds a document of the scene (or None), and Xcode's frames as
    it wrote them (docs/ first; stack-docs/ holds the scenes with stack views docs/ skipped)."""
    repo = os.path.basename(os.path.dirname(path))
    base = os.path.basename(path) + "__" + scene
    found = None
    for folder in ("docs", "stack-docs"):
        candidate = os.path.join(args.corpus, folder, repo, base)
        if os.path.exists(candidate + ".expected.json"):
            expected = json.load(open(candidate + ".expected.json"))
            if os.path.exists(candidate + ".json"):
                return folder, expected, True
            found = found or (None, expected, False)
    return found or (None, None, False)


xml_cache = {}


def file_facts(path):
    """Per file: the stored frames, the alignment-rectangle views, the scenes' roots that hold a
    constraint element (a collection view cell's own constraints count for its content view), and
    each cell's content view's cell."""
    if path not in xml_cache:
        tree = ET.parse(path)
        stored, align, constrained, cells, lists = {}, {}, set(), {}, set()
        def holds_list(element):
            # A scroll, table or collection view of the scene itself (not inside one of its cells).
            for child in element:
                if child.tag in ("scrollView", "tableView", "collectionView"):
                    return True
                if child.tag not in ("tableViewCell", "collectionViewCell", "collectionReusableView") and holds_list(child):
                    return True
            return False
        def holds_constraint(element):
            # Constraints of the scene itself: a cell inside it is a scene of its own.
            for child in element:
                if child.tag == "constraint" or (child.tag not in ("tableViewCell", "collectionViewCell", "collectionReusableView") and holds_constraint(child)):
                    return True
            return False
        for element in tree.iter():
            if element.get("id") and holds_constraint(element):
                constrained.add(element.get("id"))
            if element.get("id") and holds_list(element):
                lists.add(element.get("id"))
            if element.tag in ("tableViewCell", "collectionViewCell"):
                content = next((c for c in element if c.get("key") == "contentView"), None)
                if content is not None and holds_constraint(element):
                    constrained.add(content.get("id") or element.get("id"))
        for element in tree.iter():
            rect = element.find("rect[@key='frame']")
            if rect is not None and element.get("id"):
                stored[element.get("id")] = [float(rect.get(k, 0)) for k in ("x", "y", "width", "height")]
            if element.tag in ("switch", "slider") and element.get("id"):
                align[element.get("id")] = element.tag
            if element.tag in ("tableViewCell", "collectionViewCell"):
                content = next((c for c in element if c.get("key") == "contentView"), None)
                if content is not None and content.get("id"):
                    cells[content.get("id")] = element.get("id")
        xml_cache[path] = (stored, align, constrained, cells, lists)
    return xml_cache[path]


def aligned(frame, kind):
    x, y, w, h = frame
    return [x, y, w - 2, h] if kind == "switch" else [x + 2, y, w - 4, h]


outcome = Counter()
converter = Counter()
misses = []
for result in lines:
    if result["scene"] is None:
        outcome["files " + result["status"]] += 1
        continue
    path, scene = result["file"], result["scene"]
    stored, align, constrained, cells, lists = file_facts(path)
    kinds = (["lists"] if scene in lists else []) + (["cells"] if scene in cells else [])
    ids = list(result["frames"].keys())
    has_constraints = scene in constrained
    folder, expected, converted = expected_for(path, scene)
    if expected is None and scene in cells:
        # The converter names a xib's cell by the cell, whose content view is the scene's root here.
        folder, expected, converted = expected_for(path, cells[scene])
    outcome["scenes"] += 1
    if not has_constraints:
        outcome["scenes without constraints"] += 1
    laid_out = result["status"] not in ("error", "unsupported")
    if has_constraints:
        outcome["with constraints"] += 1
        outcome["with constraints, laid out"] += laid_out
        for kind in kinds:
            outcome[kind] += 1
            outcome[kind + ", laid out"] += laid_out
    if not laid_out:
        continue
    reference = expected["frames"] if expected and expected.get("frames") else {i: f for i, f in stored.items() if i in result["frames"]}
    worst, worst_id = 0.0, None
    for vid, frame in reference.items():
        got = result["frames"].get(vid)
        if got is None:
            continue
        if expected and expected.get("frames") and vid in align:
            got = aligned(got, align[vid])
        # The root's position is IB's placement on the canvas, not the layout's: its size is compared.
        pairs = list(zip(got, frame))[2:] if vid == scene else zip(got, frame)
        d = max(abs(a - b) for a, b in pairs)
        if d > worst:
            worst, worst_id = d, vid
    match = worst <= args.tolerance
    if has_constraints:
        outcome["with constraints, match"] += match
        for kind in kinds:
            outcome[kind + ", match"] += match
    if converted:
        converter[folder] += 1
        converter[folder + " matched"] += match
    if not match and has_constraints:
        misses.append((path, scene, result, worst_id, worst, reference.get(worst_id), result["frames"].get(worst_id),
                       (expected or {}).get("notes") or [], converted, kinds))

figures = {
    "files": sum(v for k, v in outcome.items() if k.startswith("files")) + len({r["file"] for r in lines if r["scene"]}),
    "scenes": outcome["scenes"],
    "scenes with constraints": outcome["with constraints"],
    "laid out": outcome["with constraints, laid out"],
    "within tolerance": outcome["with constraints, match"],
    "converter documents (docs/)": converter["docs"],
    "of which snaplayout ib matches": converter["docs matched"],
    "converter documents (stack-docs/)": converter["stack-docs"],
    "of which snaplayout ib matches (stack-docs/)": converter["stack-docs matched"],
    "scenes with constraints holding scroll, table or collection views": outcome["lists"],
    "of which laid out": outcome["lists, laid out"],
    "of which within tolerance": outcome["lists, match"],
    "cells with constraints": outcome["cells"],
    "cells laid out": outcome["cells, laid out"],
    "cells within tolerance": outcome["cells, match"],
    "unreadable files": outcome["files error"],
    "files not UIKit": outcome["files unsupported"],
}
if args.json:
    print(json.dumps(figures))
else:
    w = figures["scenes with constraints"]
    print(f"{figures['scenes']} scenes found in {figures['files']} files; {w} hold constraints")
    print(f"  laid out: {figures['laid out']} of {w} ({100 * figures['laid out'] / max(w, 1):.1f} %)")
    print(f"  within {args.tolerance} pt of Xcode's frames: {figures['within tolerance']} of {w}")
    print(f"  the converter's documents: snaplayout ib matches {figures['of which snaplayout ib matches']} of the "
          f"{figures['converter documents (docs/)']} in docs/ (the converter: 216) and "
          f"{figures['of which snaplayout ib matches (stack-docs/)']} of the {figures['converter documents (stack-docs/)']} "
          f"in stack-docs/ (the converter: 28)")
    print(f"  holding scroll, table or collection views: {figures['scenes with constraints holding scroll, table or collection views']} scenes, "
          f"{figures['of which laid out']} laid out, {figures['of which within tolerance']} within {args.tolerance} pt; "
          f"cells: {figures['cells with constraints']}, {figures['cells laid out']} laid out, {figures['cells within tolerance']} within {args.tolerance} pt")
    print(f"  files not UIKit: {figures['files not UIKit']}; unreadable: {figures['unreadable files']}")
if args.details:
    for path, scene, result, vid, worst, want, got, notes, converted, kinds in misses:
        print(f"- {os.path.relpath(path, public)} {scene} [{result['status']}{', converted' if converted else ''}{''.join(', ' + k for k in kinds)}] "
              f"{vid}: off by {worst:.2f} (got {got}, Xcode {want}); tool notes: {result['notes'][:4]}; "
              f"unsupported: {result['unsupported'][:2]}; converter notes: {notes}")
