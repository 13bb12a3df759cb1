#!/usr/bin/env python3
"""The longest functions of some Swift sources, by lines from the declaration to its closing brace.

    python3 scripts/longest-functions.py Sources/SnapLayoutGLPK [--top 5]

Counts `func`, `init` and `deinit` bodies (nested functions are counted on their own and also as
part of the function around them) by matching braces, with comments and string literals left out
so that a brace inside them does not count. A rough scan, not a parser: enough to compare the
same sources before and after a refactor (issue 17 asks for no function over ~80 lines).
"""
import argparse, os, re, sys

DECLARATION = re.compile(r"\b(func\s+[^\s(<]+|init[?!]?\s*[(<]|deinit\b)")


def code_only(text):
    """The text with comments and string literals blanked (newlines kept, so lines still count)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i)); i = j + 1
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def functions(path):
    text = code_only(open(path, encoding="utf-8").read())
    for match in DECLARATION.finditer(text):
        start = match.start()
        brace = text.find("{", match.end())
        # A protocol requirement (no body) ends at the line before any brace.
        if brace < 0 or "\n\n" in text[match.end():brace]:
            continue
        depth, j = 0, brace
        while j < len(text):
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        first = text.count("\n", 0, start) + 1
        last = text.count("\n", 0, j) + 1
        name = match.group(1).rstrip("(<").strip()
        yield last - first + 1, f"{path}:{first}", name


parser = argparse.ArgumentParser()
parser.add_argument("paths", nargs="+")
parser.add_argument("--top", type=int, default=5)
args = parser.parse_args()
found = []
for root in args.paths:
    files = [root] if root.endswith(".swift") else [
        os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".swift")]
    for path in sorted(files):
        found += functions(path)
for lines, where, name in sorted(found, key=lambda f: -f[0])[: args.top]:
    print(f"{lines:5}  {name:40} {where}")
