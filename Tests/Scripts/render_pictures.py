#!/usr/bin/env python3
"""The sample's pictures rendered to PNG by two independent SVG renderers, rsvg-convert and headless Chromium.

1. Self-test: Tests/Scripts/Fixtures/overflowing-picture.svg has three rows, one whose text fits its frame, one
   whose text runs past the frame's right edge and one whose error line sits below it. Both renderers must flag
   exactly the two overflowing rows, and both must refuse a malformed SVG; otherwise the checks below could pass
   without checking anything.
2. Builds the sample (`swift build --product signup`) and runs `signup --layout DIR`, which writes the pictures
   (compact, regular, after the demonstration edits, and with the hidden rows outlined). Each must show what its
   name says, read from the rows' attributes: as it starts, no errors and no conditional row; after the edits
   the conditional rows and exactly the three errors validate() leaves; with hidden rows, those rows marked
   hidden. It also runs `signup --layout DIR --language zh-Hans` and `--language ar` and keeps one picture of
   each, `zh-Hans-compact-edited` and `ar-compact-edited`: each root must carry its `lang` (and each text of
   `ar` `direction="rtl"`), and every row of the Arabic picture is mirrored (its first text, the title, ends at
   the right padding, 16 points in from the frame's right edge). `--pictures DIR` renders the SVG files already
   in DIR instead, without these checks.
3. Renders each SVG to PNG with `rsvg-convert` and with Chromium (W3C WebDriver,
   Tests/Scripts/support/webdriver.py; the screenshot through the DevTools protocol, at the picture's own size).
   Fails on any rendering error: a non-zero exit or anything on rsvg-convert's standard error, an SVG Chromium
   could not parse, or a message in Chromium's console. Each PNG must be the SVG's width × height (times
   `--scale`) and not blank.
4. Checks, by each renderer's own measure, that every text of every row (each `<g data-frame="x y w h">` of the
   picture contract) lies inside the row's frame, with 0.5 pt to spare:
   - Chromium: each `<text>`'s getBBox(), mapped to the picture's coordinates.
   - rsvg-convert: a copy of the picture where each row keeps only its texts and an unfilled rectangle exactly
     at its frame; `rsvg-convert --export-id=ROW` renders just that row, cropped to its extents (the union of
     the rectangle and the texts' ink), at 4× for quarter-point precision. A PNG larger than the frame means
     some ink runs outside it.

PNGs are written to `--out DIR` (a temporary directory, removed afterwards, when not given), named
`<picture>.rsvg.png` and `<picture>.chromium.png`; the README's pictures are made that way.
Run: `python3 Tests/Scripts/render_pictures.py [--out DIR] [--scale 2] [--pictures DIR] [--self-test]`.
Exits 1 on any failure and 77 (skipped; .ci/run says so and goes on; under CI, 1) when rsvg-convert, chromium,
chromedriver, Liberation Sans or a font with Chinese and Arabic glyphs is missing; on Debian: `apt-get install
librsvg2-bin chromium chromium-driver fonts-liberation fonts-noto-cjk fonts-noto-core`.
"""
import argparse
import base64
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from pictures import Picture, png_size, png_ink_fraction  # noqa: E402
from missing_tool import skip_check  # noqa: E402
from signup_sample import BuildFailure, build_signup  # noqa: E402
from webdriver import Driver  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE = os.path.join(ROOT, "Tests", "Scripts", "Fixtures", "overflowing-picture.svg")
OVERFLOWING_IN_FIXTURE = {"about_me", "email"}
TOLERANCE = 0.5   # points a text may run past its frame: anti-aliasing, not layout
PRECISION = 4     # rsvg's per-row extents are measured at this zoom (whole pixels: a quarter point)
INSTALL = "apt-get install librsvg2-bin chromium chromium-driver fonts-liberation fonts-noto-cjk fonts-noto-core"
# The pictures name Liberation Sans first, the font whose widths FormworkLayout measures text with; another font
# in its place would make the in-frame checks measure a different text. Debian's path.
LIBERATION_SANS = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
# Liberation Sans has no Chinese or Arabic glyphs: the renderers fall back to a font that has them (Debian's Noto
# Sans CJK and Noto Sans Arabic), found through fontconfig. The pictures measure those characters by count (1 em).
SCRIPT_FONTS = {"zh-cn": "Chinese", "ar": "Arabic"}
# The languages whose sample pictures are checked besides English, and the one picture of each that is kept.
LANGUAGES = ("zh-Hans", "ar")
LANGUAGE_PICTURE = "compact-edited"


def rsvg_render(svg_path, png_path, scale=1, export_id=None):
    """Runs rsvg-convert; returns the problems (a non-zero exit, anything on standard error)."""
    command = ["rsvg-convert", "--zoom", str(scale), "--output", png_path]
    if export_id is not None:
        command.append(f"--export-id={export_id}")
    run = subprocess.run(command + [svg_path], capture_output=True, text=True)
    problems = []
    if run.returncode != 0:
        problems.append(f"rsvg-convert exited {run.returncode}")
    if run.stderr.strip():
        problems.append("rsvg-convert said: " + " ".join(run.stderr.split())[:300])
    return problems


def rsvg_overflows(picture, work):
    """The rows whose text rsvg draws outside their frame, each as a sentence."""
    probe = os.path.join(work, "probe.svg")
    with open(probe, "w", encoding="utf-8") as f:
        f.write(picture.text_probe())
    found = []
    for row in picture.rows:
        if not row.texts:
            continue
        png = os.path.join(work, "row.png")
        problems = rsvg_render(probe, png, PRECISION, export_id=row.id)
        if problems:
            found.append(f"row {row.key}: {'; '.join(problems)}")
            continue
        width, height = png_size(png)
        limit = (math.ceil((row.w + TOLERANCE) * PRECISION), math.ceil((row.h + TOLERANCE) * PRECISION))
        if width > limit[0] or height > limit[1]:
            found.append(f"row {row.key}: rsvg draws its text over {width / PRECISION:g} x {height / PRECISION:g} "
                         f"pt around a frame of {row.w:g} x {row.h:g}")
    return found


# For each row of the picture contract, every text whose getBBox(), mapped to the root's coordinates, leaves the
# frame by more than the tolerance.
CHROMIUM_OVERFLOWS = """
const [tolerance] = arguments, root = document.documentElement, found = [];
const toRoot = root.getScreenCTM().inverse();
for (const row of root.querySelectorAll(':scope > g[data-frame]')) {
  const [x, y, w, h] = row.getAttribute('data-frame').split(' ').map(Number);
  for (const text of row.querySelectorAll('text')) {
    if (text.getNumberOfChars() === 0) continue;   // draws nothing; its box is 0 0 0 0
    const box = text.getBBox(), m = toRoot.multiply(text.getScreenCTM());
    const corners = [[box.x, box.y], [box.x + box.width, box.y + box.height]].map(([px, py]) =>
      new DOMPoint(px, py).matrixTransform(m));
    const [left, top, right, bottom] = [Math.min(corners[0].x, corners[1].x), Math.min(corners[0].y, corners[1].y),
      Math.max(corners[0].x, corners[1].x), Math.max(corners[0].y, corners[1].y)];
    if (left < x - tolerance || top < y - tolerance || right > x + w + tolerance || bottom > y + h + tolerance) {
      found.push(`row ${row.getAttribute('data-key')}: Chromium's box of "${text.textContent}" is ` +
        `${left.toFixed(2)} ${top.toFixed(2)} to ${right.toFixed(2)} ${bottom.toFixed(2)}, outside its frame ` +
        `${x} ${y} to ${x + w} ${y + h}`);
    }
  }
}
return found;
"""


class Chromium:
    """One headless Chromium session that loads SVG files as documents of their own."""

    def __init__(self, chromium, chromedriver):
        self.driver = Driver(chromedriver, chromium)

    def load(self, svg_path):
        """Opens the picture; returns the problems: a parse error, or messages in the console."""
        self.driver.get("file://" + os.path.abspath(svg_path))
        problems = []
        root = self.driver.script("const r = document.documentElement; return [r.namespaceURI, r.localName, "
                                  "document.getElementsByTagNameNS('*', 'parsererror').length];")
        if root != ["http://www.w3.org/2000/svg", "svg", 0]:
            problems.append("Chromium could not parse it as SVG")
        for entry in self.driver.command("POST", "/se/log", {"type": "browser"}):
            problems.append(f"Chromium's console: {entry.get('level')}: {entry.get('message', '')[:300]}")
        return problems

    def screenshot(self, picture, png_path, scale=1):
        self.cdp("Emulation.setDeviceMetricsOverride",
                 {"width": math.ceil(picture.width), "height": math.ceil(picture.height),
                  "deviceScaleFactor": scale, "mobile": False})
        shot = self.cdp("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": {
            "x": 0, "y": 0, "width": picture.width, "height": picture.height, "scale": 1}})
        with open(png_path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))

    def overflows(self):
        return self.driver.script(CHROMIUM_OVERFLOWS, TOLERANCE)

    def cdp(self, command, parameters):
        return self.driver.command("POST", "/goog/cdp/execute", {"cmd": command, "params": parameters})

    def quit(self):
        self.driver.quit()


def check_picture(svg_path, out, work, chromium, scale):
    """Renders one picture with both renderers into `out`; returns (problems, summary)."""
    name = os.path.splitext(os.path.basename(svg_path))[0]
    try:
        picture = Picture.read(svg_path)
    except (ElementTree.ParseError, ValueError) as error:
        return [f"{name}.svg: {error}"], ""
    problems = []
    expected = (round(picture.width * scale), round(picture.height * scale))
    rsvg_png, chromium_png = os.path.join(out, f"{name}.rsvg.png"), os.path.join(out, f"{name}.chromium.png")
    for png in (rsvg_png, chromium_png):
        if os.path.exists(png):
            os.remove(png)   # a PNG from an earlier run is no proof of this one
    problems += rsvg_render(svg_path, rsvg_png, scale)
    problems += chromium.load(svg_path)
    chromium.screenshot(picture, chromium_png, scale)
    for renderer, png in (("rsvg-convert", rsvg_png), ("Chromium", chromium_png)):
        if not os.path.exists(png):
            continue
        if png_size(png) != expected:
            problems.append(f"{renderer}'s PNG is {png_size(png)}, not the picture's {expected}")
        if png_ink_fraction(png) < 0.005:
            problems.append(f"{renderer}'s PNG is blank")
    problems += rsvg_overflows(picture, work) + chromium.overflows()
    texts = sum(len(row.texts) for row in picture.rows)
    summary = f"{name}: {expected[0]} x {expected[1]} px, {len(picture.rows)} rows, {texts} texts inside their frames"
    return [f"{name}.svg: {problem}" for problem in problems], summary


def self_test(chromium, work):
    """Both renderers must flag exactly the fixture's overflowing rows, and refuse a malformed SVG."""
    failures = []
    picture = Picture.read(FIXTURE)
    flagged = {"rsvg-convert": rsvg_overflows(picture, work)}
    problems = chromium.load(FIXTURE)
    flagged["Chromium"] = chromium.overflows()
    if problems:
        failures.append(f"the fixture did not load cleanly in Chromium: {problems}")
    for renderer, found in flagged.items():
        rows = {line.split(":")[0].removeprefix("row ") for line in found}
        if rows != OVERFLOWING_IN_FIXTURE:
            failures.append(f"{renderer} flagged rows {sorted(rows)} of the fixture, "
                            f"not {sorted(OVERFLOWING_IN_FIXTURE)}")
    broken = os.path.join(work, "broken.svg")
    with open(broken, "w", encoding="utf-8") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"</svg>')
    if not rsvg_render(broken, os.path.join(work, "broken.png")):
        failures.append("rsvg-convert rendered a malformed SVG without complaint")
    if not chromium.load(broken):
        failures.append("Chromium loaded a malformed SVG without complaint")
    return failures, flagged


def sample_pictures(work):
    """Builds the sample and has it write its pictures; returns their directory."""
    try:
        signup = build_signup(ROOT)
    except BuildFailure as failure:
        fail(str(failure))
    directory = os.path.join(work, "pictures")
    run = subprocess.run([signup, "--layout", directory], capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"signup --layout exited {run.returncode}:\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
    for language in LANGUAGES:
        translated = os.path.join(work, "pictures-" + language)
        run = subprocess.run([signup, "--layout", translated, "--language", language], capture_output=True, text=True)
        if run.returncode != 0:
            fail(f"signup --layout --language {language} exited {run.returncode}:\n"
                 f"{run.stdout[-2000:]}{run.stderr[-2000:]}")
        shutil.copy(os.path.join(translated, LANGUAGE_PICTURE + ".svg"),
                    os.path.join(directory, f"{language}-{LANGUAGE_PICTURE}.svg"))
    return directory


def check_language_pictures(directory):
    """The Chinese and Arabic pictures say their language, and the Arabic one is mirrored; returns the problems."""
    problems = []
    for language in LANGUAGES:
        name = f"{language}-{LANGUAGE_PICTURE}.svg"
        try:
            picture = Picture.read(os.path.join(directory, name))
        except (ElementTree.ParseError, ValueError):
            continue   # check_picture reports it
        if picture.root.get("lang") != language:
            problems.append(f"{name}: the root's lang is {picture.root.get('lang')!r}, not {language!r}")
        directions = {text.get("direction") for row in picture.rows for text in row.texts}
        if directions != {"rtl" if language == "ar" else None}:
            problems.append(f"{name}: its texts' directions are {sorted(map(str, directions))}")
        if language != "ar":
            continue
        for row in picture.rows:
            title = row.texts[0] if row.texts else None
            if title is None or row.attributes.get("data-kind") == "header":
                continue
            # Under direction="rtl" a start-anchored text ends at x: the title's x is the right padding.
            if title.get("text-anchor") is None and abs(float(title.get("x")) - (row.x + row.w - 16)) > 0.01:
                problems.append(f"{name}: row {row.key}'s title starts at x {title.get('x')}, not at the right "
                                f"padding {row.x + row.w - 16:g}")
    return problems


def missing_script_fonts():
    """The scripts no installed font covers, by fontconfig (`fc-list :lang=…`)."""
    missing = []
    for language, script in SCRIPT_FONTS.items():
        run = subprocess.run(["fc-list", f":lang={language}", "family"], capture_output=True, text=True)
        if run.returncode != 0 or not run.stdout.strip():
            missing.append(f"a font with {script} glyphs")
    return missing


# What `signup --layout` must show (Samples/SignUp/LayoutCommand.swift): the form as it starts has no errors and
# none of the rows its conditions hide; after the demonstration edits, those rows appear and validate() leaves
# three errors; the hidden-rows picture draws the hidden rows, marked.
CONDITIONAL_ROWS = {"about_me", "frequency", "address.province"}
EDITED_ERRORS = {"user_name", "email", "emergency_contacts[0].phone"}


def check_sample_pictures(directory):
    """The sample wrote each picture and outline, and each shows what its name says; returns the problems."""
    names = ["compact", "regular", "compact-edited", "regular-edited", "compact-hidden-rows"]
    missing = [f"{name}.{ext}" for name in names for ext in ("svg", "txt")
               if not os.path.exists(os.path.join(directory, f"{name}.{ext}"))]
    if missing:
        return [f"signup --layout wrote no {', '.join(missing)}"]
    problems = []
    for name in names:
        try:
            picture = Picture.read(os.path.join(directory, name + ".svg"))
        except (ElementTree.ParseError, ValueError):
            continue   # check_picture reports it
        rows = {row.key: row.attributes for row in picture.rows}
        errors = {key for key, attributes in rows.items() if "data-errors" in attributes}
        hidden = {key for key, attributes in rows.items() if attributes.get("data-hidden") == "true"}
        if picture.size_class != name.split("-")[0]:
            problems.append(f"{name}.svg: data-size-class is {picture.size_class!r}")
        if name.endswith("-edited"):
            expected = (CONDITIONAL_ROWS | {"emergency_contacts[0].details"}, EDITED_ERRORS, set())
        elif name.endswith("-hidden-rows"):
            expected = (CONDITIONAL_ROWS, set(), CONDITIONAL_ROWS)
        else:
            expected = (set(), set(), set())
        shown = (CONDITIONAL_ROWS | {"emergency_contacts[0].details"}) & set(rows)
        if (shown, errors, hidden) != expected:
            problems.append(f"{name}.svg shows conditional rows {sorted(shown)}, errors on {sorted(errors)} and hidden "
                            f"rows {sorted(hidden)}; expected {', '.join(str(sorted(e)) for e in expected)}")
    return problems


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", help="write the PNGs here (default: a temporary directory, removed)")
    parser.add_argument("--scale", type=int, default=1, choices=(1, 2, 3), help="pixels per point (1)")
    parser.add_argument("--pictures", help="render the .svg files in this directory instead of the sample's")
    parser.add_argument("--self-test", action="store_true", help="only check that the checks catch an overflow")
    return parser.parse_args()


def main():
    arguments = parse_arguments()
    chromium, chromedriver = shutil.which("chromium") or shutil.which("chromium-browser"), shutil.which("chromedriver")
    missing = [tool for tool, path in (("rsvg-convert", shutil.which("rsvg-convert")), ("chromium", chromium),
                                       ("chromedriver", chromedriver)) if not path]
    if not os.path.exists(LIBERATION_SANS):
        missing.append("Liberation Sans")
    missing += missing_script_fonts() if shutil.which("fc-list") else ["fontconfig's fc-list"]
    if missing:
        skip_check(f"rendering the pictures needs {', '.join(missing)}", f"Debian: {INSTALL}")
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as work:
        browser = Chromium(chromium, chromedriver)
        try:
            failures, flagged = self_test(browser, work)
            for failure in failures:
                print(f"FAIL: self-test: {failure}")
            if failures:
                return 1
            print(f"self-test: both renderers flag the fixture's overflowing rows "
                  f"({', '.join(sorted(OVERFLOWING_IN_FIXTURE))}) and only those, and refuse a malformed SVG")
            for renderer, found in flagged.items():
                for line in found:
                    print(f"  {renderer}: {line}")
            if arguments.self_test:
                return 0
            directory = arguments.pictures or sample_pictures(work)
            problems = [] if arguments.pictures else check_sample_pictures(directory) + check_language_pictures(directory)
            out = arguments.out or os.path.join(work, "png")
            os.makedirs(out, exist_ok=True)
            names = sorted(n for n in os.listdir(directory) if n.endswith(".svg"))
            if not names:
                fail(f"no .svg files in {directory}")
            for name in names:
                found, summary = check_picture(os.path.join(directory, name), out, work, browser, arguments.scale)
                problems += found
                if not found:
                    print(f"  {summary}")
        finally:
            browser.quit()
    for problem in problems:
        print(f"FAIL: {problem}")
    if problems:
        return 1
    where = f"PNGs in {arguments.out}" if arguments.out else "PNGs discarded (--out DIR keeps them)"
    print(f"pictures: {len(names)} SVGs rendered by rsvg-convert and Chromium at {arguments.scale}x without an error, "
          f"none blank, every text inside its row's frame by both; {where} ({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
