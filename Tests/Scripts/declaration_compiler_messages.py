#!/usr/bin/env python3
"""Checks that each common declaration mistake is answered, at compile time,
by an error that names what to declare instead.

Each case is a small file that imports the built Formwork module and makes
one mistake (`@FormNumber var name = ""`, a list of nested models, an enum
adopting FormChoice without a raw value, ...). The real compiler typechecks
it (`swiftc -typecheck -I <bin>/Modules`), and the case passes when the
first error printed contains the fix: the wrapper's unavailable initializer
or FormChoice's unavailable default was chosen, not a generic requirement.

A positive control declares every kind of row correctly and must typecheck
with no error and no warning, so an unavailable overload chosen for a valid
declaration fails this script too, as does a module that is not found.

The module is the debug build's (`swift build --show-bin-path`), built here
with `swift build --target Formwork` when it is not up to date. Cases run
one after another in a fixed order. Exits 0 when every case passes, 1
otherwise.
"""
import os
import platform
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Declarations shared by the cases: a nested model, and a choice done right.
PRELUDE = """\
import Foundation
import Formwork

struct Address: FormModel {
    @FormText var city = ""
}

enum Team: String, FormChoice { case mobile, web }
"""

NUMBER_FIX = "@FormNumber holds a number type"
OPTIONS_FIX = "declare an enum with a String or Int raw value conforming to FormChoice"
FILE_FIX = "keep bytes as a FormFile(filename:contentType:data:)"

# (name, declaration inside `struct Profile: FormModel`, or a whole
# top-level declaration when it starts with "enum", the text the first
# error must contain).
CASES = [
    ("number holding text", '@FormNumber var name = ""', "declare text with @FormText"),
    ("number holding a Bool", "@FormNumber var remote = false", "a Bool with @FormBoolean"),
    ("number holding a Date", "@FormNumber var birthday = Date()", "a Date with @FormDate"),
    ("number with a range holding text", '@FormNumber(range: 0...150) var age = ""', NUMBER_FIX),
    ("choice of text without options", '@FormEnumerated var role = "engineer"', OPTIONS_FIX),
    ("choice of text without options, with a title", '@FormEnumerated(title: "Role") var role = ""', OPTIONS_FIX),
    ("choice of a list of text without options", "@FormEnumerated var roles: [String] = []", OPTIONS_FIX),
    ("list of nested models", "@FormList var addresses: [Address] = []", "declare it @FormGroup var items: [Item] = []"),
    ("list of nested models, said plainly", "@FormList var addresses: [Address] = []", "is a repeating group"),
    ("list holding text", '@FormList var tags = ""', "@FormList holds an array of String"),
    ("switch holding a number", "@FormBoolean var remote: Int = 0", "declare a number with @FormNumber"),
    ("switch holding text", '@FormBoolean var remote = "yes"', "text with @FormText"),
    ("date holding text", '@FormDate var birthday = "2000-01-01"', "keep the date as a Date"),
    ("date holding a number", "@FormDate(.date) var year = 2000", "a number with @FormNumber"),
    ("image holding bytes", "@FormImage var avatar = Data()", FILE_FIX),
    ("image holding text", '@FormImage var avatar = ""', "@FormImage holds URL, FormFile"),
    ("attachment holding bytes", "@FormAttachment var cv: Data? = nil", FILE_FIX),
    ("text holding a number", "@FormText var age = 0", "declare a number with @FormNumber"),
    ("text holding a nested model", "@FormText var address = Address()", "a nested model with @FormGroup"),
    ("long text holding a number", "@FormLongText var count = 0", "declare a number with @FormNumber"),
]

# Swift reports the missing conformance first and the unavailable default
# that names the fix right after it: the fix must be in the second error.
RAW_VALUE_CASE = (
    "option enum without a raw value",
    "enum Role: FormChoice { case engineer, designer }",
    "a FormChoice enum needs a String or Int raw value",
)

CONTROL = """\
struct Profile: FormModel {
    @FormText var user_name = ""
    @FormText(.email) var email: String? = nil
    @FormLongText var about = ""
    @FormNumber(range: 0...150) var age = 0
    @FormNumber(min: 0, step: 0.01) var price: Decimal = 0
    @FormNumber var weight: Double? = nil
    @FormNumber(min: 0, max: 10) var stock: UInt = 0
    @FormBoolean var remote = false
    @FormBoolean var newsletter: Bool? = nil
    @FormDate(.date) var birthday: Date? = nil
    @FormDate var wake_up = Date(timeIntervalSince1970: 0)
    @FormEnumerated var team: Team = .mobile
    @FormEnumerated var second_team: Team? = nil
    @FormEnumerated var teams: [Team] = []
    @FormEnumerated(options: [.init("S", "Small"), .init("L", "Large")]) var size = "S"
    @FormEnumerated(options: [.init(1, "One"), .init(2, "Two")]) var counts: [Int] = []
    @FormList var tags: [String] = []
    @FormList var lucky_numbers: [Int] = []
    @FormList var topics: [Team] = []
    @FormImage var avatar: URL? = nil
    @FormImage var scan: FormFile? = nil
    @FormAttachment var cv: FormFile? = nil
    @FormGroup var address = Address()
    @FormGroup var addresses: [Address] = []
    @FormGroup(title: "Homes") var homes: [Address] = []
    @FormGroup(itemTitle: .numbered("Home"), minItems: 1, maxItems: 3, editing: [.add]) var others = [Address()]
    @FormHeading var heading = "Profile"
}

enum Level: Int, FormChoice { case junior = 1, senior = 2 }
"""

ERROR = re.compile(r"^[^:\n]+\.swift:\d+:\d+: error: (.*)$", re.MULTILINE)
WARNING = re.compile(r"^[^:\n]+\.swift:\d+:\d+: warning: (.*)$", re.MULTILINE)


def run(arguments):
    return subprocess.run(arguments, cwd=ROOT, capture_output=True, text=True, check=False)


def modules_directory():
    built = run(["swift", "build", "--target", "Formwork"])
    if built.returncode != 0:
        sys.exit("swift build --target Formwork failed:\n" + built.stdout + built.stderr)
    bin_path = run(["swift", "build", "--show-bin-path"]).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    # Older SwiftPM layouts keep the module next to the products.
    return modules if os.path.isdir(modules) else bin_path


def compiler_command(modules):
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", "-I", modules]
    if platform.system() == "Darwin":
        sdk = run(["xcrun", "--show-sdk-path"]).stdout.strip()
        command = ["xcrun"] + command + ["-sdk", sdk]
    return command


def typecheck(command, source, directory):
    path = os.path.join(directory, "Declaration.swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write(source)
    result = subprocess.run(command + [path], capture_output=True, text=True, check=False)
    output = result.stdout + result.stderr
    return ERROR.findall(output), WARNING.findall(output), output


def source_of(declaration):
    if declaration.startswith("enum "):
        return PRELUDE + "\n" + declaration + "\n"
    return PRELUDE + "\nstruct Profile: FormModel {\n    " + declaration + "\n}\n"


def main():
    command = compiler_command(modules_directory())
    failures = []
    with tempfile.TemporaryDirectory() as directory:
        errors, warnings, output = typecheck(command, PRELUDE + "\n" + CONTROL, directory)
        if errors or warnings:
            failures.append("the correct declarations do not typecheck cleanly:\n" + output)
        else:
            print("ok    correct declarations: no error, no warning")
        for name, declaration, fix in CASES + [RAW_VALUE_CASE]:
            errors, _, output = typecheck(command, source_of(declaration), directory)
            # Only the enum without a raw value is allowed one error before the fix.
            leading = errors[:2] if (name, declaration, fix) == RAW_VALUE_CASE else errors[:1]
            naming = [error for error in leading if fix in error]
            if naming:
                print(f"ok    {name}: {naming[0]}")
            else:
                failures.append(f"{name}: `{declaration}` should first say \"{fix}\"; the compiler said:\n{output}")
    for failure in failures:
        print("FAIL  " + failure)
    checked = len(CASES) + 2
    print(f"{checked - len(failures)} of {checked} declaration checks pass")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
