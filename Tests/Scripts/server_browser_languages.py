#!/usr/bin/env python3
"""A real browser in Chinese and in Arabic against the running sign-up server: every page in its language.

1. Builds Samples/Server (debug), or takes the binary named by SIGNUP_SERVER, and starts it on a free port.
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

Run: `python3 Tests/Scripts/server_browser_languages.py`. Skips (exit 77; under CI, fails) when chromium or
chromedriver is missing; on Debian: `apt-get install chromium chromium-driver` (and fonts-noto-cjk for the
screenshots, which go to Samples/Server/.build/browser-languages/; the checks do not need fonts).
"""
import os
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
import axe  # noqa: E402
from missing_tool import skip_check, skip_part  # noqa: E402
from signup_server import HUMMINGBIRD  # noqa: E402
from webdriver import Driver  # noqa: E402

ARTIFACTS = HUMMINGBIRD.artifacts("browser-languages")

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


def post_refused(driver, email):
    """Posts with no name and `email`, the browser's own checks off; the server answers 422 in place."""
    driver.script("document.querySelector('form[id]').noValidate = true")
    driver.clear(driver.find("#formwork-email"))
    driver.type(driver.find("#formwork-email"), email)
    driver.click(driver.find("button[type=submit]"))
    time.sleep(0.5)
    wait_for(driver, "/", "after the refused post")


def post_fixed(driver, name, email):
    driver.type(driver.find("#formwork-user_name"), name)
    driver.clear(driver.find("#formwork-email"))
    driver.type(driver.find("#formwork-email"), email)
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


def chinese(chromedriver, chromium, base):
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
        expect(found["errors"], {"user_name": "请填写用户名", "email": "电子邮件必须是有效的电子邮件地址"},
               "the Chinese 422 page's errors")
        driver.screenshot(os.path.join(ARTIFACTS, "zh-refused.png"))
        number = post_fixed(driver, "山田 太郎", "taro@example.jp")
        found = page(driver)
        expect(found, {"lang": "zh-Hans", "heading": f"欢迎！您是第{number}位注册者", "user": "用户名"},
               "the Chinese welcome page")
        driver.screenshot(os.path.join(ARTIFACTS, "zh-welcome.png"))
    finally:
        driver.quit()


def arabic(chromedriver, chromium, base, axe_source):
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
        driver.screenshot(os.path.join(ARTIFACTS, "ar-refused.png"))
        number = post_fixed(driver, "ليلى", "layla@example.com")
        found = page(driver)
        expect(found, {"lang": "ar", "dir": "rtl", "direction": "rtl", "heading": f"مرحبًا! رقم تسجيلك {number}"},
               "the Arabic welcome page")
        driver.screenshot(os.path.join(ARTIFACTS, "ar-welcome.png"))
    finally:
        driver.quit()


def main():
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    chromedriver = shutil.which("chromedriver")
    if not chromium or not chromedriver:
        skip_check("the server's browser languages check needs chromium and chromedriver",
                   "Debian: apt-get install chromium chromium-driver")
    started = time.monotonic()
    binary = HUMMINGBIRD.binary()
    os.makedirs(ARTIFACTS, exist_ok=True)
    axe_source = axe.source()
    if axe_source is None:
        skip_part("axe-core over the Arabic pages", "pip install axe-core-python")
    with tempfile.TemporaryDirectory() as work, open(os.path.join(ARTIFACTS, "server.log"), "w") as log:
        process, base = HUMMINGBIRD.start(binary, log, work)
        try:
            chinese(chromedriver, chromium, base)
            arabic(chromedriver, chromium, base, axe_source)
        finally:
            process.terminate()
            process.wait(timeout=10)
    print(f"server browser languages: Chromium in zh-CN got the form, its contacts renumbered as the server titles "
          f"them, the 422 errors and the welcome page in Chinese; in ar, every page right to left in Arabic"
          f"{', with no serious or critical axe-core violation' if axe_source else ''} "
          f"({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
