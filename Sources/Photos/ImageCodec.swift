import CImage

/// The one door to the C image code (`Sources/CImage`, libjpeg and libpng): decode a JPEG or
/// PNG row by row, so a header whose size the data does not hold fails, scaling it down on the
/// way when its long side is too long, within a memory and work budget; and encode pixels again.
/// `package`: the tests' picture maker (`Tests/PhotoTestSupport`) encodes with it.
package enum ImageCodec {
    package enum Format: Sendable { case jpeg, png }

    /// Pixels, 8 bits per channel: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA.
    package struct Pixels: Equatable, Sendable {
        package var width: Int
        package var height: Int
        package var channels: Int
        package var bytes: [UInt8]

        package init(width: Int, height: Int, channels: Int, bytes: [UInt8]) {
            (self.width, self.height, self.channels, self.bytes) = (width, height, channels, bytes)
        }
    }

    /// The size a picture's header states, its pixels (scaled down when its long side was over
    /// `maxSide`) and its ICC colour profile (a JPEG's APP2, a PNG's iCCP), to write back with it.
    struct Decoded: Equatable, Sendable {
        var width: Int
        var height: Int
        var pixels: Pixels
        var icc: [UInt8]
        var scaled: Bool { pixels.width != width || pixels.height != height }
    }

    /// What a decode may cost (`cimage_limits`).
    struct Limits: Sendable {
        var maxPixels: Int
        var maxSide: Int
        /// Bytes decoding may allocate, estimated from the header before decoding.
        var maxMemory: Int = .max
        /// 8×8 blocks a JPEG's scans may visit in all.
        var maxWork: Int = .max
        /// Longest ICC profile kept (a longer one is dropped).
        var maxICC: Int = .max
    }

    package enum Failure: Error, Equatable {
        /// The header states more than `maxPixels` pixels: nothing was allocated for them.
        case tooLarge(width: Int, height: Int)
        /// Decoding would allocate `bytes`, more than `maxMemory`: nothing was allocated for it.
        case tooMuchMemory(width: Int, height: Int, bytes: Int)
        /// A progressive JPEG's scans would visit more blocks than `maxWork`: it stopped before scan `scan`.
        case tooMuchWork(width: Int, height: Int, scan: Int)
        /// The decoder stopped (its message) after reading the header's size (0 × 0 if it did not get there).
        case broken(width: Int, height: Int, reason: String)
    }

    static func decode(_ bytes: [UInt8], as format: Format, maxPixels: Int, maxSide: Int) throws(Failure) -> Decoded {
        try decode(bytes, as: format, limits: Limits(maxPixels: maxPixels, maxSide: maxSide))
    }

    static func decode(_ bytes: [UInt8], as format: Format, limits: Limits) throws(Failure) -> Decoded {
        var picture = cimage_picture()
        defer { cimage_picture_free(&picture) }
        var c = cimage_limits(max_pixels: UInt64(limits.maxPixels), max_side: UInt32(clamping: limits.maxSide),
                              max_memory: UInt64(limits.maxMemory), max_work: UInt64(limits.maxWork), max_icc: limits.maxICC)
        let status = bytes.withUnsafeBufferPointer { b in
            switch format {
            case .jpeg: cimage_decode_jpeg(b.baseAddress, b.count, &c, &picture)
            case .png: cimage_decode_png(b.baseAddress, b.count, &c, &picture)
            }
        }
        let (width, height) = (Int(picture.width), Int(picture.height))
        switch status {
        case Int32(CIMAGE_OK): break
        case Int32(CIMAGE_TOO_LARGE): throw .tooLarge(width: width, height: height)
        case Int32(CIMAGE_TOO_MUCH_MEMORY): throw .tooMuchMemory(width: width, height: height, bytes: Int(picture.memory))
        case Int32(CIMAGE_TOO_MUCH_WORK): throw .tooMuchWork(width: width, height: height, scan: Int(picture.scans))
        default: throw .broken(width: width, height: height, reason: text(picture.message))
        }
        guard let p = picture.pixels else { throw .broken(width: width, height: height, reason: "no pixels") }
        let size = Int(picture.scaled_width) * Int(picture.scaled_height) * Int(picture.channels)
        let pixels = Pixels(width: Int(picture.scaled_width), height: Int(picture.scaled_height), channels: Int(picture.channels),
                            bytes: Array(UnsafeBufferPointer(start: p, count: size)))
        let icc = picture.icc.map { Array(UnsafeBufferPointer(start: $0, count: picture.icc_length)) } ?? []
        return Decoded(width: width, height: height, pixels: pixels, icc: icc)
    }

    /// JPEG: baseline at `quality` with optimised Huffman tables; `exif` (an APP1 payload) in
    /// place of the JFIF header when not empty. PNG: critical chunks only. Both: `icc` as the
    /// colour profile when not empty. Same pixels, same bytes.
    package static func encode(_ pixels: Pixels, as format: Format, quality: Int = 85, icc: [UInt8] = [], exif: [UInt8] = []) throws(Failure) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 200)
        let (w, h, c) = (UInt32(pixels.width), UInt32(pixels.height), UInt32(pixels.channels))
        let status = pixels.bytes.withUnsafeBufferPointer { p in
            icc.withUnsafeBufferPointer { i in
                exif.withUnsafeBufferPointer { e in
                    switch format {
                    case .jpeg:
                        cimage_encode_jpeg(p.baseAddress, w, h, c, Int32(quality), icc.isEmpty ? nil : i.baseAddress, i.count,
                                           exif.isEmpty ? nil : e.baseAddress, e.count, &out, &length, &message)
                    case .png:
                        cimage_encode_png(p.baseAddress, w, h, c, icc.isEmpty ? nil : i.baseAddress, i.count, &out, &length, &message)
                    }
                }
            }
        }
        defer { cimage_buffer_free(out) }
        guard status == Int32(CIMAGE_OK), let out else {
            throw .broken(width: pixels.width, height: pixels.height, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// The size a picture is scaled to so its long side is at most `maxSide` (unchanged when it fits).
    static func fit(width: Int, height: Int, maxSide: Int) -> (width: Int, height: Int) {
        var w: UInt32 = 0
        var h: UInt32 = 0
        cimage_fit(UInt32(width), UInt32(height), UInt32(maxSide), &w, &h)
        return (Int(w), Int(h))
    }

    /// A C message buffer (a fixed array, imported as a tuple) as a String.
    private static func text<T>(_ buffer: T) -> String {
        withUnsafeBytes(of: buffer) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
