#!/usr/bin/env bash
# The real-browser check: builds the sample site (with one more athlete whose stat cards show a
# 4- and a 5-digit count: scripts/browser_check_fixture.py), and the same content as a public
# club site (its roster, a class and a position page, an athlete's home), and opens every page type in headless
# Chromium at 390 and 1280 px, light and dark, asserting what string-level tests cannot see
# (axe-core, overflow, wide tables, page height, SVG text, donut angles, print), and runs the
# Nu HTML checker on every page. See docs/accessibility.md for what each check means.
#
# Usage: scripts/browser-check.sh [SHOTS_DIR]
#   SHOTS_DIR  where screenshots of every page type go (default: .build/browser-check/shots)
# Environment:
#   SITE=dir       check this already-built site instead of building the sample
#   PUBLIC_SITE=dir  with SITE: also check this public build (its roster and athlete home)
#   SITEGEN=path   the sitegen binary to build with (default: a debug build of this checkout,
#                  which the Swift tests have mostly built already)
#
# It installs what is missing, from Debian (chromium, chromium-driver, poppler-utils, Java 17)
# and PyPI (pinned in scripts/browser-check.requirements.txt, into a venv under
# ~/.cache/sitegen-browser-check). Nothing else is downloaded: the driver is Debian's
# /usr/bin/chromedriver, so Selenium Manager never runs.
# Exit status: 0 when every check passed; the last line is "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shots=${1:-$root/.build/browser-check/shots}

need_apt=()
command -v chromium >/dev/null || need_apt+=(chromium)
[ -x /usr/bin/chromedriver ] || need_apt+=(chromium-driver)
command -v pdftoppm >/dev/null || need_apt+=(poppler-utils)
command -v java >/dev/null || need_apt+=(openjdk-17-jre-headless)
python3 -c 'import venv, ensurepip' 2>/dev/null || need_apt+=(python3-venv)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "browser-check: installing ${need_apt[*]}" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

venv=${XDG_CACHE_HOME:-$HOME/.cache}/sitegen-browser-check/venv
req=$root/scripts/browser-check.requirements.txt
if ! cmp -s "$req" "$venv/requirements.txt" 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  # --no-deps: every package is pinned in the file, and Playwright (with its own browser
  # download) stays out; only the axe.min.js that axe-playwright-python ships is used.
  "$venv/bin/pip" install -q --disable-pip-version-check --no-deps -r "$req"
  cp "$req" "$venv/requirements.txt"
fi

site=${SITE:-}
public_site=${PUBLIC_SITE:-}
if [ -z "$site" ]; then
  bin=${SITEGEN:-}
  if [ -z "$bin" ]; then
    swift build --product sitegen 2>&1 | grep -E "error|Build" | tail -3
    bin=$(swift build --show-bin-path)/sitegen
  fi
  # The sample plus one athlete with a 4- and a 5-digit count (scripts/browser_check_fixture.py).
  fixture=$root/.build/browser-check/content
  site=$root/.build/browser-check/site
  rm -rf "$site"; mkdir -p "$(dirname "$site")"
  python3 "$root/scripts/browser_check_fixture.py" "$root/content" "$fixture"
  "$bin" build --content "$fixture" --output "$site" --today 2026-11-22 >/dev/null
  # The same content as a public club site: the roster, its filtered pages, the athlete's home.
  public_content=$root/.build/browser-check/public-content
  public_site=$root/.build/browser-check/public-site
  rm -rf "$public_content" "$public_site"
  cp -r "$fixture" "$public_content"
  sed -i 's|^public: false|public: true\nbase_url: https://example.org/club/|' "$public_content/site.yml"
  "$bin" build --content "$public_content" --output "$public_site" --today 2026-11-22 >/dev/null
fi
exec "$venv/bin/python" "$root/scripts/browser_check.py" --site "$site" --shots "$shots" ${public_site:+--public-site "$public_site"}
