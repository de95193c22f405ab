#!/usr/bin/env python3
"""Reads form bodies with PHP and Rack (Rails), as the parameters article says they do.

Two parts, each run only when its reader is installed (otherwise the script
says how to install it and skips it; under CI, where .ci/install-tools has
installed both, a missing reader fails the check; the Swift tests never need
either):

- Formwork's own bodies for a nested group keyed `product`, which the Swift
  test NestedGroupKeyRoundTripTests writes into
  <tempdir>/formwork-server-fixtures/ (urlencoded, and multipart with the
  boundary XyZ): PHP and Rack must both read `product` as a nested
  structure holding `sku` and `brand`, and `stock` beside it.
- The server behaviour the "What servers read" table states, on bodies
  written here by hand: nesting, indexed lists, repeated keys, `a[]`, a bare
  name, PHP's renaming of `.` and space, a bracket inside a bracketed key,
  the limits, and the multipart quirks (`; name=` inside a quoted name,
  percent-decoded file names).

PHP is read with `parse_str` and, for multipart, a `php -S` server on a free
local port; Rack with `Rack::Utils.parse_nested_query` and
`Rack::Multipart.parse_multipart`. Expected values are written by hand.
Exits 1 on any difference, or when a reader is present but the Swift tests
have not written the fixtures (a cross-check that checks nothing must not
pass); 77, which .ci/run reports as skipped, when neither reader is installed.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from missing_tool import skip_check, skip_part  # noqa: E402

FIXTURES = Path(tempfile.gettempdir()) / "formwork-server-fixtures"
LISTING = {"product": {"sku": "LAMP-01", "brand": "Acme & Sons"}, "stock": "12"}

PHP_QUERY = 'parse_str(stream_get_contents(STDIN), $o); echo json_encode($o);'
RACK_QUERY = 'require "json"; print JSON.generate(Rack::Utils.parse_nested_query(STDIN.read))'
RACK_MULTIPART = """
require "json"
body = STDIN.binmode.read
env = Rack::MockRequest.env_for("/", method: "POST", input: body,
                                "CONTENT_TYPE" => "multipart/form-data; boundary=XyZ")
files = lambda do |value|
  next value.map { |k, v| [k, files.(v)] }.to_h if value.is_a?(Hash) && !value.key?(:tempfile)
  value.is_a?(Hash) ? {"file" => value[:filename]} : value
end
print JSON.generate(files.(Rack::Multipart.parse_multipart(env)))
"""
PHP_MULTIPART = """<?php
$files = [];
foreach ($_FILES as $k => $f) { $files[$k] = ["file" => $f["name"]]; }
echo json_encode(array_merge($_POST, $files));
"""

# (body, what PHP reads, what Rack reads), each written by hand.
QUERIES = [
    ("product%5Bsku%5D=LAMP-01", {"product": {"sku": "LAMP-01"}}, {"product": {"sku": "LAMP-01"}}),
    ("tags%5B0%5D=a&tags%5B1%5D=b", {"tags": ["a", "b"]}, {"tags": {"0": "a", "1": "b"}}),
    ("tag=a&tag=b", {"tag": "b"}, {"tag": "b"}),
    ("tags%5B%5D=a&tags%5B%5D=b", {"tags": ["a", "b"]}, {"tags": ["a", "b"]}),
    ("nickname", {"nickname": ""}, {"nickname": None}),
    ("tags%5B%5D", {"tags": [""]}, {"tags": [None]}),
    ("items%5B0%5D%5Bid%5D=1", {"items": [{"id": "1"}]}, {"items": {"0": {"id": "1"}}}),
    ("first.name=Ada&last+name=L", {"first_name": "Ada", "last_name": "L"}, {"first.name": "Ada", "last name": "L"}),
    ("attributes%5BSize+%5Bcm%5D%5D=30", {"attributes": {"Size [cm": "30"}}, {"attributes": {"Size ": {"cm": "30"}}}),
]

MULTIPART = (
    b'--XyZ\r\nContent-Disposition: form-data; name="answers[Rate us; name=newsletter]"\r\n\r\nyes\r\n'
    b'--XyZ\r\nContent-Disposition: form-data; name="scan"; filename="scan; name=photo.pdf"\r\n'
    b'Content-Type: application/pdf\r\n\r\n%PDF\r\n'
    b'--XyZ\r\nContent-Disposition: form-data; name="doc"; filename="a%20b.txt"\r\n'
    b'Content-Type: text/plain\r\n\r\nhi\r\n--XyZ--\r\n'
)
MULTIPART_PHP = {"answers": {"Rate us; name=newsletter": "yes"},
                 "scan": {"file": "scan; name=photo.pdf"}, "doc": {"file": "a%20b.txt"}}
MULTIPART_RACK = {"newsletter": "yes", "photo.pdf": {"file": "scan; name=photo.pdf"}, "doc": {"file": "a b.txt"}}

failures = []


def check(label, got, expected):
    if got != expected:
        failures.append(f"{label}: read {got!r}, expected {expected!r}")


def run(command, body):
    done = subprocess.run(command, input=body, capture_output=True, check=False)
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def php_query(body):
    return json.loads(run(["php", "-r", PHP_QUERY], body.encode() if isinstance(body, str) else body)[1])


def rack_query(body):
    return json.loads(run(["ruby", "-rrack", "-e", RACK_QUERY], body.encode() if isinstance(body, str) else body)[1])


def php_multipart(body):
    """Posts `body` to a `php -S` server on a free port, which prints $_POST and $_FILES' names."""
    root = tempfile.mkdtemp()
    Path(root, "index.php").write_text(PHP_MULTIPART)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(["php", "-S", f"127.0.0.1:{port}", "-t", root],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        request = urllib.request.Request(f"http://127.0.0.1:{port}/index.php", data=body, method="POST",
                                         headers={"Content-Type": "multipart/form-data; boundary=XyZ"})
        for _ in range(50):
            try:
                with urllib.request.urlopen(request, timeout=5) as response:
                    return json.loads(response.read())
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("php -S did not answer")
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(root, ignore_errors=True)


def check_php():
    for body, expected, _ in QUERIES:
        check(f"PHP parse_str {body}", php_query(body), expected)
    kept = php_query("&".join(f"v{i}=1" for i in range(1, 1002)))
    check("PHP max_input_vars: variables kept of 1001", len(kept), 1000)
    check("PHP nesting of 64 levels", php_query("a" + "%5Bx%5D" * 64 + "=1") != [], True)
    check("PHP nesting of 65 levels is dropped", php_query("a" + "%5Bx%5D" * 65 + "=1"), [])
    check("PHP multipart", php_multipart(MULTIPART), MULTIPART_PHP)
    check("PHP reads Formwork's urlencoded nested group", php_query(fixture("product-listing.urlencoded")), LISTING)
    check("PHP reads Formwork's multipart nested group", php_multipart(fixture("product-listing.multipart")), LISTING)


def rack_refuses(body):
    status, _, error = run(["ruby", "-rrack", "-e", RACK_QUERY], body.encode())
    return status != 0 and "QueryLimitError" in error


def check_rack():
    for body, _, expected in QUERIES:
        check(f"Rack parse_nested_query {body}", rack_query(body), expected)
    check("Rack reads 4096 parameters", rack_refuses("&".join(f"v{i}=1" for i in range(4096))), False)
    check("Rack refuses 4097 parameters", rack_refuses("&".join(f"v{i}=1" for i in range(4097))), True)
    check("Rack reads a key nested 99 levels", rack_refuses("a" + "%5Bx%5D" * 99 + "=1"), False)
    check("Rack refuses a key nested 100 levels", rack_refuses("a" + "%5Bx%5D" * 100 + "=1"), True)
    multipart = json.loads(run(["ruby", "-rrack", "-e", RACK_MULTIPART], MULTIPART)[1])
    check("Rack multipart", multipart, MULTIPART_RACK)
    check("Rack reads Formwork's urlencoded nested group", rack_query(fixture("product-listing.urlencoded")), LISTING)
    listing = json.loads(run(["ruby", "-rrack", "-e", RACK_MULTIPART], fixture("product-listing.multipart"))[1])
    check("Rack reads Formwork's multipart nested group", listing, LISTING)


def fixture(name):
    path = FIXTURES / name
    if not path.exists():
        print(f"{path} is missing: run `swift test --filter NestedGroupKeyRoundTripTests` first")
        sys.exit(1)
    return path.read_bytes()


def main():
    has_php = shutil.which("php") is not None
    has_rack = shutil.which("ruby") is not None and run(["ruby", "-rrack", "-e", ""], b"")[0] == 0
    if not has_php and not has_rack:
        skip_check("neither PHP nor Ruby with Rack is installed", "apt-get install php-cli ruby-rack")
    if not has_php:
        skip_part("PHP's reading is not checked: php is not installed", "apt-get install php-cli")
    if not has_rack:
        skip_part("Rack's reading is not checked: Ruby with Rack is not installed", "apt-get install ruby-rack")
    if has_php:
        check_php()
    if has_rack:
        version = run(["ruby", "-rrack", "-e", "print Rack.release"], b"")[1]
        if not version.startswith("2.2."):
            skip_part(f"Rack's reading is not checked: this is Rack {version}, the table states Rack 2.2",
                      "Debian 12: apt-get install ruby-rack")
        else:
            check_rack()
    for failure in failures:
        print(failure)
    if failures:
        return 1
    print("server readers: every body read as documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
