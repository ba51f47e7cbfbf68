"""Shared parts of the browser check: limits, the result tally, the page list, the driver."""

import glob
import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

WIDTHS = (390, 1280)
SCHEMES = ("light", "dark")
MIN_TEXT_390, MAX_TEXT_1280 = 11.0, 20.0
MAX_DASHBOARD_PAGES = 4
PAPERS = {"letter": (8.5, 11.0), "a4": (8.27, 11.69)}
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# The athlete browser_check_fixture.py adds to the sample, and the counts its stat cards show.
FIXTURE_ATHLETE = "zoe-counts"
FIXTURE_COUNTS = ("1,500", "12,345")


class Results:
    def __init__(self):
        self.kinds = {}  # kind -> [passed, failed]
        self.failures = []

    def check(self, kind, ok, where, detail=""):
        counts = self.kinds.setdefault(kind, [0, 0])
        counts[0 if ok else 1] += 1
        if not ok:
            self.failures.append(f"FAIL {kind} {where}: {detail}")
            print(self.failures[-1], flush=True)


def page_types(site):
    athletes = sorted(d for d in os.listdir(site) if os.path.isfile(os.path.join(site, d, "index.html")))
    a = athletes[0]

    def first(pattern):
        found = sorted(glob.glob(os.path.join(site, pattern)))
        return os.path.relpath(found[0], site) if found else None

    pages = {
        "index": "index.html",
        "dashboard": f"{a}/index.html",
        "actions": f"{a}/actions/index.html",
        "tasks": f"{a}/tasks/index.html",
        "reports": f"{a}/reports/index.html",
        "performance": f"{a}/performance/index.html",
        "timeline": f"{a}/performance/timeline/index.html",
        "social": f"{a}/social/index.html",
        "schools": f"{a}/schools/index.html",
        "school": first(f"{a}/schools/*/index.html"),
        "interactions": first(f"{a}/schools/*/interactions/index.html"),
        "coaches": f"{a}/coaches/index.html",
        "notes": f"{a}/notes/index.html",
        "note": first(f"{a}/notes/*/index.html"),
        "interactions-log": f"{a}/interactions/index.html",
        "offers": f"{a}/offers/index.html",
        "a-tier": f"{a}/a-tier/index.html",
        "profile": f"{a}/profile/index.html",
        "coach": f"{a}/coach/index.html",
        "social-feed": f"{a}/social/posts/index.html",
        # The feed with its recruiting filter on (a `:target` rule; the address keeps the fragment).
        "recruiting-feed": f"{a}/social/posts/index.html#recruiting",
        "activity": f"{a}/activity/index.html",
    }
    # The fixture's athlete: a 4- and a 5-digit count on its stat cards (checked only there).
    pages["dashboard-counts"] = f"{FIXTURE_ATHLETE}/index.html"
    return {k: v for k, v in pages.items() if v and os.path.isfile(os.path.join(site, v.split("#")[0]))}


def public_page_types(site):
    """The pages of a public build that the family site does not have: the roster, one of its
    class pages and one of its position pages, an athlete's home (the coach page) and its alias."""
    athletes = sorted(d for d in os.listdir(site) if os.path.isfile(os.path.join(site, d, "index.html")))
    a = athletes[0]
    rosters = sorted(os.path.basename(p) for p in glob.glob(os.path.join(site, "roster-*.html")))
    pages = {
        "public-roster": "index.html",
        "public-roster-class": next((p for p in rosters if p.startswith("roster-class-")), None),
        "public-roster-position": next((p for p in rosters if not p.startswith("roster-class-")), None),
        "public-home": f"{a}/index.html",
        "public-coach-alias": f"{a}/coach/index.html",
    }
    return {k: v for k, v in pages.items() if v and os.path.isfile(os.path.join(site, v))}


def start_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--disable-dev-shm-usage"):
        options.add_argument(arg)
    # An explicit driver path: Selenium Manager (which downloads) is never consulted.
    return webdriver.Chrome(options=options, service=Service(executable_path="/usr/bin/chromedriver"))


def emulate(driver, width, scheme, media=""):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": media, "features": [{"name": "prefers-color-scheme", "value": scheme}]})
