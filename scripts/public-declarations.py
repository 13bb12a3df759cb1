#!/usr/bin/env python3
"""Counts the public (and open) declarations of each module, and the share with a doc comment.

    scripts/public-declarations.py [SOURCES_DIR]      (default: Sources)

A declaration is a line that declares a type, function, initialiser, subscript, property, case,
typealias or associated type with `public` or `open` access (`public extension` lines are not
declarations and are not counted). It is documented when the nearest line above it that is not an
attribute (`@discardableResult`, ...) is a doc comment (`///` or the end of a `/** */` block).
"""
import os
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|open|package|internal|private|fileprivate)(?:\((?:set|get)\))?\s+|"
    r"static\s+|class\s+(?=(?:func|var|let|subscript)\b)|final\s+|override\s+|mutating\s+|nonmutating\s+|"
    r"convenience\s+|required\s+|indirect\s+|lazy\s+|nonisolated\s+)*"
    r"(?:struct|enum|class|actor|protocol|func|init|subscript|var|let|case|typealias|associatedtype)\b"
)
PUBLIC = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+\s+)*?(?:public|open)\b(?!\()")
ATTRIBUTE = re.compile(r"^\s*@\w+(?:\([^)]*\))?\s*$")


def count(path):
    public = documented = 0
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    for index, line in enumerate(lines):
        if not DECLARATION.match(line) or not PUBLIC.match(line):
            continue
        # `public private(set) var` is public; `private(set) public` too; `package(set)` alone is not.
        public += 1
        above = index - 1
        while above >= 0 and ATTRIBUTE.match(lines[above]):
            above -= 1
        if above >= 0 and (lines[above].strip().startswith("///") or lines[above].strip().endswith("*/")):
            documented += 1
    return public, documented


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
    rows = []
    for module in sorted(os.listdir(root)):
        folder = os.path.join(root, module)
        if not os.path.isdir(folder):
            continue
        public = documented = 0
        for directory, _, files in os.walk(folder):
            for name in files:
                if name.endswith(".swift"):
                    p, d = count(os.path.join(directory, name))
                    public += p
                    documented += d
        rows.append((module, public, documented))
    width = max(len(row[0]) for row in rows)
    print(f"{'module':<{width}}  public  documented")
    for module, public, documented in rows:
        share = f"{100 * documented / public:.0f}%" if public else "-"
        print(f"{module:<{width}}  {public:6}  {documented:6} {share:>4}")
    total = sum(row[1] for row in rows)
    total_documented = sum(row[2] for row in rows)
    print(f"{'total':<{width}}  {total:6}  {total_documented:6} {100 * total_documented / total:.0f}%")


if __name__ == "__main__":
    main()
