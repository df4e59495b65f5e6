#!/usr/bin/env python3
"""Fails when a public symbol has no documentation comment.

    python3 Scripts/doc_coverage.py GRAPH.symbols.json [GRAPH.symbols.json ...]

Reads the symbol graphs the compiler emits (-emit-symbol-graph, minimum access level public)
and lists every public symbol declared in this repository's sources (it has a source location;
members the compiler synthesizes, such as an enum's `hashValue`, have none) that carries no doc
comment of its own. SPI symbols (`@_spi(Engine)`) are left out of the graphs, as they are left
out of the reference. Prints the total per module and exits 1 if any symbol is undocumented.
"""
import json
import sys


def undocumented(path):
    graph = json.load(open(path))
    found = []
    total = 0
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") != "public" or "spi" in symbol:
            continue
        location = symbol.get("location")
        if not location:
            continue
        total += 1
        if "docComment" not in symbol:
            where = location["uri"].split("/Sources/", 1)[-1]
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            found.append(f"Sources/{where}:{line}: {name} has no doc comment")
    return graph["module"]["name"], total, found


def main(paths):
    if not paths:
        print("usage: doc_coverage.py GRAPH.symbols.json ...", file=sys.stderr)
        return 2
    missing = []
    for path in paths:
        module, total, found = undocumented(path)
        print(f"doc coverage: {module}: {total - len(found)} of {total} public symbols documented")
        missing += found
    for line in sorted(missing):
        print(line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
