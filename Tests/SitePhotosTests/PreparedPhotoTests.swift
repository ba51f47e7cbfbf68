import Foundation
import Testing
@testable import SitePhotos
import PhotoTestSupport

/// `PreparedPhoto`: scrubbed, checked against its header, scaled down when big.
@Suite struct PreparedPhotoTests {
    @Test func aBigJpegIsScaledTo1200PixelsKeepingItsOrientation() throws {
        let exif = Array(PhotoScrubber.minimalExif(orientation: 6).dropFirst(4))
        let photo = TestImages.jpeg(width: 2400, height: 1800, exif: exif)
        let prepared = try PreparedPhoto.prepare(photo)
        #expect(prepared.scaling == .init(width: 2400, height: 1800, scaledWidth: 1200, scaledHeight: 900))
        let check = try ImageCodec.decode(prepared.bytes, as: .jpeg, maxPixels: 10_000_000, maxSide: 5000)
        #expect(check.width == 1200 && check.height == 900)
        // The orientation block (and nothing else) comes first, in place of JFIF.
        #expect(Array(prepared.bytes.prefix(2 + exif.count + 4)) == [0xFF, 0xD8] + PhotoScrubber.minimalExif(orientation: 6))
        #expect(PreparedPhoto.orientationExif(prepared.bytes) == exif)
        // The same photo gives the same bytes.
        #expect(try PreparedPhoto.prepare(photo).bytes == prepared.bytes)
        #expect(prepared.bytes.count < photo.count / 2)
    }

    @Test func aTallPngWithAlphaIsScaledWithoutAncillaryChunks() throws {
        let photo = TestImages.png(width: 1000, height: 3000, channels: 4)
        let prepared = try PreparedPhoto.prepare(photo)
        #expect(prepared.scaling == .init(width: 1000, height: 3000, scaledWidth: 400, scaledHeight: 1200))
        #expect(Array(prepared.bytes[16..<26]) == [0, 0, 0x01, 0x90, 0, 0, 0x04, 0xB0, 8, 6])  // 400 × 1200, 8-bit RGBA
        #expect(Set(TestImages.pngChunks(prepared.bytes)) == ["IHDR", "IDAT", "IEND"])
        #expect(try PreparedPhoto.prepare(photo).bytes == prepared.bytes)
    }

    /// A photo that fits is encoded again at its own size (nothing but its pixels leaves).
    @Test func aPhotoThatFitsIsEncodedAgainAtItsSize() throws {
        let prepared = try PreparedPhoto.prepare(TestImages.pngPixel(text: "ZZCANARYZZ"))
        #expect(prepared.scaling == nil)
        #expect(TestImages.pngChunks(prepared.bytes) == ["IHDR", "IDAT", "IEND"])
        let jpeg = TestImages.jpeg(width: 1200, height: 1199)
        let again = try PreparedPhoto.prepare(jpeg).bytes
        let d = try ImageCodec.decode(again, as: .jpeg, maxPixels: 2_000_000, maxSide: 5000)
        #expect(d.width == 1200 && d.height == 1199)
    }

    @Test func headersThatLieAreRefused() {
        let png = TestImages.png(TestImages.png(width: 1, height: 1), claiming: 1_000_000, 1_000_000)
        #expect(throws: PhotoProblem.tooLarge(width: 1_000_000, height: 1_000_000)) { try PreparedPhoto.prepare(png) }
        let jpeg = TestImages.jpeg(TestImages.jpeg(width: 16, height: 16), claiming: 4000, 3000)
        #expect(throws: PhotoProblem.broken(width: 4000, height: 3000, reason: "Corrupt JPEG data: premature end of data segment")) {
            try PreparedPhoto.prepare(jpeg)
        }
    }

    @Test func heicHeifAndAvifAreNamed() {
        #expect(throws: PhotoProblem.heif(kind: "HEIC")) { try PreparedPhoto.prepare(TestImages.heif("heic")) }
        #expect(throws: PhotoProblem.heif(kind: "HEIF")) { try PreparedPhoto.prepare(TestImages.heif("mif1", compatible: ["miaf"])) }
        #expect(throws: PhotoProblem.heif(kind: "AVIF")) { try PreparedPhoto.prepare(TestImages.heif("avif", compatible: ["mif1", "miaf"])) }
        #expect(throws: PhotoProblem.malformed) { try PreparedPhoto.prepare(TestImages.heif("isom", compatible: ["mp41"])) }
    }

    @Test func messages() {
        #expect(PhotoProblem.tooLarge(width: 1_000_000, height: 1_000_000).what(ext: "png", noun: "image")
                == "is 1000000 × 1000000 pixels by its header, more than the 50 megapixels sitegen reads")
        #expect(PhotoProblem.broken(width: 4000, height: 3000, reason: "Corrupt JPEG data: premature end of data segment").what(ext: "jpg", noun: "picture")
                == "is not a readable JPG picture (4000 × 3000 pixels by its header): Corrupt JPEG data: premature end of data segment")
        #expect(PhotoProblem.heif(kind: "HEIC").fix(thing: "photo")
                == "convert it to JPEG or PNG (on an iPhone, Settings › Camera › Formats › Most Compatible takes new photos as JPEG)")
    }
}
