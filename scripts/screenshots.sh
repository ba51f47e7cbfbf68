#!/bin/sh
# Screenshots a built site in headless Chromium: every page type that exists, at 1280 px and
# 390 px, light and dark, plus the print rendering (PDF → PNG of page 1).
#
# Usage: scripts/screenshots.sh OUTPUT_DIR SITE_DIR [ATHLETE]
#   SITE_DIR   a folder written by `sitegen build` (e.g. /tmp/site)
#   ATHLETE    whose pages to take (default: the first athlete folder, sorted)
# Environment:
#   HEIGHT=2400     window height of the screenshots (Chromium captures the window only)
#   OVERFLOW=0      skip the horizontal-overflow check (on by default; see below)
#   DOCS_DIR=dir    also write dashboard-desktop.png, dashboard-phone.png and
#                   performance-phone.png for the docs, at 1280x1800 and 390x1800, made
#                   smaller with Python PIL when it is installed
#
# Dark mode: `--blink-settings=preferredColorScheme=0` makes Chromium report
# prefers-color-scheme: dark (1 is light). If a dark shot comes out identical to the light one
# (a Chromium that ignores the setting), the page is taken again from a temporary copy of the
# site whose stylesheet applies the dark tokens unconditionally.
#
# Overflow check: each page is also opened at 390 px from a temporary copy with a small script
# appended; it paints a bar (green: nothing wider than the viewport; red: the page scrolls
# sideways, naming the elements that stick out), saved as NAME-390-overflow.png. With Python
# PIL the result is also printed as "overflow: ok|OVERFLOW PATH".
set -eu
[ $# -ge 2 ] || { echo "usage: $0 OUTPUT_DIR SITE_DIR [ATHLETE]" >&2; exit 1; }
out=$1
site=$(cd "$2" && pwd)
height=${HEIGHT:-2400}
[ -f "$site/index.html" ] || { echo "error: $site/index.html not found (build the site first)" >&2; exit 1; }
athlete=${3:-$(cd "$site" && for d in */; do [ -f "$d/index.html" ] && { echo "${d%/}"; break; }; done)}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

chrome() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 "$@" 2>/dev/null
}

# The forced-dark copy (made only when needed).
forced_dark=""
make_forced_dark() {
  [ -n "$forced_dark" ] && return 0
  forced_dark="$tmp/dark-site"
  cp -R "$site" "$forced_dark"
  sed 's/@media (prefers-color-scheme: dark)/@media all/' "$site/assets/style.css" > "$forced_dark/assets/style.css"
}

# overflow_check NAME RELATIVE_PATH: the page at 390 px in a copy with the check injected.
checked=""
overflow_check() {
  name=$1; rel=$2
  if [ -z "$checked" ]; then checked="$tmp/overflow-site"; cp -R "$site" "$checked"; fi
  cat >> "$checked/$rel" <<'SCRIPT'
<script>
function sitegenOverflow() {
  var old = document.getElementById("sitegen-overflow"); if (old) old.remove();
  var root = document.documentElement, width = root.clientWidth;
  function inScroller(e) {
    for (var p = e.parentElement; p && p !== document.body; p = p.parentElement) {
      var o = getComputedStyle(p).overflowX; if (o !== "visible" && o !== "clip") return true;
    }
    return false;
  }
  var bad = Array.prototype.filter.call(document.querySelectorAll("body *"), function (e) {
    return e.getBoundingClientRect().right > width + 1 && !inScroller(e);
  });
  var d = document.createElement("div");
  d.id = "sitegen-overflow";
  d.style.cssText = "position:fixed;top:0;left:0;right:0;z-index:99;font:14px monospace;padding:8px;color:#fff;" +
    "white-space:pre-wrap;background:" + (root.scrollWidth > width ? "#cc0000" : "#008800");
  d.textContent = "page " + root.scrollWidth + "px, viewport " + width + "px\n" + bad.slice(0, 6).map(function (e) {
    return e.tagName.toLowerCase() + "." + (e.getAttribute("class") || "") + " ends at " + Math.round(e.getBoundingClientRect().right) + "px";
  }).join("\n");
  document.body.appendChild(d);
}
sitegenOverflow(); addEventListener("resize", sitegenOverflow); setTimeout(sitegenOverflow, 300);
</script>
SCRIPT
  file="$out/$name-390-overflow.png"
  chrome --window-size=390,240 --screenshot="$file" "file://$checked/$rel"
  if python3 -c 'import PIL' 2>/dev/null; then
    python3 -c 'import sys; from PIL import Image; r = Image.open(sys.argv[1]).convert("RGB").getpixel((2, 2))[0]; print("overflow: " + ("OVERFLOW (see " + sys.argv[1] + ")" if r > 150 else "ok") + " " + sys.argv[2])' "$file" "$rel"
  else
    echo "$file"
  fi
}

# shot NAME RELATIVE_PATH WIDTH HEIGHT SCHEME(light|dark) DEST_DIR
shot() {
  name=$1; rel=$2; width=$3; h=$4; scheme=$5; dest=$6
  file="$dest/$name-$width-$scheme.png"
  if [ "$scheme" = dark ]; then pref=0; else pref=1; fi
  chrome --blink-settings=preferredColorScheme=$pref --window-size="$width,$h" \
    --screenshot="$file" "file://$site/$rel"
  if [ "$scheme" = dark ] && [ -f "$dest/$name-$width-light.png" ] && cmp -s "$file" "$dest/$name-$width-light.png"; then
    make_forced_dark
    chrome --window-size="$width,$h" --screenshot="$file" "file://$forced_dark/$rel"
    echo "note: $name dark taken from a forced-dark copy" >&2
  fi
  echo "$file"
}

# Page types: name and path; those not written are skipped.
first() { (cd "$site" && for f in $1; do [ -f "$f" ] && { echo "$f"; break; }; done) || true; }
pages="index:index.html
dashboard:$athlete/index.html
actions:$athlete/actions/index.html
reports:$athlete/reports/index.html
performance:$athlete/performance/index.html
social:$athlete/social/index.html
schools:$athlete/schools/index.html
school:$(first "$athlete/schools/*/index.html")
coaches:$athlete/coaches/index.html
notes:$athlete/notes/index.html
note:$(first "$athlete/notes/*/index.html")"

echo "$pages" | while IFS=: read -r name rel; do
  if [ -z "$rel" ] || [ ! -s "$site/$rel" ]; then echo "skip: $name (not built)" >&2; continue; fi
  for width in 1280 390; do
    for scheme in light dark; do shot "$name" "$rel" "$width" "$height" "$scheme" "$out"; done
  done
  [ "${OVERFLOW:-1}" = 0 ] || overflow_check "$name" "$rel"
  chrome --no-pdf-header-footer --print-to-pdf="$tmp/$name.pdf" "file://$site/$rel"
  if command -v pdftoppm >/dev/null; then
    pdftoppm -png -r 70 -f 1 -l 2 "$tmp/$name.pdf" "$out/$name-print"
    ls "$out/$name-print"*.png
  else
    cp "$tmp/$name.pdf" "$out/$name-print.pdf"; echo "$out/$name-print.pdf"
  fi
done

# Screenshots for the docs: light mode, modest sizes.
if [ -n "${DOCS_DIR:-}" ]; then
  mkdir -p "$DOCS_DIR"
  docs_shot() {
    [ -s "$site/$2" ] || { echo "skip: $1 ($2 not built)" >&2; return 0; }
    chrome --blink-settings=preferredColorScheme=1 --window-size="$3,1800" --screenshot="$DOCS_DIR/$1.png" "file://$site/$2"
    if python3 -c 'import PIL' 2>/dev/null; then
      # A 64-colour palette keeps a dashboard well under 400 KB and looks the same.
      python3 - "$DOCS_DIR/$1.png" <<'EOF'
import sys
from PIL import Image
path = sys.argv[1]
img = Image.open(path).convert("RGB")
img.quantize(colors=64, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, optimize=True)
EOF
    fi
    echo "$DOCS_DIR/$1.png ($(wc -c < "$DOCS_DIR/$1.png") bytes)"
  }
  docs_shot dashboard-desktop "$athlete/index.html" 1280
  docs_shot dashboard-phone "$athlete/index.html" 390
  docs_shot performance-phone "$athlete/performance/index.html" 390
fi
