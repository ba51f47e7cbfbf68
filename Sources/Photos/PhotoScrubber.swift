/// Removes metadata from the athlete's photo before it goes into the packet: a phone photo's
/// EXIF block can hold the GPS position where it was taken (often the family's home), the
/// camera's serial number and the time.
///
/// - JPEG: drops APP1 (EXIF, XMP), APP3…APP13, APP15 and comments; keeps JFIF (APP0), the ICC
///   profile (APP2) and Adobe (APP14). If the EXIF block had an orientation, a minimal EXIF
///   block with only that tag is written back so the photo is not shown sideways. The file is
///   cut at the end-of-image marker: phones append data (depth maps, edit history) after it.
/// - PNG: keeps the critical chunks and only the ancillary ones that change how the image
///   looks (`tRNS`, `gAMA`, `cHRM`, `sRGB`, `iCCP`, `cICP`); drops the rest (text, time, EXIF,
///   physical size, animation, private chunks) and anything after `IEND`.
/// - WebP: rebuilt from an allow-list of chunks (the picture, alpha, animation, colour profile),
///   in the file and in animation frames; drops anything after the size the RIFF header declares.
/// - GIF: keeps the image blocks, graphic control and looping extensions (both rebuilt from
///   their fields); drops comments, XMP and other application extensions, plain text and
///   anything after the trailer (`PhotoScrubber+GIF.swift`).
///
/// JPEG and PNG are then decoded and encoded again from their pixels (`PreparedPhoto`), so
/// what the scrubber keeps of them (JFIF, APP2, the PNG's display chunks) is not published as
/// it was.
package enum PhotoScrubber {
    /// File extensions of the formats it cleans: the pictures sitegen copies (photo, note pictures).
    package static let fileTypes: Set<String> = ["jpg", "jpeg", "png", "gif", "webp"]

    /// Why a photo cannot go into the packet.
    enum Failure: Error, Equatable {
        /// Not a well-formed image of its kind.
        case malformed
        /// Well-formed headers but no picture: a JPEG without scan data, a PNG without `IDAT`.
        case noImageData
    }

    /// The scrubbed image, or nil when it cannot be used (see `scrubbed`).
    static func scrub(_ bytes: [UInt8]) -> [UInt8]? { try? scrubbed(bytes) }

    static func scrubbed(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xD8]) { return try jpeg(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return try webp(bytes)
        }
        if bytes.starts(with: Array("GIF8".utf8)) { return try gif(bytes) }
        throw .malformed
    }

    static func jpeg(_ b: [UInt8]) throws(Failure) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        var i = 2
        var orientation: UInt16?
        var wroteOrientation = false
        var scanBytes = 0
        while i + 1 < b.count {
            guard b[i] == 0xFF else { throw .malformed }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD9 {
                // End of image: whatever follows is not part of the picture.
                guard scanBytes > 0 else { throw .noImageData }
                return out + [0xFF, 0xD9]
            }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { out += [0xFF, marker]; i += 2; continue }
            guard i + 3 < b.count else { throw .malformed }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2, i + 2 + length <= b.count else { throw .malformed }
            let segment = b[i..<(i + 2 + length)]
            i += 2 + length
            if marker == 0xE1 {
                if orientation == nil { orientation = exifOrientation(Array(segment.dropFirst(4))) }
            } else if (0xE3...0xED).contains(marker) || marker == 0xEF || marker == 0xFE {
                // dropped
            } else {
                if !wroteOrientation, marker != 0xE0, let o = orientation {
                    out += minimalExif(orientation: o); wroteOrientation = true
                }
                out += segment
                if marker == 0xDA {
                    // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00
                    // or a restart marker (progressive files have several scans).
                    let start = i
                    while i < b.count {
                        if b[i] == 0xFF, i + 1 < b.count, b[i + 1] != 0x00, !(0xD0...0xD7).contains(b[i + 1]) { break }
                        i += 1
                    }
                    scanBytes += i - start
                    out += b[start..<i]
                }
            }
        }
        // Data ran out before the end-of-image marker: a file cut short in transfer.
        throw scanBytes > 0 ? .malformed : .noImageData
    }

    /// The orientation tag (0x0112) of IFD0 in an APP1 payload starting `Exif\0\0`.
    static func exifOrientation(_ p: [UInt8]) -> UInt16? {
        guard p.count >= 14, p.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
        let t = Array(p[6...])
        let big = t[0] == 0x4D
        func u16(_ o: Int) -> Int? { o + 1 < t.count ? (big ? Int(t[o]) << 8 | Int(t[o + 1]) : Int(t[o + 1]) << 8 | Int(t[o])) : nil }
        func u32(_ o: Int) -> Int? {
            guard let a = u16(o), let b = u16(o + 2) else { return nil }
            return big ? a << 16 | b : b << 16 | a
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for k in 0..<count {
            let e = ifd + 2 + 12 * k
            guard let tag = u16(e) else { return nil }
            if tag == 0x0112, let value = u16(e + 8), (1...8).contains(value) { return UInt16(value) }
        }
        return nil
    }

    /// APP1 with `Exif\0\0`, a big-endian TIFF header and one IFD holding only Orientation.
    static func minimalExif(orientation: UInt16) -> [UInt8] {
        let tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8,  // header, IFD0 at 8
                             0, 1,  // one entry
                             0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0,
                             0, 0, 0, 0]  // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// Ancillary PNG chunks that change how the image looks; every other ancillary chunk goes.
    static let pngDisplayChunks: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "cICP"]

    static func png(_ b: [UInt8]) throws(Failure) -> [UInt8] {
        var out = Array(b[0..<8])
        var i = 8
        var hasData = false
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard i + 12 + length <= b.count else { throw .malformed }
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            // Bit 5 of the first byte (a lowercase letter) marks an ancillary chunk.
            let critical = b[i + 4] & 0x20 == 0
            if critical || pngDisplayChunks.contains(type) { out += b[i..<(i + 12 + length)] }
            if type == "IDAT", length > 0 { hasData = true }
            i += 12 + length
            if type == "IEND" {
                guard hasData else { throw .noImageData }
                return out
            }
        }
        throw .malformed
    }

    /// WebP chunks kept: the picture, its alpha, animation and colour profile. Every other chunk
    /// (EXIF, XMP, unknown ones) goes, in the file and inside animation frames.
    static let webpChunks: Set<String> = ["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]
    /// Chunks inside an animation frame (`ANMF`) kept after its 16-byte header.
    static let webpFrameChunks: Set<String> = ["VP8 ", "VP8L", "ALPH"]

    /// Rebuilt from the allow-listed chunks, only up to the size the RIFF header declares (bytes
    /// after it are not the image), padding bytes zeroed, a profile over `PreparedPhoto.maxICC`
    /// dropped; the VP8X flags say what is left.
    static func webp(_ b: [UInt8]) throws(Failure) -> [UInt8] {
        let declared = Int(b[4]) | Int(b[5]) << 8 | Int(b[6]) << 16 | Int(b[7]) << 24
        let limit = min(b.count, 8 + declared)
        guard let found = webpChunks(b, from: 12, to: limit) else { throw .malformed }
        var chunks: [(type: String, payload: [UInt8])] = []
        var hasImage = false
        for (type, payload) in found where webpChunks.contains(type) {
            if type == "ICCP", payload.count > PreparedPhoto.maxICC { continue }
            if type == "ANMF" {
                guard payload.count >= 16, let inner = webpChunks(payload, from: 16, to: payload.count) else { throw .malformed }
                let kept = inner.filter { webpFrameChunks.contains($0.type) }
                if kept.contains(where: { $0.type != "ALPH" && !$0.payload.isEmpty }) { hasImage = true }
                chunks.append((type, Array(payload[0..<16]) + kept.flatMap { webpChunk($0.type, $0.payload) }))
                continue
            }
            if type == "VP8 " || type == "VP8L", !payload.isEmpty { hasImage = true }
            chunks.append((type, payload))
        }
        guard hasImage else { throw .noImageData }
        if let x = chunks.firstIndex(where: { $0.type == "VP8X" }), chunks[x].payload.count >= 1 {
            // Flags: ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04, animation 0x02.
            var flags = chunks[x].payload[0] & 0x12
            if chunks.contains(where: { $0.type == "ICCP" }) { flags |= 0x20 }
            chunks[x].payload[0] = flags
        }
        let body = chunks.flatMap { webpChunk($0.type, $0.payload) }
        let size = 4 + body.count
        return Array("RIFF".utf8) + [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24 & 0xFF)]
            + Array("WEBP".utf8) + body
    }

    /// The chunks (type, payload) between `start` and `limit`; nil when one runs past `limit`
    /// (a last chunk may lack its padding byte).
    static func webpChunks(_ b: [UInt8], from start: Int, to limit: Int) -> [(type: String, payload: [UInt8])]? {
        var out: [(type: String, payload: [UInt8])] = []
        var i = start
        while i + 8 <= limit {
            let type = String(decoding: b[i..<(i + 4)], as: UTF8.self)
            let size = Int(b[i + 4]) | Int(b[i + 5]) << 8 | Int(b[i + 6]) << 16 | Int(b[i + 7]) << 24
            guard i + 8 + size <= limit else { return nil }
            out.append((type, Array(b[(i + 8)..<(i + 8 + size)])))
            i += 8 + size + (size & 1)
        }
        return out
    }

    /// A chunk as written: type, little-endian size, payload, a zero padding byte to even length.
    static func webpChunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let n = payload.count
        return Array(type.utf8) + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24 & 0xFF)]
            + payload + (n & 1 == 1 ? [0] : [])
    }
}
