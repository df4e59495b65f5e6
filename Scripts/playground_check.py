#!/usr/bin/env python3
"""Checks the live playground in a real browser: headless Chromium opens index.html from the
file system, as a person double-clicking it would.

    python3 Scripts/playground_check.py PLAYGROUND_DIR SCROLLWORK_BINARY [SCREENSHOT_DIR]

Asserts that
- the engine loads and the browser logs no errors, at desktop and phone sizes;
- every built-in scenario replayed in the page (`scrollwork.replay`) gives the trace
  `scrollwork simulate` prints: every frame, every number within one device pixel;
- real input on every scene — mouse drags and flicks through WebDriver, touch through the
  Chrome DevTools Protocol — moves it, is recorded (`scrollwork.recording()`), and the CLI's
  replay of that recording gives the frames the page drew (`scrollwork.frames()`);
- `location.hash` selects the scene.
It reports the page's cost per frame (engine step and drawing, `scrollwork.benchmark`) and the
module's size.

Needs Debian's chromium and chromium-driver, and selenium from PyPI (.ci/run installs them).
"""
import json
import os
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.by import By


def fail(message):
    print(f"playground check: FAILED: {message}")
    sys.exit(1)


def browser(width, height, mobile=False):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", f"--window-size={width},{height}",
                     "--force-device-scale-factor=1", "--hide-scrollbars",
                     "--allow-file-access-from-files"):
        options.add_argument(argument)
    if mobile:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2, "touch": True},
            "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
                         "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
        })
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    binary = next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p)), None)
    if binary:
        options.binary_location = binary
    driver_path = next((p for p in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") if os.path.exists(p)), None)
    return webdriver.Chrome(service=Service(driver_path) if driver_path else Service(), options=options)


def open_page(driver, index, scene):
    driver.get(f"file://{index}#{scene}")
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "scrollwork.ready.then(() => done(true), (e) => done(String(e)));")
    error = driver.execute_script("return scrollwork.error()")
    if error:
        fail(f"#{scene}: the page shows an error: {error}")


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def simulate(binary, path_or_name):
    result = subprocess.run([binary, "simulate", path_or_name], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"scrollwork simulate {path_or_name}: {result.stderr.strip()}")
    return json.loads(result.stdout)


def compare(expected, actual, tolerance, where):
    """Every number within `tolerance`, everything else equal; returns the largest difference."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict) or set(expected) != set(actual):
            fail(f"{where}: keys differ: {sorted(expected) if isinstance(expected, dict) else expected} "
                 f"vs {sorted(actual) if isinstance(actual, dict) else actual}")
        return max([compare(expected[k], actual[k], tolerance, f"{where}.{k}") for k in expected] or [0])
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(expected) != len(actual):
            fail(f"{where}: lengths differ")
        return max([compare(e, a, tolerance, f"{where}[{i}]") for i, (e, a) in enumerate(zip(expected, actual))] or [0])
    if isinstance(expected, (int, float)) and not isinstance(expected, bool):
        if not isinstance(actual, (int, float)) or abs(expected - actual) > tolerance:
            fail(f"{where}: {expected} vs {actual} (more than {tolerance:.4f} pt apart)")
        return abs(expected - actual)
    if expected != actual:
        fail(f"{where}: {expected!r} vs {actual!r}")
    return 0


def check_replays(driver, binary):
    names = driver.execute_script("return scrollwork.builtIns()")
    if len(names) < 20:
        fail(f"the page has {len(names)} built-in scenarios")
    worst = 0
    frames = 0
    for name in names:
        scenario = driver.execute_script("return scrollwork.builtIn(arguments[0])", name)
        page = driver.execute_script("return scrollwork.replay(arguments[0])", scenario)
        cli = simulate(binary, name)
        pixel = 1 / scenario.get("displayScale", 3)
        worst = max(worst, compare(cli, page, pixel, name))
        frames += len(cli["frames"])
    print(f"replay: {len(names)} built-in scenarios, {frames} frames, as scrollwork simulate "
          f"(largest difference {worst:.2g} pt)")


def device_box(driver):
    return driver.execute_script(
        "const r = document.querySelector('#device').getBoundingClientRect();"
        "return [r.left, r.top, r.width, r.height];")


def scene_point(driver, x, y):
    """Client coordinates of the scene point (x, y)."""
    return driver.execute_script(
        "const a = scrollwork._toClient(arguments[0], arguments[1]); return [a.x, a.y];", x, y)


def mouse_drag(driver, start, moves, pause):
    """Presses at client point `start`, moves by each (dx, dy) with `pause` seconds between, and
    lets go."""
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=mouse, duration=0)
    x, y = start
    actions.pointer_action.move_to_location(int(x), int(y))
    actions.pointer_action.pointer_down()
    for dx, dy in moves:
        x += dx
        y += dy
        actions.pointer_action.pause(pause)
        actions.pointer_action.move_to_location(int(round(x)), int(round(y)))
    actions.pointer_action.pause(pause)
    actions.pointer_action.pointer_up()
    actions.perform()


def touch_drag(driver, start, moves, pause):
    """The same gesture as a finger, through the DevTools Protocol's touch events."""
    x, y = start
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 1}]})
    for dx, dy in moves:
        time.sleep(pause)
        x += dx
        y += dy
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
            "type": "touchMove", "touchPoints": [{"x": x, "y": y, "id": 1}]})
    time.sleep(pause)
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def wait_for_rest(driver, seconds=4):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if driver.execute_script("return scrollwork._atRest()"):
            return
        time.sleep(0.1)


def moved(frames):
    def position(frame):
        sheet = frame.get("sheet")
        if sheet:
            return (sheet["y"], sheet["content"]["offset"], sheet["header"]["collapsed"])
        return (frame["scroll"]["offset"],)
    return len({position(f) for f in frames}) > 1


def check_input(driver, binary, index, scene, gesture, touch):
    open_page(driver, index, scene)
    time.sleep(0.3)
    is_sheet = driver.execute_script("return !!scrollwork.recording().sheet")
    scale = driver.execute_script("return scrollwork._scale()")
    # Start on the list: for a sheet, inside its list, below the header.
    frame = driver.execute_script("return scrollwork.state()")
    if is_sheet:
        sheet = frame["sheet"]
        start = scene_point(driver, 195, sheet["y"] + sheet["header"]["visible"] + 60)
    else:
        start = scene_point(driver, 195, 600)
    steps = {"drag": [(0, -12 * scale)] * 20 + [(0, 10 * scale)] * 10,
             "flick": [(0, -40 * scale)] * 6}[gesture]
    pause = 0.03 if gesture == "drag" else 0.012
    (touch_drag if touch else mouse_drag)(driver, start, steps, pause)
    wait_for_rest(driver)
    time.sleep(0.2)
    recording = driver.execute_script("return scrollwork.recording()")
    frames = driver.execute_script("return scrollwork.frames()")
    script = recording["script"]
    drags = [a for a in script if "drag" in a]
    if not drags or not any("release" in a for a in script):
        fail(f"#{scene} ({gesture}, {'touch' if touch else 'mouse'}): the recording has no drag "
             f"and release: {json.dumps(script)[:300]}")
    if is_sheet and not all(a["drag"].get("on") == "content" for a in drags):
        fail(f"#{scene}: the drags were not recorded on the sheet's list")
    if not moved(frames):
        fail(f"#{scene} ({gesture}): nothing moved")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(recording, file)
        path = file.name
    cli = simulate(binary, path)
    os.unlink(path)
    if len(cli["frames"]) < len(frames):
        fail(f"#{scene}: the CLI's replay has {len(cli['frames'])} frames, the page drew {len(frames)}")
    pixel = 1 / recording.get("displayScale", 3)
    worst = max(compare(c, p, pixel, f"#{scene} frame {i}") for i, (c, p) in enumerate(zip(cli["frames"], frames)))
    print(f"input: #{scene} {gesture} by {'touch' if touch else 'mouse'}: {len(script)} actions, "
          f"{len(frames)} frames, replayed by the CLI to the same frames (largest difference {worst:.2g} pt)")


def main():
    if len(sys.argv) < 3:
        fail("usage: playground_check.py PLAYGROUND_DIR SCROLLWORK_BINARY [SCREENSHOT_DIR]")
    folder, binary = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    shots = sys.argv[3] if len(sys.argv) > 3 else None
    index = os.path.join(folder, "index.html")
    if not os.path.exists(index):
        fail(f"{index} does not exist")

    driver = browser(1280, 900)
    try:
        open_page(driver, index, "peek-fox")
        scenes = driver.execute_script("return scrollwork.scenes()")
        check_replays(driver, binary)
        for scene in scenes:
            open_page(driver, index, scene)
            current = driver.execute_script("return scrollwork.recording().name")
            if current != f"playground-{scene}":
                fail(f"#{scene} opened {current}")
            if shots:
                time.sleep(0.3)
                driver.save_screenshot(os.path.join(shots, f"desktop-{scene}.png"))
        for scene in scenes:
            check_input(driver, binary, index, scene, "drag", touch=False)
            check_input(driver, binary, index, scene, "flick", touch=False)
        open_page(driver, index, "fling")
        for scene in ("fling", "sheet"):
            cost = driver.execute_script("return scrollwork.benchmark(arguments[0], 2400)", scene)
            print(f"cost: #{scene}: engine {cost['engineMicroseconds']:.1f} µs and drawing "
                  f"{cost['drawMicroseconds']:.1f} µs a frame over {cost['frames']} frames; "
                  f"module {cost['moduleBytes'] / 1024:.0f} KB")
        errors = console_errors(driver)
        if errors:
            fail(f"console errors at desktop size: {errors[:3]}")
    finally:
        driver.quit()

    phone = browser(390, 844, mobile=True)
    try:
        for scene in ("sheet", "peek-fox", "two-tone"):
            check_input(phone, binary, index, scene, "drag", touch=True)
            if shots:
                phone.save_screenshot(os.path.join(shots, f"phone-{scene}.png"))
        check_input(phone, binary, index, "sheet", "flick", touch=True)
        errors = console_errors(phone)
        if errors:
            fail(f"console errors at phone size: {errors[:3]}")
    finally:
        phone.quit()
    print("playground check: passed")


if __name__ == "__main__":
    main()
