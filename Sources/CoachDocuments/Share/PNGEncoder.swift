// zlib: ZIPFoundation's system-library module on Linux, the SDK's module on Apple platforms.
#if canImport(CZlib)
import CZlib
#else
import zlib
#endif

/// An 8-bit RGB PNG of a cairo `RGB24` image, written here instead of by cairo's PNG writer.
///
/// cairo hands its rows to libpng with libpng's defaults: every row tried with all five
/// filters, then zlib at level 6. For the share image (1200×630, mostly flat colour) that was
/// about 17 ms of CPU per athlete, a third of a notes-only athlete's build
/// (docs/performance.md, "Each part at its own limit"). Here every row has filter 0 (none),
/// which on a picture of flat areas and antialiased text also compresses best, and the rows go
/// through zlib once at `level` 3 (zlib's fast matcher): about a quarter of the time, for a
/// file of about 26 KB instead of 20 KB (level 6 would be half the time and 17 KB). The chunks are IHDR, one IDAT and IEND: no time, text or background chunk, so the same
/// pixels give the same bytes (with the same zlib).
enum PNGEncoder {
    /// zlib's level for the image data (docs/decisions.md, "share.png written by sitegen").
    static let level: Int32 = 3

    struct Failure: Error { var reason: String }

    /// The PNG of `height` rows of `width` pixels of cairo's `RGB24` (one native-endian 32-bit
    /// word per pixel, `0x00RRGGBB`), `stride` bytes apart.
    static func rgb24(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws(Failure) -> [UInt8] {
        // The filtered image data: per row, filter type 0 and the pixels as R, G, B.
        let rowBytes = 1 + 3 * width
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride)
                var o = y * rowBytes + 1
                for x in 0..<width {
                    let p = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                    out[o] = UInt8(truncatingIfNeeded: p >> 16)
                    out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    out[o + 2] = UInt8(truncatingIfNeeded: p)
                    o += 3
                }
            }
        }
        let data = try zlibStream(raw)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(data.count + 64)
        var header: [UInt8] = []
        header.be32(UInt32(width)); header.be32(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, adaptive filtering, not interlaced
        chunk("IHDR", header, into: &png)
        chunk("IDAT", data, into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// `bytes` as one zlib stream (header, deflate, Adler-32).
    static func zlibStream(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(reason: "zlib could not start")
        }
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        let status = bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(reason: "zlib stopped (\(status))") }
        out.removeSubrange(Int(stream.total_out)...)
        return out
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        png.be32(UInt32(data.count))
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        png.be32(UInt32(crc))
    }
}

private extension Array where Element == UInt8 {
    mutating func be32(_ v: UInt32) { for s in [24, 16, 8, 0] { append(UInt8(truncatingIfNeeded: v >> UInt32(s))) } }
}
