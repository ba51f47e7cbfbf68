import CDeflate

/// One libdeflate compressor, kept for many buffers in a row: making one (and freeing it) cost
/// about as much as deflating a page, and a packet deflates a dozen entries (`ZipWriter.archive`
/// makes one per archive). libdeflate starts every call from scratch, so a buffer deflates to
/// the same bytes with a new compressor or a used one (DeflateCompressorTests).
///
/// Not for two threads at once: each archive being written has its own.
final class DeflateCompressor {
    let level: Int32
    private let handle: OpaquePointer

    init(level: Int32 = Deflate.level) throws(Deflate.Failure) {
        guard let handle = libdeflate_alloc_compressor(level) else {
            throw Deflate.Failure(reason: "libdeflate could not make a compressor at level \(level)")
        }
        self.level = level
        self.handle = handle
    }

    deinit { libdeflate_free_compressor(handle) }

    /// `bytes` compressed in one call, as raw deflate (no header, no checksum).
    func compress(_ bytes: [UInt8]) throws(Deflate.Failure) -> [UInt8] {
        let bound = libdeflate_deflate_compress_bound(handle, bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_deflate_compress(handle, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { throw Deflate.Failure(reason: "libdeflate could not compress \(bytes.count) bytes") }
        out.removeSubrange(written...)
        return out
    }
}
