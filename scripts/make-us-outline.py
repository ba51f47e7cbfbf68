#!/usr/bin/env python3
"""Writes Themes/default/maps/us-outline.json: the contiguous United States as a few
simplified lon/lat rings, for the school map (SchoolMap in Sources/Widgets/Charts).

Source: Natural Earth 1:110m Admin 0 countries (public domain, naturalearthdata.com), as the
copy "naturalearth_lowres" that geopandas 0.14.4 ships in its wheel. The wheel is fetched with
pip (no other network use) unless its path is given; only the standard library reads it.

Usage: python3 scripts/make-us-outline.py [geopandas-0.14.4-py3-none-any.whl]
Kept: polygons of the United States whose every point lies within lon -126…-66, lat 24…50
(the lower 48 states; Alaska and Hawaii are dropped). Simplified with Douglas–Peucker at
TOLERANCE degrees, coordinates rounded to 2 decimals. Same wheel -> same bytes.
"""

import glob
import json
import os
import struct
import subprocess
import sys
import tempfile
import zipfile

WHEEL = "geopandas==0.14.4"
MEMBER = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres"
TOLERANCE = 0.05
BOX = (-126.0, 24.0, -66.0, 50.0)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Themes", "default", "maps", "us-outline.json")


def dbf_records(data):
    """Rows of a dBASE III file as dicts of stripped text."""
    count, header_len, record_len = struct.unpack("<IHH", data[4:12])
    fields, pos = [], 32
    while data[pos] != 0x0D:
        name = data[pos:pos + 11].split(b"\0")[0].decode("ascii")
        fields.append((name, data[pos + 16]))
        pos += 32
    rows = []
    for i in range(count):
        rec = data[header_len + i * record_len: header_len + (i + 1) * record_len]
        at, row = 1, {}
        for name, size in fields:
            row[name] = rec[at:at + size].decode("utf-8", "replace").strip()
            at += size
        rows.append(row)
    return rows


def shp_polygons(data):
    """Each record of a polygon shapefile as a list of rings of (lon, lat)."""
    records, pos = [], 100
    while pos < len(data):
        _, length = struct.unpack(">ii", data[pos:pos + 8])
        body = data[pos + 8: pos + 8 + 2 * length]
        pos += 8 + 2 * length
        shape_type = struct.unpack("<i", body[:4])[0]
        if shape_type == 0:
            records.append([])
            continue
        assert shape_type == 5, f"not a polygon: type {shape_type}"
        num_parts, num_points = struct.unpack("<ii", body[36:44])
        parts = list(struct.unpack(f"<{num_parts}i", body[44:44 + 4 * num_parts])) + [num_points]
        at = 44 + 4 * num_parts
        points = [struct.unpack("<dd", body[at + 16 * k: at + 16 * k + 16]) for k in range(num_points)]
        records.append([points[parts[k]:parts[k + 1]] for k in range(num_parts)])
    return records


def simplify(points, tolerance):
    """Douglas–Peucker on an open polyline (keeps both ends)."""
    if len(points) < 3:
        return points
    (x1, y1), (x2, y2) = points[0], points[-1]
    dx, dy = x2 - x1, y2 - y1
    norm = (dx * dx + dy * dy) ** 0.5
    best, index = -1.0, 0
    for i in range(1, len(points) - 1):
        x, y = points[i]
        d = abs(dy * (x - x1) - dx * (y - y1)) / norm if norm else ((x - x1) ** 2 + (y - y1) ** 2) ** 0.5
        if d > best:
            best, index = d, i
    if best <= tolerance:
        return [points[0], points[-1]]
    return simplify(points[:index + 1], tolerance)[:-1] + simplify(points[index:], tolerance)


def main():
    with tempfile.TemporaryDirectory() as tmp:
        wheel = sys.argv[1] if len(sys.argv) > 1 else None
        if wheel is None:
            subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", tmp, WHEEL], check=True)
            wheel = glob.glob(os.path.join(tmp, "geopandas-*.whl"))[0]
        with zipfile.ZipFile(wheel) as z:
            rows = dbf_records(z.read(MEMBER + ".dbf"))
            shapes = shp_polygons(z.read(MEMBER + ".shp"))
    usa = [shape for row, shape in zip(rows, shapes) if row.get("iso_a3") == "USA"]
    assert len(usa) == 1, "expected one United States record"
    rings = []
    for ring in usa[0]:
        if all(BOX[0] <= lon <= BOX[2] and BOX[1] <= lat <= BOX[3] for lon, lat in ring):
            simple = simplify(ring, TOLERANCE)
            if len(simple) >= 4:
                rings.append([[round(lon, 2), round(lat, 2)] for lon, lat in simple])
    outline = {
        "source": "Natural Earth 1:110m Admin 0 countries (public domain), via geopandas 0.14.4 naturalearth_lowres",
        "licence": "public domain",
        "region": "contiguous United States (Alaska and Hawaii not included)",
        "rings": rings,
    }
    text = json.dumps(outline, separators=(",", ":"))
    # One ring per line: small diffs when the outline is regenerated.
    text = text.replace('"rings":[[[', '"rings":[\n[[').replace("]],[[", "]],\n[[")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    print(f"{os.path.relpath(OUT)}: {len(rings)} rings, {sum(len(r) for r in rings)} points, {len(text) + 1} bytes")


if __name__ == "__main__":
    main()
