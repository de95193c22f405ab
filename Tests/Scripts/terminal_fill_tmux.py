#!/usr/bin/env python3
"""The sample's form filled in a real terminal, as a person fills it: `signup --fill` inside tmux.

1. Builds the sample (`swift build --product signup`) and starts a tmux server of its own (`-L`, a private
   socket) with one 120 × 40 pane running `bash --norc`, so nothing of the user's tmux or shell set-up applies.
2. Types `signup --fill` into the pane and fills every row with `send-keys`, reading the screen with
   `capture-pane` after each step and checking what it shows: an image path read into a file (name, size, type),
   a placeholder set in ‹ ›, CJK and emoji text, a refused number typed over the value shown (its message shown,
   the typed text kept), Esc showing the kept value again, then a good number, which makes About Me appear, one
   choice from a list, two list items with one moved, two choices of several, a date, a switch that makes a
   conditional row appear and a choice in that row, two lines of long text, and a city pasted (bracketed paste)
   with a line break, which a single-line field drops.
   Ctrl-S submits; the sample then prints the model and its JSON parameters, checked byte for byte against the
   JSON written here from the typed values (members in declaration order, hidden and nil rows left out).
3. Starts it again and presses Ctrl-C in the middle of typing a value: the sample exits 130, and `stty -g`
   afterwards equals `stty -g` before (cooked mode: `icanon` and `echo` on), so the terminal is usable.
4. Sends SIGTERM to a third run from outside: the terminal is restored the same way and the shell reports the
   signal's status (143).
5. Starts it under `LANG=zh_CN.UTF-8` (LC_ALL unset): the screen is Chinese, its title, its rows' titles and
   placeholder, its keys line and, on a submit with the name empty, its status line and the required message;
   Ctrl-C prints the sample's Chinese cancel line.
6. Pipes an answer holding ESC sequences (OSC 0, which sets the window's title, and CSI 2J, which erases the
   screen; ECMA-48 and xterm) into line mode: the echoed answer shows them as ␛ and ␇, the pane's title stays
   as it was and nothing printed before is erased.

Exits 1 on any failure and 77 (skipped; .ci/run says so and goes on; under CI, 1) when tmux or pgrep is missing;
on Debian/Ubuntu: `apt-get install tmux procps`. Run: `python3 Tests/Scripts/terminal_fill_tmux.py [--keep DIR]` (DIR keeps the screens
captured at each step).
"""
import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from missing_tool import skip_check  # noqa: E402
from signup_sample import BuildFailure, build_signup  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOCKET = f"formwork-fill-{os.getpid()}"
PANE = "fill"
TIMEOUT = 20.0


class Failure(Exception):
    pass


def tmux(*arguments, check=True):
    run = subprocess.run(["tmux", "-L", SOCKET, *arguments], capture_output=True, text=True)
    if check and run.returncode != 0:
        raise Failure(f"tmux {' '.join(arguments)} failed: {run.stderr.strip()}")
    return run.stdout


class Pane:
    """The pane a person types into, and the screens it showed, kept for --keep."""

    def __init__(self, keep):
        self.keep = keep
        self.step = 0

    def keys(self, *keys):
        tmux("send-keys", "-t", PANE, *keys)

    def type(self, text):
        tmux("send-keys", "-t", PANE, "-l", text)

    def screen(self):
        return tmux("capture-pane", "-p", "-t", PANE)

    def history(self):
        """Everything the pane printed, wrapped lines joined."""
        return tmux("capture-pane", "-p", "-J", "-S", "-500", "-t", PANE)

    def wait_for(self, what, text=None, absent=None):
        """Waits until the screen shows `text` (and no longer shows `absent`); returns the screen."""
        deadline = time.time() + TIMEOUT
        screen = ""
        while time.time() < deadline:
            screen = self.screen()
            if (text is None or text in screen) and (absent is None or absent not in screen):
                self.save(what, screen)
                return screen
            time.sleep(0.05)
        self.save(what, screen)
        raise Failure(f"{what}: the screen never showed {text!r}" + (f" without {absent!r}" if absent else "")
                      + f"; it shows:\n{screen}")

    def save(self, what, screen):
        if self.keep:
            self.step += 1
            name = f"{self.step:02d}-{what.replace(' ', '-')}.txt"
            with open(os.path.join(self.keep, name), "w", encoding="utf-8") as f:
                f.write(screen)


def row_line(screen, title):
    """The screen's line for the row titled `title`, trimmed; None when it isn't shown."""
    for line in screen.splitlines():
        if line[3:].startswith(title + " ") or line[3:] == title:
            return line.rstrip()
    return None


def expect_row(pane, title, value, what):
    """Waits until the row titled `title` shows `value` after its title column."""
    deadline = time.time() + TIMEOUT
    while True:
        line = row_line(pane.screen(), title)
        if line is not None and line[3:][len(title):].strip().startswith(value):
            return
        if time.time() > deadline:
            raise Failure(f"{what}: the row {title!r} shows {line!r}, not {value!r}")
        time.sleep(0.05)


def png_bytes():
    """A 1 × 1 PNG (RFC 2083): signature, IHDR, one IDAT of a filtered black pixel, IEND."""
    def chunk(kind, data):
        body = kind + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")
    header = (1).to_bytes(4, "big") * 2 + bytes([8, 2, 0, 0, 0])
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\x00\x00\x00")) \
        + chunk(b"IEND", b"")


def start(pane, signup, stty_file):
    """Starts the sample in the pane's shell, after saving the terminal's settings."""
    for suffix in (".before", ".after"):
        if os.path.exists(stty_file + suffix):
            os.remove(stty_file + suffix)
    pane.type(f"stty -g > {stty_file}.before; {signup} --fill; echo \"status=$?\"; stty -g > {stty_file}.after")
    pane.keys("Enter")
    pane.wait_for("the form is shown", "Ctrl-S submit")


def fill_every_row(pane, image):
    pane.wait_for("focus starts on the avatar", " › Avatar")
    pane.keys("Enter")
    pane.type(image)
    pane.keys("Enter")
    expect_row(pane, "Avatar", f"dot.png, {len(png_bytes())} bytes, image/png", "the image path read into a file")

    expect_row(pane, "User Name *", "‹Your name›", "the name's placeholder, marked")
    pane.keys("Down", "Enter")
    pane.type(TYPED["user_name"])
    pane.keys("Enter")
    expect_row(pane, "User Name *", TYPED["user_name"], "CJK and emoji text")

    pane.keys("Down", "Enter")
    pane.wait_for("the age's value selected", "typing replaces")
    pane.type("forty")
    pane.keys("Enter")
    screen = pane.wait_for("a refused number", "! Age must be a whole number")
    if not (row_line(screen, "Age") or "").endswith(" forty"):
        raise Failure(f"the refused age does not show the typed text in place of the value:\n{screen}")
    if row_line(screen, "About Me") is not None:
        raise Failure("About Me is shown before the age is over 12")
    pane.keys("Escape")
    pane.wait_for("Esc cancels the refused number", "Enter edit", absent="! Age")
    expect_row(pane, "Age", "0", "Esc shows the kept value again")
    pane.keys("Enter")
    pane.type("42")
    pane.keys("Enter")
    pane.wait_for("a good number shows About Me", "About Me", absent="! Age")
    expect_row(pane, "Age", "42", "the age taken")

    pane.keys("Down", "Enter")
    pane.wait_for("the gender's options", "● Prefer Not to Say")
    pane.keys("Up", "Up", "Enter")
    expect_row(pane, "Gender", "Female ▾", "one choice from a list")

    pane.keys("Down", "Enter")
    pane.type(TYPED["email"])
    pane.keys("Enter", "Down", "Down", "Enter")
    pane.wait_for("the tags' items", "+ Add item")
    for tag in ("swift", "forms"):
        pane.keys("Enter")
        pane.type(tag)
        pane.keys("Enter")
        pane.wait_for(f"the tag {tag} added", f". {tag}")
    pane.keys("Up", "S-Up")
    pane.wait_for("forms moved above swift", "1. forms")
    pane.keys("Escape")
    expect_row(pane, "Tags", "forms, swift", "two list items, one moved")

    pane.keys("Down", "Enter", "Space", "Down", "Down", "Space")
    pane.wait_for("two topics ticked", "[x] Music")
    pane.keys("Enter")
    expect_row(pane, "Topics", "Swift, Music", "two choices of several")

    pane.keys("Down", "Enter")
    pane.wait_for("the date's format", "YYYY-MM-DD")
    pane.type(TYPED["birthday"])
    pane.keys("Enter")
    expect_row(pane, "Birthday", TYPED["birthday"], "a date")

    pane.keys("Down")
    if row_line(pane.screen(), "Frequency") is not None:
        raise Failure("Frequency is shown before the newsletter is on")
    pane.keys("Enter")
    pane.wait_for("the newsletter shows Frequency", "Frequency")
    expect_row(pane, "Newsletter", "[x] Yes", "a switch turned on")
    pane.keys("Down", "Enter", "Up", "Enter")
    expect_row(pane, "Frequency", "Weekly ▾", "a choice in the row that appeared")

    pane.keys("Down", "Enter")
    pane.type("Hello")
    pane.keys("C-j")
    pane.type("World")
    pane.keys("Enter")
    expect_row(pane, "About Me", "Hello", "long text")

    pane.keys("Down", "Down", "Enter")
    # A bracketed paste (-p) with a line break in the middle; a single-line field drops it.
    tmux("set-buffer", "-b", "city", TYPED["city"][:3] + "\n" + TYPED["city"][3:])
    tmux("paste-buffer", "-p", "-d", "-b", "city", "-t", PANE)
    pane.keys("Enter")
    expect_row(pane, "City", TYPED["city"], "a city pasted with a line break")
    expect_row(pane, "Country", "‹CN›", "the country's placeholder, marked")


TYPED = {
    "user_name": "李雷 Ada 👩‍💻",
    "email": "ada@example.com",
    "birthday": "1815-12-10",
    "city": "London",
}


def expected_json():
    """The parameters the filled form submits: members in declaration order, hidden rows (province) and nil
    (phone) left out, a file as filename, content type and standard Base64 (RFC 4648) data, a calendar date as
    its ISO 8601 calendar date (YYYY-MM-DD) as typed, and an empty group as an empty array."""
    members = [
        ("avatar", {"filename": "dot.png", "contentType": "image/png",
                    "data": base64.b64encode(png_bytes()).decode("ascii")}),
        ("user_name", TYPED["user_name"]),
        ("age", 42),
        ("gender", "female"),
        ("email", TYPED["email"]),
        ("tags", ["forms", "swift"]),
        ("topics", ["swift", "music"]),
        ("birthday", TYPED["birthday"]),
        ("newsletter", True),
        ("frequency", "weekly"),
        ("about_me", "Hello\nWorld"),
        ("address", {"street": "", "city": TYPED["city"], "zip": "", "country": ""}),
        ("emergency_contacts", []),
    ]
    return json.dumps(dict(members), ensure_ascii=False, separators=(",", ":"))


def submitted_json(pane):
    pane.keys("C-s")
    pane.wait_for("the sample's report", "\nstatus=")
    history = pane.history().splitlines()
    try:
        start = history.index("Its JSON parameters:")
    except ValueError:
        raise Failure("the sample printed no JSON parameters:\n" + "\n".join(history[-40:]))
    lines = [line for line in history[start + 1:] if line.strip()]
    if not lines or "status=0" not in lines:
        raise Failure("the sample did not exit 0 after the submit:\n" + "\n".join(history[start:]))
    return lines[0]


def check_restored(stty_file, what):
    """Compares `stty -g` before the sample with `stty -g` after it, once the shell has written it."""
    with open(stty_file + ".before") as f:
        before = f.read().strip()
    after = ""
    deadline = time.time() + TIMEOUT
    while not after and time.time() < deadline:
        if os.path.exists(stty_file + ".after"):
            with open(stty_file + ".after") as f:
                after = f.read().strip()
        time.sleep(0.05)
    if before != after:
        raise Failure(f"{what}: the terminal's settings were not restored: stty -g was {before}, is {after}")


def check_cooked(pane, what):
    pane.type("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo -e -icanon -e -echo | sort | tr '\\n' ' '; echo")
    pane.keys("Enter")
    # Sorted, the flags read "echo icanon" in cooked mode and "-echo -icanon" in raw mode.
    pane.wait_for(f"{what}: stty -a shows cooked mode", "\necho icanon")


def interrupt(pane, signup, stty_file):
    start(pane, signup, stty_file)
    pane.keys("Down", "Enter")
    pane.type("half-typ")
    pane.keys("C-c")
    pane.wait_for("Ctrl-C ends the sample", "status=130")
    if "Cancelled: nothing was signed up." not in pane.history():
        raise Failure("Ctrl-C did not cancel the form")
    check_restored(stty_file, "after Ctrl-C")
    check_cooked(pane, "after Ctrl-C")


def terminate(pane, signup, stty_file):
    pane.keys("C-l")
    start(pane, signup, stty_file)
    # The sample is the only child of the pane's shell while it runs.
    shell = tmux("display-message", "-p", "-t", PANE, "#{pane_pid}").strip()
    children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
    if len(children) != 1:
        raise Failure(f"the pane's shell has {len(children)} children, not the sample alone, to send SIGTERM to")
    os.kill(int(children[0]), 15)
    pane.wait_for("SIGTERM ends the sample", "status=143")
    check_restored(stty_file, "after SIGTERM")
    check_cooked(pane, "after SIGTERM")


def chinese(pane, signup):
    pane.keys("C-l")
    # LC_ALL outranks LANG, so it is left out of the sample's environment.
    pane.type(f"env -u LC_ALL LANG=zh_CN.UTF-8 {signup} --fill; echo \"status=$?\"")
    pane.keys("Enter")
    screen = pane.wait_for("the Chinese screen", "Ctrl-S 提交")
    for text in (" 注册\n", " › 头像", "未选择图片", "用户名 *", "‹您的姓名›", "年龄", "性别", "不愿透露 ▾",
                 "↑↓ Tab 移动 · Enter 编辑 · Ctrl-S 提交 · Ctrl-C 取消"):
        if text not in screen:
            raise Failure(f"the Chinese screen does not show {text!r}:\n{screen}")
    pane.keys("C-s")
    screen = pane.wait_for("the Chinese status line", " ! 2个问题：请修改标有!的行")
    if "! 用户名为必填项" not in screen:
        raise Failure(f"the required name's message is not Chinese:\n{screen}")
    pane.keys("C-c")
    pane.wait_for("Ctrl-C ends the Chinese sample", "status=130")
    if "已取消：没有注册任何内容。" not in pane.history():
        raise Failure("the Chinese sample did not say it was cancelled in Chinese")


def hostile_answer(pane, signup):
    pane.keys("C-l")
    title = tmux("display-message", "-p", "-t", PANE, "#{pane_title}").strip()
    # Return keeps the avatar; the user name's answer sets the title (OSC 0) and erases the screen (CSI 2J).
    pane.type(f"printf '\\nSay \\033]0;PWNED\\007\\033[2Jhi\\n' | {signup} --fill; echo \"status=$?\"")
    pane.keys("Enter")
    screen = pane.wait_for("line mode ends with the input", "status=130")
    if ": Say ␛]0;PWNED␇␛[2Jhi" not in screen:
        raise Failure(f"the answer is not echoed with its controls shown:\n{screen}")
    if "Answer each question" not in screen:
        raise Failure(f"what line mode printed before the answer was erased:\n{screen}")
    now = tmux("display-message", "-p", "-t", PANE, "#{pane_title}").strip()
    if now != title:
        raise Failure(f"the pane's title changed from {title!r} to {now!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keep", help="a directory to keep the screens captured at each step in")
    arguments = parser.parse_args()
    missing = [tool for tool in ("tmux", "pgrep") if shutil.which(tool) is None]
    if missing:
        skip_check(f"filling the form in a terminal needs {' and '.join(missing)}",
                   "Debian/Ubuntu: apt-get install tmux procps")
    try:
        signup = build_signup(ROOT)
    except BuildFailure as failure:
        print(f"FAILED: {failure}")
        return 1
    work = tempfile.mkdtemp(prefix="formwork-fill-")
    keep = arguments.keep
    if keep:
        os.makedirs(keep, exist_ok=True)
    image = os.path.join(work, "dot.png")
    with open(image, "wb") as f:
        f.write(png_bytes())
    stty_file = os.path.join(work, "stty")
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": work, "TERM": "xterm-256color",
                   "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", "new-session", "-d", "-s", "fill", "-x", "120",
                    "-y", "40", "bash --norc --noprofile"], env=environment, check=True)
    pane = Pane(keep)
    try:
        tmux("set-option", "-t", "fill", "history-limit", "5000")
        pane.type("PS1='$ '")
        pane.keys("Enter")
        start(pane, signup, stty_file)
        fill_every_row(pane, image)
        actual = submitted_json(pane)
        expected = expected_json()
        if actual != expected:
            raise Failure(f"the JSON parameters differ:\n  expected {expected}\n  printed  {actual}")
        check_restored(stty_file, "after the submit")
        print("filled every row; the JSON parameters are exactly as typed")
        pane.keys("C-l")
        interrupt(pane, signup, stty_file)
        print("Ctrl-C cancelled the form and left the terminal in cooked mode")
        terminate(pane, signup, stty_file)
        print("SIGTERM ended the sample and left the terminal in cooked mode")
        chinese(pane, signup)
        print("under LANG=zh_CN.UTF-8 the screen, its titles and its messages were Chinese")
        hostile_answer(pane, signup)
        print("an answer holding escape sequences was shown, not obeyed")
    except Failure as failure:
        print(f"FAILED: {failure}")
        return 1
    finally:
        tmux("kill-server", check=False)
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
