"""A minimal W3C WebDriver client for headless Chromium, standard library only.

Used by the browser cross-checks in Tests/Scripts (it lives in a subfolder
because .ci/run runs every Tests/Scripts/*.py as a check of its own).
Speaks the W3C protocol to chromedriver over HTTP: no Selenium needed.
"""
import base64
import json
import socket
import subprocess
import time
import urllib.error
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebDriverError(Exception):
    pass


class Driver:
    """One headless Chromium session; quit() ends it and its chromedriver."""

    def __init__(self, chromedriver, chromium, width=900, height=1600, lang="en-US"):
        """`lang` is the browser's language: its --lang and the Accept-Language it sends."""
        self.port = free_port()
        self.process = subprocess.Popen([chromedriver, f"--port={self.port}"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(100):
            try:
                self._call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        capabilities = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            # A dialog (alert) left open would answer every later command with an error, so it fails loudly.
            "unhandledPromptBehavior": "ignore",
            "goog:chromeOptions": {"binary": chromium, "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", f"--lang={lang}", "--hide-scrollbars"],
                "prefs": {"intl.accept_languages": lang}}}}}
        try:
            self.session = self._call("POST", "/session", capabilities)["sessionId"]
        except Exception:
            self.process.terminate()
            self.process.wait(timeout=10)
            raise

    def _call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as error:
            value = json.loads(error.read() or b"{}").get("value", {})
            raise WebDriverError(f"{method} {path}: {value.get('error')}: {value.get('message', '')[:300]}") from None

    def command(self, method, path, body=None):
        return self._call(method, f"/session/{self.session}{path}", body)

    def get(self, url):
        self.command("POST", "/url", {"url": url})

    def find(self, css):
        return self.command("POST", "/element", {"using": "css selector", "value": css})[ELEMENT]

    def find_all(self, css):
        return [e[ELEMENT] for e in self.command("POST", "/elements", {"using": "css selector", "value": css})]

    def type(self, element, text):
        """Types `text` as key presses; for a file input, `text` is the path of the file to choose."""
        self.command("POST", f"/element/{element}/value", {"text": text})

    def clear(self, element):
        self.command("POST", f"/element/{element}/clear", {})

    def click(self, element):
        self.command("POST", f"/element/{element}/click", {})

    def script(self, source, *args):
        """Runs `source` as a function body in the page; element ids in `args` arrive as elements."""
        wrapped = [{ELEMENT: a[ELEMENT]} if isinstance(a, dict) and ELEMENT in a else a for a in args]
        return self.command("POST", "/execute/sync", {"script": source, "args": wrapped})

    def script_async(self, source, *args):
        """Runs `source` as an async function body: its last argument is the callback that returns a value."""
        return self.command("POST", "/execute/async", {"script": source, "args": list(args)})

    def timeouts(self, script_ms):
        self.command("POST", "/timeouts", {"script": script_ms})

    def alert_text(self):
        """The open dialog's text, or None when no dialog is open."""
        try:
            return self.command("GET", "/alert/text")
        except WebDriverError as error:
            if "no such alert" in str(error):
                return None
            raise

    def resize(self, width, height):
        self.command("POST", "/window/rect", {"width": width, "height": height})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.command("GET", "/screenshot")))

    def quit(self):
        try:
            self._call("DELETE", f"/session/{self.session}")
        finally:
            self.process.terminate()
            self.process.wait(timeout=10)
