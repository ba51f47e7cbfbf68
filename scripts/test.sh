#!/usr/bin/env bash
# Quick start, step 2 (and CI): installs what is missing, starts a throwaway PostgreSQL on
# loopback, and runs every test with `swift test`, PostgreSQL source included (--traits Postgres).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh --test
# docs/architecture.md's module graph and folder table are drawn from the code: fail when stale.
python3 scripts/import_graph.py --check
exec bash scripts/with-postgres.sh swift test --traits Postgres "$@"
