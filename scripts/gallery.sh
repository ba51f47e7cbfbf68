#!/bin/sh
# Builds the widget gallery and screenshots it in headless Chromium at 1280 px and 390 px.
# Usage: scripts/gallery.sh [OUTDIR]   (default /tmp/widget-gallery)
set -eu
cd "$(dirname "$0")/.."
out="${1:-/tmp/widget-gallery}"
mkdir -p "$out"
swift run WidgetGallery --out "$out/index.html"
for spec in 1280:9600 390:16500; do
  width=${spec%%:*}; height=${spec##*:}
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --screenshot="$out/gallery-$width.png" --window-size="$width,$height" "file://$out/index.html" 2>/dev/null
  echo "screenshot: $out/gallery-$width.png"
done
