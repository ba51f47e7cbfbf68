import Foundation

/// An indexed PNG (colour type 3) of a cairo `RGB24` image, written here instead of by
/// cairo's PNG writer.
///
/// cairo hands its rows to libpng with libpng's defaults: three bytes a pixel, every row tried
/// with all five filters, then zlib at level 6. For the share image (1200×630, mostly flat
/// colour) that was about 17 ms of CPU per athlete, a third of a notes-only athlete's build,
/// and 32 KB (docs/performance.md, "Each part at its own limit" and "Bytes per athlete").
///
/// Here the picture is a palette of at most 256 colours and a byte a pixel: the card is a few
/// flat colours and the antialiased edges between them, so when it has more than 256 colours
/// the palette is the 256 most used (ties by value, so the same card gives the same bytes) and
/// every other colour takes its nearest (edge pixels a few levels off, which does not show).
/// Colours are counted and looked up once per run of equal pixels, not once per pixel, and a
/// row equal to the one above is copied. Every
/// row has filter 0 (none: a palette's indexes do not predict one another) and the rows go
/// through libdeflate once (`Deflate`, a zlib stream at its level 6). The chunks are IHDR, PLTE, IDAT and IEND: no time, text or
/// background chunk, so the same pixels give the same bytes (with the same libdeflate).
enum PNGEncoder {
    struct Failure: Error { var reason: String }

    /// The indexed PNG of `height` rows of `width` pixels of cairo's `RGB24` (one native-endian
    /// 32-bit word per pixel, `0x00RRGGBB`), `stride` bytes apart.
    static func indexed(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws(Failure) -> [UInt8] {
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            UnsafeRawPointer(pixels + y * stride).loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) & 0xFF_FFFF
        }
        // A row equal to the one above (most of the card: the margins, the bands) is counted from
        // that row's runs and copied, not read again pixel by pixel.
        func sameAsAbove(_ y: Int) -> Bool {
            y > 0 && memcmp(pixels + y * stride, pixels + (y - 1) * stride, 4 * width) == 0
        }
        let repeats = (0..<height).map(sameAsAbove)
        // Each colour's pixels, counted a run at a time: a row's runs once, times the rows
        // equal to it that follow.
        var counts: [UInt32: Int] = [:]
        if width > 0 {
            var y = 0
            while y < height {
                var rows = 1
                while y + rows < height && repeats[y + rows] { rows += 1 }
                var current = pixel(0, y), run = 0
                for x in 0..<width {
                    let p = pixel(x, y)
                    if p == current { run += 1; continue }
                    counts[current, default: 0] += run * rows
                    current = p
                    run = 1
                }
                counts[current, default: 0] += run * rows
                y += rows
            }
        }
        let palette = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(256).map(\.key)
        var index: [UInt32: UInt8] = [:]
        for (i, c) in palette.enumerated() { index[c] = UInt8(i) }
        for c in counts.keys.sorted() where index[c] == nil { index[c] = nearest(c, in: palette) }

        // The filtered image data: per row, filter type 0 and a palette index a pixel.
        let rowBytes = 1 + width
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { out in
            var last: UInt32 = .max, lastIndex: UInt8 = 0
            for y in 0..<height {
                var o = y * rowBytes + 1
                if repeats[y] {
                    UnsafeMutableRawPointer(out.baseAddress! + o).copyMemory(from: out.baseAddress! + o - rowBytes, byteCount: width)
                    continue
                }
                for x in 0..<width {
                    let p = pixel(x, y)
                    if p != last { last = p; lastIndex = index[p]! }
                    out[o] = lastIndex
                    o += 1
                }
            }
        }
        let data = try zlibStream(raw)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(data.count + 3 * palette.count + 64)
        var header: [UInt8] = []
        header.appendU32(UInt32(width)); header.appendU32(UInt32(height))
        header += [8, 3, 0, 0, 0]  // 8 bits, indexed, deflate, adaptive filtering, not interlaced
        chunk("IHDR", header, into: &png)
        chunk("PLTE", palette.flatMap { [UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }, into: &png)
        chunk("IDAT", data, into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// The palette entry closest to `c` (squared RGB distance; the first of equals).
    static func nearest(_ c: UInt32, in palette: [UInt32]) -> UInt8 {
        func channels(_ v: UInt32) -> (Int, Int, Int) { (Int(v >> 16), Int(v >> 8 & 0xFF), Int(v & 0xFF)) }
        let (r, g, b) = channels(c)
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let (pr, pg, pb) = channels(p)
            let d = (r - pr) * (r - pr) + (g - pg) * (g - pg) + (b - pb) * (b - pb)
            if d < bestDistance { (best, bestDistance) = (i, d) }
        }
        return UInt8(best)
    }

    /// `bytes` as one zlib stream (header, deflate, Adler-32).
    static func zlibStream(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        do {
            return try Deflate.compress(bytes, .zlib)
        } catch {
            throw Failure(reason: error.reason)
        }
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        png.appendU32(UInt32(data.count))
        let start = png.count
        png += Array(type.utf8)
        png += data
        png.appendU32(png[start...].withUnsafeBufferPointer { Deflate.crc32($0) })
    }
}
