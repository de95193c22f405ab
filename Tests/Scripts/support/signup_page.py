"""The sample's sign-up page in headless Chromium: what the browser round trips share.

html_browser_round_trip.py fills the page the `signup` sample writes, served as a file; server_browser_round_trip.py
fills the page the sample server answers with. Both are FormworkHTML's page of the same SignUp model, filled by the
same person with the same values, and both compare the model read back with what was typed; each script states
only what differs (the age, the newsletter, what is refused, how the body is read back).
"""
import os
import shutil
import struct
import sys
import time
import zlib

from missing_tool import skip_check

# What the person types, by control name, beside the age, the newsletter and its frequency, which each round trip
# chooses. The textarea's "\n" is posted as CR LF (HTML's "append an entry" normalizes newlines in every
# encoding), and Formwork keeps what was posted.
TYPED = {
    "user_name": "山田 太郎 😀", "gender": "female", "email": "taro@example.jp", "phone": "+81 90-1234-5678",
    "tags": ["swift", "日本語 🏷"], "topics": ["design", "travel"], "birthday": "2000-02-29",
    "about_me": "Hello 👋\nSecond line",
    "address[street]": "科技园 1号", "address[city]": "深圳", "address[zip]": "518000",
    "address[country]": "CN", "address[province]": "广东",
    "emergency_contacts[0][name]": "Ada Lovelace 👩‍💻", "emergency_contacts[0][phone]": "+44 20 7946 0000",
    "emergency_contacts[0][relationship]": "other", "emergency_contacts[0][details]": "Neighbour, 隣人",
}


def failure(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def browser(what):
    """The paths of chromium and chromedriver; skips the check (exit 77, under CI a failure) when either is missing.
    `what` names the check in that message."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    chromedriver = shutil.which("chromedriver")
    if not chromium or not chromedriver:
        skip_check(f"{what} needs chromium and chromedriver", "Debian: apt-get install chromium chromium-driver")
    return chromium, chromedriver


def png_bytes():
    """A 2×1 PNG (one red, one blue pixel), written with the standard library."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"\x00" + bytes([255, 0, 0, 0, 0, 255])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def write_png(directory):
    """The PNG, written as `directory`/dot.png for a file input: returns its bytes and its path."""
    png, path = png_bytes(), os.path.join(directory, "dot.png")
    with open(path, "wb") as f:
        f.write(png)
    return png, path


def control(name):
    """The CSS selector of the visible control named `name` (a checkbox's hidden false has the same name)."""
    return f"[name='{name}']:not([type=hidden])"


ROW_STATE = r"""
const row = document.querySelector(`[data-formwork-row='${arguments[0]}']`);
if (!row) return 'out of the page';
const box = row.getBoundingClientRect(), style = getComputedStyle(row);
const rendered = row.checkVisibility({visibilityProperty: true}) && box.width > 0 && box.height > 0;
const controls = Array.from(row.querySelectorAll('input, textarea, select'));
if (!rendered) return controls.every(c => c.disabled) ? 'invisible' : 'invisible with enabled controls';
return controls.every(c => !c.disabled) ? 'shown' : 'shown with disabled controls';
"""


def row_state(driver, row):
    """'shown' (on screen, controls enabled), 'out of the page', 'invisible', or what is wrong: a hidden row's
    controls are disabled, so not posted."""
    return driver.script(ROW_STATE, row)


def expect_shown(driver, row, expected, when):
    state = row_state(driver, row)
    if (state == "shown") != expected or (not expected and state not in ("out of the page", "invisible")):
        failure(f"{row} should be {'shown' if expected else 'hidden'} {when}, but is {state}")


def wait_for(driver, condition, what, *args):
    """Polls the script `condition` (a function body) until it returns true; fails after 15 s."""
    for _ in range(150):
        if driver.script(condition, *args):
            return
        time.sleep(0.1)
    failure(f"timed out waiting for {what}; the browser is at {driver.script('return location.href')}")


def type_into(driver, name, text):
    driver.type(driver.find(control(name)), text)


def type_age(driver, age):
    box = driver.find("#formwork-age")
    driver.clear(box)
    driver.type(box, age)


def fill_choices(driver):
    """The radio button, the list of two tags, the two topics and the date, as TYPED says."""
    driver.click(driver.find(f"input[name=gender][value={TYPED['gender']}]"))
    # The list offers one empty box named tags[]; Formwork writes no "add" button for it, so the script clones it
    # (without its id) after the first entry is typed.
    driver.type(driver.find("#formwork-tags"), TYPED["tags"][0])
    driver.script("const first = document.getElementById('formwork-tags');"
                  "const box = first.cloneNode(); box.id = 'formwork-tags-2'; box.value = ''; first.after(box);")
    driver.type(driver.find("#formwork-tags-2"), TYPED["tags"][1])
    for topic in TYPED["topics"]:  # a click on an option of a <select multiple> toggles it
        driver.click(driver.find(f"#formwork-topics option[value={topic}]"))
    # A date input's keys follow the locale's field order, so the value is set as the date picker sets it.
    driver.script("const date = document.getElementById('formwork-birthday'); date.value = arguments[0];"
                  "date.dispatchEvent(new Event('input', {bubbles: true}));"
                  "date.dispatchEvent(new Event('change', {bubbles: true}));", TYPED["birthday"])


def fill_address(driver):
    """The address group; its province shows only once the country is CN."""
    for name in ("address[street]", "address[city]", "address[zip]"):
        type_into(driver, name, TYPED[name])
    expect_shown(driver, "address.province", False, "before the country is typed")
    type_into(driver, "address[country]", TYPED["address[country]"])
    expect_shown(driver, "address.province", True, "once the country is CN")
    type_into(driver, "address[province]", TYPED["address[province]"])


def add_contact(driver):
    """Clicks the repeating group's "Add" button, which writes a contact from the page's template."""
    driver.click(driver.find("fieldset[data-formwork-group=emergency_contacts] button[data-formwork-action=add]"))


def fill_contact(driver):
    """The contact added by `add_contact`; its own relationship shows its details once it is "other"."""
    for field in ("name", "phone"):
        type_into(driver, f"emergency_contacts[0][{field}]", TYPED[f"emergency_contacts[0][{field}]"])
    expect_shown(driver, "emergency_contacts[0].details", False, "while the relationship is a parent")
    driver.click(driver.find("input[name='emergency_contacts[0][relationship]'][value=other]"))
    expect_shown(driver, "emergency_contacts[0].details", True, "once the relationship is other")
    type_into(driver, "emergency_contacts[0][details]", TYPED["emergency_contacts[0][details]"])


def expected_model(avatar, age, newsletter, frequency):
    """The model Formwork must read back, as JSON: TYPED, the round trip's own choices, and `avatar` as the reader
    writes the file."""
    def group(prefix, fields):
        return {field: TYPED[f"{prefix}[{field}]"] for field in fields}
    return {
        "about_me": TYPED["about_me"].replace("\n", "\r\n"), "accountID": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
        "address": group("address", ("city", "country", "province", "street", "zip")), "age": age,
        "avatar": avatar, "birthday": TYPED["birthday"] + "T00:00:00Z",
        "emergency_contacts": [group("emergency_contacts[0]", ("details", "name", "phone", "relationship"))],
        "email": TYPED["email"], "gender": TYPED["gender"], "newsletter": newsletter, "frequency": frequency,
        "phone": TYPED["phone"], "tags": TYPED["tags"], "topics": TYPED["topics"], "user_name": TYPED["user_name"],
    }


def compare(what, model, expected):
    """Fails at the first key whose value in `model` is not the one typed."""
    for key in sorted(set(model) | set(expected)):
        if model.get(key) != expected.get(key):
            failure(f"{what}: {key} read back as {model.get(key)!r}, typed {expected.get(key)!r}")


def screenshot(driver, path):
    """The whole page at 900 px wide: the window is made as tall as the document first."""
    chrome = driver.script("document.activeElement.blur(); window.scrollTo(0, 0);"
                           "return window.outerHeight - window.innerHeight")
    driver.resize(900, driver.script("return document.documentElement.scrollHeight") + chrome)
    driver.screenshot(path)
    driver.resize(900, 1600)
