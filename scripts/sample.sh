#!/usr/bin/env bash
# Quick start, step 1: builds sitegen and renders the bundled sample content into _site/.
#
# A debug build: it compiles in about a third of a release build's time (both cores compile
# files side by side, and nothing is optimised: docs/performance.md, "The first command as a
# debug build"), and the sample's three athletes still render in about a second. For a club's
# hundreds of athletes build the release binary instead (`swift build -c release --product
# sitegen`, then .build/release/sitegen): its pages cost several times less CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
swift build --product sitegen
"$(swift build --show-bin-path)/sitegen" build --content content --output _site "$@"
echo "Open $(pwd)/_site/index.html in a browser."
