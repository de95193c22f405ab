"""The sample sign-up server (Samples/Server) for the scripts that test it: built, started on a free port, ready."""
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

from webdriver import free_port

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
PACKAGE = os.path.join(ROOT, "Samples", "Server")


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def server_binary(release=False):
    """The binary SIGNUP_SERVER names, or the one `swift build` makes (debug, or release when asked)."""
    if os.environ.get("SIGNUP_SERVER"):
        return os.environ["SIGNUP_SERVER"]
    configuration = ["-c", "release"] if release else []
    build = subprocess.run(["swift", "build", "--package-path", PACKAGE, "--product", "signup-server"] + configuration,
                           cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        fail(f"the server did not build:\n{build.stdout[-4000:]}")
    bin_path = subprocess.run(["swift", "build", "--package-path", PACKAGE, "--show-bin-path"] + configuration,
                              cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "signup-server")


def start_server(binary, log):
    """Starts `binary` on a free port of 127.0.0.1, its output into `log`; returns it and its base URL once
    GET /signups answers."""
    port = free_port()
    process = subprocess.Popen([binary, "--port", str(port)], stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        if process.poll() is not None:
            fail(f"the server exited with {process.returncode}; see {log.name}")
        try:
            with urllib.request.urlopen(base + "/signups", timeout=2) as response:
                if response.status == 200:
                    return process, base
        except (urllib.error.URLError, ConnectionError):
            time.sleep(0.1)
    process.kill()
    fail("the server did not answer within 30 s")
