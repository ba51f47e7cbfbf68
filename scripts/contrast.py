#!/usr/bin/env python3
"""Contrast ratios (WCAG 2.x) of the default theme's coloured fills, light and dark.

Usage: python3 scripts/contrast.py   (reads Themes/default/tokens*.yml; no packages needed)

- Stat cards: white text (`text-on-accent`) on each gradient's two stops under the `scrim`
  token (an rgba black laid over the gradient), at both ends of the gradient. AA for text
  needs 4.5:1; exit status 1 when one is below.
- Marks (bars, dots, swatches: sentiment, platform, urgency, status colours) against the
  card surface, for information: WCAG 1.4.11 asks 3:1 for a mark that alone carries meaning;
  every such mark here also has its number or label as text beside it.
"""

import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Themes", "default")


def tokens():
    """colors[mode][name] and gradients[name] from the token files (the small YAML subset they use)."""
    colors, gradients = {"light": {}, "dark": {}}, {}
    for name in ("tokens.yml", "tokens-site.yml"):
        group = mode = None
        for line in open(os.path.join(ROOT, name), encoding="utf-8"):
            line = line.split(" #")[0].rstrip() if not line.lstrip().startswith("#") else ""
            if not line:
                continue
            indent = len(line) - len(line.lstrip())
            key, _, value = line.strip().partition(":")
            value = value.strip().strip('"')
            if indent == 0:
                group, mode = key, None
            elif group == "colors" and indent == 2:
                mode = key
            elif group == "colors" and indent == 4 and value.startswith("#"):
                colors[mode][key] = value
            elif group == "gradients" and indent == 2:
                gradients[key] = re.findall(r"#[0-9A-Fa-f]{6}", value)
    return colors, gradients


def rgba(hex_colour):
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    a = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
    return r, g, b, a


def over(top, bottom):
    """`top` (with alpha) composited over opaque `bottom`."""
    r, g, b, a = top
    return tuple(round(a * t + (1 - a) * u) for t, u in zip((r, g, b), bottom[:3])) + (1.0,)


def luminance(c):
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def main():
    colors, gradients = tokens()
    failed = 0
    print("Stat cards: text-on-accent on gradient + scrim (AA 4.5:1)")
    for mode in ("light", "dark"):
        text = rgba(colors[mode].get("text-on-accent", colors["light"]["text-on-accent"]))
        scrim = rgba(colors[mode].get("scrim", colors["light"]["scrim"]))
        for name, stops in sorted(gradients.items()):
            ratios = [ratio(text, over(scrim, rgba(stop))) for stop in stops]
            bare = min(ratio(text, rgba(stop)) for stop in stops)
            ok = min(ratios) >= 4.5
            failed += not ok
            print(f"  {mode:5} {name:13} {' -> '.join(stops)}  {min(ratios):5.2f}:1 with scrim"
                  f" ({bare:.2f}:1 without) {'ok' if ok else 'FAIL'}")
    print("Marks against the surface (1.4.11: 3:1 when colour alone carries the meaning)")
    marks = [n for n in colors["light"] if n.startswith(("sentiment-", "urgency-")) or n in ("twitter", "instagram")]
    for mode in ("light", "dark"):
        surface = rgba(colors[mode]["surface"])
        for name in marks:
            value = colors[mode].get(name, colors["light"][name])
            print(f"  {mode:5} {name:24} {value}  {ratio(rgba(value), surface):5.2f}:1")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
