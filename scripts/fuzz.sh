#!/usr/bin/env bash
# Fuzzes one parser with libFuzzer: `bash scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]`.
# TARGET is one of FuzzCSV, FuzzJSON, FuzzFrontMatter, FuzzTimestamp, FuzzMarkdown.
#
# Builds the target with -sanitize=fuzzer,address into its own scratch path (.build-fuzz, so the
# ordinary .build is untouched), seeds a corpus from the test fixtures and the sample content,
# and runs for SECONDS. The corpus grows in .build-fuzz/corpus/TARGET; crashing inputs land in
# .build-fuzz/crashes/TARGET. Keep every crasher as a regression test in the normal suite
# (Tests/DataTests/Fuzz, Tests/SiteGenTests/Markdown), then fix the parser.
# An ordinary `swift build` turns each target into a replay tool: `.build/debug/FuzzCSV FILE…`.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: scripts/fuzz.sh TARGET SECONDS}"
seconds="${2:?usage: scripts/fuzz.sh TARGET SECONDS}"
shift 2
case "$target" in
  FuzzCSV) seeds=(-name '*.csv') ;;
  FuzzJSON) seeds=(-name '*.json') ;;
  FuzzFrontMatter|FuzzMarkdown) seeds=(-name '*.md') ;;
  FuzzTimestamp) seeds=() ;;
  *) echo "scripts/fuzz.sh: unknown target \"$target\" (FuzzCSV, FuzzJSON, FuzzFrontMatter, FuzzTimestamp, FuzzMarkdown)" >&2; exit 1 ;;
esac

swift build --scratch-path .build-fuzz --product "$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

corpus=".build-fuzz/corpus/$target"
crashes=".build-fuzz/crashes/$target"
mkdir -p "$corpus" "$crashes"
if [ "${#seeds[@]}" -gt 0 ]; then
  # Seeds: every fixture of the parser's kind (named by content hash, so reruns add nothing twice).
  find Tests content "${seeds[@]}" -type f -size -64k -print0 | while IFS= read -r -d '' f; do
    cp "$f" "$corpus/seed-$(sha1sum < "$f" | cut -c1-16)"
  done
else
  i=0
  for s in 2026-01-20T18:00:00Z 2026-01-20 "2026-03-08 02:30:00-07" 2026-11-01T01:59:59.123456789-0600 \
           2024-02-29T23:59:60+14:00 1e-05 .5 +3 -12.75 9999-12-31T23:59:59z; do
    printf '%s' "$s" > "$corpus/seed-$i"; i=$((i + 1))
  done
fi

binary="$(swift build --scratch-path .build-fuzz --product "$target" --show-bin-path \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)/$target"
exec "$binary" "$corpus" -max_total_time="$seconds" -artifact_prefix="$crashes/" -max_len=65536 \
  -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 "$@"
