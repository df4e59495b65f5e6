#!/usr/bin/env python3
"""Checks the gallery in a real browser: headless Chromium opens index.html, pauses each inline
SVG at chosen times, screenshots it and asserts on pixels.

    python3 Scripts/browser_check.py GALLERY_DIR SCROLLWORK_BINARY

Asserts that
- the page is not blank and the browser logged no errors;
- in every scene whose trace moves, the picture changes between two times (the rows move);
- every scene, paused where its trace comes to rest, looks like the still frame that
  `scrollwork render NAME --at T` draws from the trace's final state (the animation rests
  where the trace says);
- no picture exceeds 300 KB.

Needs Debian's chromium and chromium-driver, fonts-dejavu-core, and selenium and pillow from
PyPI (.ci/run installs them).
"""
import io
import json
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

MAX_SVG_BYTES = 300 * 1024


def fail(message):
    print(f"browser check: FAILED: {message}")
    sys.exit(1)


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1400,1200",
                     "--force-device-scale-factor=1", "--hide-scrollbars"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    binary = next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p)), None)
    if binary:
        options.binary_location = binary
    driver_path = next((p for p in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") if os.path.exists(p)), None)
    service = Service(driver_path) if driver_path else Service()
    return webdriver.Chrome(service=service, options=options)


def seek(driver, figure_id, seconds):
    """Pauses the figure's SVG at `seconds` and returns a screenshot of it as an image."""
    driver.execute_script(
        """
        const svg = document.querySelector('#' + arguments[0] + ' svg');
        svg.pauseAnimations();
        svg.setCurrentTime(arguments[1]);
        svg.scrollIntoView();
        """, figure_id, seconds)
    # Let the browser paint the paused frame.
    driver.execute_script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    element = driver.find_element(By.CSS_SELECTOR, f"#{figure_id} svg")
    image = Image.open(io.BytesIO(element.screenshot_as_png)).convert("RGB")
    # Keep the device only (the SVG's first element), not the plot and caption beside it.
    box = driver.execute_script(
        """
        const svg = document.querySelector('#' + arguments[0] + ' svg');
        const outer = svg.getBoundingClientRect(), device = svg.querySelector('rect').getBoundingClientRect();
        return [device.left - outer.left, device.top - outer.top, device.right - outer.left, device.bottom - outer.top];
        """, figure_id)
    return image.crop(tuple(int(round(v)) for v in box))


def difference(a, b):
    """The fraction of pixels that differ noticeably between two same-sized images."""
    if a.size != b.size:
        b = b.resize(a.size)
    histogram = ImageChops.difference(a, b).convert("L").histogram()
    return sum(histogram[49:]) / (a.size[0] * a.size[1])


def aligned_difference(a, b):
    """`difference`, at the best of the nine alignments within a pixel: where the page puts a
    picture at a fractional position, its screenshot lands a pixel off the still's, which
    is not a difference in what it shows."""
    if a.size != b.size:
        b = b.resize(a.size)
    width, height = a.size
    best = 1.0
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            box = (max(dx, 0), max(dy, 0), width + min(dx, 0), height + min(dy, 0))
            moved = (max(-dx, 0), max(-dy, 0), width + min(-dx, 0), height + min(-dy, 0))
            best = min(best, difference(a.crop(box), b.crop(moved)))
    return best


def non_background(image):
    """The fraction of pixels that are neither white nor near-white."""
    grey = image.convert("L")
    histogram = grey.histogram()
    return sum(histogram[:230]) / (image.size[0] * image.size[1])


def main():
    if len(sys.argv) != 3:
        fail("usage: browser_check.py GALLERY_DIR SCROLLWORK_BINARY")
    gallery, scrollwork = sys.argv[1], sys.argv[2]
    index = os.path.abspath(os.path.join(gallery, "index.html"))
    if not os.path.exists(index):
        fail(f"{index} does not exist")
    for name in sorted(os.listdir(gallery)):
        if name.endswith(".svg") and os.path.getsize(os.path.join(gallery, name)) > MAX_SVG_BYTES:
            fail(f"{name} is {os.path.getsize(os.path.join(gallery, name))} bytes, over 300 KB")

    driver = browser()
    try:
        driver.get("file://" + index)
        figures = driver.execute_script(
            "return [...document.querySelectorAll('figure')].map(f => ({id: f.id, name: f.dataset.name,"
            " finalT: parseFloat(f.dataset.finalT), farthestT: parseFloat(f.dataset.farthestT)}))")
        if not figures:
            fail("the page has no scenes")
        page = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
        if non_background(page) < 0.01:
            fail("the page looks blank")

        moved = 0
        with tempfile.TemporaryDirectory() as scratch:
            for figure in figures:
                name, final_t = figure["name"], figure["finalT"]
                early = seek(driver, figure["id"], 0)
                farthest = seek(driver, figure["id"], figure["farthestT"])
                rest = seek(driver, figure["id"], final_t + 0.001)
                # The still is drawn at the width the page shows the picture at.
                shown_width = driver.execute_script(
                    "return document.querySelector('#' + arguments[0] + ' svg').getBoundingClientRect().width",
                    figure["id"])
                changed = difference(early, farthest)
                # Half a percent: a fling of exactly fifteen rows (bounce-bottom) changes little
                # but the row numbers under an opaque bar.
                if changed > 0.005:
                    moved += 1
                # The still frame drawn from the trace's final state, in the same browser.
                still_svg = os.path.join(scratch, f"{name}.svg")
                subprocess.run([scrollwork, "render", name, "--at", repr(final_t), "--output", still_svg],
                               check=True)
                still_html = os.path.join(scratch, f"{name}.html")
                with open(still_svg) as svg, open(still_html, "w") as html:
                    html.write('<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0}'
                               f'figure{{margin:0}} svg{{width:{shown_width}px;height:auto;display:block}}'
                               '</style></head><body><figure id="still">'
                               + svg.read() + "</figure></body></html>")
                driver.get("file://" + still_html)
                still = seek(driver, "still", 0)
                driver.get("file://" + index)
                mismatch = aligned_difference(rest, still)
                print(f"browser check: {name}: moved {changed:.1%} of pixels; "
                      f"at rest differs from the still by {mismatch:.2%}")
                if mismatch > 0.005:
                    fail(f"{name}: paused at rest ({final_t} s) it does not match the trace's final frame")
        if moved < len(figures):
            fail(f"only {moved} of {len(figures)} scenes changed between their start and rest")

        errors = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
        if errors:
            fail("the browser logged errors: " + json.dumps(errors)[:500])
    finally:
        driver.quit()
    print(f"browser check: {len(figures)} scenes passed")


if __name__ == "__main__":
    main()
