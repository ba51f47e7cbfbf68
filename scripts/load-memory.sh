#!/usr/bin/env bash
# Peak memory of loading one athlete whose performance_metrics.csv has N rows (default
# 1 000 000): `sitegen check` (load + validate) and, with --build, a whole build, measured by
# /usr/bin/time -v. Usage: bash scripts/load-memory.sh [ROWS] [--build]
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-1000000}"
swift build -c release --product sitegen >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
.build/release/sitegen new "$tmp/content" --athletes 1 --heavy --today 2026-11-22 >/dev/null
file="$(ls -d "$tmp"/content/athletes/*/)performance_metrics.csv"
awk -v n="$rows" 'BEGIN {
  print "id,metric_type,value,unit,recorded_date,event_id,verified,notes"
  split("velocity exit_velo sixty_time pop_time batting_avg era strikeouts", t, " ")
  for (i = 0; i < n; i++)
    printf "m%07d,%s,%.3f,,%04d-%02d-%02d,,%s,\n", i, t[i % 7 + 1], 1 + (i * 7919) % 9000 / 100,
           2024 + int(i * 3 / n), i % 12 + 1, i % 28 + 1, (i % 5 == 0 ? "true" : "false")
}' > "$file"
echo "$(wc -l < "$file") lines, $(du -h "$file" | cut -f1) in performance_metrics.csv"
echo "sitegen check:"
/usr/bin/time -v .build/release/sitegen check --content "$tmp/content" --today 2026-11-22 2>&1 \
  | grep -E "Maximum resident|Elapsed|problem"
if [ "${2:-}" = "--build" ]; then
  echo "sitegen build:"
  /usr/bin/time -v .build/release/sitegen build --content "$tmp/content" --output "$tmp/site" --today 2026-11-22 2>&1 \
    | grep -E "Maximum resident|Elapsed|Built"
fi
