#!/usr/bin/env bash
# Benchmark: load rich athletes (1,500 interactions, 2,000 posts, 200-300 rows of every other
# table each) into a throw-away local PostgreSQL server and time PostgresSource.loadAthlete
# for one athlete (median of 20) and for all of them.
#
#   scripts/pg-bench.sh [N]        (N athletes, default 100)
#
# Targets: one athlete < 100 ms, 100 athletes < 5 s.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-100}"
swift build -c release --traits Postgres --product PGBench >&2
BIN="$(swift build -c release --traits Postgres --show-bin-path)/PGBench"

if [ -z "${SITEGEN_TEST_PG_URL:-}" ]; then
    exec scripts/with-postgres.sh "$0" "$@"
fi

"$BIN" schema | psql -q -v ON_ERROR_STOP=1 "${SITEGEN_TEST_PG_URL%%\?*}" >/dev/null
"$BIN" seed "$N" | psql -q -v ON_ERROR_STOP=1 "${SITEGEN_TEST_PG_URL%%\?*}" >/dev/null
psql -q -v ON_ERROR_STOP=1 "${SITEGEN_TEST_PG_URL%%\?*}" -c "ANALYZE athletes, schools, coaches, interactions, offers, events, performance_metrics, social_media_posts, tasks, suggestions"
echo "load average: $(cut -d" " -f1-3 /proc/loadavg) on $(nproc) cores"
"$BIN" fetch "$SITEGEN_TEST_PG_URL" "$N" 20
