#!/usr/bin/env bash
# Bytes benchmark: what one heavy athlete's folder weighs, so that a change cannot grow the site
# unseen (docs/performance.md, "Bytes per athlete"; docs/publishing.md says what fits a host).
#
#   bash scripts/bench-bytes.sh [N] [-- BUILD-OPTIONS…]
#
# 1. `sitegen new --athletes N --heavy` (default 1) writes the benchmark's heavy athletes (40 schools,
#    120 coaches, 1,500 interactions, 2,000 posts, 300 metrics and 30 notes each; the same
#    generator as scripts/bench-peer.sh), today pinned.
# 2. `sitegen build` (extra options after `--`, e.g. `-- --no-documents`).
# 3. Prints each athlete's bytes and files, by folder and by kind, and where its HTML's bytes
#    go (inline icon SVG, icon symbols and uses, class attributes): scripts/bench_bytes.py.
# Exits 1 when an athlete is over the budget: MAX_BYTES (default 2000000) bytes or MAX_FILES
# (default 150) files. SITEGEN=path builds with that binary instead of a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
N=1
if [ $# -gt 0 ] && [ "$1" != "--" ]; then N="$1"; shift; fi
[ "${1:-}" = "--" ] && shift
TODAY=2026-11-22

if [ -z "${SITEGEN:-}" ]; then
  bash scripts/bootstrap.sh
  swift build -c release --product sitegen >&2
  SITEGEN="$(swift build -c release --show-bin-path)/sitegen"
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/sitegen-bytes.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
"$SITEGEN" new "$WORK/content" --athletes "$N" --heavy --today "$TODAY" --pin-today >/dev/null
"$SITEGEN" build --quiet --content "$WORK/content" --output "$WORK/site" "$@"
echo "sitegen build $* ($N heavy athlete(s), today $TODAY)"
python3 scripts/bench_bytes.py "$WORK/site" --max-bytes "${MAX_BYTES:-2000000}" --max-files "${MAX_FILES:-150}"
