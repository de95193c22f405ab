#!/usr/bin/env python3
"""Reads Formwork's urlencoded and JSON bodies with Python's own parsers.

The Swift test suite (BodyFixtureTests) writes each body and a manifest of
the raw names and values it must decode to into
<tempdir>/formwork-body-fixtures/. This script, using only the standard
library, checks:

- urlencoded: every byte is one the WHATWG application/x-www-form-urlencoded
  serializer may write (A-Z a-z 0-9 * - . _ literally, '+' for a space,
  %XX with upper-case hex, and the '&' and '=' separators), and
  urllib.parse.parse_qsl gives back exactly the manifest's pairs, in order;
- JSON: json.loads (members kept in order, numbers read as exact int and
  Decimal) gives exactly the manifest's members, types and values; a member
  of type "json" (an array of objects) is compared with its hand-written
  JSON text read the same way, member order included.

Exits 0 when every fixture matches, 1 otherwise, and 1 with a message when
there is nothing to check (the Swift tests have not run): a cross-check that
checks nothing must not pass.
"""
import json
import os
import re
import sys
import tempfile
from decimal import Decimal
from urllib.parse import parse_qsl

DIRECTORY = os.path.join(tempfile.gettempdir(), "formwork-body-fixtures")
WHATWG_BYTES = re.compile(rb"\A(?:[A-Za-z0-9*\-._+&=]|%[0-9A-F]{2})*\Z")


def check_urlencoded(body, pairs):
    if not WHATWG_BYTES.match(body):
        return "bytes outside the WHATWG serializer's output set"
    parsed = parse_qsl(body.decode("ascii"), keep_blank_values=True, strict_parsing=True, errors="strict")
    expected = [tuple(pair) for pair in pairs]
    return None if parsed == expected else f"parse_qsl gave {parsed!r}, expected {expected!r}"


def typed(member):
    kind, text = member["type"], member["text"]
    if kind == "json":
        # A nested value (a repeating group's array of objects), written by hand as JSON.
        return json.loads(text, object_pairs_hook=list, parse_float=Decimal, parse_int=int)
    return {"int": int, "decimal": Decimal, "float": float, "str": str,
            "bool": lambda t: t == "true", "null": lambda t: None}[kind](text)


def check_json(body, members):
    parsed = json.loads(body.decode("utf-8"), object_pairs_hook=list, parse_float=Decimal, parse_int=int)
    if [key for key, _ in parsed] != [m["key"] for m in members]:
        return f"keys {[k for k, _ in parsed]!r}, expected {[m['key'] for m in members]!r}"
    for (key, value), member in zip(parsed, members):
        expected = typed(member)
        if member["type"] == "float":
            value = float(value)
        if type(value) is not type(expected) or value != expected:
            return f"{key}: {value!r}, expected {expected!r}"
    return None


def main():
    if not os.path.isdir(DIRECTORY):
        print(f"FAILED: {DIRECTORY} does not exist: run `swift test` first, it writes the fixtures")
        return 1
    failures, checked = 0, 0
    for name in sorted(os.listdir(DIRECTORY)):
        if name.endswith(".manifest"):
            continue
        with open(os.path.join(DIRECTORY, name), "rb") as handle:
            body = handle.read()
        with open(os.path.join(DIRECTORY, name + ".manifest"), encoding="utf-8") as handle:
            manifest = json.load(handle)
        problem = check_urlencoded(body, manifest) if name.endswith(".urlencoded") else check_json(body, manifest)
        checked += 1
        if problem:
            failures += 1
            print(f"{name}: {problem}")
        else:
            print(f"{name}: ok")
    if checked == 0:
        print(f"FAILED: no fixtures in {DIRECTORY}: run `swift test` first")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
