#!/usr/bin/env python3
"""Cross-checks Formwork's multipart/form-data bodies with Python's own parser.

The Swift test suite (MultipartFixtureTests) writes each body as NAME.body
and a manifest NAME.json into <tempdir>/formwork-multipart-fixtures/. The
manifest lists, for every expected part in order, the raw field name, the
raw file name and content type (file parts only) and the content in Base64
-- as the test declared them, not as Formwork wrote them.

This script parses every body with the standard library's `email` package
(BytesParser, policy=default, with the manifest's Content-Type prepended as
a header), applies Formwork's multipart name escaping itself (the HTML
Standard's LF -> %0A, CR -> %0D, '"' -> %22, and a backslash -> %5C, which
HTML leaves alone but `email` reads as quoting the next character) and
checks the part count, the names,
the file names, that only file parts carry a Content-Type, and the exact
content bytes. It uses only the standard library and exits 0 with a message
when the fixture directory does not exist (the Swift tests have not run).
"""
import base64
import json
import sys
import tempfile
from email import policy
from email.parser import BytesParser
from pathlib import Path

FIXTURES = Path(tempfile.gettempdir()) / "formwork-multipart-fixtures"


def html_escape(text):
    """The HTML Standard's escaping of multipart names and file names."""
    return text.replace("\n", "%0A").replace("\r", "%0D").replace('"', "%22")


def name_escape(text):
    """Formwork's escaping of names and file names: HTML's, and a backslash as %5C.

    A quoted string in a MIME parameter (RFC 2045 section 5.1, RFC 5322
    section 3.2.4) takes a backslash as quoting the next character, so a
    literal backslash would not read back as itself here.
    """
    return html_escape(text).replace("\\", "%5C")


def as_utf8(text):
    """Header text the parser decoded from raw bytes, back as real UTF-8 text."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8")


def check(body_path):
    manifest = json.loads(body_path.with_suffix(".json").read_text(encoding="utf-8"))
    body = body_path.read_bytes()
    header = b"Content-Type: " + manifest["contentType"].encode("ascii") + b"\r\n\r\n"
    message = BytesParser(policy=policy.default).parsebytes(header + body)
    problems = []
    if not manifest["parts"]:
        # RFC 2046 wants at least one part; with no fields Formwork writes only
        # the close delimiter, as browsers do, which `email` flags as a defect.
        boundary = message.get_boundary()
        if body != b"--" + boundary.encode("ascii") + b"--\r\n":
            problems.append("an empty body is not just the close delimiter: %r" % body)
        return problems
    if message.get_content_type() != "multipart/form-data":
        problems.append("not multipart/form-data: %s" % message.get_content_type())
    if message.defects:
        problems.append("defects in the body: %r" % message.defects)
    parts = list(message.iter_parts()) if message.is_multipart() else []
    expected = manifest["parts"]
    if len(parts) != len(expected):
        problems.append("%d parts, expected %d" % (len(parts), len(expected)))
    for index, (part, want) in enumerate(zip(parts, expected)):
        where = "part %d" % index
        if part.get_content_disposition() != "form-data":
            problems.append("%s: disposition %r" % (where, part.get_content_disposition()))
        name = part.get_param("name", header="content-disposition")
        if name is None or as_utf8(name) != name_escape(want["name"]):
            problems.append("%s: name %r, expected %r" % (where, name, name_escape(want["name"])))
        filename = part.get_param("filename", header="content-disposition")
        want_filename = want.get("filename")
        if want_filename is None:
            if filename is not None:
                problems.append("%s: unexpected filename %r" % (where, filename))
            if part["Content-Type"] is not None:
                problems.append("%s: a non-file part has a Content-Type" % where)
        else:
            if filename is None or as_utf8(filename) != name_escape(want_filename):
                problems.append("%s: filename %r, expected %r" % (where, filename, name_escape(want_filename)))
            if str(part["Content-Type"]) != html_escape(want["contentType"]):
                problems.append("%s: Content-Type %r" % (where, part["Content-Type"]))
        extra = sorted(set(k.lower() for k in part.keys()) - {"content-disposition", "content-type"})
        if extra:
            problems.append("%s: unexpected headers %r" % (where, extra))
        content = part.get_payload(decode=True) or b""
        if content != base64.b64decode(want["contentBase64"]):
            problems.append("%s: content %r differs" % (where, content[:80]))
    return problems


def main():
    if not FIXTURES.is_dir():
        print("FAILED: %s does not exist: run `swift test` first, it writes the fixtures" % FIXTURES)
        return 1
    bodies = sorted(FIXTURES.glob("*.body"))
    if not bodies:
        print("FAILED: no bodies in %s: run `swift test` first" % FIXTURES)
        return 1
    failed = False
    for body_path in bodies:
        problems = check(body_path)
        status = "ok" if not problems else "FAILED"
        print("%s: %s" % (body_path.name, status))
        for problem in problems:
            print("  " + problem)
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
