#!/usr/bin/env bash
# A/B of two sitegen binaries in one run, on the peer benchmark's content, so that both meet
# the same load and the same disk (docs/performance.md: this machine's disk varies by 2–4×
# between runs, so compare within a run, and user CPU before wall time):
#
#   bash scripts/bench-ab.sh BEFORE AFTER [N] [ROUNDS]
#
# N heavy athletes (default 300) and their notes-only copy (scripts/bench-content.sh); per
# round, alternating: Hugo on the notes, each binary on the notes, each with --no-documents,
# `cp -r` of AFTER's --no-documents site, each full site, `cp -r` of AFTER's. Every build writes
# a new folder; nothing is deleted until the end. Prints wall, user and sys seconds per build.
#
# DROP_CACHES=1 (as root): `sync` and drop the page cache before every timed build, so no build
# pays for reclaiming the cache the one before it filled (docs/performance.md, "Fair rounds").
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: bash scripts/bench-ab.sh BEFORE AFTER [N] [ROUNDS]" >&2; exit 2; }
BEFORE="$1" AFTER="$2" N="${3:-300}" ROUNDS="${4:-3}"
command -v hugo >/dev/null 2>&1 || { echo "bench-ab: hugo is not installed (apt-get install hugo)" >&2; exit 1; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/sitegen-ab.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
bash scripts/bench-content.sh "$AFTER" "$WORK" "$N" 2026-11-22
if [ "${DROP_CACHES:-0}" = 1 ] && [ ! -w /proc/sys/vm/drop_caches ]; then
  echo "bench-ab: DROP_CACHES=1 needs root (it writes /proc/sys/vm/drop_caches)" >&2; exit 1
fi
t() {
  local label="$1"; shift
  if [ "${DROP_CACHES:-0}" = 1 ]; then sync; echo 3 > /proc/sys/vm/drop_caches; fi
  /usr/bin/time -f "%e %U %S" -o "$WORK/t" "$@" >/dev/null 2>"$WORK/err" || { cat "$WORK/err" >&2; exit 1; }
  read -r wall user sys < "$WORK/t"
  printf '%-28s %7.2f s wall %7.2f s user %6.2f s sys\n' "$label" "$wall" "$user" "$sys"
}
for r in $(seq "$ROUNDS"); do
  t "$r hugo notes" hugo --quiet -s "$WORK/hugo" -d "$WORK/hugo-$r"
  t "$r before notes" "$BEFORE" build --quiet --content "$WORK/notes-only" --output "$WORK/bn-$r"
  t "$r after notes" "$AFTER" build --quiet --content "$WORK/notes-only" --output "$WORK/an-$r"
  t "$r before --no-documents" "$BEFORE" build --quiet --no-documents --content "$WORK/full" --output "$WORK/bd-$r"
  t "$r after --no-documents" "$AFTER" build --quiet --no-documents --content "$WORK/full" --output "$WORK/ad-$r"
  t "$r cp -r (--no-documents)" cp -r "$WORK/ad-$r" "$WORK/adc-$r"
  t "$r before full" "$BEFORE" build --quiet --content "$WORK/full" --output "$WORK/bf-$r"
  t "$r after full" "$AFTER" build --quiet --content "$WORK/full" --output "$WORK/af-$r"
  t "$r cp -r (full)" cp -r "$WORK/af-$r" "$WORK/afc-$r"
done
du -sb "$WORK/bf-1" "$WORK/af-1" | awk '{ printf "full site on disk: %s bytes (%s)\n", $1, $2 }'
