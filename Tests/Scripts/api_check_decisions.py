#!/usr/bin/env python3
"""Checks what .ci/api_check.py decides, on hand-written listings and a hand-written CHANGELOG.

The fixtures in Fixtures/api-check are small and written by hand: a baseline and a current listing
that differ by one example of each kind of change, and a CHANGELOG whose `## Unreleased` section names
some of them under `### Changed` and `### Removed` and others only where a name does not count (under
`### Added` and `### Fixed`, in a fenced example, under an older release). The expected decisions below
were worked out from the rules in the script's docstring, not copied from its output. Needs no build.
"""
import contextlib
import importlib.util
import io
import os
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "Fixtures", "api-check")
SCRIPT = os.path.join(HERE, "..", "..", ".ci", "api_check.py")

spec = importlib.util.spec_from_file_location("api_check", SCRIPT)
api_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(api_check)


def fixture(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as file:
        return file.read()


class ChangelogNames(unittest.TestCase):
    def test_only_spans_under_changed_and_removed_of_unreleased_count(self):
        self.assertEqual(api_check.declared_names(fixture("CHANGELOG.md")), [
            "FormSession.update(_:options:)", "FormReadingPolicy", "FormReadingRules", "Formwork.FormRow.Kind",
            "FormworkHTML.FormPageStyle", "FormSeparator.legacyTitle",
        ])

    def test_a_name_covers_its_overloads_and_members_but_not_its_neighbours(self):
        declared = ["FormSession.update", "FormworkHTML.FormPageStyle", "FormRow.title"]
        self.assertTrue(api_check.is_declared("FormSession.update(_:options:)", declared))
        self.assertTrue(api_check.is_declared("FormSession.update(_:policy:)", declared))
        self.assertTrue(api_check.is_declared("FormPageStyle.prefix", declared))
        self.assertTrue(api_check.is_declared("FormRow.title", declared))
        self.assertFalse(api_check.is_declared("FormSession.updated", declared))
        self.assertFalse(api_check.is_declared("FormRow.titleFont", declared))
        self.assertFalse(api_check.is_declared("FormRow", declared))
        self.assertFalse(api_check.is_declared("FormRow.title", ["Row.title"]))


class Decisions(unittest.TestCase):
    def setUp(self):
        baseline = api_check.parse_listing(fixture("baseline.txt"))
        current = api_check.parse_listing(fixture("current.txt"))
        self.findings = {item.name: item for item in api_check.compare("Formwork", baseline, current)}
        self.declared = api_check.declared_names(fixture("CHANGELOG.md"))

    def names(self, predicate):
        return sorted(name for name, item in self.findings.items() if predicate(item))

    def test_additions_pass_and_only_breaking_additions_are_changes(self):
        self.assertEqual(self.names(lambda item: not item.is_break),
                         ["FormModel.formAcronyms", "FormRow", "FormRow.subtitle"])
        self.assertEqual(self.findings["FormRow.Kind.heading"].breaking_additions,
                         ["case Formwork.FormRow.Kind.heading(Formwork.FormRow.Kind.Type) -> Formwork.FormRow.Kind"])
        self.assertEqual(self.findings["FormChoice"].breaking_additions, ["inherits Swift.Comparable"])
        self.assertEqual(self.findings["FormChoice.formLabel"].breaking_additions,
                         ["var requirement Formwork.FormChoice.formLabel : Swift.String"])

    def test_a_fact_gone_is_a_removal_or_a_change(self):
        self.assertEqual(self.findings["FormRow.placeholder"].verdict, "removed")
        self.assertEqual(self.findings["FormSession.reload()"].verdict, "removed")
        self.assertEqual(self.findings["FormRow.help"].verdict, "changed")
        self.assertEqual(self.findings["FormRow.title"].gone, ["setter of Formwork.FormRow.title : Swift.String"])
        self.assertEqual(self.findings["FormRow.title"].verdict, "changed")

    def test_a_renamed_type_covers_the_signatures_that_named_it_but_not_removals(self):
        declared = ["FormReadingRules"]
        self.assertTrue(api_check.finding_is_declared(self.findings["FormModel.init(urlEncoded:options:)"], declared))
        self.assertFalse(api_check.finding_is_declared(self.findings["FormSession.reset(options:)"], declared))
        self.assertFalse(api_check.finding_is_declared(self.findings["FormModel.init(urlEncoded:options:)"],
                                                       ["UpdateOptions"]))

    def test_breaks_named_in_unreleased_pass_and_the_others_fail(self):
        breaks = [item for item in self.findings.values() if item.is_break]
        self.assertEqual(sorted(item.name for item in breaks if api_check.finding_is_declared(item, self.declared)),
                         ["FormModel.init(urlEncoded:options:)", "FormRow.Kind.heading", "FormSeparator.legacyTitle",
                          "FormSession.update(_:options:)"])
        errors = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(errors):
            failures = api_check.report(sorted(self.findings.values(), key=lambda item: item.name), self.declared)
        self.assertEqual(failures, 7)
        text = errors.getvalue()
        for name in ("FormChoice", "FormChoice.formLabel", "FormRow.help", "FormRow.placeholder", "FormRow.title",
                     "FormSession.reload()", "FormSession.reset(options:)"):
            self.assertIn(f"error: Formwork: `{name}` ", text)
        self.assertIn("    was:   var Formwork.FormRow.help : Swift.String?\n"
                      "    now:   var Formwork.FormRow.help : Swift.String\n", text)
        self.assertIn("### Changed", text)


class Listing(unittest.TestCase):
    """The facts made of a digester tree written by hand, with the demangled names given."""

    def test_facts_of_a_small_tree(self):
        tree = {"kind": "Root", "printedName": "Formwork", "children": [
            {"kind": "TypeDecl", "declKind": "Struct", "printedName": "FormRow", "mangledName": "$row",
             "conformances": [{"printedName": "Copyable", "mangledName": "$copyable"},
                              {"printedName": "Sendable", "mangledName": "$sendable"}],
             "children": [
                 {"kind": "Var", "declKind": "Var", "printedName": "title", "mangledName": "$title",
                  "accessors": [{"accessorKind": "get"}, {"accessorKind": "set"}]},
                 {"kind": "Function", "declKind": "Func", "printedName": "text(for:in:)", "mangledName": "$text",
                  "funcSelfKind": "Mutating",
                  "children": [{"printedName": "Swift.String"}, {"printedName": "Swift.String"},
                               {"printedName": "Foundation.Date", "hasDefaultArg": True}]},
                 {"kind": "Var", "declKind": "Var", "printedName": "order", "mangledName": "$order",
                  "isInternal": True},
                 {"kind": "Var", "declKind": "Var", "printedName": "_storage", "mangledName": "$storage"},
             ]},
            {"kind": "TypeDecl", "declKind": "Struct", "printedName": "Int", "mangledName": "$int",
             "isExternal": True,
             "conformances": [{"printedName": "Hashable", "mangledName": "$hashable"},
                              {"printedName": "FormNumberValue", "mangledName": "$number"}]},
        ]}
        demangled = {
            "$row": "Formwork.FormRow", "$copyable": "Swift.Copyable", "$sendable": "Swift.Sendable",
            "$title": "Formwork.FormRow.title : Swift.String",
            "$text": "Formwork.FormRow.text(for: Swift.String, in: FoundationEssentials.Date) -> Swift.String",
            "$int": "Swift.Int", "$hashable": "Swift.Hashable", "$number": "Formwork.FormNumberValue",
        }
        facts = api_check.Listing(tree, {"Formwork"}, demangled).facts
        self.assertEqual(api_check.listing_lines(facts), [
            "FormRow | conforms to Swift.Sendable",
            "FormRow | struct Formwork.FormRow",
            "FormRow.text(for:in:) | default argument in: of "
            "Formwork.FormRow.text(for: Swift.String, in: Foundation.Date) -> Swift.String",
            "FormRow.text(for:in:) | func mutating "
            "Formwork.FormRow.text(for: Swift.String, in: Foundation.Date) -> Swift.String",
            "FormRow.title | setter of Formwork.FormRow.title : Swift.String",
            "FormRow.title | var Formwork.FormRow.title : Swift.String",
            "Int | conforms to Formwork.FormNumberValue",
        ])


if __name__ == "__main__":
    unittest.main()
