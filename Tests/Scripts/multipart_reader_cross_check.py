#!/usr/bin/env python3
"""Bodies written by Python's urllib3 and email packages, for Formwork's multipart reader.

Tests/FormworkTests/Multipart/Fixtures/ holds multipart/form-data bodies
that MultipartPythonFixtureTests reads with Formwork, checking every value
against expectations written by hand in the test. This script writes the
same bodies again, with urllib3.encode_multipart_formdata and with the
standard library's email package (MIMEMultipart, policy HTTP with UTF-8),
and checks they are byte for byte the committed files: so the fixtures are
provably what those writers write. Run with --write to regenerate them.
The Swift tests never need Python. Without urllib3 its bodies are skipped
(under CI, the check fails).
"""
import os
import sys
from email import policy
from email.encoders import encode_noop
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from missing_tool import skip_part  # noqa: E402

FIXTURES = Path(__file__).resolve().parent.parent / "FormworkTests" / "Multipart" / "Fixtures"
BINARY = bytes(range(256)) + b"\r\n--"
# The email package writes 8-bit text parts; its generator refuses arbitrary bytes in a payload.
FILE_TEXT = "name,city\r\nAda,London\r\n"


def urllib3_body():
    import urllib3

    fields = [
        ("user_name", "Zoë 東京 😀"),
        ("名前", "UTF-8 name"),
        ("bio", "line one\r\nline two\n--not a boundary"),
        ("address[city]", "London"),
        ("tags[]", "math"),
        ("tags[]", "engines"),
        ('quote"d\r\nname', "hostile"),
        ("avatar", ("avatar.png", BINARY, "image/png")),
        ("empty", ""),
    ]
    body, content_type = urllib3.encode_multipart_formdata(fields, boundary="urllib3-boundary-0042")
    return body, content_type


def email_body():
    message = MIMEMultipart("form-data", boundary="email-boundary-0042")
    for name, value in [("user_name", "Zoë 東京 😀"), ("名前", "UTF-8 name"), ("bio", "line one\r\nline two")]:
        part = MIMEText(value, "plain", "utf-8")
        del part["MIME-Version"]
        del part["Content-Transfer-Encoding"]
        part["Content-Transfer-Encoding"] = "8bit"
        part.set_payload(value.encode("utf-8"))
        part.add_header("Content-Disposition", "form-data", name=name)
        message.attach(part)
    file_part = MIMEApplication(FILE_TEXT, "octet-stream", _encoder=encode_noop)
    del file_part["MIME-Version"]
    file_part.add_header("Content-Disposition", "form-data", name="avatar", filename="avatar.bin")
    message.attach(file_part)
    flat = message.as_bytes(policy=policy.HTTP.clone(utf8=True))
    # The body is what follows the message's own headers.
    body = flat.split(b"\r\n\r\n", 1)[1]
    return body, message["Content-Type"]


def main():
    write = "--write" in sys.argv[1:]
    failed = False
    for name, make in [("urllib3", urllib3_body), ("email", email_body)]:
        try:
            body, content_type = make()
        except ImportError as error:
            module = error.name or str(error)
            skip_part(f"{name}'s bodies are not checked: {module} is not installed", f"pip install {module}")
            continue
        files = {name + ".body": body, name + ".content-type": content_type.encode("ascii") + b"\n"}
        for file_name, data in files.items():
            path = FIXTURES / file_name
            if write:
                FIXTURES.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
                print("wrote %s" % path)
            elif not path.exists() or path.read_bytes() != data:
                print("FAILED: %s is not what %s writes today" % (path, name))
                failed = True
            else:
                print("%s: ok" % file_name)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
