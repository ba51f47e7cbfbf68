#!/usr/bin/env bash
# The working loop of `sitegen serve` at a club's scale, measured (not a test):
#   scripts/serve-bench.sh [ATHLETES] [PORT]      (defaults: 300 athletes, port 8765)
# Writes a sample content folder of ATHLETES athletes (`sitegen new`, kept in
# /tmp/sitegen-serve-bench-N for the next run), starts a release `sitegen serve` on it and prints:
#   - start → first athlete page: from starting the process to the first 200 answer for the
#     first athlete's dashboard (/<first slug>/), asked for every 10 ms from the start;
#   - start → family index: then / (it waits for every athlete's card);
#   - idle CPU over 10 s (utime + stime from /proc/PID/stat), as % of one core;
#   - RSS after 20 athletes' dashboards and their schools, notes and performance pages;
#   - saves: from the write of a file (an athlete's athlete.yml, a comment added) to the new
#     live-reload generation in /__sitegen/status (the athlete rendered again), for athletes
#     in memory and one that is not;
#   - the time from SIGINT to exit.
# SITEGEN_BIN=path uses that sitegen instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
athletes=${1:-300}
port=${2:-8765}
if [ -z "${SITEGEN_BIN:-}" ]; then
  swift build -c release --product sitegen >&2
  SITEGEN_BIN="$(swift build -c release --show-bin-path)/sitegen"
fi
content=/tmp/sitegen-serve-bench-$athletes
[ -d "$content" ] || "$SITEGEN_BIN" new "$content" --athletes "$athletes" --today 2026-11-22 --pin-today >/dev/null
base="http://127.0.0.1:$port"
slugs=($(ls "$content/athletes"))
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
code() { curl -s -o /dev/null -w '%{http_code}' --max-time 120 "$1" || true; }
generation() { curl -s --max-time 5 "$base/__sitegen/status" | sed -E 's/.*"generation":([0-9]+).*/\1/'; }

log=$(mktemp)
t0=$(now)
"$SITEGEN_BIN" serve --content "$content" --port "$port" 2>"$log" &
pid=$!
trap 'kill -INT $pid 2>/dev/null || true; rm -f "$log"' EXIT
until [ "$(code "$base/${slugs[0]}/")" = 200 ]; do sleep 0.01; done
echo "start → first athlete page (/${slugs[0]}/): $(since "$t0") s"
[ "$(code "$base/")" = 200 ]
echo "start → family index (/, every card): $(since "$t0") s"
grep -E "Loaded|Serving|Watching|Polling" "$log" || true

sleep 2
hz=$(getconf CLK_TCK)
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
a=$(ticks); sleep 10; b=$(ticks)
awk -v d=$((b - a)) -v t="$hz" 'BEGIN { printf "idle CPU over 10 s: %.1f %% of a core\n", d / t / 10 * 100 }'

t1=$(now)
for slug in "${slugs[@]:0:20}"; do
  for page in "" schools/ notes/ performance/; do code "$base/$slug/$page" >/dev/null; done
done
echo "20 athletes' dashboards, schools, notes and performance pages (80 requests): $(since "$t1") s"
awk '/VmRSS|VmHWM/ { printf "%s %.0f MB\n", $1, $2 / 1024 }' "/proc/$pid/status"

save() {  # save N SLUG: a comment added to SLUG's athlete.yml, then wait for the new generation
  local file="$content/athletes/$2/athlete.yml" before t
  before=$(generation)
  t=$(now)
  echo "# saved $1" >> "$file"
  while [ "$(generation)" = "$before" ]; do sleep 0.005; done
  echo "save $1 ($2, $3): new generation after $(since "$t") s"
  sed -i '$ d' "$file"
  sleep 1.5
}
save 1 "${slugs[19]}" "in memory"
save 2 "${slugs[18]}" "in memory"
save 3 "${slugs[17]}" "in memory"
save 4 "${slugs[-1]}" "not rendered before"
grep -E "Rendered .* again" "$log" | tail -4 || true

t2=$(now)
kill -INT "$pid"
wait "$pid" || true
echo "exit after SIGINT: $(since "$t2") s"
trap 'rm -f "$log"' EXIT
