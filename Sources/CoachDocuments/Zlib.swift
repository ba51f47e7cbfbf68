// zlib: ZIPFoundation's system-library module on Linux, the SDK's module on Apple platforms.
#if canImport(CZlib)
import CZlib
#else
import zlib
#endif

/// The one place sitegen calls zlib: one-shot compression for the packet zip's raw deflate
/// entries (`ZipWriter.deflate`) and the share image's zlib stream (`PNGEncoder`), and CRC-32.
enum Zlib {
    struct Failure: Error { var status: Int32 }

    /// `bytes` compressed in one call. `windowBits` 15 writes a zlib stream (header, deflate,
    /// Adler-32), -15 raw deflate; `memLevel` 8 is zlib's default (`deflateInit`), 9 its most.
    static func compress(_ bytes: [UInt8], level: Int32, windowBits: Int32, memLevel: Int32) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        var status = deflateInit2_(&stream, level, Z_DEFLATED, windowBits, memLevel, Z_DEFAULT_STRATEGY,
                                   ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(status: status) }
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        status = bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(status: status) }
        out.removeSubrange(Int(stream.total_out)...)
        return out
    }

    /// zlib's CRC-32 of `bytes`.
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UInt32(zlib_crc32(0, bytes.baseAddress, UInt32(bytes.count)))
    }
}

private func zlib_crc32(_ crc: UInt, _ buf: UnsafePointer<UInt8>?, _ len: UInt32) -> UInt { crc32(crc, buf, len) }
