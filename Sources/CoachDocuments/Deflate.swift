import CDeflate

/// The one place sitegen compresses with libdeflate: its whole-buffer DEFLATE for the packet
/// zip's entries (`ZipWriter.deflate`, raw deflate), and its CRC-32 (zip entries, PNG chunks,
/// the font copies' names) and Adler-32 (the share image's zlib stream). (cairo deflates the
/// PDFs' streams itself, with zlib; the share image's rows are deflated by `ScreenDeflate`,
/// sitegen's own encoder for flat-colour pictures: docs/decisions.md, "sitegen deflates the
/// share image itself".)
///
/// libdeflate, not zlib: the whole input is in memory anyway, and at level 6 libdeflate writes
/// the same size as zlib's level 6 in less than half the time (docs/decisions.md, "libdeflate
/// for the packet and the share image"). Its output is deterministic for the same input, level
/// and libdeflate version.
enum Deflate {
    struct Failure: Error, Equatable { var reason: String }

    /// The level the packet's entries use: libdeflate's default (the size zlib's default gave,
    /// faster).
    static let level: Int32 = 6

    /// `bytes` compressed in one call, as raw deflate (no header, no checksum), with a
    /// compressor of its own (`DeflateCompressor` keeps one for many calls).
    static func compress(_ bytes: [UInt8], level: Int32 = level) throws(Failure) -> [UInt8] {
        try DeflateCompressor(level: level).compress(bytes)
    }

    /// The CRC-32 (zip's and PNG's) of `bytes`.
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        libdeflate_crc32(0, bytes.baseAddress, bytes.count)
    }

    /// The Adler-32 (zlib's) of `bytes`: the share image's own zlib stream ends with it
    /// (`ScreenDeflate`). libdeflate's is vectorised: about 0.1 instructions a byte.
    static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        libdeflate_adler32(1, bytes.baseAddress, bytes.count)
    }
}
