import CCairo
import Foundation
import ZIPFoundation

extension ShareImage {
    /// The drawn card as an indexed PNG (colour type 3): a palette of at most 256 colours and a
    /// byte a pixel, instead of cairo's three (docs/performance.md, "Bytes per athlete": 32 KB
    /// became about 14 KB). The card is a few flat colours and the anti-aliased edges between
    /// them; when it has more than 256 colours, the palette is the 256 most used (ties by
    /// value, so the same card gives the same bytes) and every other colour takes its nearest:
    /// edge pixels a few levels off, which does not show.
    ///
    /// `surface`: a flushed `CAIRO_FORMAT_RGB24` image surface. The chunks are IHDR, PLTE, IDAT
    /// and IEND only: nothing that could hold a date or a machine's name.
    static func indexedPNG(_ surface: OpaquePointer) throws(Failure) -> [UInt8] {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw Failure(reason: "no pixels") }
        // RGB24: a native-endian 32-bit word a pixel, 0x00RRGGBB.
        let base = UnsafeRawPointer(data)
        var pixels = [UInt32](repeating: 0, count: width * height)
        var counts: [UInt32: Int] = [:]
        for y in 0..<height {
            for x in 0..<width {
                let p = base.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF
                pixels[y * width + x] = p
                counts[p, default: 0] += 1
            }
        }
        let palette = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(256).map(\.key)
        var index: [UInt32: UInt8] = [:]
        for (i, c) in palette.enumerated() { index[c] = UInt8(i) }
        for c in counts.keys where index[c] == nil { index[c] = nearest(c, in: palette) }

        var rows: [UInt8] = []
        rows.reserveCapacity(height * (width + 1))
        for y in 0..<height {
            rows.append(0)  // filter: none (a palette's indexes do not predict one another)
            for x in 0..<width { rows.append(index[pixels[y * width + x]]!) }
        }
        let deflated: [UInt8]
        do { deflated = try ZipWriter.deflate(rows) } catch { throw Failure(reason: "deflate: \(error)") }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, 3, 0, 0, 0], into: &png)
        chunk("PLTE", palette.flatMap { [UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }, into: &png)
        // zlib: a header (deflate, 32 KB window, default level), the raw deflate, Adler-32.
        chunk("IDAT", [0x78, 0x9C] + deflated + be32(adler32(rows)), into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// The palette entry closest to `c` (squared RGB distance; the first of equals).
    private static func nearest(_ c: UInt32, in palette: [UInt32]) -> UInt8 {
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

    private static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        png += be32(UInt32(data.count)) + typed + be32(Data(typed).crc32(checksum: 0))
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for chunk in stride(from: 0, to: bytes.count, by: 5552) {
            for byte in bytes[chunk..<min(chunk + 5552, bytes.count)] { a += UInt32(byte); b += a }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}
