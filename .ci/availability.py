#!/usr/bin/env python3
"""Availability audit of the library products, from a debug build's index store.

    swift build --build-tests        # a debug build writes the index store
    python3 .ci/availability.py      # exit 0: nothing newer than the targets

What it does (see the Availability article of the Formwork catalog,
Sources/Formwork/Formwork.docc/Availability.md, "How this was checked"):

1. Reads `.build/<triple>/debug/index/store` with the toolchain's
   libIndexStore and collects every symbol that the source files of the
   library modules (Formwork, FormworkLayout, FormworkTesting, FormworkHTML,
   FormworkTerminal)
   refer to and do not declare themselves, with the USR of the declaration the
   compiler chose. Overloads are therefore resolved as the compiler resolved
   them, not guessed from names.
2. Extracts the symbol graphs of the toolchain's Swift, _StringProcessing,
   _Concurrency, Foundation, FoundationEssentials and FoundationNetworking
   modules (cached beside the build) and looks each USR up in their
   `availability` entries, together with those of its enclosing types. The
   graphs carry the Apple platform versions even in a Linux toolchain.
3. Fails (exit 1), naming the symbol, each file:line that uses it and its
   introduced versions, if any symbol is introduced after the deployment
   targets in Package.swift, or is unavailable, on an Apple platform, and the
   use is not inside a declaration of ours whose own `@available` (read from
   the modules' own symbol graphs, private declarations included) asks for at
   least that version. A use under `if #available` is not recognised: it is
   reported, and the script must learn it when the code first needs it. Otherwise
   it prints a summary, and lists the Foundation symbols separately: the Linux
   Foundation is another implementation than Apple's, so those are checked by
   hand in the Availability article's table; one whose type the table does not
   name fails the run too.
4. Fails, naming each file:line, on what the library modules' sources take
   from the toolchain's modules past their public interface: any
   `@_spi(...) import` of a module that is not one of the package's own
   targets (Swift, _Concurrency, _StringProcessing, Foundation, Dispatch,
   Glibc, ...), and any `@_silgen_name` or `@_extern` attribute. Apple's SDKs
   ship only the public .swiftinterface of the standard library, without its
   .private.swiftinterface or a binary module, so such an import brings in
   nothing there and what it was for does not compile; the two attributes
   declare a runtime symbol by name, outside any interface, which nothing
   checks against an Apple platform's runtime. The index store records no
   reference to such declarations and symbol graphs leave SPI out, so this
   step reads the sources, comments and string literals left out.

Exit status 2 means the audit could not run (no index store, no toolchain).
Needs Python 3.8 and no network.
"""

import argparse
import ctypes
import glob
import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import toolchain  # noqa: E402  (.ci/toolchain.py, beside this script)

LIBRARY_MODULES = ["Formwork", "FormworkLayout", "FormworkTesting", "FormworkHTML", "FormworkTerminal"]
GRAPH_MODULES = ["Swift", "_StringProcessing", "_Concurrency", "Foundation",
                 "FoundationEssentials", "FoundationNetworking"]
FOUNDATION_MANGLED = re.compile(r"\d+(Foundation|FoundationEssentials|FoundationNetworking|"
                                r"FoundationInternationalization|CoreFoundation)(?![A-Za-z])")
# Application-extension and Catalyst domains follow their platform's target.
DOMAIN_PLATFORM = {
    "macOS": "macOS", "macOSAppExtension": "macOS", "OSX": "macOS",
    "iOS": "iOS", "iOSAppExtension": "iOS", "macCatalyst": "iOS", "macCatalystAppExtension": "iOS",
    "tvOS": "tvOS", "tvOSAppExtension": "tvOS",
    "watchOS": "watchOS", "watchOSAppExtension": "watchOS",
    "visionOS": "visionOS", "visionOSAppExtension": "visionOS", "xrOS": "visionOS",
}

ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, ROLE_IMPLICIT = 1 << 0, 1 << 1, 1 << 2, 1 << 8
ROLE_REL_CHILDOF, ROLE_REL_CALLEDBY, ROLE_REL_ACCESSOROF, ROLE_REL_CONTAINEDBY = 1 << 9, 1 << 13, 1 << 15, 1 << 16
PROPERTY_LOCAL = 1 << 7
KIND_MODULE, KIND_PARAMETER = 1, 25
SUBKIND_GENERIC_PARAMETER = 1013
DEPENDENCY_RECORD = 2
# Calls the compiler writes itself and chooses by deployment target. On Linux there is no Apple target to
# check, so `for await` calls `next(isolation:)` (macOS 15, iOS 18); below those targets it calls `next()`
# instead (swiftlang/swift, test/Concurrency/async_for_each_back_deploy.swift).
DESUGARED = {"next(isolation:)"}


class AuditError(Exception):
    """A reason the audit cannot run at all (exit 2), as opposed to a finding."""


def main():
    arguments = parse_arguments()
    root = os.path.abspath(arguments.package)
    targets = deployment_targets(os.path.join(root, "Package.swift"))
    store = index_store_path(root, arguments.scratch_path)
    debug = os.path.dirname(os.path.dirname(store))
    swift_bin = toolchain_bin()
    index = IndexStore(library_path(swift_bin), store)
    references = index.outside_references(arguments.modules, os.path.join(root, "Sources") + os.sep)
    if not references:
        raise AuditError(f"the index store {store} has no references from {', '.join(arguments.modules)}: "
                         "build them in debug first (swift build --build-tests)")
    outside = SymbolGraphs.toolchain(swift_bin, os.path.join(debug, "availability", "toolchain"))
    own = SymbolGraphs.package(swift_bin, os.path.join(debug, "Modules"), arguments.modules,
                               os.path.join(debug, "availability", "package"))
    audit = Audit(outside, Gates(own, index.parents), targets, root)
    status = audit.report(references, os.path.join(root, "Sources", "Formwork", "Formwork.docc", "Availability.md"))
    private = PrivateUses(package_targets(os.path.join(root, "Package.swift"))).report(root, arguments.modules)
    return max(status, private)


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=os.path.join(os.path.dirname(__file__), ".."),
                        help="package root (default: the one this script is in)")
    parser.add_argument("--scratch-path", default=None, help="SwiftPM scratch path (default: <package>/.build)")
    parser.add_argument("--modules", nargs="+", default=LIBRARY_MODULES, help="modules to audit")
    return parser.parse_args()


def deployment_targets(package_swift):
    """`platforms:` of Package.swift as {"macOS": (12, 0), ...}, so the audit follows the manifest."""
    with open(package_swift, encoding="utf-8") as file:
        text = file.read()
    found = {name: version_tuple(version.replace("_", "."))
             for name, version in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v([0-9_]+)\)", text)}
    missing = sorted(set(DOMAIN_PLATFORM.values()) - set(found))
    if missing:
        raise AuditError(f"Package.swift names no deployment target for {', '.join(missing)}")
    return found


def package_targets(package_swift):
    """Names of the package's own targets: an `@_spi` import of any other module is one of the toolchain's."""
    with open(package_swift, encoding="utf-8") as file:
        text = file.read()
    names = set(re.findall(r"\.(?:target|executableTarget|testTarget|macro|plugin|systemLibrary|binaryTarget)"
                           r"\(\s*name:\s*\"([^\"]+)\"", text))
    if not names:
        raise AuditError(f"no targets found in {package_swift}")
    return names


def version_tuple(text):
    parts = [int(part) for part in text.split(".")]
    return tuple((parts + [0, 0])[:3])


def index_store_path(root, scratch_path):
    found = toolchain.debug_build_path(root, scratch_path, "index", "store")
    if found is None:
        raise AuditError(f"no index store under {scratch_path or os.path.join(root, '.build')}: "
                         "run `swift build --build-tests` (debug) first")
    return found


def toolchain_bin():
    """The toolchain's bin directory (.ci/toolchain.py)."""
    found = toolchain.toolchain_bin()
    if found is None:
        raise AuditError("no `swift` on PATH")
    return found


def library_path(swift_bin):
    lib = os.path.join(os.path.dirname(swift_bin), "lib")
    for name in ("libIndexStore.so", "libIndexStore.dylib"):
        if os.path.exists(os.path.join(lib, name)):
            return os.path.join(lib, name)
    raise AuditError(f"no libIndexStore in {lib}")


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode("utf-8") if self.length else ""


class IndexStore:
    """The few libIndexStore calls the audit needs, through their function-pointer (`_f`) variants."""

    UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
    POINTER_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)

    def __init__(self, library, store_path):
        self.lib = ctypes.CDLL(library)
        self.declare()
        error = ctypes.c_void_p()
        self.store = self.lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
        if not self.store:
            raise AuditError(f"cannot open the index store {store_path}")

    def declare(self):
        lib, pointer, string = self.lib, ctypes.c_void_p, StringRef
        signatures = {
            "indexstore_store_create": (pointer, [ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_store_units_apply_f": (ctypes.c_bool, [pointer, ctypes.c_uint, pointer, self.UNIT_APPLIER]),
            "indexstore_unit_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_unit_reader_dispose": (None, [pointer]),
            "indexstore_unit_reader_get_module_name": (string, [pointer]),
            "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [pointer, pointer, self.POINTER_APPLIER]),
            "indexstore_unit_dependency_get_kind": (ctypes.c_int, [pointer]),
            "indexstore_unit_dependency_get_filepath": (string, [pointer]),
            "indexstore_unit_dependency_get_name": (string, [pointer]),
            "indexstore_record_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_record_reader_dispose": (None, [pointer]),
            "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [pointer, pointer, self.POINTER_APPLIER]),
            "indexstore_occurrence_get_symbol": (pointer, [pointer]),
            "indexstore_occurrence_get_roles": (ctypes.c_uint64, [pointer]),
            "indexstore_occurrence_get_line_col": (None, [pointer, ctypes.POINTER(ctypes.c_uint),
                                                          ctypes.POINTER(ctypes.c_uint)]),
            "indexstore_occurrence_relations_apply_f": (ctypes.c_bool, [pointer, pointer, self.POINTER_APPLIER]),
            "indexstore_symbol_relation_get_roles": (ctypes.c_uint64, [pointer]),
            "indexstore_symbol_relation_get_symbol": (pointer, [pointer]),
            "indexstore_symbol_get_usr": (string, [pointer]),
            "indexstore_symbol_get_name": (string, [pointer]),
            "indexstore_symbol_get_kind": (ctypes.c_int, [pointer]),
            "indexstore_symbol_get_subkind": (ctypes.c_int, [pointer]),
            "indexstore_symbol_get_properties": (ctypes.c_uint64, [pointer]),
        }
        for name, (result, arguments) in signatures.items():
            function = getattr(lib, name)
            function.restype, function.argtypes = result, arguments

    def records(self, modules, sources_prefix):
        """(record name, source path) of every source file under `sources_prefix` in `modules`."""
        units = []
        self.lib.indexstore_store_units_apply_f(
            self.store, 1, None, self.UNIT_APPLIER(lambda _, name: units.append(name.text()) or True))
        records = {}
        for unit in units:
            error = ctypes.c_void_p()
            reader = self.lib.indexstore_unit_reader_create(self.store, unit.encode(), ctypes.byref(error))
            if not reader:
                continue
            if self.lib.indexstore_unit_reader_get_module_name(reader).text() in modules:
                def dependency(_, dep):
                    path = self.lib.indexstore_unit_dependency_get_filepath(dep).text()
                    if (self.lib.indexstore_unit_dependency_get_kind(dep) == DEPENDENCY_RECORD
                            and path.startswith(sources_prefix)):
                        records[self.lib.indexstore_unit_dependency_get_name(dep).text()] = path
                    return True
                self.lib.indexstore_unit_reader_dependencies_apply_f(reader, None, self.POINTER_APPLIER(dependency))
            self.lib.indexstore_unit_reader_dispose(reader)
        return sorted(records.items(), key=lambda item: item[1])

    def outside_references(self, modules, sources_prefix):
        """{usr: Reference} for every symbol referenced, and not declared, in those source files.

        Also fills `self.parents`: each declared symbol's enclosing declaration, so that a reference
        from a local function or an accessor can be traced to the declaration whose `@available`
        covers it.
        """
        declared, references, self.parents = set(), {}, {}
        for record, path in self.records(modules, sources_prefix):
            error = ctypes.c_void_p()
            reader = self.lib.indexstore_record_reader_create(self.store, record.encode(), ctypes.byref(error))
            if not reader:
                continue
            self.lib.indexstore_record_reader_occurrences_apply_f(
                reader, None, self.POINTER_APPLIER(lambda _, occurrence: self.note(
                    occurrence, path, declared, references)))
            self.lib.indexstore_record_reader_dispose(reader)
        return {usr: reference for usr, reference in references.items() if usr not in declared}

    def note(self, occurrence, path, declared, references):
        symbol = self.lib.indexstore_occurrence_get_symbol(occurrence)
        roles = self.lib.indexstore_occurrence_get_roles(occurrence)
        usr = self.lib.indexstore_symbol_get_usr(symbol).text()
        if roles & (ROLE_DECLARATION | ROLE_DEFINITION):
            declared.add(usr)
            parent = self.related(occurrence, ROLE_REL_CHILDOF | ROLE_REL_ACCESSOROF | ROLE_REL_CONTAINEDBY)
            if parent:
                self.parents.setdefault(usr, parent)
        if not roles & ROLE_REFERENCE or not usr or self.is_local(symbol):
            return True
        line, column = ctypes.c_uint(), ctypes.c_uint()
        self.lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
        reference = references.setdefault(usr, Reference(usr, self.lib.indexstore_symbol_get_name(symbol).text()))
        container = self.related(occurrence, ROLE_REL_CALLEDBY | ROLE_REL_CONTAINEDBY | ROLE_REL_CHILDOF)
        reference.places.add(Place(path, line.value, column.value, container, bool(roles & ROLE_IMPLICIT)))
        return True

    def related(self, occurrence, wanted_roles):
        """USR of the first related symbol with one of `wanted_roles` (the enclosing declaration)."""
        found = []

        def relation(_, related):
            if self.lib.indexstore_symbol_relation_get_roles(related) & wanted_roles:
                symbol = self.lib.indexstore_symbol_relation_get_symbol(related)
                found.append(self.lib.indexstore_symbol_get_usr(symbol).text())
                return False
            return True
        self.lib.indexstore_occurrence_relations_apply_f(occurrence, None, self.POINTER_APPLIER(relation))
        return found[0] if found else None

    def is_local(self, symbol):
        return (self.lib.indexstore_symbol_get_kind(symbol) in (KIND_MODULE, KIND_PARAMETER)
                or self.lib.indexstore_symbol_get_subkind(symbol) == SUBKIND_GENERIC_PARAMETER
                or self.lib.indexstore_symbol_get_properties(symbol) & PROPERTY_LOCAL)


class Place:
    """One reference: where it is, the declaration it is in, and whether the compiler wrote it."""

    def __init__(self, path, line, column, container, implicit):
        self.path, self.line, self.column, self.container, self.implicit = path, line, column, container, implicit

    def key(self):
        return (self.path, self.line, self.column, self.container or "", self.implicit)

    def __eq__(self, other):
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __hash__(self):
        return hash(self.key())


class Reference:
    def __init__(self, usr, name):
        self.usr, self.name, self.places = usr, name, set()

    def first_places(self, root, count=3, places=None):
        places = sorted(self.places if places is None else places)
        shown = [f"{os.path.relpath(place.path, root)}:{place.line}" for place in places[:count]]
        more = f" (and {len(places) - count} more)" if len(places) > count else ""
        return ", ".join(shown) + more


class SymbolGraphs:
    """Symbols of the toolchain's modules by precise identifier (the USR), with their enclosing types."""

    def __init__(self, directory):
        self.symbols, self.parents, self.module_of = {}, {}, {}
        for name in sorted(os.listdir(directory)):
            if name.endswith(".symbols.json"):
                self.load(os.path.join(directory, name))

    @staticmethod
    def toolchain(swift_bin, cache_root):
        """The toolchain modules' graphs, extracted once per toolchain version into `cache_root`."""
        triple, sdk, imports, version = target_info(swift_bin)
        directory = os.path.join(cache_root, re.sub(r"[^A-Za-z0-9.]+", "-", version).strip("-"))
        done = os.path.join(directory, ".complete")
        if not os.path.exists(done):
            extract_graphs(swift_bin, triple, sdk, imports, GRAPH_MODULES, "public", directory,
                           optional={"FoundationNetworking"})
            open(done, "w").close()
        return SymbolGraphs(directory)

    @staticmethod
    def package(swift_bin, modules_directory, modules, directory):
        """The audited modules' own graphs, private declarations included, for their `@available`."""
        triple, sdk, imports, _ = target_info(swift_bin)
        shutil.rmtree(directory, ignore_errors=True)
        extract_graphs(swift_bin, triple, sdk, [modules_directory] + imports, modules, "private", directory)
        return SymbolGraphs(directory)

    def load(self, path):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            self.symbols[usr] = symbol
            self.module_of.setdefault(usr, module)
        for relation in graph.get("relationships", []):
            if relation["kind"] in ("memberOf", "optionalRequirementOf", "requirementOf"):
                self.parents.setdefault(relation["source"], relation["target"])

    def canonical(self, usr):
        """The graphs list properties and subscripts, the index store their accessors: map one to the other."""
        if usr in self.symbols:
            return usr
        stored = re.sub(r"([vi])[gsMrwWi](Z?)$", r"\1p\2", usr)
        return stored if stored in self.symbols else usr

    def lineage(self, usr):
        """The symbol and its enclosing declarations, innermost first, as far as the graphs know them."""
        seen, usr = [], self.canonical(usr)
        while usr in self.symbols and usr not in seen:
            seen.append(usr)
            usr = self.parents.get(usr)
        return seen

    def availability(self, usr):
        return [entry for link in self.lineage(usr) for entry in self.symbols[link].get("availability", [])]

    def qualified_name(self, usr, fallback):
        symbol = self.symbols.get(self.canonical(usr))
        return ".".join(symbol["pathComponents"]) if symbol else fallback


class PrivateUses:
    """`@_spi` imports of toolchain modules, `@_silgen_name` and `@_extern`, in the audited modules' sources."""

    SPI_IMPORT = re.compile(
        r"@_spi\s*\(\s*(\w+)\s*\)"                                  # @_spi(Reflection)
        r"(?:\s*@\w+(?:\s*\([^)]*\))?)*"                            # more attributes: @_spi(B), @testable
        r"(?:\s*(?:public|package|internal|fileprivate|private))?"  # access
        r"\s+import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
        r"(\w+)")                                                   # the module
    RUNTIME_NAME = re.compile(r"@(_silgen_name|_extern)\b")

    def __init__(self, own_modules):
        self.own_modules = own_modules

    def findings(self, path):
        """[(line, message)] for one source file."""
        with open(path, encoding="utf-8") as file:
            code = without_comments_and_strings(file.read())
        found = []
        for match in self.SPI_IMPORT.finditer(code):
            spi, module = match.group(1), match.group(2)
            if module in self.own_modules:
                continue
            found.append((code.count("\n", 0, match.start()) + 1,
                          f"`@_spi({spi}) import {module}`: {module} is a toolchain module, and Apple's SDKs ship "
                          f"only its public .swiftinterface (no .private.swiftinterface, no binary module), so the "
                          f"import brings in nothing there and the {spi} SPI it is for does not compile"))
        for match in self.RUNTIME_NAME.finditer(code):
            found.append((code.count("\n", 0, match.start()) + 1,
                          f"`@{match.group(1)}` declares a runtime symbol by name, outside any interface: nothing "
                          f"checks it against the runtime of an Apple platform"))
        return sorted(found)

    def report(self, root, modules):
        """Prints every finding; 1 when there is one."""
        failures = []
        for module in modules:
            for path in sorted(glob.glob(os.path.join(root, "Sources", module, "**", "*.swift"), recursive=True)):
                failures += [f"{os.path.relpath(path, root)}:{line}: {message}"
                             for line, message in self.findings(path)]
        if failures:
            print(f"\nthe toolchain's modules used past their public interface ({len(failures)}):\n", file=sys.stderr)
            print("\n".join(failures), file=sys.stderr)
            return 1
        return 0


def without_comments_and_strings(text):
    """Swift source with its comments and string literals blanked out, newlines kept (so lines still count).

    Knows line comments, nested block comments, and string literals with one or three quotes and any
    number of `#` (raw strings), interpolations and the strings inside them included.
    """
    n, code = len(text), [False] * len(text)

    def comment_end(i):
        if text.startswith("//", i):
            end = text.find("\n", i)
            return n if end < 0 else end
        if text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            return j
        return None

    def string_end(i):
        hashes = 0
        while text.startswith("#", i + hashes):
            hashes += 1
        quote = i + hashes
        if not text.startswith('"', quote):
            return None  # `#if`, `#available`, ...
        quotes = '"""' if text.startswith('"""', quote) else '"'
        closing, escape = quotes + "#" * hashes, "\\" + "#" * hashes
        j = quote + len(quotes)
        while j < n and not text.startswith(closing, j):
            if text.startswith(escape + "(", j):
                j = walk(j + len(escape) + 1, interpolation=True)
            elif text.startswith(escape, j):
                j += len(escape) + 1
            else:
                j += 1
        return min(n, j + len(closing))

    def walk(i, interpolation):
        """Code from `i`: to the end, or past the `)` that closes an interpolation. Marks top-level code."""
        depth = 0
        while i < n:
            end = comment_end(i)
            if end is None:
                end = string_end(i)
            if end is not None:
                i = end
                continue
            if interpolation:
                if text[i] == "(":
                    depth += 1
                elif text[i] == ")":
                    if depth == 0:
                        return i + 1
                    depth -= 1
            else:
                code[i] = True
            i += 1
        return n

    walk(0, interpolation=False)
    return "".join(c if keep or c == "\n" else " " for c, keep in zip(text, code))


def target_info(swift_bin):
    """(triple, SDK, module search paths, compiler version) of the host toolchain."""
    info = json.loads(subprocess.run([os.path.join(swift_bin, "swiftc"), "-print-target-info"],
                                     capture_output=True, text=True, check=True).stdout)
    sdk = os.environ.get("SDKROOT", "/")
    if sys.platform == "darwin":
        sdk = subprocess.run(["xcrun", "--show-sdk-path"], capture_output=True, text=True, check=True).stdout.strip()
    return (info["target"]["triple"], sdk, info["paths"]["runtimeLibraryImportPaths"],
            info.get("compilerVersion", "unknown"))


def extract_graphs(swift_bin, triple, sdk, imports, modules, access, directory, optional=frozenset()):
    os.makedirs(directory, exist_ok=True)

    def one(module):
        command = [os.path.join(swift_bin, "swift-symbolgraph-extract"), "-module-name", module, "-target", triple,
                   "-sdk", sdk, "-minimum-access-level", access, "-output-dir", directory]
        return subprocess.run(command + [argument for path in imports for argument in ("-I", path)],
                              capture_output=True, text=True)

    with ThreadPoolExecutor(max_workers=max(1, min(len(modules), os.cpu_count() or 1))) as pool:
        for module, result in zip(modules, pool.map(one, modules)):
            if result.returncode != 0 and module not in optional:
                raise AuditError(f"swift-symbolgraph-extract failed for {module}:\n{result.stderr}")


def required_versions(entries, targets):
    """{platform: version} for each Apple platform on which `entries` exceed the targets (None: unavailable)."""
    found = {}
    for entry in entries:
        platform = DOMAIN_PLATFORM.get(entry.get("domain", ""))
        if platform is None:
            continue
        if entry.get("isUnconditionallyUnavailable"):
            found[platform] = None
        elif entry.get("introduced") is not None and found.get(platform, ()) is not None:
            version = version_of(entry["introduced"])
            if version > targets[platform]:
                found[platform] = max(version, found.get(platform, version))
    return found


def version_of(introduced):
    return (introduced.get("major", 0), introduced.get("minor", 0), introduced.get("patch", 0))


def format_version(version):
    major, minor, patch = version
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


class Gates:
    """What the package's own `@available` attributes promise around a reference."""

    def __init__(self, own, parents):
        self.own, self.parents = own, parents

    def covers(self, container, platform, version):
        """Whether the declaration holding a reference (or one around it) needs `version` on `platform`."""
        seen = set()
        while container and container not in seen:
            seen.add(container)
            for entry in self.own.availability(container):
                if entry.get("domain") == "*" and entry.get("isUnconditionallyUnavailable"):
                    return True  # never called: the attribute turns a misuse into a compile-time message
                if DOMAIN_PLATFORM.get(entry.get("domain", "")) == platform and entry.get("introduced") is not None:
                    if version is not None and version_of(entry["introduced"]) >= version:
                        return True
            container = self.parents.get(container)
        return False


class Audit:
    def __init__(self, graphs, gates, targets, root):
        self.graphs, self.gates, self.targets, self.root = graphs, gates, targets, root

    def finding(self, usr, reference):
        """The failure text for one symbol, or None when every use is within the targets or gated."""
        required = required_versions(self.graphs.availability(usr), self.targets)
        if not required:
            return None
        if reference.name in DESUGARED and all(place.implicit for place in reference.places):
            return None
        ungated = [place for place in reference.places
                   if not all(self.gates.covers(place.container, platform, version)
                              for platform, version in required.items())]
        if not ungated:
            return None
        introduced = "; ".join(f"{platform} " + ("unavailable" if version is None else
                                                 f"{format_version(version)} (target "
                                                 f"{format_version(self.targets[platform])})")
                               for platform, version in sorted(required.items()))
        name = self.graphs.qualified_name(usr, reference.name)
        return (f"{name}  [{usr}]\n    introduced: {introduced}\n"
                f"    used at: {reference.first_places(self.root, count=10, places=ungated)}")

    def report(self, references, table_path):
        references = self.merge_accessors(references)
        demangled = demangle([usr for usr in references if self.graphs.canonical(usr) not in self.graphs.symbols])
        for usr, name in demangled.items():
            references[usr].name = name
        failures, foundation, counts = [], [], {"with": 0, "without": 0, "unknown": 0}
        for usr in sorted(references, key=lambda usr: (self.graphs.qualified_name(usr, references[usr].name), usr)):
            reference = references[usr]
            known = self.graphs.canonical(usr) in self.graphs.symbols
            counts["unknown" if not known else "with" if self.graphs.availability(usr) else "without"] += 1
            failure = self.finding(usr, reference)
            if failure:
                failures.append(failure)
            if is_foundation(usr, self.graphs):
                foundation.append((self.graphs.qualified_name(usr, reference.name), reference))
        with open(table_path, encoding="utf-8") as file:
            table = file.read()
        untabled = {name for name, _ in foundation
                    if not re.search(rf"\b{re.escape(name.split('(')[0].split('.')[0].lstrip('_'))}\b", table)}
        print_foundation(foundation, untabled, self.root)
        print(f"\n{len(references)} outside symbols referenced from Sources/: {counts['with']} with @available "
              f"entries, {counts['without']} without, {counts['unknown']} not in the symbol graphs (C functions, "
              f"Testing, XCTest, Dispatch, witnesses); {len(foundation)} of them from Foundation.")
        print("targets: " + ", ".join(f"{name} {format_version(v)}" for name, v in sorted(self.targets.items())))
        if failures:
            print(f"\n{len(failures)} symbols are introduced after the deployment targets:\n", file=sys.stderr)
            print("\n".join(failures), file=sys.stderr)
        if untabled:
            print(f"\n{len(untabled)} Foundation symbols belong to a type that {os.path.relpath(table_path, self.root)}"
                  " does not name (marked `!` above): look them up and add a row.", file=sys.stderr)
        return 1 if failures or untabled else 0


    def merge_accessors(self, references):
        """One entry per property: the index store names the property and its getter apart."""
        merged = {}
        for usr in sorted(references):
            canonical = self.graphs.canonical(usr)
            if canonical in merged:
                merged[canonical].places |= references[usr].places
            else:
                merged[canonical] = references[usr]
        return merged


def demangle(usrs):
    """{usr: readable name} of Swift USRs the graphs do not list, with the toolchain's demangler."""
    swift_usrs = [usr for usr in usrs if usr.startswith("s:")]
    if not swift_usrs:
        return {}
    result = subprocess.run([os.path.join(toolchain_bin(), "swift-demangle"), "--simplified"],
                            input="\n".join("$s" + usr[2:] for usr in swift_usrs), capture_output=True, text=True)
    lines = result.stdout.splitlines()
    if result.returncode != 0 or len(lines) != len(swift_usrs):
        return {}
    return {usr: line for usr, line in zip(swift_usrs, lines) if not line.startswith("$s")}


def is_foundation(usr, graphs):
    return graphs.module_of.get(graphs.canonical(usr), "").startswith("Foundation") or bool(FOUNDATION_MANGLED.search(usr))


def print_foundation(foundation, untabled, root):
    print("Foundation symbols (checked by hand in the table of the Availability article; "
          "the Linux Foundation is not Apple's):")
    for name, reference in foundation:
        mark = "!" if name in untabled else " "
        print(f" {mark} {name}  — {reference.first_places(root, count=1)}")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except AuditError as error:
        print(f"availability audit cannot run: {error}", file=sys.stderr)
        sys.exit(2)
