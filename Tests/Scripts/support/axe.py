"""axe-core in the page: finds axe.min.js (PyPI's axe-core-python carries it) and runs it over a page.

The WCAG 2 A and AA rules only (2.0, 2.1, 2.2); best practices are left out.
"""
import importlib
import os
import subprocess
import sys

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
IMPACTS = ["critical", "serious", "moderate", "minor"]


def source():
    """axe.min.js's text, installing axe-core-python with pip when it is missing; None when it cannot be had."""
    for attempt in range(2):
        try:
            module = importlib.import_module("axe_core_python")
            with open(os.path.join(os.path.dirname(module.__file__), "axe.min.js"), encoding="utf-8") as f:
                return f.read()
        except (ImportError, OSError):
            if attempt == 0:
                subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--timeout", "20", "--retries", "1",
                                "axe-core-python"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                importlib.invalidate_caches()
    return None


RUN = """
const done = arguments[arguments.length - 1];
if (!window.axe) { const s = document.createElement('script'); s.textContent = arguments[0]; document.head.append(s); }
axe.run(document, {runOnly: {type: 'tag', values: arguments[1]}, resultTypes: ['violations']})
  .then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                          nodes: v.nodes.map(n => n.target.join(' '))}))))
  .catch(e => done({error: String(e)}));
"""


def violations(driver, axe_source):
    """The page's violations: [{id, impact, help, nodes}]."""
    driver.timeouts(60000)
    result = driver.script_async(RUN, axe_source, TAGS)
    if isinstance(result, dict):
        raise RuntimeError(f"axe-core failed: {result['error']}")
    return result


def counts(found):
    """Violations (rule × element) by impact."""
    return {impact: sum(len(v["nodes"]) for v in found if v["impact"] == impact) for impact in IMPACTS}
