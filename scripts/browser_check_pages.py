"""Per-page checks of the browser check: axe-core, overflow, tables, height, SVG text, donuts."""

import base64
import glob
import os

from browser_check_js import MEASURE_JS
from browser_check_support import AXE_TAGS, FIXTURE_COUNTS, MAX_TEXT_1280, MIN_TEXT_390, emulate


def run_axe(driver, axe_source):
    driver.execute_script(axe_source)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
        ".then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.length}))))"
        ".catch(e => done([{id: 'axe-error: ' + e, impact: 'error', nodes: 1}]));", AXE_TAGS)
    return result


def screenshot(driver, path, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": driver.execute_script("return document.documentElement.clientWidth"),
                            "height": min(int(height), 6000), "deviceScaleFactor": 1, "mobile": False})
    data = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"]
    with open(path, "wb") as f:
        f.write(base64.b64decode(data))


def check_page(driver, results, axe_source, site, name, rel, width, scheme, shots):
    where = f"{name} {width}px {scheme}"
    emulate(driver, width, scheme)
    driver.get("file://" + os.path.join(site, rel))
    m = driver.execute_script(MEASURE_JS)
    violations = run_axe(driver, axe_source)
    if width == 390:
        results.axe_390 = getattr(results, "axe_390", 0) + sum(v["nodes"] for v in violations)
    results.check("axe", not violations, where, ", ".join(f"{v['id']} ({v['impact']}, {v['nodes']})" for v in violations))
    results.check("overflow", m["scrollWidth"] <= m["clientWidth"], where,
                  f"page is {m['scrollWidth']} px wide in a {m['clientWidth']} px viewport")
    for t in m["tables"]:
        ok = t["region"] and t.get("tabindex") == "0" and t.get("role") == "region" and t.get("label") and t.get("firstColumnVisible")
        results.check("wide-table", bool(ok), where, f"table '{t['caption']}': {t}")
    if m["footerBottom"] is not None:
        # A short page fills the viewport: only what lies below the viewport counts.
        results.check("height", m["docHeight"] <= max(m["viewportHeight"], m["footerBottom"] + 100), where,
                      f"document {m['docHeight']} px, footer ends at {round(m['footerBottom'])} px")
    results.check("svg-text-overlap", not m["overlaps"], where, "; ".join(m["overlaps"][:5]))
    results.check("headings", not m["headingProblems"], where, "; ".join(m["headingProblems"][:5]))
    for r in m["rowHeights"]:
        results.check("row-height", r["verified"] <= r["other"] + 0.5, where,
                      f"table '{r['caption']}': verified rows {r['verified']:.1f} px, others at most {r['other']:.1f} px")
    if width == 390:
        results.check("touch-target", not m["smallTargets"], where, "under 44 px: " + "; ".join(m["smallTargets"][:5]))
        small = [t for t in m["textSizes"] if t["px"] < MIN_TEXT_390]
        results.check("chart-text-size", not small, where, f"{len(small)} texts under {MIN_TEXT_390} px, e.g. {small[:3]}")
    else:
        big = [t for t in m["textSizes"] if t["px"] > MAX_TEXT_1280]
        results.check("chart-text-size", not big, where, f"{len(big)} texts over {MAX_TEXT_1280} px, e.g. {big[:3]}")
    broken = [f"'{v['text']}' ({v['lines']} lines{'' if v['inside'] else ', sticks out of its card'})"
              for v in m["statValues"] if v["lines"] != 1 or not v["inside"]]
    results.check("stat-value", not broken, where, "stat values not on one line in their card: " + "; ".join(broken[:5]))
    if name == "dashboard-counts":
        # The fixture's counts must be there, or the check above proves nothing about them.
        values = {v["text"] for v in m["statValues"]}
        missing = [c for c in FIXTURE_COUNTS if c not in values]
        results.check("stat-value", not missing, where, f"the fixture's counts {missing} are not on the page (found {sorted(values)})")
    check_donuts(results, m["donuts"], where)
    if scheme == "light":
        if name == "dashboard":
            results.dashboard_height = getattr(results, "dashboard_height", {})
            results.dashboard_height[width] = m["docHeight"]
        screenshot(driver, os.path.join(shots, f"{name}-{width}.png"), m["docHeight"])


def check_donuts(results, donuts, where):
    for d in donuts:
        total = sum(v for v in d["values"] if v > 0)
        expected = [v / total * 360 for v in d["values"] if v > 0] if total else []
        error = max((abs(a - b) for a, b in zip(expected, d["sweeps"])), default=0)
        if len(expected) != len(d["sweeps"]):
            error = max(error, 360.0)
        results.max_donut_error = max(getattr(results, "max_donut_error", 0), error)
        results.check("donut-angles", error <= 1.0, where, f"{d['id']}: off by {error:.1f} deg "
                      f"(data {[round(e, 1) for e in expected]}, drawn {[round(s, 1) for s in d['sweeps']]})")


def check_all_donuts(driver, results, site, done):
    """Every donut of the site (not only on the page types above), at 1280 px."""
    emulate(driver, 1280, "light")
    for path in sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True)):
        rel = os.path.relpath(path, site)
        if rel in done:
            continue
        with open(path, encoding="utf-8") as f:
            if "w-donut" not in f.read():
                continue
        driver.get("file://" + path)
        check_donuts(results, driver.execute_script(MEASURE_JS)["donuts"], rel)
