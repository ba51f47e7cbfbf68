"""The in-page measurement scripts of the browser check (run in Chromium, return JSON)."""

# In-page measurements, one script returning JSON-able values.
MEASURE_JS = r"""
const root = document.documentElement;
const out = {scrollWidth: root.scrollWidth, clientWidth: root.clientWidth};
const footer = document.querySelector('footer');
out.docHeight = root.scrollHeight;
out.viewportHeight = window.innerHeight;
out.footerBottom = footer ? footer.getBoundingClientRect().bottom + window.scrollY : null;

// Wide tables: a table wider than its parent must sit in a scroll region that takes focus
// and has a name; scrolled to the end, its first column must still be in view.
out.tables = [];
for (const t of document.querySelectorAll('table')) {
  if (t.getClientRects().length === 0) continue;  // closed <details>
  let region = null;
  for (let p = t.parentElement; p && p !== document.body; p = p.parentElement) {
    const o = getComputedStyle(p).overflowX;
    if (o === 'auto' || o === 'scroll') { region = p; break; }
  }
  const wide = region ? region.scrollWidth > region.clientWidth + 1
                      : t.getBoundingClientRect().right > root.clientWidth + 1;
  if (!wide) continue;
  const r = {caption: (t.caption && t.caption.textContent) || '', region: !!region};
  if (region) {
    r.tabindex = region.getAttribute('tabindex');
    r.role = region.getAttribute('role');
    r.label = region.getAttribute('aria-label') || region.getAttribute('aria-labelledby') || '';
    const old = region.scrollLeft;
    region.scrollLeft = region.scrollWidth;
    const cell = t.querySelector('tbody tr > :first-child') || t.querySelector('tr > :first-child');
    const box = region.getBoundingClientRect(), c = cell.getBoundingClientRect();
    r.firstColumnVisible = c.left >= box.left - 1 && c.right <= box.right + 1 && c.width > 0;
    region.scrollLeft = old;
  }
  out.tables.push(r);
}

// SVG text: overlapping boxes within one chart, and rendered font size.
out.overlaps = []; out.textSizes = [];
for (const svg of document.querySelectorAll('svg')) {
  if (svg.getClientRects().length === 0) continue;
  const boxes = [];
  for (const t of svg.querySelectorAll('text')) {
    const b = t.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) continue;
    boxes.push({text: t.textContent, b: b});
    const px = parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM() ? t.getScreenCTM().a : 1);
    out.textSizes.push({text: t.textContent.slice(0, 30), px: Math.round(px * 10) / 10});
  }
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i].b, b = boxes[j].b;
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 0.5 && h > 0.5) out.overlaps.push(boxes[i].text + ' / ' + boxes[j].text);
  }
}

// Donuts: the values from the chart's data table, and each drawn slice's sweep in degrees,
// measured from the rendered geometry.
out.donuts = [];
for (const fig of document.querySelectorAll('figure.w-donut')) {
  const values = [...fig.querySelectorAll('table tbody tr td')].map(td => parseFloat(td.textContent.replace(/[^0-9.\-]/g, '')));
  const sweeps = [];
  const vb = fig.querySelector('svg').viewBox.baseVal, cx = vb.x + vb.width / 2, cy = vb.y + vb.height / 2;
  for (const p of fig.querySelectorAll('.w-ring path')) {
    const start = p.getPointAtLength(0), r = Math.hypot(start.x - cx, start.y - cy);
    sweeps.push(p.getTotalLength() / (2 * Math.PI * r) * 360);
  }
  // Older markup: dashed circles on pathLength 100; the visible part of each dash.
  for (const c of fig.querySelectorAll('.w-ring circle[stroke-dasharray]')) {
    const dash = parseFloat(c.getAttribute('stroke-dasharray')), off = parseFloat(c.getAttribute('stroke-dashoffset') || 0);
    const period = dash + 100; let visible = 0;
    for (let k = -2; k <= 2; k++) {
      const s = -off + k * period;
      visible += Math.max(0, Math.min(s + dash, 100) - Math.max(s, 0));
    }
    sweeps.push(visible * 3.6);
  }
  out.donuts.push({id: fig.id, values: values, sweeps: sweeps});
}
// A "Verified" badge makes its row no taller than the other rows of the table.
out.rowHeights = [];
for (const t of document.querySelectorAll('table')) {
  if (t.getClientRects().length === 0 || !t.querySelector('.w-badge-verified')) continue;
  let verified = 0, other = 0;
  for (const tr of t.querySelectorAll('tbody tr')) {
    const h = tr.getBoundingClientRect().height;
    if (tr.querySelector('.w-badge-verified')) verified = Math.max(verified, h); else other = Math.max(other, h);
  }
  if (other > 0) out.rowHeights.push({caption: (t.caption && t.caption.textContent) || '', verified: verified, other: other});
}

// Headings: the first is h1, none skips a level going down, every <section> has one.
out.headingProblems = [];
let previous = 0;
for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
  const level = +h.tagName[1];
  if (previous === 0 && level !== 1) out.headingProblems.push('first heading is ' + h.tagName);
  if (previous && level > previous + 1) out.headingProblems.push('h' + previous + ' -> ' + h.tagName + ' "' + h.textContent.trim().slice(0, 40) + '"');
  previous = level;
}
for (const s of document.querySelectorAll('section')) {
  if (!s.querySelector('h1, h2, h3, h4, h5, h6')) out.headingProblems.push('section #' + s.id + ' has no heading');
}
// Touch targets: tabs, athlete links and pager links at least 44 px tall.
out.smallTargets = [];
for (const a of document.querySelectorAll('.w-tab, .page-tabs a, .range-tabs a, .athlete-switcher a, .pager a')) {
  const b = a.getBoundingClientRect();
  if (b.width > 0 && b.height < 43.5) out.smallTargets.push(a.textContent.trim().slice(0, 30) + ' ' + Math.round(b.height) + 'px');
}
// Stat values: each on one line, inside its card ("1,500" never "1,50" over "0"). A value's
// lines are the distinct tops of its text's boxes; its text must not stick out of the card.
out.statValues = [];
for (const v of document.querySelectorAll('.w-stat-value')) {
  if (v.getClientRects().length === 0) continue;
  const range = document.createRange();
  range.selectNodeContents(v);
  const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
  const card = v.closest('.w-stat') || v.parentElement;
  const cb = card.getBoundingClientRect(), rb = range.getBoundingClientRect();
  out.statValues.push({text: v.textContent.trim(), lines: tops.size,
                       inside: rb.left >= cb.left - 0.5 && rb.right <= cb.right + 0.5});
}
return out;
"""

# Stat-card text in print: its colour against what is printed behind it (white unless an
# ancestor forces its background into print).
PRINT_CONTRAST_JS = r"""
function rgb(s) { const m = s.match(/[\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; }
function lum(c) { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); }
const out = [];
for (const card of document.querySelectorAll('.w-stat')) {
  for (const el of card.querySelectorAll('*')) {
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    let bg = {r: 255, g: 255, b: 255, a: 1};
    for (let p = el; p; p = p.parentElement) {
      const cs = getComputedStyle(p), b = rgb(cs.backgroundColor);
      if (b.a > 0 && (cs.printColorAdjust === 'exact' || cs.webkitPrintColorAdjust === 'exact')) { bg = b; break; }
    }
    const fg = rgb(getComputedStyle(el).color);
    const l1 = lum(fg), l2 = lum(bg);
    out.push({text: el.textContent.trim().slice(0, 30), ratio: (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)});
  }
}
return out;
"""
