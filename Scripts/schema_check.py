#!/usr/bin/env python3
"""Checks docs/schema against the code: scenarios and traces must validate, bad scenarios must not.

- Both schemas are valid JSON Schema (draft 2020-12 metaschema).
- Every built-in scenario (Sources/ScrollworkSimulator/Scenarios/*.json) validates against
  docs/schema/scenario.schema.json.
- Every golden trace (Tests/ScrollworkSimulatorTests/__Goldens__/*.json), and the trace of every
  built-in scenario as `scrollwork simulate NAME` prints it, with and without `--final-only`,
  validates against docs/schema/trace.schema.json.
- Each scenario in VALID is accepted by both the schema and `scrollwork simulate`; each one in
  INVALID is rejected by both (so the check can fail, and the schema agrees with the reader).

Needs Python's `jsonschema` (4.x; tested with 4.26). Run from the repository root, optionally
with the `scrollwork` executable (otherwise it is built with `swift build`):

    python3 Scripts/schema_check.py [PATH/TO/scrollwork]

Prints one line per failure and exits 1 if there is any.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError, best_match

SCENARIO_SCHEMA = "docs/schema/scenario.schema.json"
TRACE_SCHEMA = "docs/schema/trace.schema.json"
SCENARIOS = "Sources/ScrollworkSimulator/Scenarios"
GOLDENS = "Tests/ScrollworkSimulatorTests/__Goldens__"

VIEWPORT = {"width": 390, "height": 844}
CONTENT = {"rows": 40}
SHEET = {"detents": [{"id": "low", "height": 100}, {"id": "high", "fraction": 0.9}]}


def scenario(**fields):
    """A small valid scenario with `fields` replaced (a value of None removes the field)."""
    base = {"viewport": VIEWPORT, "content": CONTENT}
    base.update(fields)
    return {key: value for key, value in base.items() if value is not None}


def sheet(**fields):
    """A small valid sheet scenario with the sheet's `fields` added."""
    return scenario(content=None, sheet=dict(SHEET, **fields))


# Scenarios both the schema and the reader accept: the corners of the format.
VALID = {
    "sheet without content": sheet(),
    "zero viewport height with a sheet container": dict(
        sheet(container={"height": 700}), viewport={"width": 390, "height": 0}),
    "resize to zero height without a sheet": scenario(script=[{"resize": {"height": 0}}]),
    "numeric decelerationRate": scenario(decelerationRate=0.995),
    "content by height": scenario(content={"height": 0}),
    "content by rowHeights": scenario(content={"rowHeights": [44, 0, 88.5]}),
    "rows and rowHeight": scenario(content={"rows": 3, "rowHeight": 10}),
    "every scroll-view action": scenario(script=[
        {"drag": {"by": -100, "duration": 0.2}}, {"release": {}}, {"fling": {"velocity": -900}},
        {"wait": {"seconds": 1}}, {"setContent": {}}, {"setContent": {"rowHeight": 30}},
        {"setInsets": {"top": 20}}, {"resize": {"width": 844}},
        {"scrollTo": {"offset": 10, "animated": True}},
    ]),
    "every decoration": scenario(decorations={
        "peekingBackground": {"dimming": 0.5, "emptyState": False, "follow": 1},
        "parallaxBackground": {"mode": "ratio", "ratio": -0.3, "imageHeight": 600},
        "edgeFill": {"bottom": "#a0B1c2"}, "edgeShadows": {"thickness": 0},
        "stickyFooter": {"height": 50},
    }),
    "every sheet field": sheet(
        container={"height": 700}, safeArea={"top": 59, "bottom": 34}, initial="high",
        header={"height": 100, "collapsible": 30, "reveal": "atTop"}, content={"rows": 5},
        keyboard="none", keyboardByDetent={"high": "liftAndExpand"},
        contentInteraction="scrolls", dimming={"from": "low", "to": "high", "alpha": 1},
        snap={"velocityThreshold": 1e6, "maximumDetentsSkipped": 0},
        spring={"response": 0.05, "dampingFraction": 10}),
    "every sheet action": dict(sheet(), script=[
        {"drag": {"by": -10, "duration": 0.1, "on": "header"}}, {"release": {}},
        {"fling": {"velocity": 500, "on": "grabber"}}, {"keyboard": {"height": 300}},
        {"moveSheet": {"to": "high", "animated": False}},
        {"setDetents": [{"id": "only", "inset": 10}]},
    ]),
}

# Scenarios both must reject: one mistake each, of every kind the reader reports.
INVALID = {
    # unknown keys
    "unknown top-level key": scenario(colour="red"),
    "$schema key": dict(scenario(), **{"$schema": SCENARIO_SCHEMA}),
    "unknown viewport key": scenario(viewport={"width": 1, "height": 1, "depth": 1}),
    "unknown content key": scenario(content={"rows": 3, "columns": 2}),
    "unknown decoration": scenario(decorations={"vignette": {}}),
    "unknown sheet key": sheet(grabber=True),
    "unknown action": scenario(script=[{"jump": {}}]),
    "unknown action field": scenario(script=[{"wait": {"seconds": 1, "twice": True}}]),
    "two keys in one action": scenario(script=[{"wait": {"seconds": 1}, "release": {}}]),
    "unknown detent key": sheet(detents=[{"id": "a", "height": 1, "label": "A"}]),
    # wrong types
    "string width": scenario(viewport={"width": "390", "height": 844}),
    "number name": scenario(name=7),
    "string bounce": scenario(bounce={"top": "yes"}),
    "object script": scenario(script={"wait": {"seconds": 1}}),
    "number release": scenario(script=[{"release": 0}]),
    "bad decelerationRate": scenario(decelerationRate="slow"),
    "bad colour": scenario(decorations={"edgeFill": {"top": "red"}}),
    "bad keyboard mode": sheet(keyboard="hide"),
    "bad drag source": dict(sheet(), script=[{"fling": {"velocity": 1, "on": "map"}}]),
    "fractional rows": scenario(content={"rows": 2.5}),
    # numbers out of range
    "negative height": scenario(viewport={"width": 390, "height": -2}),
    "fps 0": scenario(fps=0),
    "fps 1001": scenario(fps=1001),
    "displayScale 0": scenario(displayScale=0),
    "decelerationRate 1": scenario(decelerationRate=1),
    "offset beyond 1e9": scenario(initialOffset=2e9),
    "too many rows": scenario(content={"rows": 1000001}),
    "dimming above 1": scenario(decorations={"peekingBackground": {"dimming": 1.5}}),
    "negative duration": scenario(script=[{"drag": {"by": 1, "duration": -1}}]),
    "wait beyond 600 s": scenario(script=[{"wait": {"seconds": 601}}]),
    "snap threshold above 1e6": sheet(snap={"velocityThreshold": 2e6}),
    "detents skipped above 100": sheet(snap={"maximumDetentsSkipped": 101}),
    "spring response below 0.05": sheet(spring={"response": 0.01}),
    "damping above 10": sheet(spring={"dampingFraction": 11}),
    "fraction above 1": sheet(detents=[{"id": "a", "fraction": 1.2}]),
    "zero container height": sheet(container={"height": 0}),
    "zero viewport height with a sheet": dict(sheet(), viewport={"width": 390, "height": 0}),
    "resize to zero height with a sheet": dict(sheet(), script=[{"resize": {"height": 0}}]),
    # missing required fields
    "no viewport": scenario(viewport=None),
    "no content": scenario(content=None),
    "empty content": scenario(content={}),
    "no detents": scenario(sheet={}),
    "empty detents": sheet(detents=[]),
    "detent without id": sheet(detents=[{"height": 1}]),
    "detent without a height": sheet(detents=[{"id": "a"}]),
    "parallax without imageHeight": scenario(decorations={"parallaxBackground": {}}),
    "footer without height": scenario(decorations={"stickyFooter": {}}),
    "empty edgeFill": scenario(decorations={"edgeFill": {}}),
    "drag without duration": scenario(script=[{"drag": {"by": 1}}]),
    "wait without seconds": scenario(script=[{"wait": {}}]),
    "moveSheet without to": dict(sheet(), script=[{"moveSheet": {}}]),
    "dimming without to": sheet(dimming={"from": "low"}),
    # combinations
    "height and rows": scenario(content={"height": 10, "rows": 1}),
    "rows and rowHeights": scenario(content={"rows": 1, "rowHeights": [1]}),
    "two detent heights": sheet(detents=[{"id": "a", "height": 1, "inset": 1}]),
    "keyboard without a sheet": scenario(script=[{"keyboard": {"height": 300}}]),
    "moveSheet without a sheet": scenario(script=[{"moveSheet": {"to": "low"}}]),
    "on without a sheet": scenario(script=[{"drag": {"by": 1, "duration": 1, "on": "sheet"}}]),
}


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def first_error(validator, instance):
    """The most relevant validation error as `path: message`, or None."""
    error = best_match(validator.iter_errors(instance))
    if error is None:
        return None
    path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
    message = error.message if len(error.message) <= 160 else error.message[:157] + "..."
    return f"{path.lstrip('.') or '(root)'}: {message}"


def scrollwork_binary(argv):
    if len(argv) > 1:
        return argv[1]
    subprocess.run(["swift", "build", "--product", "scrollwork"], check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "scrollwork")


def main(argv):
    failures = []
    validators = {}
    for name, path in [("scenario", SCENARIO_SCHEMA), ("trace", TRACE_SCHEMA)]:
        try:
            schema = load(path)
            Draft202012Validator.check_schema(schema)
            validators[name] = Draft202012Validator(schema)
        except (OSError, ValueError, SchemaError) as error:
            print(f"{path}: not a valid draft 2020-12 schema: {str(error).splitlines()[0]}")
            return 1
    scenario_check, trace_check = validators["scenario"], validators["trace"]
    counts = {}

    def check(validator, instance, what):
        counts[what.split(":")[0]] = counts.get(what.split(":")[0], 0) + 1
        problem = first_error(validator, instance)
        if problem:
            failures.append(f"{what}: does not validate: {problem}")

    builtins = sorted(glob.glob(f"{SCENARIOS}/*.json"))
    goldens = sorted(glob.glob(f"{GOLDENS}/*.json"))
    if not builtins or not goldens:
        failures.append(f"no scenarios in {SCENARIOS} or no goldens in {GOLDENS}")
    for path in builtins:
        check(scenario_check, load(path), f"built-in scenario: {path}")
    for path in goldens:
        check(trace_check, load(path), f"golden trace: {path}")

    scrollwork = scrollwork_binary(argv)
    for path in builtins:
        name = os.path.splitext(os.path.basename(path))[0]
        for flags in [[], ["--final-only"]]:
            command = [scrollwork, "simulate", name] + flags
            run = subprocess.run(command, capture_output=True, text=True)
            what = f"simulated trace: {' '.join(['scrollwork'] + command[1:])}"
            if run.returncode != 0:
                failures.append(f"{what}: exit {run.returncode}: {run.stderr.strip()[:200]}")
                continue
            check(trace_check, json.loads(run.stdout), what)

    with tempfile.TemporaryDirectory() as directory:
        def reader_status(instance):
            """`scrollwork simulate`'s exit status on `instance` (2: rejected), and its stderr."""
            path = os.path.join(directory, "s.json")
            with open(path, "w", encoding="utf-8") as file:
                json.dump(instance, file)
            run = subprocess.run([scrollwork, "simulate", path, "--final-only"],
                                 capture_output=True, text=True)
            return run.returncode, run.stderr.strip()

        for label, instance in VALID.items():
            check(scenario_check, instance, f"valid scenario: {label}")
            status, error = reader_status(instance)
            if status != 0:
                failures.append(f"valid scenario: {label}: scrollwork rejects it: {error[:200]}")
        for label, instance in INVALID.items():
            counts["invalid scenario"] = counts.get("invalid scenario", 0) + 1
            if scenario_check.is_valid(instance):
                failures.append(f"invalid scenario: {label}: the schema accepts it")
            status, error = reader_status(instance)
            if status == 0:
                failures.append(f"invalid scenario: {label}: scrollwork accepts it (fix the case)")
            elif status != 2:
                failures.append(f"invalid scenario: {label}: scrollwork exits {status}, not 2: "
                                f"{error[:200]}")

    for failure in failures:
        print(failure)
    summary = ", ".join(f"{count} {what}s" for what, count in counts.items())
    plural = "" if len(failures) == 1 else "s"
    print(f"schema check: {summary}: {len(failures) or 'no'} failure{plural}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
