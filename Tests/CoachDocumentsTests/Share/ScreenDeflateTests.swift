import CDeflate
import Testing
@testable import CoachDocuments

/// sitegen's own zlib stream for the share image's rows: every stream inflates back to its
/// input with libdeflate's decompressor (an independent reader), the parse takes the matches
/// it should, and a tiny stream is exactly the bytes of an independent Python model of the same
/// parse and Huffman construction (its stream checked with Python's zlib).
@Suite struct ScreenDeflateTests {
    static func zlib(_ data: [UInt8], rowLength: Int) -> [UInt8] {
        data.withUnsafeBufferPointer { ScreenDeflate.zlib($0, rowLength: rowLength) }
    }

    /// `stream` inflated by libdeflate, which must say it is exactly `count` bytes.
    static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        guard let d = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(d) }
        var out = [UInt8](repeating: 0, count: count)
        var actual = 0
        let result = stream.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(d, input.baseAddress, input.count, output.baseAddress, output.count, &actual)
            }
        }
        return result == LIBDEFLATE_SUCCESS && actual == count ? out : nil
    }

    static func parse(_ data: [UInt8], rowLength: Int) -> [UInt32] {
        var counts = [Int](repeating: 0, count: 286)
        return data.withUnsafeBufferPointer { ScreenDeflate.tokens($0, row: ScreenDeflate.rowDistance(rowLength), literals: &counts) }
    }

    static func run(_ n: Int) -> UInt32 { ScreenDeflate.matchFlag | UInt32(n) }
    static func above(_ n: Int) -> UInt32 { ScreenDeflate.matchFlag | ScreenDeflate.rowFlag | UInt32(n) }

    /// A reproducible byte source (a 64-bit LCG's top byte).
    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var s = seed
        return (0..<count).map { _ in
            s = s &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: s >> 56)
        }
    }

    /// Rows as a PNG has them: a filter byte 0, then `width` bytes from `pixel(x, y)`.
    static func rows(width: Int, height: Int, _ pixel: (Int, Int) -> UInt8) -> [UInt8] {
        (0..<height).flatMap { y in [0] + (0..<width).map { x in pixel(x, y) } }
    }

    /// The two-row, two-pixel raster of PNGEncoderTests (filter 0, indexes 1 2 / 3 0): six
    /// literals in one dynamic block. Literal 0 (three times) takes 1 bit, literals 1–3 and the
    /// end of the block 3 bits each (no lengths, so HLIT is 257), the two distance codes one bit
    /// each, then the Adler-32 of the six bytes (0x0019_0007).
    @Test func exactBytesOfATinyStream() {
        let stream = Self.zlib([0, 1, 2, 0, 3, 0], rowLength: 3)
        #expect(stream == [0x78, 0x01, 0x05, 0xC1, 0x01, 0x01, 0x00, 0x00, 0x00, 0x01, 0xA0, 0xF0, 0xFF, 0xB3, 0x92,
                           0x9A, 0x03, 0x00, 0x19, 0x00, 0x07])
        #expect(Self.inflate(stream, count: 6) == [0, 1, 2, 0, 3, 0])
    }

    @Test func runsAndRowsAreTheMatches() {
        // A run of the previous byte: one literal, then one match at distance 1.
        #expect(Self.parse([7, 7, 7, 7, 7, 7], rowLength: 3) == [7, Self.run(5)])
        // Two bytes the same are literals (a match is at least 3).
        #expect(Self.parse([7, 7, 7, 1], rowLength: 8) == [7, 7, 7, 1])
        // A row equal to the one above: a match at the row's distance.
        #expect(Self.parse([0, 1, 2, 3, 0, 1, 2, 3], rowLength: 4) == [0, 1, 2, 3, Self.above(4)])
        // Equal lengths: the run (its distance has no extra bits). At 7 both the run of 5s and the
        // row above (5 5 5 at 2) give 3 bytes.
        #expect(Self.parse([0, 1, 5, 5, 5, 0, 5, 5, 5, 5, 2], rowLength: 5) == [0, 1, 5, 5, 5, 0, 5, Self.run(3), 2])
        // Longer than 258: 258 at a time, the rest in a shorter match, or literals under 3.
        #expect(Self.parse([UInt8](repeating: 9, count: 1 + 258 + 258 + 100), rowLength: 2000) == [9, Self.run(258), Self.run(258), Self.run(100)])
        #expect(Self.parse([UInt8](repeating: 9, count: 1 + 258 + 2), rowLength: 2000) == [9, Self.run(258), 9, 9])
        // Row matches off when the row is 1 byte (distance 1 is the run) or longer than the window.
        #expect([0, 1, 2, 1201, 32_768, 32_769].map(ScreenDeflate.rowDistance) == [0, 0, 2, 1201, 32_768, 0])
    }

    @Test func lengthAndDistanceCodes() {
        let table = ScreenDeflate.lengthTable
        #expect([3, 10, 11, 12, 257, 258].map { Int(table[$0].symbol) } == [257, 264, 265, 265, 284, 285])
        #expect([3, 10, 11, 12, 257, 258].map { Int(table[$0].extraBits) } == [0, 0, 1, 1, 5, 0])
        #expect([3, 10, 11, 12, 257, 258].map { Int(table[$0].extra) } == [0, 0, 0, 1, 30, 0])
        #expect(ScreenDeflate.distanceCode(1) == (0, 0, 0))
        #expect(ScreenDeflate.distanceCode(4) == (3, 0, 0))
        #expect(ScreenDeflate.distanceCode(5) == (4, 1, 0))
        #expect(ScreenDeflate.distanceCode(1201) == (20, 9, 176))  // the share image's rows: 1 + 1200
        #expect(ScreenDeflate.distanceCode(24_577) == (29, 13, 0))
        #expect(ScreenDeflate.distanceCode(32_768) == (29, 13, 8191))
    }

    @Test func codeLengthsRunLengthCoded() {
        let runs = ScreenDeflate.runLengthCoded([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8, 8, 8, 8, 0, 0, 3, 3, 3]
                                                  + [Int](repeating: 0, count: 140))
        #expect(runs.map(\.symbol) == [18, 8, 16, 8, 8, 0, 0, 3, 3, 3, 18, 0, 0])
        #expect(runs.map(\.extra) == [1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 127, 0, 0])
    }

    /// Synthetic rasters of every kind the share image is not, by name (the names are the
    /// test's arguments; the bytes would fill the log): rows of `rowLength` bytes.
    static let rasterNames = [
        "one colour, the share image's size", "random bytes", "random rows, each equal to the one above", "width 1",
        "width 2", "odd width, stripes", "height 1, runs over 258", "long runs across many rows, then noise",
        "more than 32 KB of one run, rows longer than the window", "one byte", "nothing",
    ]

    static func raster(_ name: String) -> (data: [UInt8], rowLength: Int) {
        switch name {
        case "one colour, the share image's size": (rows(width: 1200, height: 630) { _, _ in 0 }, 1201)
        case "random bytes": (noise(50_000, seed: 1), 250)
        case "random rows, each equal to the one above": (rows(width: 300, height: 40) { x, _ in noise(300, seed: 2)[x] }, 301)
        case "width 1": (rows(width: 1, height: 500) { _, y in UInt8(y / 7 % 3) }, 2)
        case "width 2": (rows(width: 2, height: 300) { x, y in UInt8((x + y / 5) % 2) }, 3)
        case "odd width, stripes": (rows(width: 333, height: 90) { x, y in UInt8(x / 17 % 4 + y / 30) }, 334)
        case "height 1, runs over 258": (rows(width: 2_000, height: 1) { x, _ in UInt8(x / 600) }, 2_001)
        case "long runs across many rows, then noise":
            (rows(width: 700, height: 100) { x, y in y < 60 ? 1 : UInt8(truncatingIfNeeded: x &* 31 &+ y &* y) }, 701)
        case "more than 32 KB of one run, rows longer than the window": ([UInt8](repeating: 200, count: 100_000), 40_000)
        case "one byte": ([42], 1)
        default: ([], 1)
        }
    }

    /// Each inflates back exactly, and starts with the zlib header.
    @Test(arguments: rasterNames)
    func roundTrip(_ name: String) {
        let (data, rowLength) = Self.raster(name)
        let stream = Self.zlib(data, rowLength: rowLength)
        #expect(Self.inflate(stream, count: data.count) == data)
        #expect(Array(stream.prefix(2)) == [0x78, 0x01])
    }

    /// Sizes the Python model of the same encoder gives: a flat 1200×630 card of one colour is
    /// 756 bytes (a literal, then 2,933 matches of up to 258, about two bits each); 50,000
    /// random bytes are 50,055 (a literal a byte at 8 bits, the header and the checksum).
    @Test func sizes() {
        #expect(Self.zlib(Self.rows(width: 1200, height: 630) { _, _ in 0 }, rowLength: 1201).count == 756)
        #expect(Self.zlib(Self.noise(50_000, seed: 1), rowLength: 250).count == 50_055)
    }
}
