import CDeflate

/// The one place sitegen compresses: libdeflate's whole-buffer DEFLATE for the packet zip's
/// entries (`ZipWriter.deflate`, raw deflate) and the share image's data (`PNGEncoder`, a zlib
/// stream), and its CRC-32 (zip entries, PNG chunks, the font copies' names). (cairo deflates
/// the PDFs' streams itself, with zlib.)
///
/// libdeflate, not zlib: the whole input is in memory anyway, and at level 6 libdeflate writes
/// the same size as zlib's level 6 in less than half the time (the share image: 14,876 bytes in
/// 1.7 ms against zlib's 14,947 in 3.7 ms; docs/decisions.md, "libdeflate for the packet and the
/// share image"). Its output is
/// deterministic for the same input, level and libdeflate version.
enum Deflate {
    struct Failure: Error, Equatable { var reason: String }

    /// The level both streams use: libdeflate's default (the size zlib's default gave, faster).
    static let level: Int32 = 6

    enum Format { case raw, zlib }

    /// `bytes` compressed in one call, as raw deflate or as a zlib stream (header, deflate,
    /// Adler-32).
    static func compress(_ bytes: [UInt8], _ format: Format, level: Int32 = level) throws(Failure) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw Failure(reason: "libdeflate could not make a compressor at level \(level)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = format == .raw
            ? libdeflate_deflate_compress_bound(compressor, bytes.count)
            : libdeflate_zlib_compress_bound(compressor, bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                format == .raw
                    ? libdeflate_deflate_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
                    : libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { throw Failure(reason: "libdeflate could not compress \(bytes.count) bytes") }
        out.removeSubrange(written...)
        return out
    }

    /// The CRC-32 (zip's and PNG's) of `bytes`.
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        libdeflate_crc32(0, bytes.baseAddress, bytes.count)
    }
}
