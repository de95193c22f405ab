#!/usr/bin/env python3
"""Checks Formwork's JSON Schemas with an independent validator.

The Swift tests (JSONSchemaFixtureTests) keep the files in json_schema/
equal to what Formwork writes: <Model>.schema.json (Model.formJSONSchema)
and <Model>.body.json (the form's parameters.json()). <Model>.refused.json
is written by hand: each case is [keyword, body], a body breaking one rule,
which the Swift tests check Membership(json:) refuses. This script, with
Python's jsonschema (pip install "jsonschema>=4.18"), checks:

- every schema is a valid draft 2020-12 schema (Draft202012Validator.check_schema);
- every body validates against its model's schema, formats asserted;
- every refused body is refused, and by the keyword its case names
  (WorkHistory.refused.json: a repeating group of too many or too few
  items, or an item breaking its own rules).

Numbers are read exactly (decimals as Decimal), as Formwork reads them, so
multipleOf is judged without binary rounding. Exits 0 when every check
passes, 1 otherwise, and 1 with an install hint when jsonschema is missing.
"""
import importlib.metadata
import json
import os
import sys
from decimal import Decimal

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError:
    sys.exit('json_schema_check.py needs Python\'s jsonschema: pip install "jsonschema>=4.18"')

DIRECTORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "json_schema")
MODELS = ["Membership", "Profile", "Everything", "WorkHistory"]


def load(name):
    with open(os.path.join(DIRECTORY, name), encoding="utf-8") as file:
        return json.load(file, parse_float=Decimal)


def failing_keywords(validator, body):
    """The keywords of every error, the nested ones of oneOf/anyOf included."""
    keywords = set()
    stack = list(validator.iter_errors(body))
    while stack:
        error = stack.pop()
        keywords.add(error.validator)
        stack.extend(error.context or [])
    return keywords


def main():
    failures = []
    checked = 0
    for model in MODELS:
        schema = load(model + ".schema.json")
        try:
            Draft202012Validator.check_schema(schema)
        except jsonschema.exceptions.SchemaError as error:
            failures.append(f"{model}.schema.json is no valid 2020-12 schema: {error.message}")
            continue
        validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
        body = load(model + ".body.json")
        errors = [error.message for error in validator.iter_errors(body)]
        if errors:
            failures.append(f"{model}.body.json is refused: {errors}")
        checked += 2
        refused_path = model + ".refused.json"
        if not os.path.exists(os.path.join(DIRECTORY, refused_path)):
            continue
        for name, (keyword, refused) in load(refused_path).items():
            checked += 1
            keywords = failing_keywords(validator, refused)
            if not keywords:
                failures.append(f"{model}: '{name}' is accepted")
            elif keyword not in keywords:
                failures.append(f"{model}: '{name}' is refused by {sorted(keywords)}, not by {keyword}")
    if checked == 0:
        sys.exit("json_schema_check.py found nothing to check")
    for failure in failures:
        print("FAIL", failure)
    version = importlib.metadata.version("jsonschema")
    print(f"json_schema_check: {checked} checks, {len(failures)} failures (jsonschema {version})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
