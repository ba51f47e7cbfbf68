#!/usr/bin/env bash
# The benchmarks' content (scripts/bench-peer.sh, scripts/bench-ab.sh):
#
#   bash scripts/bench-content.sh SITEGEN WORK N TODAY
#
# WORK/full: `sitegen new` with N heavy athletes (40 schools, 120 coaches, 1,500 interactions,
# 2,000 posts, 300 metrics and 30 notes each), today pinned; WORK/notes-only: the same athletes
# with only athlete.yml and notes/; WORK/hugo: the same notes as a minimal Hugo site (one page
# per note, one list per athlete, one index; no taxonomies, RSS or sitemap).
set -euo pipefail
BIN="$1" WORK="$2" N="$3" TODAY="$4"
mkdir -p "$WORK"
"$BIN" new "$WORK/full" --athletes "$N" --heavy --today "$TODAY" --pin-today >/dev/null

# Notes-only content: profile and notes of every athlete, no tables.
mkdir -p "$WORK/notes-only/athletes"
cp "$WORK/full/site.yml" "$WORK/notes-only/"
for dir in "$WORK/full/athletes"/*/; do
  slug="$(basename "$dir")"
  mkdir -p "$WORK/notes-only/athletes/$slug"
  cp "$dir/athlete.yml" "$WORK/notes-only/athletes/$slug/"
  [ -d "$dir/notes" ] && cp -r "$dir/notes" "$WORK/notes-only/athletes/$slug/"
done

# The same notes as a minimal Hugo site.
H="$WORK/hugo"
mkdir -p "$H/content" "$H/layouts/_default"
cat > "$H/config.toml" <<'TOML'
baseURL = "/"
title = "Notes"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.goldmark.renderer]
unsafe = false
TOML
cat > "$H/layouts/_default/baseof.html" <<'HTML'
<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main>{{ block "main" . }}{{ end }}</main></body></html>
HTML
cat > "$H/layouts/_default/single.html" <<'HTML'
{{ define "main" }}<article><h1>{{ .Title }}</h1><time>{{ .Date.Format "2006-01-02" }}</time>{{ .Content }}</article>{{ end }}
HTML
cat > "$H/layouts/_default/list.html" <<'HTML'
{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Summary }}</li>{{ end }}</ul>{{ end }}
HTML
for dir in "$WORK/notes-only/athletes"/*/; do
  slug="$(basename "$dir")"
  [ -d "$dir/notes" ] || continue
  mkdir -p "$H/content/$slug"
  printf -- '---\ntitle: "%s"\n---\n' "$slug" > "$H/content/$slug/_index.md"
  cp "$dir/notes"/*.md "$H/content/$slug/"
done
