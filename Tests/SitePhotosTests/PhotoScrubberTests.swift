import Foundation
import Testing
@testable import SitePhotos
import PhotoTestSupport

@Suite struct PhotoScrubberTests {
    static let canary = "ZZCANARYZZ"

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
        let out = try #require(PhotoScrubber.scrub(TestImages.pngPixel(text: Self.canary)))
        #expect(!String(decoding: out, as: UTF8.self).contains(Self.canary))
        #expect(out.count == TestImages.pngPixel(text: Self.canary).count - (12 + 4 + Self.canary.utf8.count))
    }

    static let dqt: [UInt8] = [0xFF, 0xDB, 0, 4, 1, 2]
    static let sos: [UInt8] = [0xFF, 0xDA, 0, 3, 9]

    @Test func jpegIsCutAtTheEndOfImageMarker() throws {
        // Scan data with a stuffed 0xFF00 and a restart marker, then EOI, then a phone's trailer.
        let jpeg: [UInt8] = [0xFF, 0xD8] + Self.dqt + Self.sos + [0xAA, 0xFF, 0x00, 0xBB, 0xFF, 0xD0, 0xCC, 0xFF, 0xD9]
            + Array("MPF depth map of the living room".utf8)
        #expect(try PhotoScrubber.scrubbed(jpeg)
                == [0xFF, 0xD8, 0xFF, 0xDB, 0, 4, 1, 2, 0xFF, 0xDA, 0, 3, 9, 0xAA, 0xFF, 0x00, 0xBB, 0xFF, 0xD0, 0xCC, 0xFF, 0xD9])
    }

    @Test func progressiveJpegKeepsEveryScan() throws {
        let dht: [UInt8] = [0xFF, 0xC4, 0, 3, 7]
        let jpeg: [UInt8] = [0xFF, 0xD8] + Self.sos + [0x11, 0x22] + dht + Self.sos + [0x33, 0xFF, 0xD9, 0x99]
        #expect(try PhotoScrubber.scrubbed(jpeg)
                == [0xFF, 0xD8, 0xFF, 0xDA, 0, 3, 9, 0x11, 0x22, 0xFF, 0xC4, 0, 3, 7, 0xFF, 0xDA, 0, 3, 9, 0x33, 0xFF, 0xD9])
    }

    @Test func jpegWithoutImageDataIsRefused() {
        // Headers and metadata only: SOI, a comment, EOI.
        let empty: [UInt8] = [0xFF, 0xD8, 0xFF, 0xFE, 0, 4, 0x68, 0x69, 0xFF, 0xD9]
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed(empty) }
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed([0xFF, 0xD8, 0xFF, 0xD9]) }
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed([0xFF, 0xD8] + Self.dqt) }
        // A scan with no bytes before EOI is no picture either.
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed([0xFF, 0xD8] + Self.sos + [0xFF, 0xD9]) }
    }

    @Test func pngKeepsOnlyChunksNeededToDisplay() throws {
        let ihdr = TestImages.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        let gama = TestImages.chunk("gAMA", [0, 0, 0xB1, 0x8F])
        let trns = TestImages.chunk("tRNS", [0, 1, 0, 2, 0, 3])
        let idat = TestImages.chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x60, 0x60, 0, 0, 0, 4, 0, 1])
        let iend = TestImages.chunk("IEND", [])
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr
            + TestImages.chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]) + gama
            + TestImages.chunk("eXIf", Array("MM GPS".utf8)) + TestImages.chunk("prVt", Array("camera serial".utf8)) + trns
            + TestImages.chunk("bKGD", [0, 0]) + idat + TestImages.chunk("tIME", [7, 0xEA, 11, 22, 10, 0, 0]) + iend
            + Array("trailing".utf8)
        #expect(try PhotoScrubber.scrubbed(png) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr + gama + trns + idat + iend)
    }

    @Test func pngWithoutImageDataIsRefused() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + TestImages.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]) + TestImages.chunk("IEND", [])
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed(png) }
    }

    @Test func webpDropsMetadataAndWhatFollowsTheRiffSize() throws {
        let vp8x: [UInt8] = Array("VP8X".utf8) + [10, 0, 0, 0, 0x0C, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let vp8l: [UInt8] = Array("VP8L".utf8) + [5, 0, 0, 0, 0x2F, 0, 0, 0, 0, 0]  // odd size: one pad byte
        let exif: [UInt8] = Array("EXIF".utf8) + [4, 0, 0, 0] + Array("GPS!".utf8)
        let webp = TestImages.riff(vp8x + vp8l + exif) + Array("appended by the phone".utf8)
        var cleared = vp8x
        cleared[8] = 0
        #expect(try PhotoScrubber.scrubbed(webp) == TestImages.riff(cleared + vp8l))
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed(TestImages.riff(vp8x + exif)) }
    }
}
