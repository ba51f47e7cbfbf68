#!/usr/bin/env bash
# `build --athlete X` against a plain incremental build, after the same one-file edit
# (docs/performance.md, "Rebuilding one athlete"):
#
#   bash scripts/bench-athlete.sh [N] [SITEGEN]    # N heavy athletes (default 150)
#
# Builds the site once, then twice more after a comment is added to one athlete's athlete.yml:
# a plain `build` (only that athlete is rendered; the others are taken from the old site) and
# `build --athlete X`. Prints wall seconds, CPU seconds and the megabytes each run wrote
# (`/usr/bin/time`'s file-system outputs, 512-byte blocks).
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-150}"
BIN="${2:-}"
TODAY=2026-11-22
if [ -z "$BIN" ]; then
  swift build -c release --product sitegen >&2
  BIN="$(swift build -c release --show-bin-path)/sitegen"
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/sitegen-athlete.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
echo "Generating $N athletes in $WORK …" >&2
# (A sitegen from before `--heavy` wrote the heavy athletes without it.)
"$BIN" new "$WORK/content" --athletes "$N" --heavy --today "$TODAY" --pin-today >/dev/null 2>&1 \
  || "$BIN" new "$WORK/content" --athletes "$N" --today "$TODAY" --pin-today >/dev/null
for dir in "$WORK/content/athletes"/*/; do first="$(basename "$dir")"; break; done

# timed LABEL CMD…: one row (wall s, CPU s, MB written).
timed() {
  local label="$1"; shift
  /usr/bin/time -f "%e %U %S %O" -o "$WORK/time" "$@" >"$WORK/log" 2>&1 || { cat "$WORK/log" >&2; exit 1; }
  read -r wall user sys out < "$WORK/time"
  awk -v l="$label" -v w="$wall" -v u="$user" -v s="$sys" -v o="$out" \
    'BEGIN { printf "%-34s %8.2f %8.2f %10.1f\n", l, w, u + s, o * 512 / 1048576 }'
}
printf '%-34s %8s %8s %10s\n' "build ($N athletes)" seconds "CPU s" "MB written"
timed "full build" "$BIN" build --quiet --content "$WORK/content" --output "$WORK/site"
printf '# changed 1\n' >> "$WORK/content/athletes/$first/athlete.yml"
timed "incremental build after 1 edit" "$BIN" build --quiet --content "$WORK/content" --output "$WORK/site"
printf '# changed 2\n' >> "$WORK/content/athletes/$first/athlete.yml"
timed "build --athlete after 1 edit" "$BIN" build --quiet --athlete "$first" --content "$WORK/content" --output "$WORK/site"
