#!/usr/bin/env bash
# Quick start, step 2 (and CI): installs what is missing, builds, checks the module graph,
# starts a throwaway PostgreSQL on loopback, and runs every test with `swift test`, PostgreSQL
# source included (--traits Postgres).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh --test
swift build --build-tests --traits Postgres
# docs/architecture.md's module graph and folder table are drawn from the code (generated
# sources included, so after the build): fail when stale or when a folder points up.
python3 scripts/import_graph.py --check
python3 scripts/test_import_graph.py
exec bash scripts/with-postgres.sh swift test --skip-build --traits Postgres "$@"
