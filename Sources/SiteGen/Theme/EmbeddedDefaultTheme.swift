// Generated from Themes/default by EmbeddedThemeTests (see there). Do not edit.
// The default theme compiled into the binary, used when no Themes/default folder is found.

enum EmbeddedDefaultTheme {
    static let files: [String: String] = [
        "assets/site.css": #"""
/* sitegen default theme: page layout. Widget internals live in widgets.css.
   Every colour and size is a token (var(--…)); only media-query breakpoints are literal,
   because custom properties cannot be used there: 600px tablet, 768px two columns,
   1024px wide. No network loads: system fonts only. */

:root {
  color-scheme: light dark;
}

*, *::before, *::after {
  box-sizing: border-box;
}

html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}

body {
  margin: 0;
  min-width: 0;
  background: var(--color-background);
  color: var(--color-text);
  font-family: var(--font-body);
  font-size: var(--size-text-base);
  line-height: var(--size-line-height);
  overflow-wrap: anywhere;
}

/* ---------- Typography ---------- */

h1, h2, h3, h4 {
  margin: 0 0 var(--size-space-3);
  line-height: var(--size-line-height-tight);
  font-weight: var(--size-weight-semibold);
}
h1 { font-size: var(--size-text-xl); font-weight: var(--size-weight-bold); }
h2 { font-size: var(--size-text-lg); }
h3 { font-size: var(--size-text-base); }
p { margin: 0 0 var(--size-space-3); }
small, .muted { color: var(--color-text-muted); }
small { font-size: var(--size-text-sm); }
code, pre, kbd { font-family: var(--font-mono); font-size: var(--size-text-sm); }
pre {
  overflow-x: auto;
  padding: var(--size-space-3);
  background: var(--color-surface-alt);
  border-radius: var(--size-radius-small);
}
a { color: var(--color-link); }
img { max-width: 100%; height: auto; }
hr { border: 0; border-top: var(--size-border) solid var(--color-border); margin: var(--size-space-6) 0; }
blockquote {
  margin: 0 0 var(--size-space-3);
  padding-left: var(--size-space-4);
  border-left: var(--size-focus-width) solid var(--color-border);
  color: var(--color-text-muted);
}

/* ---------- Accessibility ---------- */

.skip-link {
  position: absolute;
  left: var(--size-space-2);
  top: var(--size-space-2);
  z-index: 10;
  padding: var(--size-space-2) var(--size-space-4);
  background: var(--color-primary);
  color: var(--color-text-on-accent);
  border-radius: var(--size-radius-small);
  transform: translateY(-200%);
}
.skip-link:focus, .skip-link:focus-visible {
  transform: none;
}

:focus-visible {
  outline: var(--size-focus-width) solid var(--color-focus);
  outline-offset: var(--size-focus-offset);
}

.visually-hidden {
  position: absolute !important;
  width: var(--size-border);
  height: var(--size-border);
  padding: 0;
  margin: calc(-1 * var(--size-border));
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}

/* ---------- Header: site title, athlete switcher, page tabs ---------- */

.site-header {
  background: var(--color-header-background);
  border-bottom: var(--size-border) solid var(--color-border);
}
.site-header-inner {
  max-width: var(--size-content-width);
  margin: 0 auto;
  padding: var(--size-space-3) var(--size-space-4);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--size-space-2) var(--size-space-4);
}
.site-title {
  margin: 0;
  font-size: var(--size-text-lg);
  font-weight: var(--size-weight-bold);
}
a.site-title, .site-title a { color: var(--color-text); text-decoration: none; }
a.site-title:hover { text-decoration: underline; }

/* The athlete switcher is a list of links (works without JavaScript). On phones it stays
   one scrollable row; more than six athletes fold into a <details> menu (.athlete-menu). */
.athlete-switcher { min-width: 0; max-width: 100%; }
.athlete-switcher ul {
  list-style: none;
  margin: 0;
  padding: var(--size-space-1) 0;
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  gap: var(--size-space-2);
}
.athlete-switcher a {
  display: inline-block;
  white-space: nowrap;
  padding: var(--size-space-1) var(--size-space-3);
  border: var(--size-border) solid var(--color-border);
  border-radius: var(--size-radius);
  color: var(--color-text);
  text-decoration: none;
  font-size: var(--size-text-sm);
}
.athlete-switcher a[aria-current="page"],
.athlete-switcher a[aria-current="true"] {
  border-color: var(--color-tab-active);
  color: var(--color-tab-active);
  font-weight: var(--size-weight-semibold);
}

/* The menu panel hangs from the header's right edge (the header is its containing block),
   so it stays on screen wherever the summary wraps to. */
.site-header-inner { position: relative; }
.athlete-menu > details > summary {
  display: inline-flex;
  align-items: center;
  gap: var(--size-space-2);
  min-height: var(--size-tab-min-height);
  padding: 0 var(--size-space-3);
  border: var(--size-border) solid var(--color-tab-active);
  border-radius: var(--size-radius);
  color: var(--color-tab-active);
  font-size: var(--size-text-sm);
  font-weight: var(--size-weight-semibold);
  list-style: none;
  max-width: 100%;
}
.athlete-menu > details > summary::-webkit-details-marker { display: none; }
.athlete-menu > details > summary::after { content: "\25BE"; }
.athlete-menu > details[open] > summary { margin-bottom: 0; }
.athlete-menu ul {
  position: absolute;
  right: var(--size-space-3);
  z-index: 20;
  display: block;
  width: min(var(--size-menu-width), calc(100% - 2 * var(--size-space-3)));
  max-height: var(--size-menu-max-height);
  overflow-y: auto;
  margin-top: var(--size-space-1);
  padding: var(--size-space-2);
  background: var(--color-surface);
  border: var(--size-border) solid var(--color-border);
  border-radius: var(--size-radius);
  box-shadow: 0 var(--size-space-1) var(--size-shadow-blur) var(--color-shadow);
}
.athlete-menu li a {
  display: block;
  border: 0;
  border-radius: var(--size-radius-small);
  padding: var(--size-space-2) var(--size-space-3);
  white-space: normal;
}
.athlete-menu li a:hover { background: var(--color-surface-alt); }
.athlete-menu .all-athletes { border-bottom: var(--size-border) solid var(--color-border); margin-bottom: var(--size-space-1); }

.page-tabs {
  flex-basis: 100%;
  overflow-x: auto;
  margin-bottom: calc(-1 * var(--size-space-3));
}
.page-tabs ul, .range-tabs ul {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: var(--size-space-1);
}
.page-tabs a {
  display: inline-flex;
  align-items: center;
  min-height: var(--size-tab-min-height);
  padding: 0 var(--size-space-3);
  color: var(--color-text-muted);
  text-decoration: none;
  white-space: nowrap;
  border-bottom: var(--size-focus-width) solid transparent;
}
.page-tabs a[aria-current="page"] {
  color: var(--color-tab-active);
  border-bottom-color: var(--color-tab-active);
  font-weight: var(--size-weight-semibold);
}

/* Preset / range tabs on reports and social. */
.range-tabs { margin: 0 0 var(--size-space-4); overflow-x: auto; }
.range-tabs ul { flex-wrap: wrap; gap: var(--size-space-2); }
.range-tabs a {
  display: inline-flex;
  align-items: center;
  min-height: var(--size-tab-min-height);
  padding: 0 var(--size-space-4);
  background: var(--color-surface-alt);
  color: var(--color-text-muted);
  border-radius: var(--size-radius-small);
  text-decoration: none;
  white-space: nowrap;
}
.range-tabs a[aria-current="page"] {
  background: var(--color-tab-active);
  color: var(--color-tab-active-text);
  font-weight: var(--size-weight-semibold);
}

/* ---------- Main ---------- */

.site-main {
  max-width: var(--size-content-width);
  margin: 0 auto;
  padding: var(--size-space-6) var(--size-space-4) var(--size-space-10);
}
.site-main:focus { outline: none; }
.page-header { margin-bottom: var(--size-space-6); }
.page-header h1 { margin-bottom: var(--size-space-1); }
.page-header p { color: var(--color-text-muted); margin: 0; }

.section { margin-bottom: var(--size-space-6); }
.section > h2 { margin-bottom: var(--size-space-3); }
.section > .widget + .widget { margin-top: var(--size-space-4); }

/* A card holds one widget. */
.card {
  background: var(--color-surface);
  border: var(--size-border) solid var(--color-border);
  border-radius: var(--size-radius);
  padding: var(--size-space-4);
  box-shadow: 0 var(--size-space-1) var(--size-shadow-blur) var(--color-shadow);
  min-width: 0;
}
.card > h2, .card > h3, .card-title {
  font-size: var(--size-text-lg);
  margin: 0 0 var(--size-space-3);
}
.card-header {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--size-space-2);
  margin-bottom: var(--size-space-3);
}
.card-header > h2, .card-header > h3 { margin: 0; }

/* Widgets of a section: one column on phones, two from 768px. */
.widget-grid {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--size-space-4);
}
.widget-grid > .full-width { grid-column: 1 / -1; }
/* Cards side by side keep their own height: stretching one to its neighbour's left a blank
   area inside it. */
.widget-grid { align-items: start; }

/* Stat cards: rows that wrap and share out the width, so no row is left short (5 cards fill
   one wide row; on a phone, 3 then 2). */
.stat-grid {
  display: flex;
  flex-wrap: wrap;
  gap: var(--size-space-3);
}
.stat-grid > * { flex: 1 1 var(--size-stat-card-min); min-width: 0; }

/* Cards in a grid (family index, metric cards, at a glance). */
.card-grid {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--size-space-4);
}

/* ---------- Widget frames (WidgetRenderer) ---------- */

.w-list, .note-list, .post-list, .link-list {
  list-style: none;
  margin: 0;
  padding: 0;
}
.action-items { display: grid; gap: var(--size-space-3); }
.show-all { margin: var(--size-space-3) 0 0; font-weight: var(--size-weight-semibold); }

.glance-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--size-space-3); }

.card-grid.metric-grid { grid-template-columns: repeat(auto-fit, minmax(var(--size-metric-card-min), 1fr)); gap: var(--size-space-3); }
.metric-card {
  padding: var(--size-space-3);
  border: var(--size-border) solid var(--color-border);
  border-radius: var(--size-radius-small);
  min-width: 0;
}
.metric-card p { margin: 0 0 var(--size-space-1); }
.metric-card .metric-value {
  font-size: var(--size-text-xl);
  font-weight: var(--size-weight-bold);
  font-variant-numeric: tabular-nums;
}
.metric-meta { display: flex; flex-wrap: wrap; align-items: center; gap: var(--size-space-2); font-size: var(--size-text-sm); }

.series + .series, .metric-trend + .metric-trend {
  margin-top: var(--size-space-4);
  padding-top: var(--size-space-4);
  border-top: var(--size-border) solid var(--color-border);
}
.series-title { font-size: var(--size-text-base); margin-bottom: var(--size-space-2); }
.metric-trend .facts { margin-bottom: var(--size-space-2); }

.post, .note-item {
  padding: var(--size-space-3) 0;
  border-bottom: var(--size-border) solid var(--color-border);
}
.post:last-child, .note-item:last-child { border-bottom: 0; }
.post-meta { margin: 0 0 var(--size-space-1); font-size: var(--size-text-sm); color: var(--color-text-muted); }
.post-content { display: block; margin: 0; }
.note-title { font-weight: var(--size-weight-semibold); }
.note-item p { margin: var(--size-space-1) 0 0; }
.link-list li { padding: var(--size-space-1) 0; }
.ranked-list { margin: 0; padding-left: var(--size-space-6); }
.ranked-list li { padding: var(--size-space-1) 0; }

/* Family index: a whole card is the link; only its title looks like one. */
a.athlete-card { display: block; color: var(--color-text); text-decoration: none; }
a.athlete-card .card-title { color: var(--color-link); }
a.athlete-card:hover { border-color: var(--color-link); }
a.athlete-card:hover .card-title { text-decoration: underline; }
.athlete-card .facts dd { font-weight: var(--size-weight-semibold); font-variant-numeric: tabular-nums; }

.empty-state {
  padding: var(--size-space-6) var(--size-space-4);
  text-align: center;
  color: var(--color-text-muted);
}
.empty-state p { margin: 0 0 var(--size-space-2); }
.empty-state .empty-hint { font-size: var(--size-text-sm); }

.badge {
  display: inline-block;
  padding: 0 var(--size-space-2);
  border-radius: var(--size-radius-small);
  font-size: var(--size-text-xs);
  font-weight: var(--size-weight-semibold);
  background: var(--color-surface-alt);
  color: var(--color-text-muted);
}
.badge-verified { background: var(--color-verified); color: var(--color-verified-text); }

.download-link {
  display: inline-flex;
  align-items: center;
  min-height: var(--size-tab-min-height);
  font-weight: var(--size-weight-semibold);
}

.done { text-decoration: line-through; color: var(--color-strike); }

.tags { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--size-space-1); }

/* Notes rendered by cmark. */
.prose { max-width: var(--size-prose-width); }
.prose h1 { font-size: var(--size-text-xl); }
.prose h2 { font-size: var(--size-text-lg); margin-top: var(--size-space-6); }
.prose ul, .prose ol { padding-left: var(--size-space-6); margin: 0 0 var(--size-space-3); }

/* Definition lists (profile facts, school details). */
.facts {
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: var(--size-space-2) var(--size-space-4);
  margin: 0;
}
.facts dt { color: var(--color-text-muted); }
.facts dd { margin: 0; }

/* ---------- Tables ---------- */

/* Tables scroll sideways inside their wrapper instead of squeezing words letter by letter
   (body's overflow-wrap: anywhere would let columns shrink to one character). */
.w-table-wrap { overflow-x: auto; max-width: 100%; }
.w-table-wrap:focus-visible { outline: var(--size-focus-width) solid var(--color-focus); outline-offset: var(--size-focus-offset); }
/* The first column (the row's name) stays in view while the rest scrolls. */
.w-table-wrap th:first-child, .w-table-wrap td:first-child {
  position: sticky;
  left: 0;
  z-index: 1;
  background: var(--color-surface);
  box-shadow: inset calc(-1 * var(--size-border)) 0 var(--color-border);
}
.w-table-wrap tbody tr:nth-child(even) > :first-child { background: var(--color-surface-alt); }
.w-scroll-hint { display: none; margin: 0 0 var(--size-space-1); font-size: var(--size-text-xs); color: var(--color-text-muted); }
table {
  width: 100%;
  border-collapse: collapse;
  font-size: var(--size-text-sm);
  overflow-wrap: normal;
}
th, td { min-width: var(--size-table-cell-min); max-width: var(--size-table-cell-max); overflow-wrap: break-word; }
th.w-num, td.w-num, th.number, td.number { min-width: var(--size-table-number-min); }
/* A table under a card title keeps its caption for screen readers only. */
.card-header ~ .table-wrap caption, .card-header ~ .w-table-wrap caption {
  position: absolute;
  width: var(--size-border);
  height: var(--size-border);
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
caption {
  text-align: left;
  font-weight: var(--size-weight-semibold);
  padding-bottom: var(--size-space-2);
}
th, td {
  text-align: left;
  padding: var(--size-space-2) var(--size-space-3);
  border-bottom: var(--size-border) solid var(--color-border);
  vertical-align: top;
}
th { color: var(--color-text-muted); font-weight: var(--size-weight-semibold); }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) { background: var(--color-surface-alt); }

details > summary { cursor: pointer; color: var(--color-link); }
details[open] > summary { margin-bottom: var(--size-space-2); }

/* ---------- Footer ---------- */

.site-footer {
  max-width: var(--size-content-width);
  margin: 0 auto;
  padding: var(--size-space-4);
  border-top: var(--size-border) solid var(--color-border);
  color: var(--color-text-muted);
  font-size: var(--size-text-sm);
}

/* ---------- Responsive ---------- */

/* Phones: a little less padding so charts get more width, and chart text set larger
   (charts scale down with their 400-unit viewBox: 12 units ≈ 10px on a 390px screen). */
@media (max-width: 599px) {
  .site-main { padding: var(--size-space-4) var(--size-space-3) var(--size-space-8); }
  .site-header-inner { padding-left: var(--size-space-3); padding-right: var(--size-space-3); }
  .card { padding: var(--size-space-3); }
  .site-main .w-svg .w-xl text, .site-main .w-svg .w-yl text { font-size: var(--size-chart-text-phone); }
  .site-main .w-heatmap .w-svg text { font-size: var(--size-chart-heatmap-text-phone); }
  .site-main .w-hbars text { font-size: var(--size-chart-bar-text-phone); }
  .w-scroll-hint { display: block; }
  /* All eight page tabs in view (two rows) instead of a strip that hides the current one. */
  .page-tabs { overflow-x: visible; }
  .page-tabs ul { flex-wrap: wrap; }
  .page-tabs a { padding: 0 var(--size-space-2); }
  .stat-grid > * { flex-basis: var(--size-stat-card-min-phone); }
  /* Three to a row: less padding, and a label is never broken inside a word. */
  .stat-grid .w-stat { padding: var(--size-space-3); }
  .stat-grid .w-stat-label { overflow-wrap: normal; }
}

@media (min-width: 600px) {
  .card-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .athlete-switcher ul { flex-wrap: wrap; overflow-x: visible; }
  .athlete-menu ul { right: var(--size-space-4); }
}

@media (min-width: 768px) {
  .widget-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .site-main { padding-left: var(--size-space-6); padding-right: var(--size-space-6); }
}

@media (min-width: 1024px) {
  .card-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .glance-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  h1 { font-size: var(--size-text-2xl); }
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}

/* ---------- Print: black on white, no navigation, nothing split ---------- */

@media print {
  :root { color-scheme: light; }
  body {
    background: var(--color-print-background);
    color: var(--color-print-text);
    font-size: var(--size-print-text);
  }
  .skip-link, .site-header nav, .page-tabs, .athlete-switcher, .range-tabs, .download-link {
    display: none !important;
  }
  .site-header { border: 0; background: none; }
  .site-header-inner { padding: 0 0 var(--size-space-2); max-width: none; }
  /* Chromium's PDF output drops zero-length strokes with square caps: print heatmap cells as dots. */
  .w-heatmap svg g { stroke-linecap: round; }
  .site-main { max-width: none; padding: 0; }
  /* Every link black (row and action links have their own colour rules on screen). */
  a[href] { color: var(--color-print-text) !important; text-decoration: underline; }
  /* Charts, rows and small blocks stay whole; a long card may continue on the next page
     (keeping whole cards together left half-empty pages). */
  .stat-grid, figure, svg, tr, li, .empty-state, .facts, .metric-card, .w-glance {
    break-inside: avoid;
    page-break-inside: avoid;
  }
  .stat-grid > * { flex-basis: 0; }
  a.w-stat { text-decoration: none !important; overflow-wrap: normal; padding: var(--size-space-2); }
  .card-header, .card-description, .series-title { break-after: avoid; page-break-after: avoid; }
  .card {
    box-shadow: none;
    background: var(--color-print-background);
    border-color: var(--color-print-border);
  }
  h1, h2, h3 { break-after: avoid; page-break-after: avoid; color: var(--color-print-text); }
  /* Two columns on paper too: charts at full page width are needlessly tall. */
  .widget-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .card-grid { display: block; }
  .card-grid.glance-grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .w-table-wrap { overflow: visible; }
  .w-table-wrap th:first-child, .w-table-wrap td:first-child { position: static; box-shadow: none; background: none; }
  .w-scroll-hint { display: none; }
  .card-grid > * { margin-bottom: var(--size-space-4); }
  th, td { border-color: var(--color-print-border); }
  tbody tr:nth-child(even) { background: none; }
  .muted, small, th, .site-footer, .empty-state, .page-header p { color: var(--color-print-text); }
}

/* Pages of a long list (performance/history/page-N/). */
.pager ul { list-style: none; margin: var(--size-space-4) 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--size-space-1); }
.pager a {
  display: inline-flex;
  align-items: center;
  min-height: var(--size-tab-min-height);
  min-width: var(--size-tab-min-height);
  justify-content: center;
  padding: 0 var(--size-space-3);
  border: var(--size-border) solid var(--color-border);
  border-radius: var(--size-radius-small);
  text-decoration: none;
}
.pager a[aria-current="page"] { background: var(--color-tab-active); color: var(--color-tab-active-text); border-color: var(--color-tab-active); }
@media print { .pager { display: none; } }

"""#,
        "assets/widgets.css": #"""
/* Widgets: every colour, size and radius is a token (var(--color-…), var(--size-…)). */

.w-sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }

.w-icon { width: 1.25em; height: 1.25em; fill: none; stroke: currentColor; stroke-width: 2;
  stroke-linecap: round; stroke-linejoin: round; vertical-align: -0.25em; flex: none; }

/* Charts */
.w-chart { margin: 0; position: relative; min-width: 0; }
.w-svg { display: block; width: 100%; height: auto; overflow: visible; font-family: var(--font-body); }
.w-svg text { fill: var(--color-text-muted); font-size: 11px; }
/* Drawn no wider than this, so chart text stays at most 20px on wide screens. */
.w-line .w-svg, .w-bars .w-svg { max-width: var(--size-chart-max-width); }
.w-heatmap .w-svg { max-width: var(--size-heatmap-max-width); }
.w-svg .w-grid { stroke: var(--color-grid); stroke-width: 1; fill: none; shape-rendering: crispEdges; }
.w-svg .w-line { fill: none; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
.w-svg .w-area { fill-opacity: 0.15; stroke: none; }
.w-svg .w-dots path, .w-svg .w-bars path { fill: none; }
.w-svg .w-dots path:hover, .w-svg .w-bars path:hover, .w-svg .w-heat path:hover { stroke: var(--color-text); }
.w-svg .w-spark-dots path { stroke-width: 0; }
.w-svg .w-spark-dots path:hover, .w-svg .w-spark-dots .w-last { stroke-width: 5; }
.w-spark { display: inline-block; width: 7.5rem; vertical-align: middle; }
.w-mini { max-width: 12rem; }
.w-hbars .w-track { stroke: var(--color-surface-alt); stroke-width: 14; stroke-linecap: round; }
.w-hbars .w-hrow path { stroke-width: 14; stroke-linecap: round; }
.w-hbars text { font-size: 12px; fill: var(--color-text); }
.w-donut { display: grid; grid-template-columns: minmax(6rem, var(--size-donut-max-width)) 1fr; gap: var(--size-space-4); align-items: center; }
.w-donut .w-svg { grid-row: 1; }
.w-donut .w-table { grid-column: 1 / -1; }
.w-donut .w-track { stroke: var(--color-surface-alt); }
.w-donut text { font-size: 15px; font-weight: 700; fill: var(--color-text); }
.w-legend { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--size-space-2); font-size: var(--size-text-sm); }
.w-legend li { display: flex; align-items: center; gap: var(--size-space-2); min-width: 0; }
.w-legend-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w-legend-value { font-variant-numeric: tabular-nums; font-weight: 600; }
.w-swatch { width: 0.75rem; height: 0.75rem; border-radius: 50%; flex: none; }
.w-heatmap .w-svg text { font-size: 10px; }
.w-heat-legend { list-style: none; margin: var(--size-space-2) 0 0; padding: 0; display: flex; flex-wrap: wrap; align-items: center;
  gap: var(--size-space-1); font-size: var(--size-text-xs); color: var(--color-text-muted); }
.w-heat-legend .w-swatch { border-radius: 2px; box-shadow: inset 0 0 0 1px var(--color-border); }
/* The chart's numbers: a closed "Show data" disclosure under every chart. */
.w-table summary { cursor: pointer; color: var(--color-link); font-size: var(--size-text-sm); margin-top: var(--size-space-2); }
.w-table summary:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.w-table .w-data { margin-top: var(--size-space-2); }

/* Grouped counts */
.w-counts-title { font-size: var(--size-text-base); margin: 0 0 var(--size-space-2); color: var(--color-text); }
.w-counts ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--size-space-2); }
.w-counts li { display: grid; grid-template-columns: minmax(0, 10rem) 1fr auto; gap: var(--size-space-3); align-items: center;
  font-size: var(--size-text-sm); }
.w-counts-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--color-text); }
.w-counts-track { height: 0.5rem; background: var(--color-surface-alt); border-radius: var(--size-radius-small); overflow: hidden; }
.w-counts-bar { display: block; height: 100%; border-radius: var(--size-radius-small); }
.w-counts-n { font-variant-numeric: tabular-nums; font-weight: 600; color: var(--color-text); }

/* Stat card: the token gradient under a scrim token, so white text passes WCAG AA. */
.w-stat { display: flex; flex-direction: column; gap: var(--size-space-1); padding: var(--size-space-4);
  border-radius: var(--size-radius); color: var(--color-text-on-accent); text-decoration: none; min-height: 6rem;
  background: linear-gradient(var(--color-scrim), var(--color-scrim)), linear-gradient(135deg, var(--w-g1), var(--w-g2)); }
a.w-stat:hover .w-stat-label, a.w-stat:focus-visible .w-stat-label { text-decoration: underline; }
a.w-stat:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.w-stat-icon { font-size: var(--size-text-lg); }
.w-stat-value { font-size: var(--size-text-2xl); font-weight: 700; line-height: 1.1; font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere; }
.w-stat-label { font-size: var(--size-text-sm); font-weight: 600; }
.w-stat-sub { font-size: var(--size-text-xs); }

/* At a glance */
.w-glance { display: flex; flex-direction: column; gap: var(--size-space-1); padding: var(--size-space-4);
  border: 1px solid var(--color-border); border-radius: var(--size-radius); background: var(--color-surface); min-width: 0; }
.w-glance-label { font-size: var(--size-text-sm); color: var(--color-text-muted); }
.w-glance-value { font-size: var(--size-text-xl); font-weight: 700; color: var(--color-text); overflow-wrap: anywhere; }
.w-glance-level, .w-glance-detail { font-size: var(--size-text-xs); color: var(--color-text-muted); }
.w-level-green .w-glance-value, .w-level-green .w-glance-level { color: var(--color-level-green); }
.w-level-orange .w-glance-value, .w-level-orange .w-glance-level { color: var(--color-level-orange); }
.w-level-red .w-glance-value, .w-level-red .w-glance-level { color: var(--color-level-red); }

/* Trend and badges */
.w-trend { display: inline-flex; align-items: center; gap: var(--size-space-1); font-size: var(--size-text-sm); font-weight: 600; }
.w-trend-improving { color: var(--color-level-green); }
.w-trend-declining { color: var(--color-level-red); }
.w-trend-stable { color: var(--color-text-muted); }
.w-badge { display: inline-flex; align-items: center; gap: var(--size-space-1); padding: 0 var(--size-space-2);
  border: 1px solid currentColor; border-radius: 999px; font-size: var(--size-text-xs); font-weight: 600; white-space: nowrap;
  color: var(--color-text-muted); line-height: 1.25; vertical-align: middle; }
/* An icon no taller than the text, so a "Verified" row is as tall as a "Self-reported" one. */
.w-badge .w-icon { width: 1em; height: 1em; vertical-align: 0; }
.w-badge-verified { color: var(--color-verified); }
.w-badge-high { color: var(--color-level-red); }
.w-badge-medium { color: var(--color-level-orange); }
.w-badge-low { color: var(--color-link); }

/* Action items */
.w-action { padding: var(--size-space-4); border: 1px solid var(--color-border); border-radius: var(--size-radius);
  background: var(--color-surface); border-left-width: 4px; }
.w-urgency-high { border-left-color: var(--color-urgency-high); }
.w-urgency-medium { border-left-color: var(--color-urgency-medium); }
.w-urgency-low { border-left-color: var(--color-urgency-low); }
.w-action-head { display: flex; align-items: center; gap: var(--size-space-2); }
.w-action-title { flex: 1; margin: 0; font-size: var(--size-text-base); color: var(--color-text); min-width: 0; overflow-wrap: anywhere; }
.w-dot { width: 0.625rem; height: 0.625rem; border-radius: 50%; flex: none; background: var(--color-urgency-low); }
.w-urgency-high .w-dot { background: var(--color-urgency-high); }
.w-urgency-medium .w-dot { background: var(--color-urgency-medium); }
.w-action-desc { margin: var(--size-space-2) 0 0; color: var(--color-text-muted); font-size: var(--size-text-sm);
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere; }
.w-action-link { display: inline-block; margin-top: var(--size-space-2); color: var(--color-link); font-size: var(--size-text-sm); }

/* List rows */
.w-rows { list-style: none; margin: 0; padding: 0; }
.w-row { display: flex; align-items: center; gap: var(--size-space-3); padding: var(--size-space-2) 0;
  border-bottom: 1px solid var(--color-border); }
.w-row:last-child { border-bottom: 0; }
.w-row-icon { color: var(--color-primary); }
.w-row-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.w-row-title { color: var(--color-text); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
a.w-row-title { color: var(--color-link); }
.w-done .w-row-title { color: var(--color-text-muted); }
.w-row-sub { font-size: var(--size-text-xs); color: var(--color-text-muted); overflow-wrap: anywhere; }
.w-row-end { font-size: var(--size-text-sm); color: var(--color-text-muted); text-align: right; }

/* Data table */
.w-table-wrap { overflow-x: auto; }
.w-data { border-collapse: collapse; width: 100%; font-size: var(--size-text-sm); color: var(--color-text); }
.w-data caption { text-align: left; font-weight: 600; padding-bottom: var(--size-space-2); }
.w-data th, .w-data td { padding: var(--size-space-2); border-bottom: 1px solid var(--color-border); text-align: left; vertical-align: top; }
.w-data thead th { color: var(--color-text-muted); font-weight: 600; }
.w-data .w-num { text-align: right; font-variant-numeric: tabular-nums; }

/* Empty state */
.w-empty { display: flex; flex-direction: column; align-items: center; gap: var(--size-space-2); padding: var(--size-space-6);
  text-align: center; color: var(--color-text-muted); border: 1px dashed var(--color-border); border-radius: var(--size-radius); }
.w-empty-icon { font-size: var(--size-text-xl); }
.w-empty-msg { margin: 0; overflow-wrap: anywhere; }
.w-button { display: inline-block; padding: var(--size-space-2) var(--size-space-4); border-radius: var(--size-radius-small);
  background: var(--color-link); color: var(--color-surface); text-decoration: none; font-weight: 600; }
.w-button:focus-visible, .w-tab:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }

/* Tabs */
.w-tabs ul { list-style: none; margin: 0; padding: 0; display: flex; gap: var(--size-space-1); overflow-x: auto;
  border-bottom: 1px solid var(--color-border); }
.w-tab { display: block; padding: var(--size-space-2) var(--size-space-3); color: var(--color-text-muted); text-decoration: none;
  white-space: nowrap; border-bottom: 3px solid transparent; font-size: var(--size-text-sm); }
.w-tab:hover { color: var(--color-text); }
.w-tab.w-current { color: var(--color-link); border-bottom-color: var(--color-link); font-weight: 600; }

@media print {
  .w-chart, .w-stat, .w-action, .w-glance { break-inside: avoid; }
  .w-tabs, .w-table { display: none; }
  /* Stat cards: black on white with an outline (backgrounds do not print by default, and
     white text on nothing vanished). */
  .w-stat { background: none; color: var(--color-print-text); border: 1px solid var(--color-print-border); min-height: 0; }
  /* Colour that carries meaning prints even with "background graphics" off. */
  .w-dot, .w-swatch { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .w-dot { border: 1px solid var(--color-print-border); }
  /* Whole words on paper: no ellipsis, no two-line clamp. */
  .w-row-title, .w-legend-label, .w-counts-label { white-space: normal; overflow: visible; text-overflow: clip; }
  .w-action-desc { display: block; -webkit-line-clamp: none; overflow: visible; }
}

"""#,
        "pages/actions.yml": #"""
# Actions: every action item (suggestions and computed rules), most urgent first.
page: actions
title: page.actions
subtitle: page.actions_subtitle
sections:
  - id: action-items
    widgets:
      - widget: action_items
        dataset: action_items
        empty: dashboard.no_action_items

"""#,
        "pages/coaches.yml": #"""
page: coaches
title: page.coaches
subtitle: page.coaches_subtitle
sections:
  - id: coaches
    widgets:
      - widget: table
        dataset: coaches
        empty: coaches.no_coaches
        empty_hint: coaches.add_first_coach

"""#,
        "pages/dashboard.yml": #"""
# Dashboard (spec pages.md "Dashboard", seed 001). Copy to content/pages/dashboard.yml to change it.
page: dashboard
title: page.dashboard
subtitle: page.dashboard_subtitle
sections:
  - id: stats
    widgets:
      - widget: stat_cards
        dataset: stats
  - id: action-items
    title: dashboard.action_items
    widgets:
      - widget: action_items
        dataset: action_items
        limit: 3
        empty: dashboard.no_action_items
  - id: overview
    layout: grid
    widgets:
      - widget: line_chart
        dataset: interaction_trend
        title: dashboard.interaction_trend
        description: dashboard.interaction_trend_desc
        color: primary
        empty: dashboard.no_interactions
        empty_hint: dashboard.log_first_interaction
      - widget: bar_chart
        dataset: schools_by_status
        title: dashboard.schools_by_status
        color: purple
        empty: dashboard.no_schools
        empty_hint: dashboard.add_first_school
      - widget: metric_cards
        dataset: top_metrics
        title: dashboard.performance_metrics
        limit: 3
        empty: dashboard.no_metrics
        empty_hint: dashboard.log_first_metric
      - widget: list
        dataset: upcoming_events
        title: dashboard.upcoming_events
        limit: 5
        empty: dashboard.no_events
      - widget: activity_feed
        dataset: recent_activity
        title: dashboard.recent_activity
        limit: 10
        empty: dashboard.no_activity
      - widget: tasks
        dataset: quick_tasks
        title: dashboard.quick_tasks
        empty: dashboard.no_tasks
        # The first 10; "Show all" opens tasks/, 100 a page.
        limit: 10
      - widget: donut
        dataset: school_sizes
        title: dashboard.school_sizes
        empty: dashboard.no_schools
        empty_hint: dashboard.add_first_school
      - widget: list
        dataset: coach_followups
        title: dashboard.coach_followup
        empty: dashboard.no_followups
        limit: 8
      - widget: heatmap
        dataset: contact_frequency
        title: dashboard.contact_frequency
        description: dashboard.contact_frequency_desc
        full_width: true
        empty: dashboard.no_contacts
        empty_hint: dashboard.log_first_interaction
  - id: at-a-glance
    title: dashboard.at_a_glance
    widgets:
      - widget: at_a_glance
        dataset: at_a_glance

"""#,
        "pages/index.yml": #"""
# The family index at the site root; its title is site.yml's title.
page: index
subtitle: page.index_subtitle
sections:
  - id: athletes
    widgets:
      - widget: athlete_cards
        dataset: athletes
        empty: index.no_athletes

"""#,
        "pages/note.yml": #"""
# One page per note; the page title is the note's title.
page: note
sections:
  - id: meta
    widgets:
      - widget: facts
        dataset: note_meta
  - id: body
    widgets:
      - widget: markdown
        dataset: note_body

"""#,
        "pages/notes.yml": #"""
page: notes
title: page.notes
subtitle: page.notes_subtitle
sections:
  - id: notes
    widgets:
      - widget: note_list
        dataset: notes
        empty: notes.no_notes
        empty_hint: notes.add_first_note

"""#,
        "pages/performance.yml": #"""
# Performance (seed 004).
page: performance
title: page.performance
subtitle: page.performance_subtitle
sections:
  - id: no-metrics
    show_when: empty
    widgets:
      - widget: empty_state
        text: performance.no_metrics
        hint: performance.no_metrics_hint
  - id: latest
    title: performance.latest_metrics
    show_when: data
    widgets:
      - widget: metric_cards
        dataset: latest_metrics
  - id: trends
    show_when: data
    layout: grid
    widgets:
      - widget: line_chart
        dataset: performance_trends
        title: performance.performance_trends
        color: primary
        empty: performance.not_enough_data
      - widget: metric_trends
        dataset: metric_trends
        title: performance.metric_trends
  - id: history
    title: performance.metric_history
    show_when: data
    widgets:
      - widget: history_table
        dataset: metric_history
        # The latest 20 on this page; "Show all" opens performance/history/, 100 a page.
        limit: 20
      - widget: download
        dataset: metrics_csv
        title: performance.download_csv

"""#,
        "pages/profile.yml": #"""
# The coach packet's front page (index.html of `sitegen packet`). The heading is the athlete's
# name and the subtitle "Class of 2027 · Baseball · RHP, SS" unless title/subtitle are given
# here ({name} is the athlete's name). "offers" is shown only when site.yml packet.include
# lists offers.
page: profile
sections:
  - id: profile
    layout: grid
    widgets:
      - widget: facts
        dataset: profile_facts
      - widget: facts
        dataset: contact
        title: profile.contact
  - id: about
    widgets:
      - widget: markdown
        dataset: bio
        title: profile.about
  - id: media
    layout: grid
    widgets:
      - widget: link_list
        dataset: highlights
        title: profile.highlights
      - widget: link_list
        dataset: social_links
        title: profile.social
  - id: performance
    layout: grid
    widgets:
      - widget: metric_cards
        dataset: latest_metrics
        title: profile.latest_metrics
        empty: profile.no_metrics
      - widget: list
        dataset: upcoming_events
        title: profile.upcoming_events
        limit: 5
        empty: profile.no_events
  - id: notes
    widgets:
      - widget: note_list
        dataset: public_notes
        title: profile.notes
  - id: offers
    widgets:
      - widget: table
        dataset: offers
        title: profile.offers

"""#,
        "pages/reports.yml": #"""
# Reports: one page per preset (seed 000). Sections with show_when: data are replaced by the
# show_when: empty section when the range has no interaction and no metric.
page: reports
title: page.reports
subtitle: reports.subtitle_range
variants:
  presets: [last-7-days, last-30-days, last-90-days, last-6-months, year-to-date, last-year, all-time]
  default: last-30-days
  custom: true
sections:
  - id: ranges
    widgets:
      - widget: tabs
        dataset: ranges
        title: range.label
  - id: no-data
    show_when: empty
    widgets:
      - widget: empty_state
        text: reports.no_data
  - id: summary
    title: reports.report_summary
    show_when: data
    widgets:
      - widget: stat_cards
        dataset: report_summary
      - widget: download
        dataset: report_csv
        title: reports.download_csv
  - id: breakdowns
    layout: grid
    show_when: data
    widgets:
      - widget: list
        dataset: schools_by_status
        title: reports.schools_by_status
        empty: dashboard.no_schools
      - widget: horizontal_bars
        dataset: schools_by_division
        title: reports.schools_by_division
        color: purple
        empty: dashboard.no_schools
      - widget: facts
        dataset: coach_summary
        title: reports.coach_summary
      - widget: horizontal_bars
        dataset: interactions_by_type
        title: reports.interactions_by_type
        color: success
        empty: social.no_data
      - widget: donut
        dataset: interactions_by_sentiment
        title: reports.interactions_by_sentiment
        empty: social.no_data
      - widget: horizontal_bars
        dataset: metrics_by_type
        title: reports.metrics_by_type
        color: amber
        empty: dashboard.no_metrics
      - widget: table
        dataset: metric_summaries
        title: reports.metric_summaries
        full_width: true
        empty: dashboard.no_metrics

"""#,
        "pages/school.yml": #"""
# One page per school; the page title is the school's name.
page: school
sections:
  - id: details
    layout: grid
    widgets:
      - widget: facts
        dataset: school_details
        title: schools.details
      - widget: table
        dataset: school_offers
        title: schools.school_offers
        empty: schools.no_offers
  # Full width: five columns (email addresses among them) need the room.
  - id: coaches
    widgets:
      - widget: table
        dataset: school_coaches
        title: schools.school_coaches
        empty: schools.no_coaches
  - id: interactions
    widgets:
      - widget: timeline
        dataset: school_interactions
        title: schools.school_interactions
        empty: schools.no_interactions
        # The latest 20; "Show all" opens schools/<school>/interactions/, 100 a page.
        limit: 20
  - id: more
    layout: grid
    widgets:
      - widget: list
        dataset: school_events
        title: schools.school_events
        empty: schools.no_events
      - widget: note_list
        dataset: school_notes
        title: schools.school_notes
        empty: schools.no_notes
  - id: posts
    widgets:
      - widget: post_list
        dataset: school_posts
        title: schools.school_posts
        empty: schools.no_posts

"""#,
        "pages/schools.yml": #"""
page: schools
title: page.schools
subtitle: page.schools_subtitle
sections:
  - id: schools
    widgets:
      - widget: table
        dataset: schools
        empty: schools.no_schools
        empty_hint: dashboard.add_first_school

"""#,
        "pages/social.yml": #"""
# Social analytics: one page per range (seed 003).
page: social
title: page.social
subtitle: page.social_subtitle
variants:
  presets: [last-7-days, last-30-days, last-90-days, all-time]
  default: last-30-days
sections:
  - id: ranges
    widgets:
      - widget: tabs
        dataset: ranges
        title: range.label
  - id: no-posts
    show_when: empty
    widgets:
      - widget: empty_state
        text: social.no_posts
        hint: social.no_posts_hint
  - id: summary
    widgets:
      - widget: stat_cards
        dataset: social_summary
  - id: distributions
    layout: grid
    widgets:
      - widget: horizontal_bars
        dataset: sentiment_distribution
        title: social.sentiment_distribution
        empty: social.no_sentiment
      - widget: horizontal_bars
        dataset: platform_distribution
        title: social.platform_distribution
        empty: social.no_data
  - id: activity
    layout: grid
    widgets:
      - widget: bar_chart
        dataset: activity_by_day
        color: primary
        empty: social.no_data
      - widget: ranked_list
        dataset: top_schools
        title: social.most_active_schools
        limit: 5
        empty: social.no_data
  - id: recent-posts
    widgets:
      - widget: post_list
        dataset: recent_recruiting_posts
        title: social.recent_recruiting_posts
        limit: 5
        empty: social.no_recruiting_posts

"""#,
        "strings/en.yml": #"""
# UI strings, English. Keys are dotted paths (nav.dashboard). A mapping of one/other is a
# plural entry: {n} is the formatted count. Every key here must exist in pl.yml too.
site:
  skip_to_content: Skip to content
  built_on: "Built on {date}"
  pages: Pages
  athlete_switcher: Athlete
  switch_athlete: Switch athlete
  all_athletes: All athletes
  noindex_note: This site is not meant for search engines.
nav:
  dashboard: Dashboard
  actions: Actions
  reports: Reports
  performance: Performance
  social: Social
  schools: Schools
  coaches: Coaches
  notes: Notes
page:
  dashboard: Dashboard
  dashboard_subtitle: "{name}'s recruiting at a glance"
  actions: Action Items
  actions_subtitle: Everything that needs your attention, most urgent first
  reports: Reports & Analytics
  reports_subtitle: Recruiting reports for a date range, with CSV export
  performance: Performance Metrics
  performance_subtitle: Track your athletic performance over time
  social: Social Analytics
  social_subtitle: Trends and insights from coach and program social media
  schools: Schools
  schools_subtitle: Every school on your list
  school: "{school}"
  coaches: Coaches
  coaches_subtitle: Coaches, their schools and your last contact
  notes: Notes
  notes_subtitle: Your recruiting notes, newest first
  note: "{title}"
  index: Athletes
  index_subtitle: Choose an athlete to open their dashboard
  profile: Recruiting Profile
stats:
  coaches: Coaches
  schools: Schools
  interactions: Interactions
  offers: Offers
  accepted: Accepted
  a_tier: A-Tier
  acceptance_rate: "{n}% acceptance rate"
  card_label: "{title}: {count}"
dashboard:
  action_items: Action Items
  interaction_trend: Interaction Trend
  interaction_trend_desc: Interactions per day over the last 30 days
  schools_by_status: Schools by Status
  school_sizes: School Size Breakdown
  performance_metrics: Performance Metrics
  upcoming_events: Upcoming Events
  recent_activity: Recent Activity
  quick_tasks: Quick Tasks
  coach_followup: Coach Follow-up
  contact_frequency: Contact Frequency
  contact_frequency_desc: Interactions per day over the last 26 weeks
  at_a_glance: At a Glance
  schools_with_offers: Schools with Offers
  schools_with_offers_pct: "{n}% of schools"
  coach_responsiveness: Avg Coach Responsiveness
  interactions_this_month: Interactions This Month
  days_until_graduation: Days Until Graduation
  no_action_items: No action items at this time
  no_interactions: No interactions in the last 30 days
  no_schools: No schools added yet
  no_metrics: No metrics logged yet
  no_events: No upcoming events
  no_activity: No recent activity
  no_tasks: No tasks yet
  no_followups: Every coach has been contacted in the last 14 days
  no_contacts: No interactions in the last 26 weeks
  log_first_interaction: Log your first interaction
  add_first_school: Add your first school
  log_first_metric: Log your first metric
  never_contacted: Never contacted
  heatmap_less: Less
  heatmap_more: More
  heatmap_cell:
    one: "{date}: {n} interaction"
    other: "{date}: {n} interactions"
activity:
  interaction: "{type} with {school}"
  offer: "Offer from {school}"
  event: "{event}"
  metric: "{metric}: {value}"
  note: "Note: {title}"
action:
  respond_offer: "Respond to {school} offer"
  deadline_in:
    one: "Deadline in {n} day"
    other: "Deadline in {n} days"
  deadline_today: Deadline today
  follow_up: "Follow up with {coach}"
  days_since_contact:
    one: "It's been {n} day since your last contact"
    other: "It's been {n} days since your last contact"
  prepare_for: "Prepare for {event}"
  days_away:
    one: "{n} day away"
    other: "{n} days away"
  today: Today
  log_metric: Log a performance metric
  last_metric_days:
    one: "Your last metric was {n} day ago"
    other: "Your last metric was {n} days ago"
  show_all: "Show all {n}"
  open: Open
  open_target: "Open {target}"
  source_suggestion: Suggestion
  source_rule: From your data
urgency:
  label: Urgency
  high: High
  medium: Medium
  low: Low
range:
  label: Date range
  last-7-days: Last 7 days
  last-30-days: Last 30 days
  last-90-days: Last 90 days
  last-6-months: Last 6 months
  year-to-date: Year to date
  last-year: Last year
  all-time: All time
  custom: Custom range
  from: From
  to: To
  span: "{from} – {to}"
reports:
  report_summary: Report Summary
  schools: Schools
  coaches: Coaches
  interactions: Interactions
  metrics: Metrics
  response_rate: Response Rate
  schools_by_status: Schools by Status
  schools_by_division: Schools by Division
  coach_summary: Coaches
  coaches_total: Total coaches
  coaches_by_school: Schools with coaches
  interactions_by_type: Interactions by Type
  interactions_by_sentiment: Interactions by Sentiment
  metrics_by_type: Metrics by Type
  metric_summaries: Metric Averages
  no_data: No data found for selected date range
  download_csv: Download report (CSV)
  long_range: Large date range may take longer to generate
  end_before_start: End date must be after start date
  subtitle_range: "Recruiting report for {range}, with CSV export"
performance:
  trend: Trend
  performance_trends: Performance Trends
  metric_trends: Metric Trends
  latest_metrics: Latest Metrics
  metric_history: Metric History
  latest_points: "Latest {shown} of {n} records"
  not_enough_data: Not enough data to display chart (need at least 2 records)
  no_metrics: No metrics logged yet
  no_metrics_hint: Start tracking your performance to build a historical record
  count: Count
  min: Min
  max: Max
  average: Average
  unit: Unit
  latest: Latest
  value: Value
  date: Date
  notes: Notes
  type: Metric
  records:
    one: "{n} record"
    other: "{n} records"
  trend_label: "{metric} is {trend}"
  download_csv: Download all metrics (CSV)
  chart_label: "Performance chart for {metric}, showing {n} data points"
  trend_lower_is_better: "{trend} (lower is better)"
metric:
  velocity: Fastball Velocity
  exit_velo: Exit Velocity
  sixty_time: 60-Yard Dash
  pop_time: Pop Time
  batting_avg: Batting Average
  era: ERA
  strikeouts: Strikeouts
  other: Other Metric
trend:
  improving: Improving
  declining: Declining
  stable: Stable
  none: Not enough data for a trend
sentiment:
  very_positive: Very Positive
  positive: Positive
  neutral: Neutral
  negative: Negative
platform:
  twitter: Twitter
  instagram: Instagram
social:
  platform: Platform
  author: Author
  content: Post
  total_posts: Total Posts
  recruiting_posts: Recruiting Posts
  positive_sentiment: Positive Sentiment
  active_schools: Active Schools
  pct_of_posts: "{n}% of posts"
  pct_of_analyzed: "{n}% of analyzed posts"
  sentiment_distribution: Sentiment Distribution
  platform_distribution: Platform Distribution
  activity_by_day: Activity by Day
  activity_by_week: Activity by Week
  activity_by_month: Activity by Month
  activity_tooltip:
    one: "{date}: {n} post"
    other: "{date}: {n} posts"
  most_active_schools: Most Active Schools
  recent_recruiting_posts: Recent Recruiting Posts
  posts:
    one: "{n} post"
    other: "{n} posts"
  no_sentiment: No sentiment data available
  no_posts: No posts in selected period
  no_posts_hint: Try selecting a longer time range
  no_data: No data available
  no_recruiting_posts: No recruiting posts in selected period
  posts_header: Posts
schools:
  name: School
  status: Status
  division: Division
  tier: Tier
  size: Size
  location: Location
  website: Website
  coaches: Coaches
  interactions: Interactions
  offers: Offers
  last_contact: Last contact
  no_schools: No schools added yet
  details: Details
  school_coaches: Coaches
  school_interactions: Interactions
  school_offers: Offers
  school_events: Events
  school_posts: Social Posts
  school_notes: Notes
  no_coaches: No coaches at this school yet
  no_interactions: No interactions with this school yet
  no_offers: No offers from this school
  no_events: No events with this school
  no_posts: No social posts about this school
  no_notes: No notes about this school
school_status:
  interested: Interested
  contacted: Contacted
  visited: Visited
  offered: Offered
  committed: Committed
  declined: Declined
size:
  very_small: Very small
  small: Small
  medium: Medium
  large: Large
  very_large: Very large
coaches:
  name: Coach
  school: School
  title: Title
  email: Email
  phone: Phone
  last_contact: Last contact
  interaction_count: Interactions
  never: Never
  no_coaches: No coaches added yet
  add_first_coach: Add your first coach
interaction:
  type: Type
  date: Date
  initiated_by: Initiated by
  sentiment: Sentiment
  coach: Coach
  email: Email
  call: Call
  text: Text
  visit: Visit
  camp: Camp
  dm: Direct message
  other: Other
  initiated_by_who: "Initiated by {who}"
initiator:
  athlete: Athlete
  coach: Coach
  parent: Parent
offer:
  type: Offer
  status: Status
  offered_at: Offered
  deadline: Deadline
  pending: Pending
  accepted: Accepted
  declined: Declined
  full: Full
  partial: Partial
  walk_on: Walk-on
  preferred_walk_on: Preferred walk-on
event:
  name: Event
  type: Type
  date: Date
  location: Location
  camp: Camp
  showcase: Showcase
  visit: Visit
  game: Game
  tournament: Tournament
  deadline: Deadline
task:
  open: Open
  done: Done
notes:
  title: Title
  date: Date
  tags: Tags
  school: School
  no_notes: No notes yet
  all_notes: All notes
  untitled: Untitled note
  visibility: Visibility
  private: Private
  public: Public (in the coach packet)
  add_first_note: Add a Markdown file to the notes folder to start
index:
  open_dashboard: Open dashboard
  no_athletes: No athletes yet
  class_of: "Class of {year}"
profile:
  sport: Sport
  positions: Positions
  graduation: Graduation
  class_of: "Class of {year}"
  high_school: High school
  club_team: Club team
  hometown: Hometown
  height: Height
  weight: Weight
  gpa: GPA
  test_scores: Test scores
  intended_major: Intended major
  contact: Contact
  email: Email
  phone: Phone
  social: Social media
  about: About
  highlights: Highlights
  upcoming_events: Upcoming events
  latest_metrics: Latest metrics
  notes: Notes
  offers: Offers
  no_events: No upcoming events
  no_metrics: No metrics logged yet
  photo_alt: "Photo of {name}"
  hudl: Hudl
  youtube: YouTube
packet:
  created: Packet created
  path: File
  files:
    one: "{n} file"
    other: "{n} files"
  size: Size
  checksum: SHA-256
  checksum_hint: The coach can check the packet with this code
  coach_edition: Coach edition
  nav_profile: Profile
  size_value: "{kb} KB ({bytes})"
  bytes:
    one: "{n} byte"
    other: "{n} bytes"
chart:
  date: Date
  count: Count
  category: Category
  value: Value
  share: Share
  week_of: "Week of {date}"
common:
  verified: Verified
  self_reported: Self-reported
  unknown_school: Unknown School
  unknown: Unknown
  graduated: Graduated
  missing: "--"
  yes: "Yes"
  no: "No"
  none: None
  download_csv: Download CSV
  show_data: Show data
  scroll_hint: Scroll the table sideways to see every column
  table: Table
  data_table: "Data for {title}"
  view_all: View all
  days:
    one: "{n} day"
    other: "{n} days"
  weeks:
    one: "{n} week"
    other: "{n} weeks"
  tooltip_count: "{label}: {n}"
list:
  page_of: "Page {page} of {pages} · {n} in all, newest first"
  previous_page: Previous
  next_page: Next
  pages: "Pages: {title}"

"""#,
        "strings/pl.yml": #"""
# Teksty interfejsu, polski. Klucze jak w en.yml. Liczba mnoga: one (1), few (2–4, 22–24…),
# many (0, 5–21, 25–31…); {n} to sformatowana liczba.
site:
  skip_to_content: Przejdź do treści
  built_on: "Wygenerowano {date}"
  pages: Strony
  athlete_switcher: Zawodnik
  switch_athlete: Zmień zawodnika
  all_athletes: Wszyscy zawodnicy
  noindex_note: Ta strona nie jest przeznaczona dla wyszukiwarek.
nav:
  dashboard: Pulpit
  actions: Zadania
  reports: Raporty
  performance: Wyniki
  social: Media społecznościowe
  schools: Szkoły
  coaches: Trenerzy
  notes: Notatki
page:
  dashboard: Pulpit
  dashboard_subtitle: "Rekrutacja: {name} w skrócie"
  actions: Zadania do wykonania
  actions_subtitle: Wszystko, co wymaga uwagi, od najpilniejszych
  reports: Raporty i analizy
  reports_subtitle: Raporty rekrutacyjne za wybrany okres, z eksportem CSV
  performance: Wyniki sportowe
  performance_subtitle: Śledź swoje wyniki sportowe w czasie
  social: Analiza mediów społecznościowych
  social_subtitle: Trendy i wnioski z mediów społecznościowych trenerów i programów
  schools: Szkoły
  schools_subtitle: Wszystkie szkoły z Twojej listy
  school: "{school}"
  coaches: Trenerzy
  coaches_subtitle: Trenerzy, ich szkoły i Twój ostatni kontakt
  notes: Notatki
  notes_subtitle: Twoje notatki rekrutacyjne, od najnowszych
  note: "{title}"
  index: Zawodnicy
  index_subtitle: Wybierz zawodnika, aby otworzyć jego pulpit
  profile: Profil rekrutacyjny
stats:
  coaches: Trenerzy
  schools: Szkoły
  interactions: Kontakty
  offers: Oferty
  accepted: Przyjęte
  a_tier: Poziom A
  acceptance_rate: "{n}% przyjętych"
  card_label: "{title}: {count}"
dashboard:
  action_items: Zadania do wykonania
  interaction_trend: Trend kontaktów
  interaction_trend_desc: Kontakty dziennie w ostatnich 30 dniach
  schools_by_status: Szkoły według statusu
  school_sizes: Szkoły według wielkości
  performance_metrics: Wyniki sportowe
  upcoming_events: Nadchodzące wydarzenia
  recent_activity: Ostatnia aktywność
  quick_tasks: Szybkie zadania
  coach_followup: Kontakt z trenerami
  contact_frequency: Częstotliwość kontaktów
  contact_frequency_desc: Kontakty dziennie w ostatnich 26 tygodniach
  at_a_glance: W skrócie
  schools_with_offers: Szkoły z ofertami
  schools_with_offers_pct: "{n}% szkół"
  coach_responsiveness: Średnia aktywność trenerów
  interactions_this_month: Kontakty w tym miesiącu
  days_until_graduation: Dni do ukończenia szkoły
  no_action_items: Brak zadań do wykonania
  no_interactions: Brak kontaktów w ostatnich 30 dniach
  no_schools: Nie dodano jeszcze żadnej szkoły
  no_metrics: Nie zapisano jeszcze żadnego wyniku
  no_events: Brak nadchodzących wydarzeń
  no_activity: Brak ostatniej aktywności
  no_tasks: Brak zadań
  no_followups: Ze wszystkimi trenerami był kontakt w ostatnich 14 dniach
  no_contacts: Brak kontaktów w ostatnich 26 tygodniach
  log_first_interaction: Zapisz swój pierwszy kontakt
  add_first_school: Dodaj swoją pierwszą szkołę
  log_first_metric: Zapisz swój pierwszy wynik
  never_contacted: Bez kontaktu
  heatmap_less: Mniej
  heatmap_more: Więcej
  heatmap_cell:
    one: "{date}: {n} kontakt"
    few: "{date}: {n} kontakty"
    many: "{date}: {n} kontaktów"
    other: "{date}: {n} kontaktu"
activity:
  interaction: "{type}: {school}"
  offer: "Oferta od: {school}"
  event: "{event}"
  metric: "{metric}: {value}"
  note: "Notatka: {title}"
action:
  respond_offer: "Odpowiedz na ofertę: {school}"
  deadline_in:
    one: "Termin za {n} dzień"
    few: "Termin za {n} dni"
    many: "Termin za {n} dni"
    other: "Termin za {n} dnia"
  deadline_today: Termin mija dzisiaj
  follow_up: "Skontaktuj się ponownie: {coach}"
  days_since_contact:
    one: "Od ostatniego kontaktu minął {n} dzień"
    few: "Od ostatniego kontaktu minęły {n} dni"
    many: "Od ostatniego kontaktu minęło {n} dni"
    other: "Od ostatniego kontaktu minęło {n} dnia"
  prepare_for: "Przygotuj się: {event}"
  days_away:
    one: "Za {n} dzień"
    few: "Za {n} dni"
    many: "Za {n} dni"
    other: "Za {n} dnia"
  today: Dzisiaj
  log_metric: Zapisz wynik sportowy
  last_metric_days:
    one: "Ostatni wynik zapisano {n} dzień temu"
    few: "Ostatni wynik zapisano {n} dni temu"
    many: "Ostatni wynik zapisano {n} dni temu"
    other: "Ostatni wynik zapisano {n} dnia temu"
  show_all: "Pokaż wszystkie ({n})"
  open: Otwórz
  open_target: "Otwórz: {target}"
  source_suggestion: Sugestia
  source_rule: Na podstawie Twoich danych
urgency:
  label: Pilność
  high: Wysoka
  medium: Średnia
  low: Niska
range:
  label: Zakres dat
  last-7-days: Ostatnie 7 dni
  last-30-days: Ostatnie 30 dni
  last-90-days: Ostatnie 90 dni
  last-6-months: Ostatnie 6 miesięcy
  year-to-date: Od początku roku
  last-year: Ostatni rok
  all-time: Cały okres
  custom: Własny zakres
  from: Od
  to: Do
  span: "{from} – {to}"
reports:
  report_summary: Podsumowanie raportu
  schools: Szkoły
  coaches: Trenerzy
  interactions: Kontakty
  metrics: Wyniki
  response_rate: Odsetek odpowiedzi
  schools_by_status: Szkoły według statusu
  schools_by_division: Szkoły według dywizji
  coach_summary: Trenerzy
  coaches_total: Liczba trenerów
  coaches_by_school: Szkoły z trenerami
  interactions_by_type: Kontakty według rodzaju
  interactions_by_sentiment: Kontakty według nastawienia
  metrics_by_type: Wyniki według rodzaju
  metric_summaries: Średnie wyników
  no_data: Brak danych w wybranym zakresie dat
  download_csv: Pobierz raport (CSV)
  long_range: Duży zakres dat może wydłużyć generowanie
  end_before_start: Data końcowa musi być późniejsza niż początkowa
  subtitle_range: "Raport rekrutacyjny za okres {range}, z eksportem CSV"
performance:
  trend: Trend
  performance_trends: Trendy wyników
  metric_trends: Trendy według rodzaju
  latest_metrics: Najnowsze wyniki
  metric_history: Historia wyników
  latest_points: "Ostatnie {shown} z {n} rekordów"
  not_enough_data: Za mało danych do wykresu (potrzebne co najmniej 2 wpisy)
  no_metrics: Nie zapisano jeszcze żadnego wyniku
  no_metrics_hint: Zacznij zapisywać wyniki, aby zbudować ich historię
  count: Liczba
  min: Min.
  max: Maks.
  average: Średnia
  unit: Jednostka
  latest: Najnowszy
  value: Wartość
  date: Data
  notes: Uwagi
  type: Rodzaj
  records:
    one: "{n} wpis"
    few: "{n} wpisy"
    many: "{n} wpisów"
    other: "{n} wpisu"
  trend_label: "{metric}: {trend}"
  download_csv: Pobierz wszystkie wyniki (CSV)
  chart_label: "Wykres wyników: {metric}, punkty danych: {n}"
  trend_lower_is_better: "{trend} (im mniej, tym lepiej)"
metric:
  velocity: Prędkość rzutu
  exit_velo: Prędkość odbicia
  sixty_time: Bieg na 60 jardów
  pop_time: Pop time
  batting_avg: Średnia odbić
  era: ERA
  strikeouts: Strikeouty
  other: Inny wynik
trend:
  improving: Poprawa
  declining: Spadek
  stable: Bez zmian
  none: Za mało danych do oceny trendu
sentiment:
  very_positive: Bardzo pozytywne
  positive: Pozytywne
  neutral: Neutralne
  negative: Negatywne
platform:
  twitter: Twitter
  instagram: Instagram
social:
  platform: Platforma
  author: Autor
  content: Wpis
  total_posts: Wszystkie posty
  recruiting_posts: Posty rekrutacyjne
  positive_sentiment: Pozytywne nastawienie
  active_schools: Aktywne szkoły
  pct_of_posts: "{n}% postów"
  pct_of_analyzed: "{n}% ocenionych postów"
  sentiment_distribution: Rozkład nastawienia
  platform_distribution: Rozkład platform
  activity_by_day: Aktywność według dni
  activity_by_week: Aktywność według tygodni
  activity_by_month: Aktywność według miesięcy
  activity_tooltip:
    one: "{date}: {n} post"
    few: "{date}: {n} posty"
    many: "{date}: {n} postów"
    other: "{date}: {n} postu"
  most_active_schools: Najaktywniejsze szkoły
  recent_recruiting_posts: Ostatnie posty rekrutacyjne
  posts:
    one: "{n} post"
    few: "{n} posty"
    many: "{n} postów"
    other: "{n} postu"
  no_sentiment: Brak danych o nastawieniu
  no_posts: Brak postów w wybranym okresie
  no_posts_hint: Spróbuj wybrać dłuższy okres
  no_data: Brak danych
  no_recruiting_posts: Brak postów rekrutacyjnych w wybranym okresie
  posts_header: Posty
schools:
  name: Szkoła
  status: Status
  division: Dywizja
  tier: Poziom
  size: Wielkość
  location: Miejsce
  website: Strona internetowa
  coaches: Trenerzy
  interactions: Kontakty
  offers: Oferty
  last_contact: Ostatni kontakt
  no_schools: Nie dodano jeszcze żadnej szkoły
  details: Szczegóły
  school_coaches: Trenerzy
  school_interactions: Kontakty
  school_offers: Oferty
  school_events: Wydarzenia
  school_posts: Posty w mediach społecznościowych
  school_notes: Notatki
  no_coaches: Brak trenerów z tej szkoły
  no_interactions: Brak kontaktów z tą szkołą
  no_offers: Brak ofert od tej szkoły
  no_events: Brak wydarzeń z tą szkołą
  no_posts: Brak postów o tej szkole
  no_notes: Brak notatek o tej szkole
school_status:
  interested: Zainteresowanie
  contacted: Kontakt nawiązany
  visited: Po wizycie
  offered: Oferta
  committed: Decyzja podjęta
  declined: Odrzucona
size:
  very_small: Bardzo mała
  small: Mała
  medium: Średnia
  large: Duża
  very_large: Bardzo duża
coaches:
  name: Trener
  school: Szkoła
  title: Stanowisko
  email: E-mail
  phone: Telefon
  last_contact: Ostatni kontakt
  interaction_count: Kontakty
  never: Nigdy
  no_coaches: Nie dodano jeszcze żadnego trenera
  add_first_coach: Dodaj swojego pierwszego trenera
interaction:
  type: Rodzaj
  date: Data
  initiated_by: Z inicjatywy
  sentiment: Nastawienie
  coach: Trener
  email: E-mail
  call: Rozmowa telefoniczna
  text: SMS
  visit: Wizyta
  camp: Obóz
  dm: Wiadomość prywatna
  other: Inne
  initiated_by_who: "Z inicjatywy: {who}"
initiator:
  athlete: Zawodnik
  coach: Trener
  parent: Rodzic
offer:
  type: Oferta
  status: Status
  offered_at: Złożona
  deadline: Termin
  pending: Oczekująca
  accepted: Przyjęta
  declined: Odrzucona
  full: Pełne stypendium
  partial: Częściowe stypendium
  walk_on: Walk-on
  preferred_walk_on: Preferowany walk-on
event:
  name: Wydarzenie
  type: Rodzaj
  date: Data
  location: Miejsce
  camp: Obóz
  showcase: Pokaz
  visit: Wizyta
  game: Mecz
  tournament: Turniej
  deadline: Termin
task:
  open: Do zrobienia
  done: Zrobione
notes:
  title: Tytuł
  date: Data
  tags: Tagi
  school: Szkoła
  no_notes: Brak notatek
  all_notes: Wszystkie notatki
  untitled: Notatka bez tytułu
  visibility: Widoczność
  private: Prywatna
  public: Publiczna (w pakiecie dla trenera)
  add_first_note: Dodaj plik Markdown do folderu notes, aby zacząć
index:
  open_dashboard: Otwórz pulpit
  no_athletes: Brak zawodników
  class_of: "Rocznik {year}"
profile:
  sport: Dyscyplina
  positions: Pozycje
  graduation: Ukończenie szkoły
  class_of: "Rocznik {year}"
  high_school: Szkoła średnia
  club_team: Klub
  hometown: Miejscowość
  height: Wzrost
  weight: Waga
  gpa: Średnia ocen (GPA)
  test_scores: Wyniki testów
  intended_major: Planowany kierunek
  contact: Kontakt
  email: E-mail
  phone: Telefon
  social: Media społecznościowe
  about: O mnie
  highlights: Najlepsze momenty
  upcoming_events: Nadchodzące wydarzenia
  latest_metrics: Najnowsze wyniki
  notes: Notatki
  offers: Oferty
  no_events: Brak nadchodzących wydarzeń
  no_metrics: Nie zapisano jeszcze żadnego wyniku
  photo_alt: "Zdjęcie: {name}"
  hudl: Hudl
  youtube: YouTube
packet:
  created: Pakiet utworzony
  path: Plik
  files:
    one: "{n} plik"
    few: "{n} pliki"
    many: "{n} plików"
    other: "{n} pliku"
  size: Rozmiar
  checksum: SHA-256
  checksum_hint: Trener może sprawdzić pakiet za pomocą tego kodu
  coach_edition: Wydanie dla trenera
  nav_profile: Profil
  size_value: "{kb} KB ({bytes})"
  bytes:
    one: "{n} bajt"
    few: "{n} bajty"
    many: "{n} bajtów"
    other: "{n} bajta"
chart:
  date: Data
  count: Liczba
  category: Kategoria
  value: Wartość
  share: Udział
  week_of: "Tydzień od {date}"
common:
  verified: Zweryfikowano
  self_reported: Podane samodzielnie
  unknown_school: Nieznana szkoła
  unknown: Nieznane
  graduated: Szkoła ukończona
  missing: "--"
  yes: Tak
  no: Nie
  none: Brak
  download_csv: Pobierz CSV
  show_data: Pokaż dane
  scroll_hint: Przewiń tabelę w bok, aby zobaczyć wszystkie kolumny
  table: Tabela
  data_table: "Dane: {title}"
  view_all: Zobacz wszystkie
  days:
    one: "{n} dzień"
    few: "{n} dni"
    many: "{n} dni"
    other: "{n} dnia"
  weeks:
    one: "{n} tydzień"
    few: "{n} tygodnie"
    many: "{n} tygodni"
    other: "{n} tygodnia"
  tooltip_count: "{label}: {n}"
list:
  page_of: "Strona {page} z {pages} · razem {n}, od najnowszych"
  previous_page: Poprzednia
  next_page: Następna
  pages: "Strony: {title}"

"""#,
        "theme.yml": #"""
# The default theme. Paths are relative to this folder.
name: default
# Token files, merged in order (a name defined twice is an error).
tokens: [tokens.yml, tokens-site.yml]
# Concatenated after the tokens into assets/style.css, in order.
stylesheets: [assets/site.css, assets/widgets.css]
# strings/<locale>.yml
strings: strings
# pages/<page>.yml
pages: pages

"""#,
        "tokens-site.yml": ##"""
# Tokens the page layout (assets/site.css) adds to tokens.yml. Same format as tokens.yml;
# the theme loader merges the files listed in theme.yml, and a name defined twice is an error.
colors:
  light:
    header-background: "#FFFFFF"
    tab-active: "#0052CC"
    tab-active-text: "#FFFFFF"
    shadow: "rgba(17, 24, 39, 0.08)"
    strike: "#6B7280"
    verified-text: "#FFFFFF"
    print-text: "#000000"
    print-background: "#FFFFFF"
    print-border: "#000000"
  dark:
    header-background: "#111827"
    tab-active: "#4D94FF"
    tab-active-text: "#0B1120"
    shadow: "rgba(0, 0, 0, 0.5)"
    strike: "#9CA3AF"
    verified-text: "#0B1120"
sizes:
  border: "1px"
  focus-width: "3px"
  focus-offset: "2px"
  space-10: "40px"
  line-height: "1.5"
  line-height-tight: "1.25"
  weight-normal: "400"
  weight-semibold: "600"
  weight-bold: "700"
  tab-min-height: "44px"
  shadow-blur: "12px"
  print-text: "11pt"
  prose-width: "70ch"
  menu-width: "22rem"
  menu-max-height: "60vh"
  metric-card-min: "9rem"
  stat-card-min: "10rem"
  stat-card-min-phone: "6.5rem"
  table-cell-min: "7rem"
  table-cell-max: "28rem"
  table-number-min: "4rem"
  # Chart text in viewBox units on phones, where a chart is drawn at about 0.85 of its units:
  # 14 units is about 12px (11px is the floor). Charts lay out their labels at this size.
  chart-text-phone: "14px"
  chart-heatmap-text-phone: "13px"
  chart-bar-text-phone: "14px"
  # Widest a heatmap / axis chart is drawn, so its text is not blown up past 20px on a wide
  # screen (a 400-unit chart at 45rem draws 11-unit text at 19.8px).
  chart-max-width: "45rem"
  heatmap-max-width: "40rem"
  donut-max-width: "9rem"

"""##,
        "tokens.yml": ##"""
# Design tokens: every colour and size a widget or page uses, and nothing else does.
#
# Rendered as CSS custom properties on :root:
#   colors.<name>      -> --color-<name>   (light values; `dark` overrides under prefers-color-scheme: dark)
#   gradients.<name>   -> --gradient-<name>-start, --gradient-<name>-end
#   sizes.<name>       -> --size-<name>
#   fonts.<name>       -> --font-<name>
# Widgets refer to tokens only by name, e.g. fill="var(--color-primary)".
colors:
  light:
    primary: "#0066FF"
    # Marks on light backgrounds need 3:1 (WCAG 1.4.11): the seed hues, darkened to reach it
    # against white and surface-alt (seed: success #00CC66, amber #FF6B00).
    success: "#009E4F"
    purple: "#9333EA"
    amber: "#E86100"
    indigo: "#4F46E5"
    danger: "#DC2626"
    background: "#F9FAFB"
    surface: "#FFFFFF"
    surface-alt: "#F3F4F6"
    border: "#E5E7EB"
    text: "#111827"
    text-muted: "#4B5563"
    text-on-accent: "#FFFFFF"
    link: "#0052CC"
    focus: "#0066FF"
    grid: "#E5E7EB"
    axis: "#6B7280"
    level-green: "#047857"
    level-orange: "#C2410C"
    level-red: "#B91C1C"
    urgency-high: "#DC2626"
    urgency-medium: "#CF7206"
    urgency-low: "#2563EB"
    sentiment-very-positive: "#047857"
    sentiment-positive: "#229D70"
    sentiment-neutral: "#838B9A"
    sentiment-negative: "#EF4444"
    twitter: "#0F8EE4"
    instagram: "#C13584"
    heat-0: "#EBEDF0"
    # Each heat level at least 1.5:1 from its neighbour, so "none" and "a little" differ.
    heat-1: "#93C5FD"
    heat-2: "#3B82F6"
    heat-3: "#1D4ED8"
    heat-4: "#1E3A8A"
    verified: "#047857"
    scrim: "#00000059"
  dark:
    primary: "#4D94FF"
    success: "#34D399"
    purple: "#C084FC"
    amber: "#FB923C"
    indigo: "#818CF8"
    danger: "#F87171"
    background: "#0B1120"
    surface: "#111827"
    surface-alt: "#1F2937"
    border: "#374151"
    text: "#F9FAFB"
    text-muted: "#D1D5DB"
    text-on-accent: "#FFFFFF"
    link: "#93C5FD"
    focus: "#93C5FD"
    grid: "#374151"
    axis: "#9CA3AF"
    level-green: "#34D399"
    level-orange: "#FDBA74"
    level-red: "#FCA5A5"
    urgency-high: "#F87171"
    urgency-medium: "#FBBF24"
    urgency-low: "#60A5FA"
    sentiment-very-positive: "#34D399"
    sentiment-positive: "#6EE7B7"
    sentiment-neutral: "#838B9A"
    sentiment-negative: "#F87171"
    twitter: "#60B8F5"
    instagram: "#E879C9"
    heat-0: "#1F2937"
    heat-1: "#1E3A8A"
    heat-2: "#1D4ED8"
    heat-3: "#3B82F6"
    heat-4: "#93C5FD"
    verified: "#34D399"
    scrim: "#00000066"
gradients:
  coaches: ["#3B82F6", "#2563EB"]
  schools: ["#8B5CF6", "#7C3AED"]
  interactions: ["#10B981", "#059669"]
  offers: ["#F97316", "#EA580C"]
  accepted: ["#EF4444", "#DC2626"]
  a-tier: ["#6366F1", "#4F46E5"]
sizes:
  radius: "12px"
  radius-small: "6px"
  space-1: "4px"
  space-2: "8px"
  space-3: "12px"
  space-4: "16px"
  space-6: "24px"
  space-8: "32px"
  text-xs: "0.75rem"
  text-sm: "0.875rem"
  text-base: "1rem"
  text-lg: "1.125rem"
  text-xl: "1.5rem"
  text-2xl: "2rem"
  content-width: "1200px"
fonts:
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace"

"""##,
    ]
}
