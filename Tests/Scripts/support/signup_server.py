"""The sample sign-up servers for the scripts that test them: built, started on a free port, ready.

Two servers serve the same sign-up form, each with the comparison routes POST /bare and POST /plain: Samples/Server
(Hummingbird, sign-ups in memory) and Samples/VaporServer (Vapor, sign-ups kept with Fluent in a SQLite file, a
second sign-up with one email refused onto the form). A script runs its one path of checks against each it is
given (`--server`), asking the server what it has rather than naming it.
"""
import argparse
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

from webdriver import free_port

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


class SampleServer:
    """One sample server: its package, its product, the variable naming a prebuilt binary, and what it has."""

    def __init__(self, name, folder, product, binary_variable, comparison_routes, database_file):
        self.name, self.product, self.binary_variable = name, product, binary_variable
        self.package = os.path.join(ROOT, "Samples", folder)
        # POST /bare and POST /plain: the same body read without binding, and bound by the framework's decoder.
        self.comparison_routes = comparison_routes
        # Whether the server keeps its sign-ups in a SQLite file (given by --database), its email unique.
        self.database_file = database_file

    def artifacts(self, name):
        """The folder of the package's build where a script leaves its screenshots and logs."""
        return os.path.join(self.package, ".build", name)

    def binary(self, release=False):
        """The binary the server's variable names, or the one `swift build` makes (debug, or release when asked)."""
        if os.environ.get(self.binary_variable):
            return os.environ[self.binary_variable]
        configuration = ["-c", "release"] if release else []
        build = subprocess.run(["swift", "build", "--package-path", self.package, "--product", self.product]
                               + configuration, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if build.returncode != 0:
            fail(f"the {self.name} server did not build:\n{build.stdout[-4000:]}")
        bin_path = subprocess.run(["swift", "build", "--package-path", self.package, "--show-bin-path"] + configuration,
                                  cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
        return os.path.join(bin_path, self.product)

    def start(self, binary, log, work):
        """Starts `binary` on a free port of 127.0.0.1, its output into `log` and its database (if it keeps one)
        a new file in the folder `work`; returns the process and its base URL once GET /signups answers."""
        port = free_port()
        command = [binary, "--port", str(port)]
        if self.database_file:
            command += ["--database", self.database_path(work)]
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            if process.poll() is not None:
                fail(f"the {self.name} server exited with {process.returncode}; see {log.name}")
            try:
                with urllib.request.urlopen(base + "/signups", timeout=2) as response:
                    if response.status == 200:
                        return process, base
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        process.kill()
        fail(f"the {self.name} server did not answer within 30 s")

    @staticmethod
    def database_path(work):
        return os.path.join(work, "signups.sqlite")


HUMMINGBIRD = SampleServer("Hummingbird", "Server", "signup-server", "SIGNUP_SERVER", comparison_routes=True,
                           database_file=False)
VAPOR = SampleServer("Vapor", "VaporServer", "signup-vapor", "SIGNUP_VAPOR", comparison_routes=True,
                     database_file=True)
SERVERS = {"hummingbird": HUMMINGBIRD, "vapor": VAPOR}


def add_server_argument(parser):
    """`--server hummingbird|vapor|both` (both by default)."""
    parser.add_argument("--server", choices=[*SERVERS, "both"], default="both",
                        help="which sample server to run against (both)")


def chosen_servers(arguments):
    return list(SERVERS.values()) if arguments.server == "both" else [SERVERS[arguments.server]]


def servers_from_command_line(description):
    """The servers a script without options of its own runs against, from `--server`."""
    parser = argparse.ArgumentParser(description=description)
    add_server_argument(parser)
    return chosen_servers(parser.parse_args())
