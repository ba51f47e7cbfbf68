#!/usr/bin/env bash
# Peer benchmark: sitegen against Hugo on the same Markdown notes, plus sitegen's full site and
# the `cp -r` floor (what copying sitegen's own output costs).
#
#   bash scripts/bench-peer.sh [N]        N synthetic athletes (default 100)
#
# 1. `sitegen new` writes N rich athletes (40 schools, 120 coaches, 1,500 interactions, 2,000
#    posts, 300 metrics and 30 notes each), with today pinned.
# 2. notes-only content: the same athletes with only athlete.yml and notes/, built by sitegen.
# 3. the same notes as a minimal Hugo site (one page per note, one list per athlete, one index;
#    no taxonomies, RSS or sitemap), built by Debian's `hugo` (installed when missing), and
#    `cp -r` of Hugo's output: the peer under the yardstick the full site is held to.
# 4. sitegen's full site (résumé, packet zip and report PDFs included), and `cp -r` of that
#    site into a new folder; the number and size of the PDFs and zips in it. Then the site
#    without them (`--no-documents`) and `cp -r` of that.
# 5. the full site again into the same folder after one athlete's input changed (incremental).
# Every build writes into a new folder (file creation right after a large delete is slow on
# some disks); everything is removed at the end. Prints pages, seconds, pages/s and peak RSS.
# DROP_CACHES=1 (as root): `sync` and drop the page cache before every timed build, so no build
# pays for reclaiming the cache the one before it filled (docs/performance.md, "Fair rounds").
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-100}"
TODAY=2026-11-22

bash scripts/bootstrap.sh
need=()
command -v hugo >/dev/null 2>&1 || need+=(hugo)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
swift build -c release --product sitegen >&2
BIN="$(swift build -c release --show-bin-path)/sitegen"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/sitegen-peer.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
echo "Generating $N athletes in $WORK …" >&2
bash scripts/bench-content.sh "$BIN" "$WORK" "$N" "$TODAY"
H="$WORK/hugo"

# run LABEL OUTPUT CMD…: time one build into OUTPUT (a new folder); prints a table row.
if [ "${DROP_CACHES:-0}" = 1 ] && [ ! -w /proc/sys/vm/drop_caches ]; then
  echo "bench-peer: DROP_CACHES=1 needs root (it writes /proc/sys/vm/drop_caches)" >&2; exit 1
fi
run() {
  local label="$1" out="$2"; shift 2
  if [ "${DROP_CACHES:-0}" = 1 ]; then sync; echo 3 > /proc/sys/vm/drop_caches; fi
  local stats="$WORK/time-$label"
  /usr/bin/time -f "%e %M %U %S" -o "$stats" "$@" >/dev/null 2>"$WORK/log-$label" || { cat "$WORK/log-$label" >&2; exit 1; }
  local seconds rss user sys pages
  read -r seconds rss user sys < "$stats"
  pages=$(find "$out" -name '*.html' | wc -l)
  awk -v l="$label" -v p="$pages" -v s="$seconds" -v r="$rss" -v c="$(awk -v u="$user" -v k="$sys" 'BEGIN { print u + k }')" \
    'BEGIN { printf "%-24s %8d %9.2f %10.0f %9.0f %8.2f\n", l, p, s, (s > 0 ? p / s : 0), r / 1024, c }'
}

# CPU s: user + sys of the process and its threads. On a shared machine the wall clock swings
# with what else runs; the CPU time is the steadier figure (docs/performance.md).
printf '%-24s %8s %9s %10s %9s %8s\n' "build ($N athletes)" pages seconds pages/s "RSS MB" "CPU s"
run "hugo notes-only" "$WORK/out-hugo" hugo --quiet -s "$H" -d "$WORK/out-hugo"
run "cp -r of Hugo's site" "$WORK/out-hugo-copy" cp -r "$WORK/out-hugo" "$WORK/out-hugo-copy"
run "sitegen notes-only" "$WORK/out-notes" "$BIN" build --quiet --content "$WORK/notes-only" --output "$WORK/out-notes"
run "sitegen full site" "$WORK/out-full" "$BIN" build --quiet --content "$WORK/full" --output "$WORK/out-full"
run "cp -r of the full site" "$WORK/out-copy" cp -r "$WORK/out-full" "$WORK/out-copy"
run "sitegen --no-documents" "$WORK/out-pages" "$BIN" build --quiet --no-documents --content "$WORK/full" --output "$WORK/out-pages"
run "cp -r of that site" "$WORK/out-pages-copy" cp -r "$WORK/out-pages" "$WORK/out-pages-copy"
du -sh "$WORK/out-full" | awk '{ print "full site on disk: " $1 }'
# Each build against copying its own output (the 1.5× target of docs/performance.md, "The
# coach's PDFs"); Hugo under the same yardstick.
ratio() {
  local a b
  read -r a _ < "$WORK/time-$1"
  read -r b _ < "$WORK/time-$2"
  awk -v l="$3" -v a="$a" -v b="$b" 'BEGIN { printf "%s: %.2f s / %.2f s = %.2f× cp -r of its output\n", l, a, b, (b > 0 ? a / b : 0) }'
}
ratio "sitegen full site" "cp -r of the full site" "sitegen full site"
# The pages alone (no résumés, report PDFs or packet zips) against copying their own output
# (docs/performance.md, "Pages against the copy floor": ≤ 1.5×).
ratio "sitegen --no-documents" "cp -r of that site" "sitegen --no-documents"
ratio "hugo notes-only" "cp -r of Hugo's site" "Hugo notes-only"
# The whole build against the peer on the same notes (issue 34 §3: no longer than Hugo).
read -r hw _ hu hs < "$WORK/time-hugo notes-only"
read -r sw _ su ss < "$WORK/time-sitegen notes-only"
awk -v hw="$hw" -v sw="$sw" -v hc="$(awk -v u="$hu" -v k="$hs" 'BEGIN { print u + k }')" -v sc="$(awk -v u="$su" -v k="$ss" 'BEGIN { print u + k }')" \
  'BEGIN { printf "sitegen notes-only against Hugo: %.2f× its wall time, %.2f× its CPU time\n", (hw > 0 ? sw / hw : 0), (hc > 0 ? sc / hc : 0) }'
# The coach's documents in it (docs/coach-pdf.md): résumés and report PDFs, packet zips. The
# cost of one PDF alone: `swift run -c release SiteGenBench pdf`.
find "$WORK/out-full" -name '*.pdf' -printf '%s\n' | awk '{ n++; b += $1 } END { printf "PDFs: %d (%.1f MB)\n", n, b / 1048576 }'
find "$WORK/out-full" -name '*-packet.zip' -printf '%s\n' | awk '{ n++; b += $1 } END { printf "packet zips: %d (%.1f MB)\n", n, b / 1048576 }'

# Incremental: one athlete's input changes (a comment added to athlete.yml, so every page of
# that athlete is rendered again), and the full site is built again into the same folder.
# (A glob, not `ls | head`: with pipefail, head closing the pipe early fails `ls` on 1,000 names.)
for dir in "$WORK/full/athletes"/*/; do first="$(basename "$dir")"; break; done
printf '# changed\n' >> "$WORK/full/athletes/$first/athlete.yml"
/usr/bin/time -f "%e %M %U %S" -o "$WORK/time-incr" "$BIN" build --content "$WORK/full" --output "$WORK/out-full" \
  > "$WORK/log-incr" 2>&1 || { cat "$WORK/log-incr" >&2; exit 1; }
read -r full_s _ < "$WORK/time-sitegen full site"
read -r incr_s incr_rss _ < "$WORK/time-incr"
grep -o 'Built [0-9]* athletes ([0-9]* unchanged)' "$WORK/log-incr" || true
awk -v i="$incr_s" -v f="$full_s" -v r="$incr_rss" \
  'BEGIN { printf "rebuild after changing 1 athlete: %.2f s = %.1f %% of the full build (peak RSS %.0f MB)\n", i, 100 * i / f, r / 1024 }'
