#!/usr/bin/env bash
# Quick start, step 1: builds sitegen and renders the bundled sample content into _site/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
swift build -c release --product sitegen
.build/release/sitegen build --content content --output _site "$@"
echo "Open $(pwd)/_site/index.html in a browser."
