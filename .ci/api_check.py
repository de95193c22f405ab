#!/usr/bin/env python3
"""Source-stability check: the library products' public API against the recorded baseline in API/.

    swift build                      # a debug build (.ci/run's "build without warnings" step makes one)
    .ci/api-check                    # exit 0: nothing public removed or changed without a CHANGELOG entry
    .ci/api-check --record           # rewrites API/<Module>.txt from the build (done at a release)

What it does (the Formwork catalog's Source Stability article says what the API promises):

1. Dumps the public API of every library module (Formwork, FormworkLayout, FormworkTesting,
   FormworkHTML, FormworkTerminal) from the debug build's .swiftmodule files with the toolchain's
   `swift-api-digester -dump-sdk`. `package` declarations (the digester marks them internal) and
   underscored names are not API and are left out.
2. Writes each module's API as a sorted listing of facts, one a line: `<name> | <fact>`, where the name
   is the declaration's qualified name as Swift spells it (`FormRow.title`, `FormParameters.json(options:)`)
   and the fact is its kind and signature (the compiler's own demangled signature: labels, types,
   generic constraints, `static`, `async`, `throws(...)`), `mutating`, a setter, a default argument, a
   conformance, or a protocol requirement. Nothing depends on the digester's or a dictionary's order.
3. Compares the listing with API/<Module>.txt. A fact of the baseline that is gone is a break: the
   declaration was removed, or changed if its name is still there. Three additions break code as well
   and count as changes: a new case of an enum (a `switch` over every case stops compiling), a new
   requirement of a protocol without a default implementation, and a new protocol a protocol inherits
   (every type adopting it must then provide them). Every other new fact is an addition: listed, never
   a failure.
4. A break passes when CHANGELOG.md's `## Unreleased` section names it in a code span under its
   `### Changed` or `### Removed` heading. A span names a declaration when it is its qualified name
   (`FormParameters.json(options:)`), its qualified name without the argument labels
   (`FormParameters.json`, every overload), or the name of an enclosing type
   (`FormParameters.DecodingLimits` covers its members); a module name in front
   (`Formwork.FormParameters.DecodingLimits`) is allowed. A declaration still there whose old
   signature names a declared type (`FormParameters.DecodingLimits`, renamed) is covered by that
   type's entry.
   Every other break fails the run (exit 1) with what changed, and how to restore it or declare it.

Exit status 2 means the check could not run (no build, no toolchain, no baseline).
Needs Python 3.8 and no network.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import toolchain  # noqa: E402  (.ci/toolchain.py, beside this script)

LIBRARY_MODULES = ["Formwork", "FormworkLayout", "FormworkTesting", "FormworkHTML", "FormworkTerminal"]
# Protocols the compiler infers for every type that can have them: not something a declaration promises.
INFERRED_PROTOCOLS = {"Swift.Copyable", "Swift.Escapable", "Swift.BitwiseCopyable", "Swift.SendableMetatype"}
SETTING_ACCESSORS = {"set", "modify", "_modify", "unsafeMutableAddress"}
BREAKING_HEADINGS = {"changed", "removed"}
SEPARATOR = " | "
KIND_WORDS = {"Constructor": "init", "EnumElement": "case", "AssociatedType": "associatedtype"}
# Foundation's types live in FoundationEssentials on Linux and in Foundation on Apple platforms; the listing
# names them by the module users import.
FOUNDATION_PARTS = re.compile(r"\bFoundation(Essentials|Internationalization)\.")


class CheckError(Exception):
    """A reason the check cannot run at all (exit 2), as opposed to a finding."""


# -- the public API as a listing of facts -------------------------------------------------------------


class Listing:
    """Facts of one module's dump: `(name, fact)` pairs, built from the digester's JSON tree."""

    def __init__(self, root, own_modules, demangled):
        self.own_modules = own_modules
        self.demangled = demangled
        self.facts = set()
        for node in root.get("children", []):
            self.declaration(node, [])

    def add(self, path, fact):
        self.facts.add((".".join(path), fact))

    def signature(self, node):
        mangled = node.get("mangledName")
        return FOUNDATION_PARTS.sub("Foundation.", self.demangled.get(mangled, mangled or node["printedName"]))

    def declaration(self, node, parents):
        kind = node.get("declKind")
        if kind in (None, "Import") or node.get("isInternal") or node["printedName"].startswith("_"):
            return
        path = parents + [node["printedName"]]
        if node["kind"] == "TypeDecl":
            self.type_declaration(node, path)
        else:
            self.member(node, path, kind)

    def type_declaration(self, node, path):
        external = node.get("isExternal", False)
        if not external:
            generics = node.get("genericSig", "")
            self.add(path, f"{node['declKind'].lower()} {self.signature(node)}{generics}")
        for conformance in node.get("conformances", []):
            protocol = self.signature(conformance)
            if protocol in INFERRED_PROTOCOLS:
                continue
            # On another module's type only the conformances this package adds are its API.
            if external and protocol.split(".")[0] not in self.own_modules:
                continue
            relation = "inherits" if node["declKind"] == "Protocol" else "conforms to"
            self.add(path, f"{relation} {protocol}")
        for child in node.get("children", []):
            self.declaration(child, path)
        if node["declKind"] == "Protocol":
            self.requirements(node, path)

    def member(self, node, path, kind):
        words = [KIND_WORDS.get(kind, kind.lower())]
        if node.get("funcSelfKind") == "Mutating":
            words.append("mutating")
        if node.get("protocolReq"):
            words.append("requirement")
        if kind == "TypeAlias":
            target = node["children"][0]["printedName"] if node.get("children") else "?"
            target = FOUNDATION_PARTS.sub("Foundation.", target)
            self.add(path, f"typealias {self.signature(node)} = {target}")
            return
        signature = self.signature(node)
        self.add(path, f"{' '.join(words)} {signature}")
        accessors = {accessor.get("accessorKind") for accessor in node.get("accessors", [])}
        if accessors & SETTING_ACCESSORS:
            self.add(path, f"setter of {signature}")
        if kind in ("Func", "Constructor", "Subscript"):
            labels = argument_labels(node["printedName"])
            for index, parameter in enumerate(node.get("children", [])[1:]):
                if parameter.get("hasDefaultArg"):
                    label = labels[index] if index < len(labels) else "?"
                    self.add(path, f"default argument {label}: of {signature}")

    def requirements(self, node, path):
        """Marks each requirement with a default implementation in an extension of the protocol."""
        defaults = {self.shape(child) for child in node.get("children", []) if child.get("isFromExtension")}
        for child in node.get("children", []):
            if child.get("protocolReq") and self.shape(child) in defaults:
                self.add(path + [child["printedName"]], f"default implementation of {self.signature(child)}")

    @staticmethod
    def shape(node):
        types = tuple(child.get("printedName") for child in node.get("children", []))
        return (node.get("declKind"), node["printedName"], bool(node.get("static")), types)


def argument_labels(printed_name):
    """`init(_:title:)` → ["_", "title"]; a name without a parameter list has none."""
    match = re.search(r"\(([^()]*)\)$", printed_name)
    if not match or not match.group(1):
        return []
    return [label for label in match.group(1).split(":") if label != ""]


def listing_lines(facts):
    return sorted(f"{name}{SEPARATOR}{fact}" for name, fact in facts)


def parse_listing(text):
    """Lines of a recorded listing as `(name, fact)` pairs; `#` lines are comments."""
    facts = set()
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, _, fact = line.partition(SEPARATOR)
        facts.add((name, fact))
    return facts


# -- comparison ---------------------------------------------------------------------------------------


class Finding:
    """Every fact of one name that changed: what the baseline has and the build lacks, and the reverse."""

    def __init__(self, module, name):
        self.module, self.name = module, name
        self.gone, self.new, self.breaking_additions, self.still_named = [], [], [], False

    @property
    def is_break(self):
        return bool(self.gone or self.breaking_additions)

    @property
    def verdict(self):
        if self.breaking_additions and not self.gone:
            return "changed (an addition that breaks code using it)"
        return "changed" if self.still_named else "removed"


def compare(module, baseline, current):
    """Findings by name, sorted: facts removed, facts added, and which additions break code."""
    findings = {}

    def finding(name):
        return findings.setdefault(name, Finding(module, name))

    current_names = {name for name, _ in current}
    baseline_names = {name for name, _ in baseline}
    for name, fact in sorted(baseline - current):
        finding(name).gone.append(fact)
    for name, fact in sorted(current - baseline):
        item = finding(name)
        item.new.append(fact)
        if breaks_on_addition(name, fact, current, baseline_names):
            item.breaking_additions.append(fact)
    for name, item in findings.items():
        item.still_named = name in current_names
    return [findings[name] for name in sorted(findings)]


def breaks_on_addition(name, fact, current, baseline_names):
    """A new enum case, protocol requirement without a default, or inherited protocol of an existing type."""
    parent = name.rpartition(".")[0]
    if fact.startswith("case ") and parent in baseline_names:
        return True
    if fact.startswith("inherits ") and name in baseline_names:
        return True
    if " requirement " in f" {fact} " and parent in baseline_names:
        signature = fact.split(" ", 2)[-1]
        return (name, f"default implementation of {signature}") not in current
    return False


# -- CHANGELOG.md ----------------------------------------------------------------------------------


def declared_names(changelog_text):
    """Code spans under `### Changed` and `### Removed` of the `## Unreleased` section, in order."""
    names, in_unreleased, heading, fenced = [], False, None, False
    for line in changelog_text.splitlines():
        if line.startswith("```") or line.startswith("~~~"):
            fenced = not fenced
            continue
        if fenced:
            continue
        if re.match(r"^##(?!#)", line):
            in_unreleased = line[2:].strip().lower() == "unreleased"
            heading = None
            continue
        if line.startswith("### "):
            heading = line[4:].strip().lower()
            continue
        if in_unreleased and heading in BREAKING_HEADINGS:
            names.extend(span.strip() for span in re.findall(r"`([^`]+)`", line))
    return names


def without_labels(name):
    """`FormParameters.json(options:)` → `FormParameters.json`."""
    return re.sub(r"\([^()]*\)$", "", name)


def without_module(span, modules=LIBRARY_MODULES):
    for module in modules:
        if span.startswith(module + "."):
            return span[len(module) + 1:]
    return span


def is_declared(name, declared):
    """True when a declared name is `name`, `name` without its labels, or an enclosing type of it."""
    for span in map(without_module, declared):
        if span in (name, without_labels(name)) or name.startswith(span + "."):
            return True
    return False


def mentions_declared_type(facts, declared, modules=LIBRARY_MODULES):
    """True when each fact names a declared type of the package: its signature changed with that type."""
    spans = [span for span in map(without_module, declared) if re.fullmatch(r"[A-Za-z_][\w.]*", span)]
    if not facts or not spans:
        return False
    pattern = re.compile(r"(?<![\w.])(?:" + "|".join(map(re.escape, modules)) + r")\.(?:"
                         + "|".join(map(re.escape, spans)) + r")(?![\w])")
    return all(pattern.search(fact) for fact in facts)


def finding_is_declared(item, declared):
    """Named itself (or an enclosing type), or changed only where its old signature names a declared type."""
    if is_declared(item.name, declared):
        return True
    return item.still_named and not item.breaking_additions and mentions_declared_type(item.gone, declared)


# -- the build, the digester and the baseline --------------------------------------------------------


def modules_directory(root, scratch_path):
    found = toolchain.debug_build_path(root, scratch_path, "Modules")
    if found is None:
        raise CheckError(f"no debug build under {scratch_path or os.path.join(root, '.build')}: run `swift build` first")
    return found


def check_fresh(root, modules_dir, modules):
    """The build must be newer than the sources, or the check would read an old API.

    The newest output of a module's compilation (its objects, its module files) is the time of its
    build: an edit that leaves the interface as it was may leave the .swiftmodule untouched.
    """
    for module in modules:
        built = os.path.join(modules_dir, f"{module}.swiftmodule")
        if not os.path.exists(built):
            raise CheckError(f"{built} is missing: run `swift build` first")
        outputs = glob.glob(os.path.join(modules_dir, f"{module}.*")) + glob.glob(
            os.path.join(os.path.dirname(modules_dir), f"{module}.build", "*"))
        built_time = max(os.path.getmtime(output) for output in outputs)
        for source in glob.glob(os.path.join(root, "Sources", module, "**", "*.swift"), recursive=True):
            if os.path.getmtime(source) > built_time:
                raise CheckError(f"{os.path.relpath(source, root)} is newer than the build of {module}: "
                                 "run `swift build` first")


def toolchain_bin():
    """The toolchain's bin directory (.ci/toolchain.py)."""
    found = toolchain.toolchain_bin()
    if found is None:
        raise CheckError("no `swift` on PATH")
    return found


def digester_arguments(swift_bin, modules_dir):
    """Target (and SDK on Apple platforms) of the build the modules come from."""
    triple = os.path.basename(os.path.dirname(os.path.dirname(modules_dir)))
    arguments = ["-I", modules_dir]
    if sys.platform == "darwin":
        sdk = subprocess.run(["xcrun", "--show-sdk-path"], capture_output=True, text=True).stdout.strip()
        arguments += ["-sdk", sdk]
        if triple.endswith("macosx"):
            triple += "12.0"
    if "-" in triple:
        arguments += ["-target", triple]
    return arguments


def dump(swift_bin, arguments, module, directory):
    output = os.path.join(directory, f"{module}.json")
    command = [os.path.join(swift_bin, "swift-api-digester"), "-dump-sdk", "-module", module, "-o", output,
               "-avoid-location", "-avoid-tool-args", "-swift-only", "-abort-on-module-fail"] + arguments
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or not os.path.exists(output):
        raise CheckError(f"swift-api-digester could not dump {module}:\n{result.stdout}{result.stderr}")
    with open(output, encoding="utf-8") as file:
        tree = json.load(file)["ABIRoot"]
    if not tree.get("children"):
        raise CheckError(f"swift-api-digester found nothing in {module}")
    return tree


def mangled_names(node, found):
    if isinstance(node, dict):
        if "mangledName" in node:
            found.add(node["mangledName"])
        for key in ("children", "conformances", "accessors"):
            for child in node.get(key, []):
                mangled_names(child, found)
    return found


def demangle(swift_bin, names):
    names = sorted(names)
    result = subprocess.run([os.path.join(swift_bin, "swift-demangle")], input="\n".join(names),
                            capture_output=True, text=True)
    lines = result.stdout.splitlines()
    if result.returncode != 0 or len(lines) != len(names):
        raise CheckError(f"swift-demangle failed: {result.stderr}")
    return dict(zip(names, lines))


def current_listings(root, scratch_path, modules):
    modules_dir = modules_directory(root, scratch_path)
    check_fresh(root, modules_dir, modules)
    swift_bin = toolchain_bin()
    arguments = digester_arguments(swift_bin, modules_dir)
    with tempfile.TemporaryDirectory() as directory, ThreadPoolExecutor(max_workers=len(modules)) as pool:
        trees = list(pool.map(lambda module: dump(swift_bin, arguments, module, directory), modules))
    demangled = demangle(swift_bin, set().union(*(mangled_names(tree, set()) for tree in trees)))
    return {module: Listing(tree, set(LIBRARY_MODULES), demangled).facts for module, tree in zip(modules, trees)}


def toolchain_version(swift_bin):
    """`swift --version`'s lines in one ("Swift version 6.3.1 (…); Target: x86_64-unknown-linux-gnu").

    The listing depends a little on the platform (what Foundation's types conform to), so the baseline
    is recorded where CI runs the check, and says where that was.
    """
    result = subprocess.run([os.path.join(swift_bin, "swift"), "--version"], capture_output=True, text=True)
    lines = [line.strip() for line in (result.stdout or result.stderr).splitlines() if line.strip()]
    return "; ".join(lines) or "?"


def baseline_path(root, module):
    return os.path.join(root, "API", f"{module}.txt")


def record(root, listings):
    version = toolchain_version(toolchain_bin())
    os.makedirs(os.path.join(root, "API"), exist_ok=True)
    for module, facts in listings.items():
        header = [f"# The public API of {module}: the baseline .ci/api-check compares the build with.",
                  "# Recorded at a release by `.ci/api-check --record`; do not edit by hand.",
                  f"# Toolchain: {version}"]
        with open(baseline_path(root, module), "w", encoding="utf-8") as file:
            file.write("\n".join(header + listing_lines(facts)) + "\n")
        print(f"recorded {os.path.relpath(baseline_path(root, module), root)}: {len(facts)} facts")


def read_baseline(root, module):
    path = baseline_path(root, module)
    if not os.path.exists(path):
        raise CheckError(f"no baseline {os.path.relpath(path, root)}: record one with `.ci/api-check --record`")
    with open(path, encoding="utf-8") as file:
        return parse_listing(file.read())


def recorded_toolchain(root):
    """The toolchain line of the Formwork baseline's header, or None."""
    path = baseline_path(root, LIBRARY_MODULES[0])
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            for line in file:
                if line.startswith("# Toolchain: "):
                    return line[len("# Toolchain: "):].strip()
    return None


# -- report ---------------------------------------------------------------------------------------------


def report(findings, declared):
    """Prints the findings; returns the number of undeclared breaks."""
    undeclared, declared_breaks, additions = [], [], []
    for item in findings:
        if not item.is_break:
            additions.append(item)
        elif finding_is_declared(item, declared):
            declared_breaks.append(item)
        else:
            undeclared.append(item)
    for item in additions:
        print(f"added      {item.module}: {item.name}")
    for item in declared_breaks:
        print(f"declared   {item.module}: {item.name} {item.verdict} (named in CHANGELOG.md)")
    sys.stdout.flush()
    for item in undeclared:
        print(f"\nerror: {item.module}: `{item.name}` {item.verdict}, and CHANGELOG.md does not say so",
              file=sys.stderr)
        for fact in item.gone:
            print(f"    was:   {fact}", file=sys.stderr)
        for fact in item.new:
            mark = "now:  " if fact not in item.breaking_additions else "added:"
            print(f"    {mark} {fact}", file=sys.stderr)
    if undeclared:
        count = "1 public declaration" if len(undeclared) == 1 else f"{len(undeclared)} public declarations"
        print(f"\n{count} changed without a CHANGELOG entry. For each, either\n"
              "  - restore it as it was (the `was:` lines; to offer a new shape, add it beside the old one and\n"
              "    deprecate the old one with `@available(*, deprecated, renamed: ...)`), or\n"
              "  - declare the break: name it in a code span under `### Changed` or `### Removed` in the\n"
              "    `## Unreleased` section of CHANGELOG.md, e.g. \"- `" + undeclared[0].name + "` ...\"\n"
              "    (a change that breaks code needs the next major version; see the Source Stability article).",
              file=sys.stderr)
    sys.stderr.flush()
    return len(undeclared)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--record", action="store_true", help="rewrite API/<Module>.txt from the build")
    parser.add_argument("--package", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--scratch-path", default=None, help="SwiftPM scratch path (default: <package>/.build)")
    parser.add_argument("--changelog", default=None, help="default: <package>/CHANGELOG.md")
    arguments = parser.parse_args()
    root = os.path.realpath(arguments.package)
    listings = current_listings(root, arguments.scratch_path, LIBRARY_MODULES)
    if arguments.record:
        record(root, listings)
        return 0
    with open(arguments.changelog or os.path.join(root, "CHANGELOG.md"), encoding="utf-8") as file:
        declared = declared_names(file.read())
    findings = []
    for module in LIBRARY_MODULES:
        findings += compare(module, read_baseline(root, module), listings[module])
    failures = report(findings, declared)
    recorded = recorded_toolchain(root) if failures else None
    running = toolchain_version(toolchain_bin()) if recorded else None
    if recorded and recorded != running:
        print(f"note: API/ was recorded with {recorded}, and this is {running}: a change the sources did not "
              "make (a conformance the standard library adds) comes from the toolchain.", file=sys.stderr)
    total = sum(len(facts) for facts in listings.values())
    print(f"public API: {total} facts in {len(LIBRARY_MODULES)} modules; "
          f"{sum(not f.is_break for f in findings)} names added, "
          f"{sum(f.is_break for f in findings) - failures} changes declared, {failures} undeclared")
    return 1 if failures else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except CheckError as error:
        print(f"api check cannot run: {error}", file=sys.stderr)
        sys.exit(2)
