import Foundation
import SitePhotos

/// Real JPEG and PNG files made in the test with the encoder (`ImageCodec`), and copies of
/// them whose headers lie.
package enum TestImages {
    /// A gradient with some texture, so neither encoder nor scaler sees a flat picture.
    package static func pixels(width: Int, height: Int, channels: Int) -> ImageCodec.Pixels {
        // Red (or grey) across, green down, blue a pattern, alpha fading across.
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * channels) { b, count in
            var i = 0
            for y in 0..<height {
                for x in 0..<width {
                    let alpha = UInt8(255 - x * 200 / max(1, width - 1))
                    b[i] = UInt8(x * 255 / max(1, width - 1))
                    if channels == 2 { b[i + 1] = alpha }
                    if channels >= 3 { b[i + 1] = UInt8(y * 255 / max(1, height - 1)); b[i + 2] = UInt8((x ^ y) & 0xFF) }
                    if channels == 4 { b[i + 3] = alpha }
                    i += channels
                }
            }
            count = i
        }
        return ImageCodec.Pixels(width: width, height: height, channels: channels, bytes: bytes)
    }

    package static func jpeg(width: Int, height: Int, exif: [UInt8] = []) -> [UInt8] {
        try! ImageCodec.encode(pixels(width: width, height: height, channels: 3), as: .jpeg, exif: exif)
    }

    package static func png(width: Int, height: Int, channels: Int = 3) -> [UInt8] {
        try! ImageCodec.encode(pixels(width: width, height: height, channels: channels), as: .png)
    }

    /// The JPEG with its frame header (SOF0) stating another size.
    package static func jpeg(_ jpeg: [UInt8], claiming width: Int, _ height: Int) -> [UInt8] {
        var b = jpeg
        let sof = (2..<(b.count - 1)).first { b[$0] == 0xFF && b[$0 + 1] == 0xC0 }!
        b[sof + 5] = UInt8(height >> 8); b[sof + 6] = UInt8(height & 0xFF)
        b[sof + 7] = UInt8(width >> 8); b[sof + 8] = UInt8(width & 0xFF)
        return b
    }

    /// The PNG with its IHDR stating another size (the CRC made right).
    package static func png(_ png: [UInt8], claiming width: Int, _ height: Int) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let ihdr = chunk("IHDR", be(width) + be(height) + Array(png[24..<29]))
        return Array(png[0..<8]) + ihdr + Array(png[33...])
    }

    /// The chunk types of a PNG, in order.
    package static func pngChunks(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var i = 8
        while i + 8 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        return types
    }

    /// An iPhone-style HEIC start: an `ftyp` box with major brand `heic`.
    package static func heif(_ major: String, compatible: [String] = ["mif1"]) -> [UInt8] {
        let brands = compatible.flatMap { Array($0.utf8) }
        let size = 16 + brands.count
        return [0, 0, 0, UInt8(size)] + Array("ftyp".utf8) + Array(major.utf8) + [0, 0, 0, 0] + brands
            + [0, 0, 0, 8] + Array("meta".utf8) + [UInt8](repeating: 0, count: 64)
    }
}
