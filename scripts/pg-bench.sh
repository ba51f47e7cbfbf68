#!/usr/bin/env bash
# Benchmark: load rich athletes (1,500 interactions, 2,000 posts, 200-300 rows of every other
# table each) into a throw-away local PostgreSQL server and time PostgresSource.loadAthlete
# for one athlete (median of 20) and for all of them.
#
#   scripts/pg-bench.sh [N]        (N athletes, default 100)
#
# Targets: one athlete < 100 ms, 100 athletes < 5 s.
#
#   scripts/pg-bench.sh --memory [ROWS]
#
# Peak memory (/usr/bin/time -v) of `sitegen check` for one athlete with ROWS interactions
# (default 1 000 000): from the content folder's CSV, then from the database after
# `sitegen export-sql`. Target: the database within 1.5 x the folder's peak.
# SITEGEN_BIN=path uses that sitegen (release, built with --traits Postgres) instead of building.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--memory" ]; then
    ROWS="${2:-1000000}"
    if [ -z "${SITEGEN_BIN:-}" ]; then
        swift build -c release --traits Postgres --product sitegen >&2
        export SITEGEN_BIN="$(swift build -c release --traits Postgres --show-bin-path)/sitegen"
    fi
    if [ -z "${SITEGEN_TEST_PG_URL:-}" ]; then
        exec scripts/with-postgres.sh "$0" "$@"
    fi
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    "$SITEGEN_BIN" new "$tmp/content" --athletes 1 --heavy --today 2026-11-22 >/dev/null
    folder="$(ls -d "$tmp"/content/athletes/*/)"
    awk -v n="$ROWS" 'BEGIN {
      print "id,school_id,coach_id,type,initiated_by,sentiment,occurred_at,notes"
      split("call email visit text", t, " "); split("athlete coach parent", w, " ")
      split("very_positive positive neutral negative", s, " ")
      for (i = 0; i < n; i++)
        printf "int-%07d,sch-%04d,,%s,%s,%s,%04d-%02d-%02dT%02d:%02d:00Z,Talked about the visit %d\n", i, i % 20 + 1,
               t[i % 4 + 1], w[i % 3 + 1], s[i % 4 + 1], 2024 + int(i * 2 / n), i % 12 + 1, i % 28 + 1, i % 24, i % 60, i
    }' > "$folder/interactions.csv"
    echo "$(wc -l < "$folder/interactions.csv") lines in interactions.csv"
    peak() { /usr/bin/time -v "$@" 2>&1 >/dev/null | grep -E "Maximum resident|Elapsed \(wall|Exit status" | sed 's/^[[:space:]]*//'; }
    echo "from the content folder (CSV):"
    peak "$SITEGEN_BIN" check --content "$tmp/content" --today 2026-11-22
    psql -q -v ON_ERROR_STOP=1 "${SITEGEN_TEST_PG_URL%%\?*}" -f db/schema.sql >/dev/null
    "$SITEGEN_BIN" export-sql --content "$tmp/content" | psql -q -v ON_ERROR_STOP=1 "${SITEGEN_TEST_PG_URL%%\?*}" >/dev/null
    psql -q "${SITEGEN_TEST_PG_URL%%\?*}" -c "ANALYZE interactions" >/dev/null
    echo "from PostgreSQL:"
    peak "$SITEGEN_BIN" check --content "$tmp/content" --today 2026-11-22 --source "$SITEGEN_TEST_PG_URL"
    exit 0
fi

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
