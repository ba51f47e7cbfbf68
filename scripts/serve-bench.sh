#!/usr/bin/env bash
# The working loop of `sitegen serve` at a club's scale, measured (not a test):
#   scripts/serve-bench.sh [ATHLETES] [PORT]      (defaults: 300 athletes, port 8765)
# Writes a sample content folder of ATHLETES athletes (`sitegen new`, kept in
# /tmp/sitegen-serve-bench-N for the next run), starts a release `sitegen serve` on it and prints:
#   - how it watches (file events or polling) and its first build;
#   - idle CPU over 20 s (utime + stime from /proc/PID/stat), as % of one core;
#   - three saves: time from the write to the "Rebuilt" line, and that minus the rebuild itself
#     (the time to notice the change);
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
log=$(mktemp)
"$SITEGEN_BIN" serve --content "$content" --port "$port" 2>"$log" &
pid=$!
trap 'kill -INT $pid 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 2400); do grep -q "Ctrl-C" "$log" && break; sleep 0.5; done
grep -E "Built|Serving|Watching|Polling" "$log" || true
sleep 5
hz=$(getconf CLK_TCK)
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
a=$(ticks); sleep 20; b=$(ticks)
awk -v d=$((b - a)) -v t="$hz" 'BEGIN { printf "idle CPU over 20 s: %.1f %% of a core\n", d / t / 20 * 100 }'
for n in 1 2 3; do
  file="$content/athletes/$(ls "$content/athletes" | sed -n "${n}p")/athlete.yml"
  before=$(grep -c Rebuilt "$log" || true)
  t0=$(date +%s.%N)
  echo "# saved $n" >> "$file"
  while [ "$(grep -c Rebuilt "$log" || true)" -le "$before" ]; do sleep 0.02; done
  t1=$(date +%s.%N)
  line=$(grep Rebuilt "$log" | tail -1)
  build=$(echo "$line" | sed -E 's/.* in ([0-9.]+) s\..*/\1/')
  awk -v a="$t0" -v b="$t1" -v r="$build" 'BEGIN { printf "save %d: rebuilt after %.2f s (noticed after ~%.2f s)\n", '"$n"', b - a, b - a - r }'
  sed -i '$ d' "$file"
  sleep 3
done
t0=$(date +%s.%N)
kill -INT "$pid"
wait "$pid" || true
t1=$(date +%s.%N)
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "exit after SIGINT: %.2f s\n", b - a }'
trap 'rm -f "$log"' EXIT
