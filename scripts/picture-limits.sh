#!/usr/bin/env bash
# Peak memory and time of `sitegen check` on a one-athlete site whose photo is the worst picture
# of each kind: the limits in docs/security.md ("Image headers are untrusted") and their
# measured cost (docs/performance.md, "Picture limits").
#
#   bash scripts/picture-limits.sh [path/to/sitegen]   (default: .build/release/sitegen)
#
# Pictures (written with Python's zlib):
#   wide-refused.png      49,999,999 × 1 RGB: passes the 50-megapixel check, refused by memory
#   wide-accepted.png     7,000,000 × 1 RGBA, real data: the widest PNG the memory budget accepts
#   interlaced.png        6,900 × 6,900 RGBA interlaced: held whole while decoding (accepted)
#   scans.jpg             7,000 × 7,000 with 986 end-of-band scans (refused before scan 53)
set -euo pipefail
cd "$(dirname "$0")/.."
SITEGEN="${1:-.build/release/sitegen}"
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (Debian: time)"; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import struct, sys, zlib
out = sys.argv[1]

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def png(path, width, height, colour, channels, interlace=0):
    row = b"\0" + bytes(width * channels)
    z = zlib.compressobj(9)
    data = b""
    if interlace:
        # Adam7: each pass's rows of its own width, all zero; filter byte 0.
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        for x0, y0, dx, dy in passes:
            w = (width - x0 + dx - 1) // dx
            h = (height - y0 + dy - 1) // dy
            if w <= 0 or h <= 0:
                continue
            r = b"\0" + bytes(w * channels)
            for _ in range(h):
                data += z.compress(r)
    else:
        for _ in range(height):
            data += z.compress(row)
    data += z.flush()
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, interlace))
                + chunk(b"IDAT", data) + chunk(b"IEND", b""))

png(out + "/wide-refused.png", 49_999_999, 1, 2, 3)
png(out + "/wide-accepted.png", 7_000_000, 1, 6, 4)
png(out + "/interlaced.png", 6_900, 6_900, 6, 4, interlace=1)

# 986 scans of end-of-band runs over a grey 7,000 × 7,000 picture.
def seg(marker, payload):
    return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload
side = 7000
jpeg = b"\xFF\xD8" + seg(0xDB, b"\0" + b"\1" * 64) + seg(0xC2, bytes([8]) + struct.pack(">HH", side, side) + bytes([1, 1, 0x11, 0]))
jpeg += seg(0xC4, bytes([0x10, 1] + [0] * 15 + [0xE0]))
blocks = ((side + 7) // 8) ** 2
bits = ("0" + "1" * 14) * ((blocks + 32766) // 32767)
bits += "1" * (-len(bits) % 8)
data = b""
for i in range(0, len(bits), 8):
    byte = int(bits[i:i + 8], 2)
    data += bytes([byte]) + (b"\0" if byte == 0xFF else b"")
for _ in range(986):
    jpeg += seg(0xDA, bytes([1, 1, 0, 1, 63, 0])) + data
with open(out + "/scans.jpg", "wb") as f:
    f.write(jpeg + b"\xFF\xD9")
PY

printf "%-22s %10s %8s %6s  %s\n" picture bytes "peak MB" "s" "result"
for picture in wide-refused.png wide-accepted.png interlaced.png scans.jpg; do
  site="$work/site-${picture%%.*}"
  mkdir -p "$site/athletes/kim-lee"
  printf 'title: Limits\ntoday: 2026-11-27\n' > "$site/site.yml"
  ext="${picture##*.}"
  printf 'name: Kim Lee\nphoto: photo.%s\n' "$ext" > "$site/athletes/kim-lee/athlete.yml"
  cp "$work/$picture" "$site/athletes/kim-lee/photo.$ext"
  set +e
  /usr/bin/time -v "$SITEGEN" check --content "$site" > "$work/out.txt" 2> "$work/time.txt"
  status=$?
  set -e
  rss=$(awk -F: '/Maximum resident set size/ {print int($2 / 1024)}' "$work/time.txt")
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt")
  result=$(grep -h -o -E 'would need about [0-9]+ MB|scans would take too long[^;]*' "$work/out.txt" "$work/time.txt" | head -1 || true)
  [ -z "$result" ] && result="accepted (exit $status)"
  printf "%-22s %10s %8s %6s  %s\n" "$picture" "$(stat -c %s "$work/$picture")" "$rss" "$seconds" "$result"
done
