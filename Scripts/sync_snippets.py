#!/usr/bin/env python3
"""Rewrites every cited ```swift block of the documents from its snippet region.

A document cites a region with `<!-- snippet: PATH#NAME -->` on the line above a ```swift
block; the region is the lines between `// snippet: NAME` and `// end-snippet` in PATH (a
compiled file: Examples/Snippets for iOS code, Tests/ScrollworkCoreTests/Documentation for the
engine). `import` lines at the top of a block are kept. The test `DocumentationSnippetTests`
fails while a block and its region differ; edit the region, then run from the repository root:

    python3 Scripts/sync_snippets.py
"""
import glob
import re


def region(path, name):
    lines = open(path, encoding="utf-8").read().split("\n")
    start = next(i for i, line in enumerate(lines) if line.strip() == f"// snippet: {name}")
    end = next(i for i in range(start, len(lines)) if lines[i].strip() == "// end-snippet")
    body = lines[start + 1 : end]
    indent = min(len(line) - len(line.lstrip(" ")) for line in body if line)
    return [line[indent:] for line in body]


def sync(document):
    lines = open(document, encoding="utf-8").read().split("\n")
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        cited = re.match(r"\s*<!-- snippet: (.*)#(.*) -->", line)
        if cited and i + 1 < len(lines) and lines[i + 1].strip() == "```swift":
            indent = len(line) - len(line.lstrip(" "))
            end = next(j for j in range(i + 2, len(lines)) if lines[j].strip() == "```")
            imports = [
                l[indent:] for l in lines[i + 2 : end] if re.match(r"(@_spi\(\w+\) )?import ", l[indent:])
            ]
            body = imports + ([""] if imports else []) + region(cited.group(1), cited.group(2))
            out += [line, lines[i + 1]]
            out += [(" " * indent + b) if b else "" for b in body]
            out.append(lines[end])
            i = end + 1
            continue
        out.append(line)
        i += 1
    open(document, "w", encoding="utf-8").write("\n".join(out))


documents = ["README.md"] + glob.glob("Guides/*.md") + glob.glob("Examples/**/README.md", recursive=True)
for document in documents:
    sync(document)
