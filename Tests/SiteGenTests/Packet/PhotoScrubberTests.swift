import Testing
@testable import SiteGen

@Suite struct PhotoScrubberTests {
    /// SOI, APP1 Exif (little-endian, IFD0: Orientation = 6 and a GPS pointer), COM, DQT-ish, SOS, data, EOI.
    @Test func jpegKeepsOnlyOrientation() throws {
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0,
                             0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0,
                             0x25, 0x88, 4, 0, 1, 0, 0, 0, 0x26, 0, 0, 0,
                             0, 0, 0, 0] + Array("GPS-HOME".utf8)
        let exif = Array("Exif".utf8) + [0, 0] + tiff
        let app1: [UInt8] = [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif
        let com: [UInt8] = [0xFF, 0xFE, 0, 7] + Array("hello".utf8)
        let dqt: [UInt8] = [0xFF, 0xDB, 0, 4, 1, 2]
        let sos: [UInt8] = [0xFF, 0xDA, 0, 3, 9, 0xAA, 0xBB, 0xFF, 0xD9]
        let jpeg: [UInt8] = [0xFF, 0xD8] + app1 + com + dqt + sos
        let out = try #require(PhotoScrubber.scrub(jpeg))
        #expect(out == [0xFF, 0xD8] + PhotoScrubber.minimalExif(orientation: 6) + dqt + sos)
        #expect(!String(decoding: out, as: UTF8.self).contains("GPS-HOME"))
        #expect(PhotoScrubber.exifOrientation(exif) == 6)
    }

    @Test func rejectsWhatIsNotAnImage() {
        #expect(PhotoScrubber.scrub(Array("<svg/>".utf8)) == nil)
        #expect(PhotoScrubber.scrub([0xFF, 0xD8, 0xFF, 0xE1, 0xFF]) == nil)
    }

    @Test func pngDropsTextChunks() throws {
        let out = try #require(PhotoScrubber.scrub(PacketBuilderTests.pngPixel))
        #expect(!String(decoding: out, as: UTF8.self).contains(PacketFixture.canary))
        #expect(out.count == PacketBuilderTests.pngPixel.count - (12 + 4 + PacketFixture.canary.utf8.count))
    }
}
