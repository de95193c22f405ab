#!/usr/bin/env python3
"""A real browser posts a page, and FormworkTesting's FormPage makes the same bytes for the same page and edits.

1. Runs the Swift suite FormPageBrowserTests with FORMWORK_PAGE_BODIES_OUT=DIR: it writes the members page (a
   FormworkHTML page of every kind of row a browser posts, a CSRF token and a repeating group with a spare
   item), the file to attach, and the bodies FormPage gives after the edits of Tests/Scripts/Fixtures/
   page_edits.json (urlencoded and multipart, the multipart one with a fixed boundary), and the urlencoded body of
   the page as it comes.
2. Serves DIR on 127.0.0.1, under a Content-Security-Policy that lets no script of the page run (FormPage runs
   none, so the page's spare item stays, as without script), and has headless Chromium
   (Tests/Scripts/support/webdriver.py) load the page, make
   the same edits (values set as a script sets them, the file chosen as a person chooses it) and submit the form
   with no button (HTMLFormElement.submit), once as the page says (multipart) and once with its enctype set to
   urlencoded; and once submit the page untouched.
3. Compares each body Chromium posted with FormPage's byte for byte, Chromium's random boundary put back to the
   fixed one, and prints the first difference when they differ.

Skips (exit 77; under CI, fails) when chromium or chromedriver is missing; on Debian:
`apt-get install chromium chromium-driver`.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from capturing_server import Server  # noqa: E402
from signup_page import browser, failure  # noqa: E402
from webdriver import Driver  # noqa: E402

EDITS = os.path.join(ROOT, "Tests", "Scripts", "Fixtures", "page_edits.json")
BOUNDARY = b"FormworkCrossCheckBoundary"

# Makes one edit of page_edits.json in the page, as a script sets a control's state, then fires `input`
# and `change` so the page's own script sees it. Returns an error text, or null.
EDIT = r"""
const [kind, name, value] = arguments;
const form = document.getElementById('formwork');
const controls = Array.from(form.elements).filter(e => e.name === name);
if (!controls.length) return 'no control named ' + name;
const changed = e => { e.dispatchEvent(new Event('input', {bubbles: true}));
                       e.dispatchEvent(new Event('change', {bubbles: true})); };
const typed = controls.filter(e => e.tagName === 'TEXTAREA' ||
  (e.tagName === 'INPUT' && !['hidden', 'checkbox', 'radio', 'file'].includes(e.type)));
if (kind === 'fill') { typed[0].value = value; changed(typed[0]); return null; }
if (kind === 'fillAll') { typed.forEach((e, i) => { e.value = i < value.length ? value[i] : ''; changed(e); }); return null; }
if (kind === 'check') { const box = controls.find(e => e.type === 'checkbox' || e.type === 'radio'); box.checked = true; changed(box); return null; }
if (kind === 'choose' || kind === 'chooseAll') {
  const values = kind === 'choose' ? [value] : value;
  const select = controls.find(e => e.tagName === 'SELECT');
  if (select) { for (const o of select.options) o.selected = values.includes(o.value); changed(select); return null; }
  for (const e of controls) if (e.type === 'checkbox' || e.type === 'radio') {
    if (e.type === 'checkbox' || values.includes(e.value)) { e.checked = values.includes(e.value); changed(e); } }
  return null;
}
return 'unknown edit ' + kind;
"""


def write_pages(folder):
    env = dict(os.environ, FORMWORK_PAGE_BODIES_OUT=folder)
    run = subprocess.run(["swift", "test", "--filter", "FormPageBrowserTests"], cwd=ROOT, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for name in ("members.html", "members.urlencoded", "members.multipart", "untouched.urlencoded"):
        if run.returncode != 0 or not os.path.isfile(os.path.join(folder, name)):
            failure(f"FormPageBrowserTests wrote no {name}:\n{run.stdout[-4000:]}")


def read(folder, name):
    with open(os.path.join(folder, name), "rb") as f:
        return f.read()


def submit(driver, server, count, edits, file_path, enctype=None):
    """Loads the page, makes `edits`, submits it with no button and returns what the browser posted."""
    driver.get(server.url + "members.html")
    for kind, name, value in edits:
        if kind == "attach":
            control = driver.find(f"input[type=file][name='{name}']")
            driver.type(control, file_path)
            continue
        problem = driver.script(EDIT, kind, name, value)
        if problem:
            failure(f"the browser could not {kind} {name}: {problem}")
    if enctype:
        driver.script("document.getElementById('formwork').enctype = arguments[0];", enctype)
    driver.script("HTMLFormElement.prototype.submit.call(document.getElementById('formwork'));")
    return server.wait_for_post(count)


def compare(what, posted, expected):
    if posted == expected:
        print(f"ok: {what}: the browser's body and FormPage's are the same {len(posted)} bytes")
        return
    at = next((i for i in range(min(len(posted), len(expected))) if posted[i] != expected[i]),
              min(len(posted), len(expected)))
    failure(f"{what}: the bodies differ at byte {at}:\n  browser:  {posted[max(0, at - 80):at + 80]!r}\n"
            f"  FormPage: {expected[max(0, at - 80):at + 80]!r}")


def main():
    chromium, chromedriver = browser("the page body cross-check")
    with open(EDITS, encoding="utf-8") as f:
        edits = json.load(f)["edits"]
    with tempfile.TemporaryDirectory() as folder:
        write_pages(folder)
        # The page's own script does not run, as FormPage runs none: the spare item stays. The edits are
        # WebDriver's scripts, which no Content-Security-Policy stops.
        server = Server(folder, lambda query: "script-src 'none'")
        driver = Driver(chromedriver, chromium)
        try:
            file_path = os.path.join(folder, "portrait.png")
            content_type, body = submit(driver, server, 1, edits, file_path)
            boundary = content_type.partition("boundary=")[2].encode()
            if not content_type.startswith("multipart/form-data") or not boundary:
                failure(f"the page posted {content_type!r}, not multipart/form-data")
            compare("multipart, edited", body.replace(boundary, BOUNDARY), read(folder, "members.multipart"))
            content_type, body = submit(driver, server, 2, edits, file_path, "application/x-www-form-urlencoded")
            if content_type != "application/x-www-form-urlencoded":
                failure(f"the page posted {content_type!r}, not application/x-www-form-urlencoded")
            compare("urlencoded, edited", body, read(folder, "members.urlencoded"))
            _, body = submit(driver, server, 3, [], file_path, "application/x-www-form-urlencoded")
            compare("urlencoded, untouched", body, read(folder, "untouched.urlencoded"))
        finally:
            driver.quit()
            server.close()


if __name__ == "__main__":
    main()
