#!/usr/bin/env python3
"""Runs the HTML form's live-condition script in Node against the Swift evaluator.

Tests/Scripts/Fixtures/html_live_conditions_corpus.json holds predicates over
every kind of row, control states a browser could hold, and for each state
the Swift evaluator's result after the body those controls submit is read
with `update(fromURLEncoded:)`, plus the <script> element FormworkHTML
writes, with one row `case-N` per predicate, shown exactly when predicate N
holds. This script:

1. regenerates the corpus with the Swift tests (LiveConditionCorpusTests,
   FORMWORK_LIVE_CORPUS_OUT) and checks it is byte for byte the committed one;
2. runs the script element's text in Node (no eval, in a fresh vm context)
   once per control state, over a minimal DOM holding those controls and the
   `case-N` wrappers, and checks whether each wrapper is in the form or in
   the template the script leaves at its place against the Swift result:
   they must all agree.

Fails loudly (exit 1 with a message) when node or the fixture is missing, so
a check that checks nothing cannot pass. `--no-regenerate` skips step 1.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE = os.path.join(ROOT, "Tests", "Scripts", "Fixtures", "html_live_conditions_corpus.json")

HARNESS = r"""
const fs = require("fs"), vm = require("vm");
const corpus = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const m = /^<script>([\s\S]*)<\/script>$/.exec(corpus.script);
if (!m) { console.error("the script is not one <script> element"); process.exit(1); }
if (/<\/script|<!--|<script/i.test(m[1])) { console.error("the script text contains </script, <!-- or <script"); process.exit(1); }
const code = m[1];
let failures = 0, checked = 0;
corpus.cases.forEach((c, caseIndex) => {
  const elements = [];
  for (const [name, kind, a, b] of c.controls) {
    if (kind === "t") a.forEach(v => elements.push({ name, type: "text", value: v }));
    else if (kind === "c") {
      elements.push({ name, type: "hidden", value: "false" });
      elements.push({ name, type: "checkbox", value: "true", checked: a });
    } else if (kind === "sm") {
      elements.push({ name, type: "select-multiple", options: a.map((v, i) => ({ value: v, selected: b[i] })) });
    } else throw new Error("unknown control kind " + kind);
  }
  // A minimal DOM: the form holds the case-N wrappers; the script moves a hidden one into the content (a
  // fragment) of a <template> it puts at the wrapper's place, and back before that template to show it.
  const detach = n => { const p = n.parentNode; if (p) p.children.splice(p.children.indexOf(n), 1); n.parentNode = null; };
  const fragment = () => ({ nodeType: 11, children: [], appendChild(n) { detach(n); n.parentNode = this; this.children.push(n); return n; } });
  const listeners = [];
  const form = {
    nodeType: 1, children: [], elements, addEventListener: (type) => listeners.push(type),
    insertBefore(n, ref) { detach(n); n.parentNode = this; this.children.splice(this.children.indexOf(ref), 0, n); return n; },
  };
  const wrappers = corpus.predicates.map((_, i) => {
    const attributes = { "data-formwork-live": "", "data-formwork-row": "case-" + i };
    return { tagName: "DIV", nodeType: 1, parentNode: form, getAttribute: n => (n in attributes ? attributes[n] : null), querySelectorAll: () => [] };
  });
  form.children.push(...wrappers);
  form.querySelectorAll = () => wrappers.filter(w => w.parentNode === form);
  const document = {
    getElementById: id => (id === "corpus" ? form : null),
    createElement: tag => ({ tagName: tag.toUpperCase(), nodeType: 1, parentNode: null, content: fragment(), setAttribute() {} }),
  };
  vm.runInNewContext(code, { document, setTimeout });
  if (caseIndex === 0 && !(listeners.includes("input") && listeners.includes("change"))) {
    console.error("the script does not listen to input and change"); process.exit(1);
  }
  wrappers.forEach((w, i) => {
    checked++;
    const shown = w.parentNode === form;
    const anchor = form.children.find(t => t.tagName === "TEMPLATE" && t.content.children.includes(w));
    if (!shown && !anchor) { failures++; console.error(`case ${caseIndex}: case-${i} left the form with no template in its place`); return; }
    if (shown !== c.expected[i]) {
      failures++;
      if (failures <= 40) console.error(`case ${caseIndex}: ${corpus.predicates[i]} -> node ${shown}, swift ${c.expected[i]}; controls ${JSON.stringify(c.controls)}`);
    }
  });
});
console.log(`${checked - failures}/${checked} predicate evaluations agree over ${corpus.cases.length} control states and ${corpus.predicates.length} predicates`);
process.exit(failures === 0 && checked > 0 ? 0 : 1);
"""


def fail(message):
    print("html_live_conditions_cross_check: " + message, file=sys.stderr)
    sys.exit(1)


def regenerate():
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "corpus.json")
        env = dict(os.environ, FORMWORK_LIVE_CORPUS_OUT=out)
        run = subprocess.run(["swift", "test", "--filter", "LiveConditionCorpusTests"], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if not os.path.exists(out):
            fail("the Swift tests wrote no corpus:\n" + run.stdout[-4000:])
        with open(out, "rb") as fresh, open(FIXTURE, "rb") as committed:
            if fresh.read() != committed.read():
                fail("the committed corpus differs from the one the Swift evaluator computes now; regenerate it with "
                     f"FORMWORK_LIVE_CORPUS_OUT={FIXTURE} swift test --filter LiveConditionCorpusTests")


def main():
    node = shutil.which("node")
    if node is None:
        fail("node is not installed (Node 18 or later is needed for Intl.Segmenter)")
    if not os.path.exists(FIXTURE):
        fail(f"the corpus {FIXTURE} is missing")
    if "--no-regenerate" not in sys.argv:
        regenerate()
    with open(FIXTURE, encoding="utf-8") as handle:
        corpus = json.load(handle)
    if not corpus.get("cases") or not corpus.get("predicates"):
        fail("the corpus is empty")
    with tempfile.NamedTemporaryFile("w", suffix=".js", delete=False) as harness:
        harness.write(HARNESS)
    try:
        result = subprocess.run([node, harness.name, FIXTURE])
    finally:
        os.unlink(harness.name)
    sys.exit(result.returncode)


if __name__ == "__main__":
    main()
