/// The sample's pictures, drawn and written as PNG here, so that `sitegen new` (and the bundled
/// `content/`) show a photo and a video thumbnail without any image file in the repository
/// that the generator did not make: a portrait silhouette on the team's colour and a ball field
/// seen from behind home plate. Flat shapes, compressed with deflate's fixed codes and runs,
/// a few kilobytes each. Same input, same bytes.
struct SamplePicture {
    var width: Int
    var height: Int
    /// RGB of each pixel, row by row.
    var pixel: (Int, Int) -> (UInt8, UInt8, UInt8)

    /// A 240×300 portrait: a head and shoulders in dark slate on two bands of `colour`.
    static func portrait(colour: (UInt8, UInt8, UInt8)) -> SamplePicture {
        let (w, h) = (240, 300)
        let light = (UInt8(min(255, Int(colour.0) + 40)), UInt8(min(255, Int(colour.1) + 40)), UInt8(min(255, Int(colour.2) + 40)))
        return SamplePicture(width: w, height: h) { x, y in
            let dx = Double(x - w / 2), head = Double(y - 118)
            if dx * dx + head * head <= 52 * 52 { return (51, 65, 85) }
            let shoulders = Double(y - 300) / 120, across = dx / 110
            if y > 190, across * across + shoulders * shoulders <= 1 { return (51, 65, 85) }
            return y < h / 2 ? light : colour
        }
    }

    /// A 480×270 ball field: sky, outfield grass, the infield's dirt diamond with its grass,
    /// the mound and four white bases.
    static func field() -> SamplePicture {
        let (w, h) = (480, 270)
        let (cx, cy) = (w / 2, 185)
        return SamplePicture(width: w, height: h) { x, y in
            if y < 70 { return (147, 197, 253) }
            let dx = abs(x - cx), dy = abs(y - cy)
            for (bx, by) in [(cx, cy + 75), (cx + 150, cy), (cx, cy - 75), (cx - 150, cy)]
            where abs(x - bx) <= 7 && abs(y - by) <= 5 { return (255, 255, 255) }
            if dx * dx + dy * dy * 4 <= 14 * 14 { return (194, 150, 96) }
            if dx + 2 * dy <= 110 { return (34, 139, 34) }
            if dx + 2 * dy <= 160 { return (194, 150, 96) }
            return y < 90 ? (22, 101, 52) : (34, 139, 34)
        }
    }

    /// The PNG: 8-bit RGB, every row with the Sub filter (a flat row is its first pixel, then
    /// zeros), one zlib stream of fixed-code deflate with runs at distance 1.
    var png: [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 3 + 1) * height)
        for y in 0..<height {
            raw.append(1)  // Sub
            var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
            for x in 0..<width {
                let p = pixel(x, y)
                raw += [p.0 &- previous.0, p.1 &- previous.1, p.2 &- previous.2]
                previous = p
            }
        }
        var header: [UInt8] = []
        header += Self.be32(UInt32(width)) + Self.be32(UInt32(height)) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + Self.chunk("IHDR", header) + Self.chunk("IDAT", Self.zlib(raw)) + Self.chunk("IEND", [])
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }

    /// Deflate (RFC 1951) in one fixed-Huffman block: literals, and runs of the previous byte
    /// as length/distance-1 pairs; in a zlib (RFC 1950) wrapper.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed codes
        var i = 0
        while i < data.count {
            var run = 0
            if i > 0 {
                while run < 258, i + run < data.count, data[i + run] == data[i - 1] { run += 1 }
            }
            if run >= 3 {
                let index = lengthBase.lastIndex { $0 <= run }!
                bits.literal(257 + index)
                bits.write(UInt32(run - lengthBase[index]), count: lengthExtra[index])
                bits.write(0, count: 5)  // distance code 0: distance 1 (a 5-bit code, reversed is still 0)
                i += run
            } else {
                bits.literal(Int(data[i]))
                i += 1
            }
        }
        bits.literal(256)
        return [0x78, 0x01] + bits.bytes() + be32(adler32(data))
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
                             163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// Bits packed from the least significant end, as deflate reads them.
    struct BitWriter {
        var out: [UInt8] = []
        var buffer: UInt32 = 0
        var used = 0

        mutating func write(_ value: UInt32, count: Int) {
            for k in 0..<count {
                buffer |= ((value >> UInt32(k)) & 1) << UInt32(used)
                used += 1
                if used == 8 { out.append(UInt8(buffer)); buffer = 0; used = 0 }
            }
        }

        /// A Huffman code, most significant bit first.
        mutating func code(_ value: UInt32, count: Int) {
            for k in stride(from: count - 1, through: 0, by: -1) { write((value >> UInt32(k)) & 1, count: 1) }
        }

        /// A literal/length symbol in the fixed code.
        mutating func literal(_ symbol: Int) {
            switch symbol {
            case 0...143: code(UInt32(0x30 + symbol), count: 8)
            case 144...255: code(UInt32(0x190 + symbol - 144), count: 9)
            case 256...279: code(UInt32(symbol - 256), count: 7)
            default: code(UInt32(0xC0 + symbol - 280), count: 8)
            }
        }

        func bytes() -> [UInt8] { used > 0 ? out + [UInt8(buffer)] : out }
    }
}
