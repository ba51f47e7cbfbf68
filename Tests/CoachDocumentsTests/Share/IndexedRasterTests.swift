import CDeflate
import Foundation
import Testing
@testable import CoachDocuments

/// The share image decodes to exactly the palette and indexes it had when libdeflate wrote it:
/// `IndexedRaster` against the former `Dictionary` code (`LegacyIndexedRaster`), on rendered
/// cards (text only, a photo's thousands of colours, hostile text) and on synthetic pictures,
/// and the PNG's IDAT inflated (by libdeflate) against the same rows compressed by libdeflate's
/// zlib at level 6 and inflated.
@Suite struct IndexedRasterTests {
    static let photo: ResumeDocument.Photo? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let bytes = try? Data(contentsOf: root.appendingPathComponent("content/athletes/ethan-carter/photo.png"))
        return bytes.flatMap { ResumeDocument.Photo(bytes: Array($0)) }
    }()

    static let cardNames = ["text", "photo", "hostile text"]

    static func card(_ name: String) -> ShareCard {
        switch name {
        case "text": return ShareImageTests.card
        case "photo":
            var card = ShareCard(name: "Ethan Carter", headline: "Class of 2027 · RHP, SS", markLabel: "Best Fastball Velocity · Verified",
                                 markValue: "89.2 mph", footer: "Family")
            card.photo = photo
            return card
        default:
            return ShareCard(name: String(repeating: "<script>alert(1)</script> Żółć 李小龍 ", count: 40), headline: "\u{202E}reversed\u{0000}")
        }
    }

    /// `rows` compressed by libdeflate's zlib at level 6 (the former path) and inflated again.
    static func libdeflateRoundTrip(_ rows: [UInt8]) -> [UInt8]? {
        guard let c = libdeflate_alloc_compressor(6) else { return nil }
        defer { libdeflate_free_compressor(c) }
        var stream = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(c, rows.count))
        let n = rows.withUnsafeBytes { input in
            stream.withUnsafeMutableBytes { libdeflate_zlib_compress(c, input.baseAddress, input.count, $0.baseAddress, $0.count) }
        }
        return n > 0 ? ScreenDeflateTests.inflate(Array(stream.prefix(n)), count: rows.count) : nil
    }

    @Test func thePhotoIsThere() {
        #expect(Self.photo != nil)
    }

    /// The card's name is the argument (the photo's bytes would fill the log).
    @Test(arguments: cardNames)
    func aRenderedCardDecodesToTheFormerPixels(_ name: String) throws {
        let card = Self.card(name)
        let (width, height) = (ShareImage.width, ShareImage.height)
        let (png, legacy, raster) = try ShareImage.withPixels(card) { pixels, stride in
            (PNGEncoder.indexed(pixels, width: width, height: height, stride: stride),
             LegacyIndexedRaster.make(pixels, width: width, height: height, stride: stride),
             IndexedRaster(pixels, width: width, height: height, stride: stride))
        }
        #expect(raster.palette == legacy.palette)
        #expect(raster.rows == legacy.rows)
        let chunks = ShareImageTests.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(chunks[1].data == legacy.palette.flatMap { [UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] })
        let decoded = ScreenDeflateTests.inflate(chunks[2].data, count: (width + 1) * height)
        #expect(decoded == legacy.rows)
        #expect(decoded == Self.libdeflateRoundTrip(legacy.rows))
    }

    /// Both cards have more than 256 colours (antialiased text takes many levels; a photo
    /// thousands): the palette is full, and the rest took their nearest.
    @Test func theCardsFillThePalette() throws {
        let counts = try ["text", "photo"].map { name in
            try ShareImage.withPixels(Self.card(name)) { IndexedRaster($0, width: ShareImage.width, height: ShareImage.height, stride: $1).palette.count }
        }
        #expect(counts == [256, 256])
    }

    /// Synthetic pictures: many colours in short runs, long runs, repeated rows, width 1, the
    /// top byte of each word and the stride's padding ignored.
    @Test(arguments: [(1, 1, 1), (1, 40, 2), (7, 3, 8), (300, 20, 301), (640, 64, 640)])
    func syntheticPicturesMatchTheFormerCode(_ width: Int, _ height: Int, _ stride: Int) {
        var words = [UInt32](repeating: 0xDEAD_BEEF, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let band = (x / 9 + y / 4) % 5
                let colour: UInt32 = y % 4 == 3 ? UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ y) : UInt32(band) * 0x0033_2211
                words[y * stride + x] = colour & 0xFF_FFFF | UInt32(x % 3) << 24
            }
        }
        words.withUnsafeBytes { raw in
            let p = raw.bindMemory(to: UInt8.self).baseAddress!
            let legacy = LegacyIndexedRaster.make(p, width: width, height: height, stride: 4 * stride)
            let raster = IndexedRaster(p, width: width, height: height, stride: 4 * stride)
            #expect(raster.palette == legacy.palette)
            #expect(raster.rows == legacy.rows)
        }
    }
}
