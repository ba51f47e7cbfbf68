/// An indexed PNG (colour type 3) of a cairo `RGB24` image, written here instead of by
/// cairo's PNG writer.
///
/// cairo hands its rows to libpng with libpng's defaults: three bytes a pixel, every row tried
/// with all five filters, then zlib at level 6. For the share image (1200×630, mostly flat
/// colour) that was about 17 ms of CPU per athlete, a third of a notes-only athlete's build,
/// and 32 KB (docs/performance.md, "Each part at its own limit" and "Bytes per athlete").
///
/// Here the picture is a palette of at most 256 colours and a byte a pixel (`IndexedRaster`:
/// the card is a few flat colours and the antialiased edges between them), every row with
/// filter 0, and the rows are deflated by sitegen's own encoder for such pictures
/// (`ScreenDeflate`: runs and rows equal to the one above, one dynamic-Huffman block), not by
/// libdeflate: about the size libdeflate's level 6 gave, for a fraction of the work
/// (docs/performance.md, "The share image's own deflate"). The chunks are IHDR, PLTE, IDAT and
/// IEND: no time, text or background chunk, so the same pixels give the same bytes, whatever
/// the version of any library (the CRC-32 and Adler-32 are checksums; libdeflate computes them).
enum PNGEncoder {
    /// The indexed PNG of `height` rows of `width` pixels of cairo's `RGB24` (one native-endian
    /// 32-bit word per pixel, `0x00RRGGBB`), `stride` bytes apart.
    static func indexed(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt8] {
        let raster = IndexedRaster(pixels, width: width, height: height, stride: stride)
        let data = raster.rows.withUnsafeBufferPointer { ScreenDeflate.zlib($0, rowLength: 1 + width) }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(data.count + 3 * raster.palette.count + 64)
        var header: [UInt8] = []
        header.appendU32(UInt32(width)); header.appendU32(UInt32(height))
        header += [8, 3, 0, 0, 0]  // 8 bits, indexed, deflate, adaptive filtering, not interlaced
        chunk("IHDR", header, into: &png)
        chunk("PLTE", raster.palette.flatMap { [UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }, into: &png)
        chunk("IDAT", data, into: &png)
        chunk("IEND", [], into: &png)
        return png
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
