#!/usr/bin/env python3
"""A real browser in Chinese and in Arabic against the running sign-up server: every page in its language.

Runs against each sample server (`--server hummingbird|vapor|both`, both by default; see
Tests/Scripts/support/signup_server.py), the same steps for each:

1. Builds the server's package (debug), or takes the binary named by SIGNUP_SERVER (Hummingbird) or SIGNUP_VAPOR
   (Vapor, its SQLite file new in a temporary folder), and starts it on a free port of 127.0.0.1.
2. Headless Chromium with `--lang=zh-CN` (Accept-Language: zh-CN) opens the form: `<html lang="zh-Hans">`,
   the `<form lang="zh-Hans">`, the heading, labels and buttons in Chinese. It adds two emergency contacts with
   the page's own button, removes the first, and the one left is titled "紧急联系人1" as the server titles items
   (the page's script follows the server's title, not "noun number"). It posts with no name and an email the
   server refuses (the browser's own checks off, as a client without them), and the 422 page carries the
   errors in Chinese beside their rows. Fixed and posted again, it lands on the welcome page, in Chinese.
3. Headless Chromium with `--lang=ar` opens the form: `<html lang="ar" dir="rtl">`, the form laid out right to
   left (its computed `direction`), the heading in Arabic; the 422 page and the welcome page likewise. axe-core's
   WCAG 2 A/AA rules (Tests/Scripts/support/axe.py) find no serious or critical violation on the form and on the
   422 page (skipped when axe-core cannot be had, a failure under CI).
4. A server that keeps its sign-ups in a database with the email unique (Vapor): before the fixed post, the Arabic
   page is posted with a name and the email the Chinese browser signed up with, and comes back 422, right to left,
   with "هذا البريد الإلكتروني مسجَّل بالفعل" ("This email is already signed up") beside the email row and no
   other error.
5. The server is stopped (SIGTERM).

Run: `python3 Tests/Scripts/server_browser_languages.py [--server vapor]`. Skips (exit 77; under CI, fails) when
chromium or chromedriver is missing; on Debian: `apt-get install chromium chromium-driver` (and fonts-noto-cjk for
the screenshots, which go to the package's .build/browser-languages/ with the server's log; the checks do not
need fonts).
"""
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
import axe  # noqa: E402
from missing_tool import skip_part  # noqa: E402
from signup_page import browser  # noqa: E402
from signup_server import servers_from_command_line  # noqa: E402
from webdriver import Driver  # noqa: E402

# The email the Chinese browser signs up with, and what a server with a unique email (Vapor) writes beside the
# Arabic page's email row when it is posted again.
CHINESE_EMAIL = "taro@example.jp"
EMAIL_TAKEN_IN_ARABIC = "هذا البريد الإلكتروني مسجَّل بالفعل"

PAGE = r"""
const form = document.querySelector('form[id]'), user = document.querySelector("label[for='formwork-user_name']");
return {lang: document.documentElement.lang, dir: document.documentElement.getAttribute('dir'),
        formLang: form.lang, formDir: form.getAttribute('dir'), direction: getComputedStyle(form).direction,
        heading: document.querySelector('h1').textContent, title: document.title,
        user: user && user.textContent, accept: navigator.languages,
        submit: (document.querySelector('button[type=submit]') || {}).textContent || null,
        add: (document.querySelector('button[data-formwork-action=add]') || {}).textContent || null,
        errors: Object.fromEntries(Array.from(document.querySelectorAll('.formwork-error'),
          p => [(p.closest('[data-formwork-row]') || {dataset: {}}).dataset.formworkRow, p.textContent]))};
"""

CONTACTS = r"""
const group = document.querySelector("[data-formwork-group='emergency_contacts']");
return Array.from(group.querySelectorAll(':scope > [data-formwork-item]'), item => ({
  legend: item.querySelector(':scope > legend').textContent,
  names: Array.from(item.querySelectorAll('input'), i => i.name).filter(n => n)}));
"""


def failure(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def page(driver):
    return driver.script(PAGE)


def expect(found, expected, where):
    wrong = {key: (found.get(key), value) for key, value in expected.items() if found.get(key) != value}
    if wrong:
        failure(f"{where}: (page, expected) {wrong}")


def wait_for(driver, path, where):
    for _ in range(100):
        if driver.script("return location.pathname") == path and driver.script("return document.readyState") == \
                "complete":
            return
        time.sleep(0.1)
    failure(f"{where}: the browser is at {driver.script('return location.href')}, not {path}")


def submit_in_place(driver, where):
    """Clicks the submit button and waits for the answer to replace the page at / (a 422 page)."""
    driver.script("window.formworkOldPage = true")
    driver.click(driver.find("button[type=submit]"))
    for _ in range(100):
        if driver.script("return !window.formworkOldPage && document.readyState === 'complete'"):
            break
        time.sleep(0.1)
    wait_for(driver, "/", where)


def retype(driver, name, text):
    """Replaces what the text control of the row `name` holds with `text`, as a person would."""
    driver.clear(driver.find(f"#formwork-{name}"))
    driver.type(driver.find(f"#formwork-{name}"), text)


def post_refused(driver, email):
    """Posts with no name and `email`, the browser's own checks off; the server answers 422 in place."""
    driver.script("document.querySelector('form[id]').noValidate = true")
    retype(driver, "email", email)
    submit_in_place(driver, "after the refused post")


def post_taken(driver, name, email):
    """Posts `name` and `email`, an address already signed up; the server answers 422 in place."""
    retype(driver, "user_name", name)
    retype(driver, "email", email)
    submit_in_place(driver, "after the post with an email already signed up")


def post_fixed(driver, name, email):
    retype(driver, "user_name", name)
    retype(driver, "email", email)
    driver.click(driver.find("button[type=submit]"))
    for _ in range(100):
        if driver.script("return location.pathname").startswith("/welcome/"):
            break
        time.sleep(0.1)
    wait_for(driver, driver.script("return location.pathname"), "after the fixed post")
    return int(driver.script("return location.pathname").rsplit("/", 1)[1])


def check_serious(driver, axe_source, where):
    if axe_source is None:
        return
    found = [v for v in axe.violations(driver, axe_source) if v["impact"] in ("serious", "critical")]
    if found:
        failure(f"axe-core finds serious or critical violations on {where}: {found}")


def chinese(chromedriver, chromium, base, artifacts):
    driver = Driver(chromedriver, chromium, lang="zh-CN")
    try:
        driver.get(base + "/")
        found = page(driver)
        expect(found, {"lang": "zh-Hans", "dir": None, "formLang": "zh-Hans", "formDir": None, "heading": "注册",
                       "title": "注册", "user": "用户名", "submit": "注册", "add": "添加紧急联系人"}, "the Chinese form")
        if not found["accept"] or not found["accept"][0].startswith("zh"):
            failure(f"the browser's languages are {found['accept']}, not Chinese first")
        add = driver.find("button[data-formwork-action=add]")
        driver.click(add)
        driver.click(add)
        titles = [item["legend"] for item in driver.script(CONTACTS)]
        if titles != ["紧急联系人1", "紧急联系人2"]:
            failure(f"two contacts added are titled {titles}")
        driver.click(driver.find("[data-formwork-item] button[data-formwork-action=remove]"))
        contacts = driver.script(CONTACTS)
        if [c["legend"] for c in contacts] != ["紧急联系人1"] or \
                any(not n.startswith("emergency_contacts[0]") for n in contacts[0]["names"]):
            failure(f"after removing the first contact the page holds {contacts}")
        driver.click(driver.find("[data-formwork-item] button[data-formwork-action=remove]"))
        post_refused(driver, "taro@example")
        found = page(driver)
        expect(found, {"lang": "zh-Hans", "heading": "注册", "user": "用户名"}, "the Chinese 422 page")
        expect(found["errors"], {"user_name": "用户名为必填项", "email": "电子邮件必须是有效的电子邮件地址"},
               "the Chinese 422 page's errors")
        driver.screenshot(os.path.join(artifacts, "zh-refused.png"))
        number = post_fixed(driver, "山田 太郎", CHINESE_EMAIL)
        found = page(driver)
        expect(found, {"lang": "zh-Hans", "heading": f"欢迎！您是第{number}位注册者", "user": "用户名"},
               "the Chinese welcome page")
        driver.screenshot(os.path.join(artifacts, "zh-welcome.png"))
    finally:
        driver.quit()


def arabic(chromedriver, chromium, base, axe_source, artifacts, unique_email):
    driver = Driver(chromedriver, chromium, lang="ar")
    try:
        driver.get(base + "/")
        found = page(driver)
        expect(found, {"lang": "ar", "dir": "rtl", "formLang": "ar", "formDir": "rtl", "direction": "rtl",
                       "heading": "التسجيل", "user": "اسم المستخدم", "submit": "التسجيل"}, "the Arabic form")
        check_serious(driver, axe_source, "the Arabic form")
        post_refused(driver, "taro@example")
        found = page(driver)
        expect(found, {"lang": "ar", "dir": "rtl", "direction": "rtl", "heading": "التسجيل"}, "the Arabic 422 page")
        expect(found["errors"], {"user_name": "حقل اسم المستخدم مطلوب"}, "the Arabic 422 page's errors")
        check_serious(driver, axe_source, "the Arabic 422 page")
        driver.screenshot(os.path.join(artifacts, "ar-refused.png"))
        if unique_email:
            post_taken(driver, "ليلى", CHINESE_EMAIL)
            found = page(driver)
            expect(found, {"lang": "ar", "dir": "rtl", "direction": "rtl", "heading": "التسجيل"},
                   "the Arabic page of an email already signed up")
            if found["errors"] != {"email": EMAIL_TAKEN_IN_ARABIC}:
                failure(f"the Arabic page of an email already signed up has the errors {found['errors']}, not the "
                        f"email row's {EMAIL_TAKEN_IN_ARABIC!r}")
            driver.screenshot(os.path.join(artifacts, "ar-taken.png"))
        number = post_fixed(driver, "ليلى", "layla@example.com")
        found = page(driver)
        expect(found, {"lang": "ar", "dir": "rtl", "direction": "rtl", "heading": f"مرحبًا! رقم تسجيلك {number}"},
               "the Arabic welcome page")
        driver.screenshot(os.path.join(artifacts, "ar-welcome.png"))
    finally:
        driver.quit()


def languages(server, chromium, chromedriver, axe_source):
    """Every step of the docstring against `server`; returns the seconds it took."""
    started = time.monotonic()
    binary = server.binary()
    artifacts = server.artifacts("browser-languages")
    os.makedirs(artifacts, exist_ok=True)
    with tempfile.TemporaryDirectory() as work, open(os.path.join(artifacts, "server.log"), "w") as log:
        process, base = server.start(binary, log, work)
        try:
            chinese(chromedriver, chromium, base, artifacts)
            arabic(chromedriver, chromium, base, axe_source, artifacts, server.database_file)
        finally:
            process.terminate()
            process.wait(timeout=10)
    return time.monotonic() - started


def main():
    servers = servers_from_command_line(__doc__.split("\n\n")[0])
    chromium, chromedriver = browser("the server's browser languages check")
    axe_source = axe.source()
    if axe_source is None:
        skip_part("axe-core over the Arabic pages", "pip install axe-core-python")
    for server in servers:
        seconds = languages(server, chromium, chromedriver, axe_source)
        print(f"server browser languages, {server.name}: Chromium in zh-CN got the form, its contacts renumbered as "
              f"the server titles them, the 422 errors and the welcome page in Chinese; in ar, every page right to "
              f"left in Arabic{', an email already signed up refused beside its row' if server.database_file else ''}"
              f"{', with no serious or critical axe-core violation' if axe_source else ''} "
              f"({seconds:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
