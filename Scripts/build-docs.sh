#!/usr/bin/env bash
# Builds the API reference of ScrollworkCore and ScrollworkSimulator with DocC, as one static
# site, with the guides (Guides/*.md) as articles and the gallery's pictures in them.
#
#   bash Scripts/build-docs.sh [OUTPUT]      # default OUTPUT: docs/api
#
# Every DocC warning is an error (a broken ``symbol`` link in a doc comment fails the build).
#
# Hosting: the site is transformed for static hosting under the base path
# DOCS_HOSTING_BASE_PATH (default "scrollwork/api": GitHub Pages serving the repository's docs/
# folder at https://OWNER.github.io/scrollwork/, so docs/api is at .../scrollwork/api/). A DocC
# site does not work from file://, and only under the base path it was built for. To look at it
# locally, build for the path a local server gives it and serve the folder above it:
#
#   DOCS_HOSTING_BASE_PATH=api bash Scripts/build-docs.sh /tmp/site/api
#   python3 -m http.server --directory /tmp/site 8000   # open http://localhost:8000/api/documentation/scrollworkcore/
#
# How: the symbol graphs come from a build of the two targets with -emit-symbol-graph (in its
# own scratch path, .build/docs, so the flags never invalidate the main build); `docc convert`
# builds each module's archive from its catalog (Sources/<Module>/<Module>.docc), copied to a
# temporary folder with the guides added as articles; `docc merge` combines both into one site.
# Simulator's doc comments name Core's symbols as code, not links: `docc convert --dependency`
# (experimental) resolved no link into Core's archive with this toolchain.
#
# The guides stay in Guides/ (one copy in git). The copies made here are rewritten for DocC:
# `Guides/X.md` becomes a link to that article, a picture's path its resource name (the picture
# is copied into the catalog), a link to a repository file or a heading becomes its text, and a
# code span that is exactly one of the module's type names (`ScrollMachine`) a symbol link.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

output="${1:-docs/api}"
hosting_base_path="${DOCS_HOSTING_BASE_PATH:-scrollwork/api}"
scratch="$root/.build/docs"
symbol_graphs="$scratch/symbol-graphs"

# DocC writes its JSON with Swift dictionaries: without a fixed hash seed the key order, and so
# the bytes, change from run to run. With it the site is byte-identical build to build.
export SWIFT_DETERMINISTIC_HASHING=1

work="$(mktemp -d)"
trap '[ -n "${KEEP_DOCS_WORK:-}" ] || rm -rf "$work"' EXIT

# --- Symbol graphs ------------------------------------------------------------------------------
# A module's graph is written when it is compiled; an up-to-date module keeps its graph from the
# last build (same folder, same flags).
mkdir -p "$symbol_graphs"
swift build --target ScrollworkSimulator --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
for module in ScrollworkCore ScrollworkSimulator; do
  mkdir -p "$work/graphs/$module"
  cp "$symbol_graphs/$module".symbols.json "$symbol_graphs/$module"@*.symbols.json \
    "$work/graphs/$module/" 2> /dev/null || true
  [ -f "$work/graphs/$module/$module.symbols.json" ] || {
    echo "build-docs: no symbol graph for $module in $symbol_graphs" >&2
    exit 1
  }
done

# --- Every public symbol documented -------------------------------------------------------------
# The engine's plumbing is SPI (`@_spi(Engine)`, left out of the graphs and the reference); every
# symbol a user sees has a doc comment, or the build fails naming it.
python3 Scripts/doc_coverage.py "$work/graphs/ScrollworkCore/ScrollworkCore.symbols.json" \
  "$work/graphs/ScrollworkSimulator/ScrollworkSimulator.symbols.json"

# --- Catalogs: the committed ones plus the guides as articles -----------------------------------
python3 - "$root" "$work" << 'EOF'
import json, os, re, shutil, sys

root, work = sys.argv[1], sys.argv[2]

# Which module's catalog holds each guide. Its article is named NAMEGuide: a plain name could
# be a symbol's (ScrollMachine) or a heading's (Physics) too, and a link to it ambiguous.
guides = {
    "ScrollworkCore": ["ScrollMachine", "Physics", "Decorations", "Sheet", "UIKit", "SwiftUI"],
    "ScrollworkSimulator": ["Scenarios", "Testing", "Gallery", "Playground", "Fuzzing"],
}
home = {guide: module for module, names in guides.items() for guide in names}
titles = {}
for guide in home:
    with open(os.path.join(root, "Guides", f"{guide}.md"), encoding="utf-8") as file:
        titles[guide] = file.readline().removeprefix("# ").strip()

def guide_link(module, guide):
    # Core is converted first, so it cannot resolve a link into Simulator: a link across modules
    # is a path in the merged site (DocC's pages put the hosting base path before it).
    if home[guide] == module:
        return f"<doc:{guide}Guide>"
    return f"[{titles[guide]}](/documentation/{home[guide].lower()}/{guide.lower()}guide)"

# The module's top-level type names: a code span naming one exactly becomes a symbol link.
types = {}
for module in guides:
    path = os.path.join(work, "graphs", module, f"{module}.symbols.json")
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    types[module] = {
        symbol["pathComponents"][0]
        for symbol in graph["symbols"]
        if len(symbol["pathComponents"]) == 1 and symbol["kind"]["identifier"] != "swift.func"
    }

def rewrite(text, module, guide_path, resources):
    out = []
    fence = None
    for line in text.split("\n"):
        stripped = line.lstrip()
        if fence:
            out.append(line)
            if stripped.startswith(fence):
                fence = None
            continue
        if stripped.startswith("```") or stripped.startswith("~~~"):
            fence = stripped[:3]
            out.append(line)
            continue
        if re.fullmatch(r"\s*<!--.*-->\s*", line):
            continue  # the snippet markers of Scripts/sync_snippets.py

        def image(match):
            alt, path = match.group(1), match.group(2)
            source = os.path.normpath(os.path.join(os.path.dirname(guide_path), path))
            stem, ext = os.path.splitext(os.path.basename(source))
            name = re.sub(r"[^A-Za-z0-9-]", "-", stem)
            if resources.setdefault(name, source) != source:
                sys.exit(f"build-docs: two pictures named {name}: {resources[name]}, {source}")
            return f"![{alt}]({name})"

        line = re.sub(r"!\[([^\]]*)\]\(((?!https?:)[^)\s]+)\)", image, line)
        # A link to a repository file or a heading: its text (the path is in the text already).
        line = re.sub(r"(?<!!)\[([^\]]+)\]\(((?!https?:)[^)\s]+)\)", r"\1", line)
        line = re.sub(
            r"`?Guides/([A-Za-z]+)\.md`?",
            lambda m: guide_link(module, m.group(1)) if m.group(1) in home else m.group(0),
            line,
        )
        line = re.sub(
            r"(?<!`)`([A-Za-z]+)`(?!`)",
            lambda m: f"``{m.group(1)}``" if m.group(1) in types[module] else m.group(0),
            line,
        )
        out.append(line)
    return "\n".join(out)

for module, names in guides.items():
    catalog = os.path.join(work, f"{module}.docc")
    shutil.copytree(os.path.join(root, "Sources", module, f"{module}.docc"), catalog)
    resources = {}
    for guide in names:
        path = os.path.join(root, "Guides", f"{guide}.md")
        with open(path, encoding="utf-8") as file:
            text = file.read()
        if not text.startswith("# "):
            sys.exit(f"build-docs: {path} does not start with a '# Title' line")
        if re.search(r"^# ", text[2:], re.M):
            # More than one level-1 heading (UIKit.md's parts): DocC keeps level 1 for the title.
            title, rest = text.split("\n", 1)
            text = title + "\n" + re.sub(r"^(#+) ", r"#\1 ", rest, flags=re.M)
        with open(os.path.join(catalog, f"{guide}Guide.md"), "w", encoding="utf-8") as file:
            file.write(rewrite(text, module, path, resources))
    os.makedirs(os.path.join(catalog, "Resources"), exist_ok=True)
    for name, source in resources.items():
        shutil.copyfile(source, os.path.join(catalog, "Resources", name + os.path.splitext(source)[1]))
    # The landing page lists the guides first.
    landing = os.path.join(catalog, f"{module}.md")
    with open(landing, encoding="utf-8") as file:
        text = file.read()
    group = "### Guides\n\n" + "".join(f"- <doc:{guide}Guide>\n" for guide in names) + "\n"
    if "\n## Topics\n\n" not in text:
        sys.exit(f"build-docs: {landing} has no '## Topics' section")
    with open(landing, "w", encoding="utf-8") as file:
        file.write(text.replace("\n## Topics\n\n", "\n## Topics\n\n" + group, 1))
EOF

# --- Convert and merge --------------------------------------------------------------------------
docc_flags=(--warnings-as-errors
  --transform-for-static-hosting --hosting-base-path "$hosting_base_path")
docc convert "$work/ScrollworkCore.docc" --additional-symbol-graph-dir "$work/graphs/ScrollworkCore" \
  --fallback-display-name ScrollworkCore --fallback-bundle-identifier ScrollworkCore \
  --output-path "$work/ScrollworkCore.doccarchive" "${docc_flags[@]}"
docc convert "$work/ScrollworkSimulator.docc" \
  --additional-symbol-graph-dir "$work/graphs/ScrollworkSimulator" \
  --fallback-display-name ScrollworkSimulator --fallback-bundle-identifier ScrollworkSimulator \
  --output-path "$work/ScrollworkSimulator.doccarchive" "${docc_flags[@]}"
docc merge "$work/ScrollworkCore.doccarchive" "$work/ScrollworkSimulator.doccarchive" \
  --synthesized-landing-page-name Scrollwork --output-path "$work/Scrollwork.doccarchive"

# DocC's pages live under documentation/; the site's own root would show "page not found".
cat > "$work/Scrollwork.doccarchive/index.html" << 'HTML'
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Scrollwork</title>
<meta http-equiv="refresh" content="0; url=documentation/"></head>
<body><a href="documentation/">Scrollwork documentation</a></body></html>
HTML

rm -rf "$output"
mkdir -p "$(dirname "$output")"
cp -R "$work/Scrollwork.doccarchive" "$output"
# git keeps no empty folders (DocC writes downloads/ and videos/ empty): leave none, so a fresh
# clone's docs/api and a new build compare equal.
find "$output" -type d -empty -delete
echo "build-docs: wrote $output (hosting base path /$hosting_base_path)"
