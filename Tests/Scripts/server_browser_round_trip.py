#!/usr/bin/env python3
"""A real browser against the running sign-up server: headless Chromium fills and posts the page, is told what
the server refused, fixes it, and the server stores exactly what was typed.

Runs against each sample server (`--server hummingbird|vapor|both`, both by default; see
Tests/Scripts/support/signup_server.py), the same steps for each:

1. Builds the server's package (debug), or takes the binary named by SIGNUP_SERVER (Hummingbird) or SIGNUP_VAPOR
   (Vapor, its SQLite file new in a temporary folder), starts it on a free port of 127.0.0.1 and waits until it
   answers. GET / must set the form's token as an HttpOnly, SameSite=Strict cookie.
2. Headless Chromium (Tests/Scripts/support/webdriver.py, no Selenium) fills every row of SignUp: a PNG avatar,
   CJK and emoji text, age, gender, email, phone, two tags, two topics, a date, the newsletter box (which shows
   the frequency, chosen weekly), an address in
   CN (so province shows) and an emergency contact added with the page's own button. The server refuses two
   values: an email the browser's own check accepts ("taro@example") and an age of 151, which the browser would
   refuse itself, so its checks are turned off (`novalidate`) for that post, as a client without them would.
   About Me, shown from age 13 on, stays shown while 151 is typed (the page keeps the last age it read, 15), and
   a paragraph is typed into it.
3. The answer must be 422, each error beside its row, every other value as typed: the paragraph, hidden on the
   server only because the age was refused, is held, shown with its text and a message. The two values are
   fixed, the avatar chosen again, the paragraph still there once the age is 36, and the post (the browser's
   checks on) must land on /welcome/1 showing the name. GET /signups must hold exactly what was typed, the
   paragraph and the avatar's bytes included.
4. Forged posts from another server's self-posting page: from localhost (another site) even the right token gets
   403, since SameSite=Strict keeps the cookie off; from 127.0.0.1 on another port (the same site, so the cookie
   goes) a missing or wrong token gets 403, while the right token gets the body read (422 for its refused value),
   which shows the cookie did arrive. Nothing more is stored.
5. A server that keeps its sign-ups in a database with the email unique (Vapor): the form opened again and posted
   with the same email comes back 422, "This email is already signed up" beside the email row and the name and
   email as typed, and nothing more is stored.
6. SIGTERM while the browser is still open on the server's page: the server must exit 0 within 5 s.

Screenshots of the 422 and welcome pages and the server's log go to the package's .build/browser-round-trip/.
Run: `python3 Tests/Scripts/server_browser_round_trip.py [--server vapor]`. Skips (exit 77; under CI, fails) when
chromium or chromedriver is missing; on Debian: `apt-get install chromium chromium-driver` (and fonts-noto-cjk,
fonts-noto-color-emoji for CJK and emoji in the screenshots; the checks do not need them).
"""
import argparse
import base64
import html
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from signup_page import (TYPED, add_contact, browser, compare, expect_shown, expected_model, failure,  # noqa: E402
                         fill_address, fill_choices, fill_contact, screenshot, type_age, type_into, wait_for,
                         write_png)
from signup_server import add_server_argument, chosen_servers  # noqa: E402
from webdriver import Driver  # noqa: E402

# The age, newsletter and frequency typed beside Tests/Scripts/support/signup_page.py's TYPED.
OWN = {"age": "36", "newsletter": True, "frequency": "weekly"}
# The refused values typed first, and the errors the server must write beside their rows.
REFUSED = {"age": "151", "email": "taro@example"}
ERRORS = {"age": "Age must be between 0 and 150", "email": "Email must be a valid email address",
          # Hidden on the server only by the refused age: held, not refused, and shown again with its text.
          "about_me": "About Me is not saved until Age is corrected",
          # Browsers never fill a file input again, and the server keeps nothing of a refused post.
          "avatar": "Choose the file again: dot.png was not kept"}
# What a server with a unique email (Vapor) writes beside the email row of a second sign-up with it.
DUPLICATE_EMAIL = "This email is already signed up"


def submit(driver, expected_path):
    """Clicks the submit button and waits for the next page to load at `expected_path`; returns its status."""
    driver.script("window.formworkOldPage = true;")
    driver.click(driver.find("button[type=submit]"))
    wait_for(driver, "return !window.formworkOldPage && document.readyState === 'complete'", "the answer")
    return landed(driver, expected_path)


def landed(driver, expected_path):
    """The loaded page's HTTP status, after checking it is at `expected_path`."""
    path = driver.script("return location.pathname")
    if path != expected_path:
        text = driver.script("return document.body.innerText")[:500]
        failure(f"the browser landed on {path}, not {expected_path}: {text}")
    return driver.script("return performance.getEntriesByType('navigation')[0].responseStatus")


def fill(driver, png_path):
    """Fills every row as a person would, with the refused age and email."""
    driver.type(driver.find("#formwork-avatar"), png_path)  # a file input takes the file's path as keys
    type_into(driver, "user_name", TYPED["user_name"])
    expect_shown(driver, "about_me", False, "before an age over 12 is typed")
    type_age(driver, REFUSED["age"])
    type_into(driver, "email", REFUSED["email"])
    type_into(driver, "phone", TYPED["phone"])
    fill_choices(driver)
    driver.click(driver.find("#formwork-newsletter"))
    expect_shown(driver, "frequency", True, "once the newsletter is ticked")
    driver.click(driver.find(f"input[name=frequency][value={OWN['frequency']}]"))
    # The person saw about_me at "15": the refused "151" leaves the last age the page read, so it stays shown and
    # takes a paragraph, which the server will hold rather than refuse.
    expect_shown(driver, "about_me", True, f"once {REFUSED['age']} is typed, as it was at 15")
    type_into(driver, "about_me", TYPED["about_me"])
    fill_address(driver)
    add_contact(driver)
    fill_contact(driver)


# Every value the page holds, by control name, as the browser would post it (textareas hold "\n").
PAGE_VALUES = r"""
const values = {};
for (const c of document.getElementById('formwork').elements) {
  if (!c.name || c.type === 'hidden' || c.type === 'submit' || c.type === 'button' || c.disabled) continue;
  if (c.type === 'file') values[c.name] = c.files.length;
  else if (c.type === 'checkbox') values[c.name] = c.checked;
  else if (c.type === 'radio') { if (c.checked) values[c.name] = c.value; }
  else if (c.multiple) values[c.name] = Array.from(c.selectedOptions, o => o.value);
  else if (c.name.endsWith('[]')) { if (c.value) (values[c.name] = values[c.name] || []).push(c.value); }
  else values[c.name] = c.value;
}
return values;
"""

ERROR_REPORT = r"""
return Array.from(document.querySelectorAll('.formwork-error'), p => {
  const row = p.closest('[data-formwork-row]'), input = row && row.querySelector('input, textarea, select');
  return {row: row && row.dataset.formworkRow, text: p.textContent, type: input && input.type,
          invalid: input && input.getAttribute('aria-invalid'),
          described: !!input && (input.getAttribute('aria-describedby') || '').split(' ').includes(p.id)};
});
"""


def check_refused_page(driver, token):
    """The 422 page: each error beside its row, the refused text and every other value kept, the same token."""
    errors = driver.script(ERROR_REPORT)
    expected = [{"row": row, "text": text, "invalid": "true", "described": True,
                 "type": {"email": "email", "avatar": "file", "about_me": "textarea"}.get(row, "text")}
                for row, text in sorted(ERRORS.items())]
    # A refused number is written as a text input holding what was typed, so nothing typed is lost.
    if sorted(errors, key=lambda e: e["row"] or "") != expected:
        failure(f"the 422 page's errors are {errors}, not {expected}")
    values = driver.script(PAGE_VALUES)
    typed = {name: value for name, value in TYPED.items() if name not in ("tags", "topics")}
    typed.update({"tags[]": TYPED["tags"], "topics[]": TYPED["topics"], "avatar": 0, **OWN, **REFUSED})
    # Browsers never fill a file input from a page: the server cannot send the avatar back, so it is empty
    # and the person chooses the file again.
    if values != typed:
        wrong = {k: (values.get(k), typed.get(k)) for k in set(values) | set(typed) if values.get(k) != typed.get(k)}
        failure(f"the 422 page did not keep what was typed (page, typed): {wrong}")
    for row in ("address.province", "emergency_contacts[0].details"):
        expect_shown(driver, row, True, "on the 422 page, as its condition holds")
    # Held: shown and enabled (so posted again) while the age field holds the text the server refused.
    expect_shown(driver, "about_me", True, "on the 422 page, holding the paragraph typed")
    if driver.script("return document.querySelector('[name=csrf_token]').value") != token:
        failure("the 422 page carries another token than the cookie's")


def signups(base):
    with urllib.request.urlopen(base + "/signups", timeout=10) as response:
        return json.loads(response.read())


def start_forger(target):
    """Another server, whose page at /?BODY is a form that posts BODY (urlencoded) to `target` as it loads."""
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            pairs = urllib.parse.parse_qsl(self.path.partition("?")[2], keep_blank_values=True)
            inputs = "".join(f'<input type="hidden" name="{html.escape(n)}" value="{html.escape(v)}">'
                             for n, v in pairs)
            page = (f'<!DOCTYPE html><meta charset="utf-8"><title>You won</title><form method="post" '
                    f'action="{target}/">{inputs}</form><script>document.forms[0].submit()</script>').encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args):
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def forge(driver, port, host, body, expected_status, why):
    """Opens the forger's page on `host`, which posts `body`, and checks the sign-up server's answer."""
    driver.get(f"http://{host}:{port}/?{body}")
    wait_for(driver, "return location.port !== arguments[0] && document.readyState === 'complete'",
             f"the forged post from {host}", str(port))
    status = landed(driver, "/")
    text = driver.script("return document.body.innerText")
    if status != expected_status or (status == 403) != ("security token is missing or wrong" in text):
        failure(f"a forged post from {host} ({why}) got {status}, not {expected_status}: {text[:300]}")


def check_forgeries(driver, base, token):
    """Forged posts are refused; see step 4 of the docstring."""
    forger = start_forger(base)
    port, mallory = forger.server_address[1], "user_name=Mallory&email=mallory%40example.com"
    try:
        # localhost and 127.0.0.1 are different sites: the browser withholds the Strict cookie, so even a leaked
        # token is refused.
        forge(driver, port, "localhost", f"csrf_token={token}&{mallory}", 403, "another site, the right token")
        # The same site on another port: the cookie goes, but another origin cannot read the page's token.
        forge(driver, port, "127.0.0.1", mallory, 403, "the same site, no token")
        forge(driver, port, "127.0.0.1", f"csrf_token={'0' * 64}&{mallory}", 403, "the same site, a wrong token")
        # The control: with the cookie sent and the right token the body is read (422 for the empty name), so the
        # 403 from localhost comes from the withheld cookie and not from the forged page itself.
        forge(driver, port, "127.0.0.1", f"csrf_token={token}&user_name=&email=mallory%40example.com", 422,
              "the same site, the right token, a refused value")
    finally:
        forger.shutdown()
        forger.server_close()


def open_form(driver, base):
    """GET /: returns the form's token, after checking the cookie holds it out of the page's reach."""
    driver.get(base + "/")
    if landed(driver, "/") != 200:
        failure("GET / did not answer 200")
    cookie = driver.command("GET", "/cookie/csrf_token")
    token = driver.script("return document.querySelector('[name=csrf_token]').value")
    if (cookie["value"], cookie["httpOnly"], cookie["sameSite"], cookie["path"]) != (token, True, "Strict", "/"):
        failure(f"the csrf_token cookie is {cookie}, the form's token {token}")
    if "csrf_token" in driver.script("return document.cookie"):
        failure("the page's script can read the csrf_token cookie")
    return token


def post_refused(driver):
    """Posts the filled form with its refused age and email, the browser's checks off."""
    # The browser's own checks accept "taro@example" (HTML's email syntax needs no dot) but refuse 151 > max.
    validity = driver.script("return [document.getElementById('formwork-email').validity.valid,"
                             "document.getElementById('formwork-age').validity.rangeOverflow]")
    if validity != [True, True]:
        failure(f"the browser's checks (email valid, age over its max) are {validity}")
    driver.script("document.getElementById('formwork').noValidate = true;")
    if submit(driver, "/") != 422:
        failure("the post with a refused age and email was not answered 422")


def post_fixed(driver, png_path):
    """Fixes the refused values on the 422 page and posts it, the browser's checks on; lands on /welcome/1."""
    # The file input of the 422 page is empty (see check_refused_page): the person chooses the file again.
    driver.type(driver.find("#formwork-avatar"), png_path)
    type_age(driver, OWN["age"])
    email = driver.find("#formwork-email")
    driver.clear(email)
    driver.type(email, TYPED["email"])
    expect_shown(driver, "about_me", True, f"once the age is {OWN['age']}")
    kept = driver.script("return document.getElementById('formwork-about_me').value")
    if kept != TYPED["about_me"]:
        failure(f"about_me holds {kept!r} once the age is fixed, not the paragraph typed")
    if not driver.script("const f = document.getElementById('formwork'); return !f.noValidate && f.checkValidity()"):
        failure("the browser's own checks refuse the fixed form")
    if submit(driver, "/welcome/1") != 200:
        failure("the welcome page did not answer 200")
    heading = driver.script("return document.querySelector('h1').textContent")
    shown = driver.script("const n = document.getElementById('formwork-user_name');"
                          "return [n.value, n.disabled || n.readOnly]")
    if heading != "Welcome! You are sign-up number 1" or shown != [TYPED["user_name"], True]:
        failure(f"the welcome page says {heading!r} and shows the name as {shown}")


def check_stored(base, png):
    """GET /signups holds one sign-up, exactly the model typed, the avatar's bytes included."""
    stored = signups(base)
    if len(stored) != 1:
        failure(f"/signups holds {len(stored)} sign-ups after one good post")
    if base64.b64decode((stored[0].get("avatar") or {}).get("data", "")) != png:
        failure("the stored avatar's bytes are not the PNG's")
    avatar = {"contentType": "image/png", "data": base64.b64encode(png).decode(), "filename": "dot.png"}
    compare("/signups", stored[0], expected_model(avatar, int(OWN["age"]), OWN["newsletter"], OWN["frequency"]))


def stop_server(process):
    """SIGTERM (what Ctrl-C and service managers send); returns the seconds it took to exit 0."""
    started = time.monotonic()
    process.send_signal(signal.SIGTERM)
    try:
        code = process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        failure("the server was still running 5 s after SIGTERM")
    if code != 0:
        failure(f"the server exited {code} after SIGTERM")
    return time.monotonic() - started


def check_duplicate_email(driver, base):
    """The form posted again with the email already signed up: 422, the error beside the email row, the name and
    email as typed, nothing more stored."""
    driver.get(base + "/")
    type_into(driver, "user_name", "Taro Again")
    type_into(driver, "email", TYPED["email"])
    if submit(driver, "/") != 422:
        failure("a second sign-up with the same email was not answered 422")
    errors = [(e["row"], e["text"], e["invalid"], e["described"]) for e in driver.script(ERROR_REPORT)]
    if errors != [("email", DUPLICATE_EMAIL, "true", True)]:
        failure(f"the second sign-up's errors are {errors}, not the email's {DUPLICATE_EMAIL!r}")
    kept = driver.script(PAGE_VALUES)
    if (kept.get("user_name"), kept.get("email")) != ("Taro Again", TYPED["email"]):
        failure(f"the second sign-up's page holds {kept.get('user_name')!r}, {kept.get('email')!r}, not what was typed")
    if len(signups(base)) != 1:
        failure(f"a second sign-up with the same email was stored: /signups holds {len(signups(base))}")


def round_trip(server, chromium, chromedriver):
    """Every step of the docstring against `server`; returns what the summary says of it."""
    started = time.monotonic()
    binary = server.binary()
    artifacts = server.artifacts("browser-round-trip")
    os.makedirs(artifacts, exist_ok=True)
    with tempfile.TemporaryDirectory() as work, open(os.path.join(artifacts, "server.log"), "w") as log:
        png, png_path = write_png(work)
        process, base = server.start(binary, log, work)
        driver = None
        try:
            driver = Driver(chromedriver, chromium)
            token = open_form(driver, base)
            fill(driver, png_path)
            post_refused(driver)
            check_refused_page(driver, token)
            screenshot(driver, os.path.join(artifacts, "refused.png"))
            post_fixed(driver, png_path)
            screenshot(driver, os.path.join(artifacts, "welcome.png"))
            check_stored(base, png)
            check_forgeries(driver, base, token)
            if len(signups(base)) != 1:
                failure(f"forged posts changed what is stored: /signups holds {len(signups(base))}")
            if server.database_file:
                check_duplicate_email(driver, base)
                screenshot(driver, os.path.join(artifacts, "duplicate.png"))
            # SIGTERM while the browser is still open on the server's page, its idle keep-alive connections open.
            stop_seconds = stop_server(process)
        finally:
            if process.poll() is None:
                process.kill()
            if driver is not None:
                driver.quit()
    duplicate = "; the same email again came back 422 beside its row" if server.database_file else ""
    return (f"{server.name}: a refused age and email came back as 422 with their errors and every value kept, the "
            f"paragraph the refused age hid held and shown again; the fixed post landed on /welcome/1 and /signups "
            f"holds exactly what was typed, the avatar's {len(png)} bytes included; forged posts from another site "
            f"and from another origin got 403 and stored nothing{duplicate}; SIGTERM stopped the server in "
            f"{stop_seconds:.1f} s; screenshots in {os.path.relpath(artifacts, ROOT)} "
            f"({time.monotonic() - started:.1f} s)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_server_argument(parser)
    servers = chosen_servers(parser.parse_args())
    chromium, chromedriver = browser("the server's browser round trip")
    for summary in [round_trip(server, chromium, chromedriver) for server in servers]:
        print(f"server browser round trip, {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
