#!/usr/bin/env bash
# The package check (CI): builds the Debian package (scripts/package-deb.sh), installs it with
# apt-get as a user would, checks that the installed /usr/bin/sitegen links no Swift library
# (ldd), builds the sample content with it from a folder outside the checkout, compares that
# site with the same build by .build/release/sitegen (diff -r: they must be identical, which
# also shows the default theme came along inside the binary), and uninstalls the package again.
# Runs as root or with sudo, needs no terminal (stdin is not read).
#
# Usage: scripts/package-check.sh [--skip-build]   (--skip-build: reuse .build/release/sitegen,
#   which must be the --static-swift-stdlib build scripts/package-deb.sh makes)
# Exit status: 0 when every check passed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo -n"
export DEBIAN_FRONTEND=noninteractive

if dpkg-query -W -f='${Status}' sitegen 2>/dev/null | grep -q 'install ok installed'; then
  echo "error: a sitegen package is already installed; this check installs and removes its own" >&2
  exit 1
fi

start=$SECONDS
deb=$(bash scripts/package-deb.sh "$@" | tail -1)
echo "package-check: built $(basename "$deb") in $((SECONDS - start)) s"

work=$(mktemp -d /tmp/sitegen-package-check.XXXXXX)
cleanup() {
  if dpkg-query -W -f='${Status}' sitegen 2>/dev/null | grep -q 'install ok installed'; then
    $sudo apt-get remove -y -qq sitegen </dev/null >/dev/null && echo "package-check: sitegen removed again"
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# As a user would: apt-get installs the package and any dependency still missing.
$sudo apt-get install -y -qq --no-install-recommends "$deb" </dev/null >/dev/null
echo "package-check: installed $(dpkg-query -W -f='${Package} ${Version} ${Architecture}' sitegen)"
[ "$(command -v sitegen)" = /usr/bin/sitegen ] || { echo "error: sitegen on PATH is $(command -v sitegen), not /usr/bin/sitegen" >&2; exit 1; }

# No Swift library from outside the system: the Swift runtime and Foundation are inside.
links=$(ldd /usr/bin/sitegen)
if grep -Ei 'not found|swift|foundation|libdispatch|BlocksRuntime' <<<"$links"; then
  echo "error: /usr/bin/sitegen needs the libraries above" >&2
  exit 1
fi
echo "package-check: ldd finds $(wc -l <<<"$links") libraries, every one a Debian package's, no Swift one"

# The sample, built from outside the checkout by the installed binary and by the release build.
cp -R "$root/content" "$work/content"
cd "$work"
/usr/bin/sitegen build --content content --output site-installed --today 2026-11-22 >log-installed 2>&1 \
  || { cat log-installed >&2; exit 1; }
"$root/.build/release/sitegen" build --content content --output site-release --today 2026-11-22 >log-release 2>&1 \
  || { cat log-release >&2; exit 1; }
# The same warnings too (the summary line differs only in its time and folder name).
diff <(grep -v '^Built ' log-installed) <(grep -v '^Built ' log-release)
diff -r site-installed site-release
echo "package-check: the sample built by /usr/bin/sitegen in $work is identical to .build/release's" \
  "($(find site-installed -type f | wc -l) files, theme included: $(ls site-installed/assets 2>/dev/null | head -3 | tr '\n' ' '))"
echo "package-check: passed in $((SECONDS - start)) s"
