#!/usr/bin/env bash
# The workflow check: every GitHub Actions workflow shown in docs/ is extracted and validated
# against GitHub's workflow schema (check-jsonschema's built-in copy: no network), and the
# `run:` steps of the Pages workflow (docs/publishing.md) are run as GitHub would run them, up
# to the upload, in a fresh clone of this repository's HEAD (commit first: uncommitted changes
# are not in it). See docs/publishing.md, "Checking the workflows".
#
# Usage: scripts/workflow-check.sh [--release-all]
#   --release-all  on a cache miss, build every target in release in the clone first (CI: checks
#                  that `swift build -c release` builds everything, at the cost of one release
#                  build that the workflow's own build step then reuses)
# Files: .build/workflow-check/workflows/*.yml (the extracted workflows), .../workspace (the
#   job's folder: sitegen/, family/content, site/), .../cache (the job's actions/cache, kept
#   between runs: a second run over the same sources skips the build, as on GitHub).
# It installs what is missing: Debian's python3-venv, and PyPI's check-jsonschema and PyYAML
# (scripts/workflow-check.requirements.txt) into a venv under ~/.cache/sitegen-workflow-check.
# Exit status: 0 when every workflow is valid and every step passed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$root/.build/workflow-check

if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  echo "workflow-check: installing python3-venv" >&2
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
fi
venv=${XDG_CACHE_HOME:-$HOME/.cache}/sitegen-workflow-check/venv
req=$root/scripts/workflow-check.requirements.txt
if ! cmp -s "$req" "$venv/requirements.txt" 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$req"
  cp "$req" "$venv/requirements.txt"
fi

mkdir -p "$work"
"$venv/bin/python" scripts/workflow_check.py extract "$root/docs" "$work/workflows" > "$work/workflows.txt"
mapfile -t workflows < "$work/workflows.txt"
echo "workflow-check: ${#workflows[@]} workflows in docs/: ${workflows[*]#$work/workflows/}"
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"

pages=$(grep -l 'actions/upload-pages-artifact' "$work"/workflows/publishing-*.yml | head -1)
[ -n "$pages" ] || { echo "error: no Pages workflow (actions/upload-pages-artifact) in docs/publishing.md" >&2; exit 1; }
echo "workflow-check: running the steps of $(basename "$pages") ($(sed -n 1p "$pages" | cut -c3-))"
"$venv/bin/python" scripts/workflow_check.py run "$pages" "$root" "$work" "$work/cache" "$@"
