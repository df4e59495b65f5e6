#!/usr/bin/env python3
"""Checks Examples/ScrollworkDemo/ScrollworkDemo.xcodeproj against the files on disk, and the
example sets' catalogs against their examples.

Usage: python3 Examples/ScrollworkDemo/Scripts/check_project.py [--self-test] [PROJECT_DIR]

PROJECT_DIR is the folder holding ScrollworkDemo.xcodeproj (default: the one above this script).
Parses project.pbxproj (the OpenStep property-list format, with a parser of its own) and the
shared scheme, and fails, naming each problem, unless:

- the file parses, its object ids are 24 hex digits, and every id it uses is an object;
- every file reference (but built products) resolves, through its groups, to a file on disk;
- every .swift file of the app's folder and of both example sets (../ScrollworkExamples,
  ../ScrollworkExamplesSwiftUI) is in the app target's sources phase, every .swift file of the
  UI tests' folder in the UI-test target's, and nothing else is in either;
- the local package reference's relativePath is the folder of the repository's Package.swift,
  and every package product dependency names a library product that Package.swift declares;
  the app links Scrollwork, ScrollworkCore and ScrollworkSimulator;
- the fixed names and settings the CI workflow and the README rely on hold (targets, bundle
  id, iOS 15.0, the generated Info.plist keys), and the UI tests depend on the app;
- the shared scheme builds the app and tests the UI-test target by their ids and names;
- the asset catalog has the Fox, Landscape and Map image sets, each with its files;
- every example is in its set's catalog, the list the examples' root and the demo app show:
  each .swift file of ../ScrollworkExamples and ../ScrollworkExamplesSwiftUI but the root
  (ExamplesRootViewController.swift, ExamplesRootView.swift) and NOT_EXAMPLES declares a type
  named after the file, which the root's `static let catalog` makes (`Name(` between the
  catalog's brackets, comments and strings aside); the catalog's titles are distinct (the
  demo's accessibility identifiers and the SwiftUI list's ids); and the demo app's
  DemoRootViewController.swift reads both catalogs (its UIKit and SwiftUI sections).

--self-test breaks copies of the project in known ways, one at a time, and fails unless the
check rejects each for the expected reason and passes the unbroken copy.
"""

import json
import os
import re
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

APP, TESTS = "ScrollworkDemo", "ScrollworkDemoUITests"
PRODUCTS = {"Scrollwork", "ScrollworkCore", "ScrollworkSimulator"}
APP_SETTINGS = {
    "PRODUCT_BUNDLE_IDENTIFIER": "dev.scrollwork.demo",
    "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
    "GENERATE_INFOPLIST_FILE": "YES",
    "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
    "INFOPLIST_KEY_CADisableMinimumFrameDurationOnPhone": "YES",
    "SWIFT_VERSION": "6.0",
}
IMAGE_SETS = ("Fox", "Landscape", "Map")
# Each example set: its folder (from the project's folder) and its root, the file and type whose
# `static let catalog` lists the set's examples.
EXAMPLE_SETS = (
    ("../ScrollworkExamples", "ExamplesRootViewController"),
    ("../ScrollworkExamplesSwiftUI", "ExamplesRootView"),
)
# Files of the example sets that are not examples (helpers shared by several), by name without
# ".swift": none yet (ExampleRow, the SwiftUI examples' plain row, is in ExamplesRootView.swift).
NOT_EXAMPLES = frozenset()
DEMO_ROOT = "ScrollworkDemo/DemoRootViewController.swift"


class ParseError(Exception):
    pass


def parse_plist(text):
    """An OpenStep property list: dictionaries, arrays and strings (quoted or bare)."""
    text = re.sub(r"//[^\n]*|/\*.*?\*/", lambda m: " " * len(m.group(0)), text, flags=re.S)
    position = 0

    def skip():
        nonlocal position
        while position < len(text) and text[position].isspace():
            position += 1

    def expect(char):
        nonlocal position
        skip()
        if position >= len(text) or text[position] != char:
            line = text.count("\n", 0, position) + 1
            raise ParseError(f"line {line}: expected {char!r}")
        position += 1

    def value():
        nonlocal position
        skip()
        if position >= len(text):
            raise ParseError("unexpected end of file")
        char = text[position]
        if char == "{":
            position += 1
            result = {}
            while True:
                skip()
                if text[position : position + 1] == "}":
                    position += 1
                    return result
                key = value()
                expect("=")
                result[key] = value()
                expect(";")
        if char == "(":
            position += 1
            result = []
            while True:
                skip()
                if text[position : position + 1] == ")":
                    position += 1
                    return result
                result.append(value())
                skip()
                if text[position : position + 1] == ",":
                    position += 1
                elif text[position : position + 1] != ")":
                    expect(",")
        if char == '"':
            end = position + 1
            chars = []
            while end < len(text) and text[end] != '"':
                if text[end] == "\\":
                    end += 1
                    chars.append({"n": "\n", "t": "\t"}.get(text[end], text[end]))
                else:
                    chars.append(text[end])
                end += 1
            position = end + 1
            return "".join(chars)
        match = re.compile(r"[A-Za-z0-9_$/.:+-]+").match(text, position)
        if not match:
            line = text.count("\n", 0, position) + 1
            raise ParseError(f"line {line}: unexpected {char!r}")
        position = match.end()
        return match.group(0)

    result = value()
    skip()
    if position != len(text):
        raise ParseError("text after the top-level dictionary")
    return result


def library_products(package_swift):
    with open(package_swift, encoding="utf-8") as file:
        return set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', file.read()))


def swift_code(text, keep_strings=False):
    """TEXT with its comments and, unless KEEP_STRINGS, its string literals' contents blanked
    (spaces, so every position stays where it was)."""
    pattern = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"', re.S)

    def blank(match):
        token = match.group(0)
        if token.startswith('"'):
            return token if keep_strings else '"' + " " * (len(token) - 2) + '"'
        return re.sub(r"[^\n]", " ", token)

    return pattern.sub(blank, text)


def catalog_span(code):
    """Where the elements of `static let catalog … = [ … ]` are in CODE (blanked by swift_code),
    as (start, end), or None."""
    match = re.search(r"\bstatic\s+let\s+catalog\b[^=]*=\s*\[", code)
    if not match:
        return None
    depth, start = 1, match.end()
    for index in range(start, len(code)):
        depth += {"[": 1, "]": -1}.get(code[index], 0)
        if depth == 0:
            return start, index
    return None


def check_catalogs(project_dir):
    """Returns the examples missing from their catalogs, and the demo's list not read from them."""
    problems = []
    for folder, root in EXAMPLE_SETS:
        directory = os.path.join(project_dir, folder)
        try:
            with open(os.path.join(directory, root + ".swift"), encoding="utf-8") as file:
                root_text = file.read()
        except OSError as error:
            problems.append(f"{root}.swift: {error}")
            continue
        span = catalog_span(swift_code(root_text))
        if span is None:
            problems.append(f"{root}.swift has no `static let catalog = [ … ]`")
            continue
        made = set(re.findall(r"\b([A-Z][A-Za-z0-9_]*)\s*\(", swift_code(root_text)[span[0] : span[1]]))
        for name in sorted(os.listdir(directory)):
            stem = name[: -len(".swift")]
            if not name.endswith(".swift") or stem == root or stem in NOT_EXAMPLES:
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                code = swift_code(file.read())
            if not re.search(rf"\b(?:class|struct|enum|actor)\s+{re.escape(stem)}\b", code):
                problems.append(
                    f"{name} declares no type {stem} (an example is the type named after its file; "
                    "a helper goes in NOT_EXAMPLES)"
                )
            elif stem not in made:
                problems.append(f"{stem} is not in {root}.catalog ({folder}/{root}.swift)")
        titles = re.findall(
            r'\bExample\s*\(\s*(?:title:\s*)?"((?:\\.|[^"\\])*)"',
            swift_code(root_text, keep_strings=True)[span[0] : span[1]],
        )
        for title in sorted({t for t in titles if titles.count(t) > 1}):
            problems.append(f'{root}.catalog has two examples titled "{title}"')
    try:
        with open(os.path.join(project_dir, DEMO_ROOT), encoding="utf-8") as file:
            demo = swift_code(file.read())
    except OSError as error:
        return problems + [f"{DEMO_ROOT}: {error}"]
    for _, root in EXAMPLE_SETS:
        if not re.search(rf"\b{root}\s*\.\s*catalog\b", demo):
            problems.append(f"{DEMO_ROOT} does not read {root}.catalog (its section must be the catalog)")
    return problems


def check(project_dir):
    """Returns the problems found in PROJECT_DIR's project and the examples' catalogs."""
    return check_project_file(project_dir) + check_catalogs(project_dir)


def check_project_file(project_dir):
    """Returns the problems found in PROJECT_DIR's ScrollworkDemo.xcodeproj, as sentences."""
    problems = []
    xcodeproj = os.path.join(project_dir, "ScrollworkDemo.xcodeproj")
    try:
        with open(os.path.join(xcodeproj, "project.pbxproj"), encoding="utf-8") as file:
            plist = parse_plist(file.read())
    except (OSError, ParseError) as error:
        return [f"project.pbxproj does not parse: {error}"]
    objects = plist.get("objects", {})
    for oid in objects:
        if not re.fullmatch(r"[0-9A-F]{24}", oid):
            problems.append(f"object id {oid} is not 24 hex digits")

    def ids_in(value):
        if isinstance(value, dict):
            for key, item in value.items():
                yield from ids_in(key)
                yield from ids_in(item)
        elif isinstance(value, list):
            for item in value:
                yield from ids_in(item)
        elif isinstance(value, str) and re.fullmatch(r"[0-9A-F]{24}", value):
            yield value

    for oid, obj in objects.items():
        for used in ids_in(obj):
            if used not in objects:
                problems.append(f"{obj.get('isa')} {oid} refers to {used}, which is no object")
    root = objects.get(plist.get("rootObject"), {})
    if root.get("isa") != "PBXProject":
        return problems + ["rootObject is not a PBXProject"]

    # Where each file reference is: walk the groups from the main group.
    paths = {}

    def walk(group_id, folder):
        for child in objects.get(group_id, {}).get("children", []):
            obj = objects.get(child, {})
            tree, path = obj.get("sourceTree"), obj.get("path", "")
            base = {"<group>": folder, "SOURCE_ROOT": project_dir}.get(tree)
            if base is None:
                continue  # built products
            location = os.path.normpath(os.path.join(base, path))
            if obj.get("isa") == "PBXGroup":
                walk(child, location)
            else:
                paths[child] = location

    walk(root.get("mainGroup"), project_dir)
    for oid, obj in objects.items():
        if obj.get("isa") == "PBXFileReference" and obj.get("sourceTree") != "BUILT_PRODUCTS_DIR":
            if oid not in paths:
                problems.append(f"file reference {obj.get('path')} is in no group")
            elif not os.path.exists(paths[oid]):
                problems.append(f"file reference {obj.get('path')}: {paths[oid]} does not exist")

    targets = {objects[t].get("name"): objects[t] for t in root.get("targets", []) if t in objects}
    target_ids = {objects[t].get("name"): t for t in root.get("targets", []) if t in objects}
    for name in (APP, TESTS):
        if name not in targets:
            problems.append(f"no target named {name}")
    if problems:
        return problems

    def sources(target):
        found = set()
        for phase in target.get("buildPhases", []):
            if objects[phase].get("isa") == "PBXSourcesBuildPhase":
                for build_file in objects[phase].get("files", []):
                    ref = objects[build_file].get("fileRef")
                    if ref in paths:
                        found.add(os.path.realpath(paths[ref]))
        return found

    def swift_files(*folders):
        return {
            os.path.realpath(os.path.join(project_dir, folder, name))
            for folder in folders
            if os.path.isdir(os.path.join(project_dir, folder))
            for name in os.listdir(os.path.join(project_dir, folder))
            if name.endswith(".swift")
        }

    for name, folders in (
        (APP, ("ScrollworkDemo", "../ScrollworkExamples", "../ScrollworkExamplesSwiftUI")),
        (TESTS, ("ScrollworkDemoUITests",)),
    ):
        listed, on_disk = sources(targets[name]), swift_files(*folders)
        for path in sorted(on_disk - listed):
            problems.append(f"{os.path.relpath(path, project_dir)} is not in {name}'s sources")
        for path in sorted(listed - on_disk):
            problems.append(f"{name}'s sources list {os.path.relpath(path, project_dir)}")

    # The package, its products, and what the app links.
    packages = [objects[p] for p in root.get("packageReferences", []) if p in objects]
    local = [p for p in packages if p.get("isa") == "XCLocalSwiftPackageReference"]
    real = set()
    if len(local) != 1:
        problems.append(f"expected one XCLocalSwiftPackageReference, found {len(local)}")
    else:
        manifest = os.path.join(project_dir, local[0].get("relativePath", ""), "Package.swift")
        if not os.path.isfile(manifest):
            problems.append(f"the package reference's relativePath has no Package.swift ({manifest})")
        else:
            real = library_products(manifest)
    for oid, obj in objects.items():
        if obj.get("isa") == "XCSwiftPackageProductDependency":
            if real and obj.get("productName") not in real:
                problems.append(f"package product {obj.get('productName')} is not in Package.swift")
    linked = {objects[p].get("productName") for p in targets[APP].get("packageProductDependencies", [])}
    for product in sorted(PRODUCTS - linked):
        problems.append(f"{APP} does not link the package product {product}")

    # Fixed names and settings.
    def settings(target):
        listing = objects[target["buildConfigurationList"]]
        return [objects[c].get("buildSettings", {}) for c in listing.get("buildConfigurations", [])]

    for config in settings(targets[APP]):
        for key, wanted in APP_SETTINGS.items():
            if config.get(key) != wanted:
                problems.append(f"{APP}: {key} is {config.get(key)!r}, expected {wanted!r}")
    if targets[APP].get("productType") != "com.apple.product-type.application":
        problems.append(f"{APP} is not an application target")
    if targets[TESTS].get("productType") != "com.apple.product-type.bundle.ui-testing":
        problems.append(f"{TESTS} is not a UI-testing bundle")
    for config in settings(targets[TESTS]):
        if config.get("TEST_TARGET_NAME") != APP:
            problems.append(f"{TESTS}: TEST_TARGET_NAME is not {APP}")
    depends = {objects[d].get("target") for d in targets[TESTS].get("dependencies", [])}
    if target_ids[APP] not in depends:
        problems.append(f"{TESTS} does not depend on {APP}")

    # The shared scheme.
    scheme = os.path.join(xcodeproj, "xcshareddata", "xcschemes", "ScrollworkDemo.xcscheme")
    try:
        tree = ElementTree.parse(scheme)
    except (OSError, ElementTree.ParseError) as error:
        return problems + [f"the shared scheme does not parse: {error}"]
    product_names = {
        name: objects[target.get("productReference")].get("path") for name, target in targets.items()
    }
    for reference in tree.iter("BuildableReference"):
        name, blueprint = reference.get("BlueprintName"), reference.get("BlueprintIdentifier")
        if target_ids.get(name) != blueprint:
            problems.append(f"scheme: {name} is {blueprint}, but the project's {name} is {target_ids.get(name)}")
        elif reference.get("BuildableName") != product_names.get(name):
            problems.append(f"scheme: {name}'s BuildableName is not {product_names.get(name)}")
        if reference.get("ReferencedContainer") != "container:ScrollworkDemo.xcodeproj":
            problems.append(f"scheme: {name} is not in container:ScrollworkDemo.xcodeproj")
    built = {r.get("BlueprintName") for r in tree.iterfind("./BuildAction//BuildableReference")}
    tested = {r.get("BlueprintName") for r in tree.iterfind("./TestAction//BuildableReference")}
    launched = {r.get("BlueprintName") for r in tree.iterfind("./LaunchAction//BuildableReference")}
    if APP not in built or APP not in launched:
        problems.append(f"scheme: does not build and run {APP}")
    if TESTS not in tested:
        problems.append(f"scheme: does not test {TESTS}")

    # The artwork.
    catalog = os.path.join(project_dir, "ScrollworkDemo", "Assets.xcassets")
    for name in IMAGE_SETS:
        contents = os.path.join(catalog, f"{name}.imageset", "Contents.json")
        try:
            with open(contents, encoding="utf-8") as file:
                images = json.load(file).get("images", [])
        except (OSError, ValueError) as error:
            problems.append(f"image set {name}: {error}")
            continue
        files = [image["filename"] for image in images if "filename" in image]
        if not files:
            problems.append(f"image set {name} has no image files")
        for filename in files:
            if not os.path.isfile(os.path.join(catalog, f"{name}.imageset", filename)):
                problems.append(f"image set {name}: {filename} is missing")
    return problems


# Each: what to break (a function of the copy's project folder) and a phrase the check must print.
def _own(project_dir, relative):
    """RELATIVE's path in the copy, after replacing each linked folder on its way (the copy links
    to the repository's example sets) with a copy of its own: a mutation never writes through."""
    path = os.path.normpath(project_dir)
    for part in os.path.normpath(relative).split(os.sep)[:-1]:
        path = os.path.normpath(os.path.join(path, part))
        if os.path.islink(path):
            target = os.path.realpath(path)
            os.remove(path)
            shutil.copytree(target, path, symlinks=True)
    path = os.path.normpath(os.path.join(project_dir, relative))
    scratch = os.path.dirname(os.path.dirname(os.path.realpath(project_dir)))
    if not os.path.realpath(path).startswith(scratch + os.sep):
        raise AssertionError(f"the self-test would change {os.path.realpath(path)}, outside its copy")
    return path


def _edit(relative, old, new):
    """Replaces the first match of the regular expression OLD in RELATIVE."""

    def apply(project_dir):
        path = _own(project_dir, relative)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        changed = re.sub(old, new, text, count=1)
        if changed == text:
            raise AssertionError(f"the self-test's pattern {old!r} is not in {relative}")
        with open(path, "w", encoding="utf-8") as file:
            file.write(changed)

    return apply


def _remove(relative):
    return lambda project_dir: os.remove(_own(project_dir, relative))


def _add(relative, text="// new\n"):
    def apply(project_dir):
        with open(_own(project_dir, relative), "w", encoding="utf-8") as file:
            file.write(text)

    return apply


PBXPROJ = "ScrollworkDemo.xcodeproj/project.pbxproj"
SCHEME = "ScrollworkDemo.xcodeproj/xcshareddata/xcschemes/ScrollworkDemo.xcscheme"
UIKIT_ROOT = "../ScrollworkExamples/ExamplesRootViewController.swift"
SWIFTUI_ROOT = "../ScrollworkExamplesSwiftUI/ExamplesRootView.swift"
MUTATIONS = [
    ("a source file deleted", _remove("ScrollworkDemo/TracePlotView.swift"), "does not exist"),
    ("a new app file not added", _add("ScrollworkDemo/Extra.swift"), "Extra.swift is not in ScrollworkDemo's sources"),
    ("a new UI test not added", _add("ScrollworkDemoUITests/Extra.swift"), "is not in ScrollworkDemoUITests's sources"),
    ("a source dropped from the phase", _edit(PBXPROJ, r"\n\t+[0-9A-F]{24} /\* GalleryScene\.swift in Sources \*/,", ""), "GalleryScene.swift is not in ScrollworkDemo's sources"),
    ("the package path one level off", _edit(PBXPROJ, r"relativePath = \.\./\.\.;", "relativePath = ../../..;"), "has no Package.swift"),
    ("a product misspelled", _edit(PBXPROJ, "productName = ScrollworkSimulator;", "productName = ScrollworkSimulatr;"), "ScrollworkSimulatr is not in Package.swift"),
    ("the scheme's id stale", _edit(SCHEME, r'BlueprintIdentifier = "3', 'BlueprintIdentifier = "4'), "scheme: ScrollworkDemoUITests is"),
    ("the bundle id changed", _edit(PBXPROJ, r"PRODUCT_BUNDLE_IDENTIFIER = dev\.scrollwork\.demo;", "PRODUCT_BUNDLE_IDENTIFIER = dev.scrollwork.other;"), "PRODUCT_BUNDLE_IDENTIFIER"),
    ("a dangling id", _edit(PBXPROJ, r"mainGroup = ", "mainGroup = 000000000000000000000000; x = "), "which is no object"),
    ("a semicolon lost", _edit(PBXPROJ, r"archiveVersion = 1;", "archiveVersion = 1"), "does not parse"),
    ("a UI test in the app target", _edit(PBXPROJ, r"(\t+[0-9A-F]{24} /\* DemoScreen\.swift in Sources \*/,\n)((?:.|\n)*?)(\t+[0-9A-F]{24} /\* DemoAppDelegate\.swift in Sources \*/,\n)", r"\2\3\1"), "ScrollworkDemo's sources list ScrollworkDemoUITests/DemoScreen.swift"),
    ("an image missing", _remove("ScrollworkDemo/Assets.xcassets/Fox.imageset/fox@3x.png"), "fox@3x.png is missing"),
    ("a UIKit example left out of the catalog", _edit(UIKIT_ROOT, r"(?s)\n\s*Example\((?:(?!Example\().)*?\{ TabsSheetViewController\(\) \}\),", ""), "TabsSheetViewController is not in ExamplesRootViewController.catalog"),
    ("a SwiftUI example left out of the catalog", _edit(SWIFTUI_ROOT, r'(?s)\n\s*Example\("Sheet over tabs".*?\},', ""), "TabsSheetView is not in ExamplesRootView.catalog"),
    ("a new SwiftUI example not in the catalog", _add("../ScrollworkExamplesSwiftUI/ExtraView.swift", "struct ExtraView: View {}\n"), "ExtraView is not in ExamplesRootView.catalog"),
    ("an example file without its type", _add("../ScrollworkExamples/ExtraViewController.swift"), "ExtraViewController.swift declares no type ExtraViewController"),
    ("two examples with one title", _edit(SWIFTUI_ROOT, r'Example\("Paged sheet"', 'Example("Place card"'), 'has two examples titled "Place card"'),
    ("the demo's SwiftUI list not the catalog", _edit(DEMO_ROOT, r"rows: ExamplesRootView\.catalog", "rows: swiftUIExamples"), "does not read ExamplesRootView.catalog"),
]


def self_test(project_dir):
    """Breaks copies of the project and the folders it refers to; returns the failures."""
    project_dir = os.path.abspath(project_dir)
    examples = os.path.dirname(project_dir)
    repo = os.path.dirname(examples)
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        def fresh():
            copy_root = os.path.join(scratch, "repo")
            shutil.rmtree(copy_root, ignore_errors=True)
            copy_examples = os.path.join(copy_root, "Examples")
            os.makedirs(copy_examples)
            shutil.copy(os.path.join(repo, "Package.swift"), copy_root)
            for name in ("Sources", "Tests"):
                os.symlink(os.path.join(repo, name), os.path.join(copy_root, name))
            for name in os.listdir(examples):
                source = os.path.join(examples, name)
                if source != project_dir:
                    os.symlink(source, os.path.join(copy_examples, name))
            copy = os.path.join(copy_examples, os.path.basename(project_dir))
            shutil.copytree(project_dir, copy, symlinks=True)
            return copy

        clean = check(fresh())
        print(f"-- unbroken copy: {'passes' if not clean else 'FAILS'}")
        for problem in clean:
            print(f"   {problem}")
            failures.append(f"the unbroken copy fails: {problem}")
        for name, apply, expected in MUTATIONS:
            copy = fresh()
            apply(copy)
            problems = check(copy)
            if any(expected in problem for problem in problems):
                print(f"-- {name}: rejected ({next(p for p in problems if expected in p)})")
            else:
                print(f"-- {name}: NOT rejected as expected ({expected!r}); got {problems}")
                failures.append(name)
    return failures


def main(arguments):
    here = os.path.dirname(os.path.abspath(__file__))
    test = "--self-test" in arguments
    rest = [a for a in arguments if a != "--self-test"]
    if any(a.startswith("-") for a in rest) or len(rest) > 1:
        print(__doc__)
        return 2
    project_dir = os.path.abspath(rest[0] if rest else os.path.join(here, ".."))
    problems = check(project_dir)
    for problem in problems:
        print(f"check_project: {problem}")
    status = 1 if problems else 0
    if not problems:
        print(
            f"check_project: {os.path.relpath(project_dir)}: the project matches the files on disk, "
            "and every example is in its catalog"
        )
    if test:
        failures = self_test(project_dir)
        if failures:
            print(f"check_project --self-test: FAILED ({len(failures)}: {', '.join(failures)})")
            status = 1
        else:
            print(f"check_project --self-test: passed ({len(MUTATIONS)} breakages rejected)")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
