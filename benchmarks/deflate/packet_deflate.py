#!/usr/bin/env python3
"""zlib against libdeflate on a coach packet's deflated entries (docs/performance.md,
"Packet zip").

    pip install deflate          # the Python binding of libdeflate
    python3 benchmarks/deflate/packet_deflate.py PACKET.zip [REPEATS]

Reads the entries the packet deflates (everything but PDF, JPEG and PNG, which it stores), then
compresses all of them REPEATS times (default 50) with each compressor: zlib as the packet
writes it (raw deflate, level 6, memLevel 9, through ZIPFoundation) and libdeflate at levels 1,
6 and 9. Prints total bytes, the time per packet (median of the repeats, CPU time of this
process) and the ratios to zlib. Python's call overhead is one call per entry for both.
"""
import statistics
import sys
import time
import zipfile
import zlib

import deflate

STORED = (".pdf", ".jpg", ".jpeg", ".png")


def entries(path):
    with zipfile.ZipFile(path) as z:
        return [z.read(i) for i in z.infolist() if not i.filename.lower().endswith(STORED)]


def zlib_raw(data):
    c = zlib.compressobj(6, zlib.DEFLATED, -15, 9)
    return c.compress(data) + c.flush()


def measure(name, compress, files, repeats):
    times = []
    for _ in range(repeats):
        start = time.process_time()
        size = sum(len(compress(f)) for f in files)
        times.append(time.process_time() - start)
    return name, size, statistics.median(times) * 1000


def main():
    files = entries(sys.argv[1])
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    for f in files:  # each compressor gives back the same bytes
        assert zlib.decompress(deflate.deflate_compress(f, 6), -15) == f
    total = sum(map(len, files))
    print(f"{len(files)} deflated entries, {total} bytes; libdeflate binding {deflate.__version__}, zlib {zlib.ZLIB_RUNTIME_VERSION}")
    rows = [measure("zlib 6 (now)", zlib_raw, files, repeats)]
    for level in (1, 6, 9):
        rows.append(measure(f"libdeflate {level}", lambda d, l=level: deflate.deflate_compress(d, l), files, repeats))
    base = rows[0]
    for name, size, ms in rows:
        print(f"{name:14} {size:9} bytes ({size / base[1]:.3f}×)  {ms:7.2f} ms per packet ({ms / base[2]:.2f}×)")


if __name__ == "__main__":
    main()
