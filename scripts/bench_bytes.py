"""What one athlete's folder weighs: bytes and files, by folder and by kind, and where the HTML's
bytes go (inline icon SVG, the page's icon symbols, icon elements, class attributes). Used by
scripts/bench-bytes.sh; prints a report and exits 1 when an athlete is over the budget.

    python3 scripts/bench_bytes.py SITE_DIR [--max-bytes N] [--max-files N]

Bytes are file sizes (what a host counts), in decimal units: 1 MB = 1,000,000 bytes.
"""
import argparse
import os
import re
import sys

# A full inline icon: `<svg class="w-icon …">…</svg>` (before icons became symbols).
INLINE_ICON = re.compile(rb'<svg class="w-icon[^"]*"[^>]*>(?:(?!</svg>).)*<path(?:(?!</svg>).)*</svg>', re.S)
# A use of a page's symbol: `<svg class="w-icon" …><use href="#i-…"/></svg>`, or a platform's
# `<svg role="img" aria-label="…"><use href="#i-…"/></svg>`.
ICON_USE = re.compile(rb'<svg (?:class="w-icon[^"]*"|role="img")[^>]*><use [^>]*/></svg>')
# The page's icon symbols: `<svg class="w-sprite" …>…</svg>` (before icons became CSS masks).
SPRITE = re.compile(rb'<svg class="w-sprite"[^>]*>.*?</svg>', re.S)
# An icon drawn by the stylesheet (issue 44): `<i class="w-icon i-…"></i>`, or a post's
# platform `<i class="x">Twitter</i>` with its name.
ICON_ELEMENT = re.compile(rb'<i class="(?:w-icon [^"]*|x|ig|web)">[^<]*</i>')
CLASS_ATTR = re.compile(rb' class="[^"]*"')


def mb(n):
    return f"{n / 1e6:.2f} MB"


def kind(name):
    base, dot, ext = name.rpartition(".")
    return ext.lower() if dot else "(none)"


def athlete_report(root, slug):
    folder = os.path.join(root, slug)
    total = files = 0
    by_folder = {}
    by_kind = {}
    html = {"inline icon SVG": 0, "icon uses": 0, "icon symbols": 0, "icon elements": 0, "class attributes": 0}
    html_bytes = 0
    biggest = (0, "")
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames.sort()
        rel = os.path.relpath(dirpath, folder)
        top = "(top)" if rel == "." else rel.split(os.sep)[0] + "/"
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            size = os.path.getsize(path)
            total += size
            files += 1
            f = by_folder.setdefault(top, [0, 0, 0])
            f[0] += size
            f[1] += 1
            k = by_kind.setdefault(kind(name), [0, 0])
            k[0] += size
            k[1] += 1
            if name.endswith(".html"):
                f[2] += 1
                data = open(path, "rb").read()
                html_bytes += len(data)
                if len(data) > biggest[0]:
                    biggest = (len(data), os.path.relpath(path, root))
                html["inline icon SVG"] += sum(len(m) for m in INLINE_ICON.findall(data))
                html["icon uses"] += sum(len(m) for m in ICON_USE.findall(data))
                html["icon symbols"] += sum(len(m) for m in SPRITE.findall(data))
                html["icon elements"] += sum(len(m) for m in ICON_ELEMENT.findall(data))
                html["class attributes"] += sum(len(m) for m in CLASS_ATTR.findall(data))
    return total, files, by_folder, by_kind, html, html_bytes, biggest


def main():
    p = argparse.ArgumentParser()
    p.add_argument("site")
    p.add_argument("--max-bytes", type=int, default=2_000_000)
    p.add_argument("--max-files", type=int, default=150)
    args = p.parse_args()
    root = args.site
    slugs = sorted(d for d in os.listdir(root)
                   if os.path.isdir(os.path.join(root, d)) and os.path.exists(os.path.join(root, d, "index.html")))
    if not slugs:
        sys.exit(f"bench_bytes: no athlete folder (with index.html) in {root}")
    over = []
    sums = [0, 0]
    for slug in slugs:
        total, files, by_folder, by_kind, html, html_bytes, biggest = athlete_report(root, slug)
        sums[0] += total
        sums[1] += files
        pages = sum(f[2] for f in by_folder.values())
        print(f"athlete {slug}: {total:,} bytes ({mb(total)}), {files} files, {pages} pages")
        print(f"  {'folder':<16} {'bytes':>12} {'files':>6} {'pages':>6}")
        for name, (b, n, pg) in sorted(by_folder.items(), key=lambda kv: (-kv[1][0], kv[0])):
            print(f"  {name:<16} {b:>12,} {n:>6} {pg:>6}")
        print(f"  {'kind':<16} {'bytes':>12} {'files':>6}")
        for name, (b, n) in sorted(by_kind.items(), key=lambda kv: (-kv[1][0], kv[0])):
            print(f"  {name:<16} {b:>12,} {n:>6}")
        print(f"  in its HTML ({html_bytes:,} bytes; the biggest page {biggest[0]:,} bytes, {biggest[1]}):")
        for name, b in html.items():
            share = 100 * b / html_bytes if html_bytes else 0
            print(f"  {name:<18} {b:>12,} {share:5.1f} %")
        if total > args.max_bytes or files > args.max_files:
            over.append(slug)
    if len(slugs) > 1:
        print(f"per athlete (mean of {len(slugs)}): {sums[0] // len(slugs):,} bytes, {sums[1] / len(slugs):.1f} files")
    site = 0
    site_files = 0
    for name in sorted(os.listdir(root)):
        path = os.path.join(root, name)
        if os.path.isfile(path):
            site += os.path.getsize(path)
            site_files += 1
    print(f"site files beside the athletes: {site:,} bytes, {site_files} files")
    print(f"budget per athlete: {args.max_bytes:,} bytes, {args.max_files} files")
    if over:
        print(f"OVER BUDGET: {', '.join(over)}")
        sys.exit(1)


if __name__ == "__main__":
    main()
