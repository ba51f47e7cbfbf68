import Foundation
import SitePhotos
import ZIPFoundation

/// Pictures built byte by byte for the decoder's limits and the privacy canaries: a 16-bit
/// PNG, a progressive JPEG of many cheap scans, segments and chunks spliced into real files.
extension TestImages {
    /// Deterministic noise (an LCG), which no encoder can shrink.
    package static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return [UInt8](unsafeUninitializedCapacity: count) { b, n in
            for i in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                b[i] = UInt8(truncatingIfNeeded: state >> 33)
            }
            n = count
        }
    }

    /// zlib data holding `bytes` in stored (uncompressed) blocks.
    package static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, bytes.count - i)
            let last: UInt8 = i + n == bytes.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += bytes[i..<(i + n)]
            i += n
        } while i < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let adler = b << 16 | a
        return out + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    package static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A 16-bit RGB PNG of noise (`width` × `height` × 6 bytes of pixels, stored uncompressed),
    /// with `extra` chunks before its IDAT.
    package static func png16(width: Int, height: Int, seed: UInt64, extra: [UInt8] = []) -> [UInt8] {
        let row = width * 6
        let pixels = noise(row * height, seed: seed)
        var raw: [UInt8] = []
        raw.reserveCapacity((row + 1) * height)
        for y in 0..<height { raw.append(0); raw += pixels[(y * row)..<((y + 1) * row)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be32(width) + be32(height) + [16, 2, 0, 0, 0])
            + extra + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A minimal valid ICC profile header (RGB display profile, no tags) with `padding` bytes
    /// after it, which libpng and libjpeg accept.
    package static func iccProfile(padding: [UInt8] = []) -> [UInt8] {
        var p = [UInt8](repeating: 0, count: 132)
        let size = 132 + padding.count
        p.replaceSubrange(0..<4, with: be32(size))
        p.replaceSubrange(8..<12, with: [2, 0x10, 0, 0])
        p.replaceSubrange(12..<16, with: Array("mntr".utf8))
        p.replaceSubrange(16..<20, with: Array("RGB ".utf8))
        p.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
        p.replaceSubrange(36..<40, with: Array("acsp".utf8))
        p.replaceSubrange(68..<80, with: be32(0xF6D6) + be32(0x10000) + be32(0xD32D))  // D50
        return p + padding
    }

    /// The JPEG with `segments` (whole, marker first) right after its SOI marker.
    package static func jpeg(_ jpeg: [UInt8], inserting segments: [UInt8]) -> [UInt8] {
        Array(jpeg[0..<2]) + segments + Array(jpeg[2...])
    }

    /// One JPEG segment: marker, big-endian length, payload.
    package static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
    }

    /// APP2 `ICC_PROFILE` segments carrying `profile` (65,519 bytes each at most).
    package static func iccSegments(_ profile: [UInt8]) -> [UInt8] {
        let parts = stride(from: 0, to: profile.count, by: 65519).map { Array(profile[$0..<min($0 + 65519, profile.count)]) }
        return parts.enumerated().flatMap { i, part in
            segment(0xE2, Array("ICC_PROFILE".utf8) + [0, UInt8(i + 1), UInt8(parts.count)] + part)
        }
    }

    /// A grey progressive JPEG of `side` × `side` pixels made of `scans` identical AC scans, each
    /// only end-of-band runs: a few dozen bytes a scan, every block visited each time.
    package static func progressive(side: Int, scans: Int) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        out += segment(0xC2, [8, UInt8(side >> 8), UInt8(side & 0xFF), UInt8(side >> 8), UInt8(side & 0xFF), 1, 1, 0x11, 0])
        // AC table 0: one symbol, EOB14 (an end-of-band run of 2^14 + 14 more bits), code "0".
        out += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0xE0])
        let blocks = ((side + 7) / 8) * ((side + 7) / 8)
        let runs = (blocks + 32766) / 32767
        // Each run: "0" then fourteen 1 bits (32,767 blocks); 0xFF bytes stuffed with 0x00.
        var data: [UInt8] = []
        var bits = 0, count = 0
        func put(_ bit: Int) {
            bits = bits << 1 | bit
            count += 1
            if count == 8 { data.append(UInt8(bits)); if bits == 0xFF { data.append(0) }; bits = 0; count = 0 }
        }
        for _ in 0..<runs { put(0); for _ in 0..<14 { put(1) } }
        while count != 0 { put(1) }
        for _ in 0..<scans {
            out += segment(0xDA, [1, 1, 0x00, 1, 63, 0x00])
            out += data
        }
        return out + [0xFF, 0xD9]
    }

    /// PNG chunk with a correct CRC.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = Foundation.Data(body).crc32(checksum: 0)
        return be32(data.count) + body + be32(Int(crc))
    }

    /// A 1×1 PNG with a tEXt chunk holding `text` (after "GPS" and a NUL), which must not reach
    /// anything published.
    package static func pngPixel(text: String) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
            + chunk("tEXt", Array("GPS\u{0}\(text)".utf8))
            + chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x60, 0x60, 0, 0, 0, 4, 0, 1])
            + chunk("IEND", [])
    }

    /// A WebP file (RIFF, little-endian size) around `chunks`.
    package static func riff(_ chunks: [UInt8]) -> [UInt8] {
        let size = 4 + chunks.count
        return Array("RIFF".utf8) + [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), 0, 0] + Array("WEBP".utf8) + chunks
    }
}
