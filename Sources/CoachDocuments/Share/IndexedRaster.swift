import Foundation

/// A cairo `RGB24` image as a PNG's palette and filtered rows: each row a filter byte (0, none:
/// a palette's indexes do not predict one another) and a palette index a pixel.
///
/// The palette is every colour when there are at most 256, else the 256 most used; its order
/// is by use, most used first, ties by value, so the same pixels give the same palette. A
/// colour outside it takes its nearest entry (`NearestColour`): on the share card those are a
/// few antialiased edge pixels or a photo's, a few levels off, which does not show.
///
/// One pass reads the pixels: a row equal to the one above (most of the card: the margins, the
/// bands) is found with `memcmp` and not read again; the others are cut into runs of equal
/// pixels (two pixels compared at a time), each run counted once (times the rows equal to it
/// that follow) in `ColourCounts` and kept as (colour number, length). The rows are then
/// written from the runs, a `memset` a long run, and the repeated rows copied.
struct IndexedRaster {
    /// The colours, `0x00RRGGBB`, most used first.
    let palette: [UInt32]
    /// `height` rows of `1 + width` bytes.
    let rows: [UInt8]

    /// The raster of `height` rows of `width` pixels of cairo's `RGB24` (one native-endian
    /// 32-bit word per pixel, `0x00RRGGBB`, the top byte ignored), `stride` bytes apart.
    init(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let repeats = (0..<height).map { y in
            y > 0 && memcmp(pixels + y * stride, pixels + (y - 1) * stride, 4 * width) == 0
        }
        // The runs of each row not equal to the one above, in order: (colour number, length).
        var table = ColourCounts()
        var runs: [(number: Int32, length: Int32)] = []
        runs.reserveCapacity(4096)
        if width > 0 {
            var y = 0
            while y < height {
                var rows = 1
                while y + rows < height && repeats[y + rows] { rows += 1 }
                let row = UnsafeRawPointer(pixels + y * stride)
                var current = row.loadUnaligned(as: UInt32.self) & 0xFF_FFFF, start = 0, x = 1
                while x < width {
                    // Two pixels at a time while both are the run's colour.
                    let pair = UInt64(current) | UInt64(current) << 32
                    while x + 2 <= width && row.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self) & 0x00FF_FFFF_00FF_FFFF == pair {
                        x += 2
                    }
                    guard x < width else { break }
                    let p = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) & 0xFF_FFFF
                    if p != current {
                        runs.append((Int32(table.add(current, pixels: (x - start) * rows)), Int32(x - start)))
                        current = p
                        start = x
                    }
                    x += 1
                }
                runs.append((Int32(table.add(current, pixels: (width - start) * rows)), Int32(width - start)))
                y += rows
            }
        }
        // The palette: the 256 most used, ties by value; every colour's index.
        let colours = table.colours, counts = table.counts
        let byUse = colours.indices.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : colours[$0] < colours[$1] }
        let palette = byUse.prefix(256).map { colours[$0] }
        var index = [UInt8](repeating: 0, count: colours.count)
        let nearest = NearestColour(palette)
        for (rank, number) in byUse.enumerated() {
            index[number] = rank < 256 ? UInt8(rank) : nearest(colours[number])
        }

        // Every byte is written below (filter byte, runs, copied rows), so the buffer is not
        // zeroed first.
        let rowBytes = 1 + width
        let out = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            var next = 0
            for y in 0..<height {
                let o = base + y * rowBytes + 1
                o[-1] = 0  // filter type 0, none
                if repeats[y] {
                    o.initialize(from: o - rowBytes, count: width)
                    continue
                }
                var x = 0
                while x < width {
                    let run = runs[next]
                    next += 1
                    let value = index[Int(run.number)], n = Int(run.length)
                    if n < 16 {
                        for k in x..<(x + n) { o[k] = value }
                    } else {
                        memset(o + x, Int32(value), n)
                    }
                    x += n
                }
            }
            count = rowBytes * height
        }
        self.palette = palette
        self.rows = out
    }
}
