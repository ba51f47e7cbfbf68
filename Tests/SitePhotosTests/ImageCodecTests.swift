import Foundation
import Testing
@testable import SitePhotos
import PhotoTestSupport

/// `ImageCodec`: the C decoder and encoder (libjpeg, libpng) and the area-average scaler.
@Suite struct ImageCodecTests {
    @Test func fitKeepsTheAspectRatioAndRoundsTheShortSide() {
        #expect(ImageCodec.fit(width: 4000, height: 3000, maxSide: 1200) == (1200, 900))
        #expect(ImageCodec.fit(width: 3024, height: 4032, maxSide: 1200) == (900, 1200))
        #expect(ImageCodec.fit(width: 1000, height: 333, maxSide: 600) == (600, 200))  // 199.8
        #expect(ImageCodec.fit(width: 5000, height: 2, maxSide: 1200) == (1200, 1))   // 0.48, at least 1
        #expect(ImageCodec.fit(width: 1200, height: 800, maxSide: 1200) == (1200, 800))
    }

    @Test func scalingIsAnExactAreaAverage() throws {
        // Grey 3×1 → 2×1: each output pixel covers one and a half source pixels.
        let grey = try ImageCodec.encode(.init(width: 3, height: 1, channels: 1, bytes: [0, 30, 90]), as: .png)
        let g = try ImageCodec.decode(grey, as: .png, maxPixels: 100, maxSide: 2)
        #expect(g.width == 3 && g.height == 1)
        #expect(g.pixels == .init(width: 2, height: 1, channels: 1, bytes: [10, 70]))
        // 4×4 RGB → 2×2: each output pixel is the mean of a 2×2 block (rounded half up).
        var block = [UInt8](repeating: 0, count: 48)
        for y in 0..<4 { for x in 0..<4 { for c in 0..<3 { block[(y * 4 + x) * 3 + c] = UInt8((y * 4 + x) * 10 + c) } } }
        let rgb = try ImageCodec.encode(.init(width: 4, height: 4, channels: 3, bytes: block), as: .png)
        let r = try ImageCodec.decode(rgb, as: .png, maxPixels: 100, maxSide: 2)
        #expect(r.pixels.bytes == [25, 26, 27, 45, 46, 47, 105, 106, 107, 125, 126, 127])
    }

    @Test func transparentPixelsDoNotDarkenTheColour() throws {
        // Opaque red beside fully transparent black → red at half opacity, not dark red.
        let rgba = try ImageCodec.encode(.init(width: 2, height: 1, channels: 4, bytes: [255, 0, 0, 255, 0, 0, 0, 0]), as: .png)
        let d = try ImageCodec.decode(rgba, as: .png, maxPixels: 100, maxSide: 1)
        #expect(d.pixels == .init(width: 1, height: 1, channels: 4, bytes: [255, 0, 0, 128]))
    }

    /// A picture that fits comes back at its own size (to be encoded again: nothing but its pixels leaves).
    @Test func aPictureThatFitsIsReturnedAtItsSize() throws {
        let pixels = TestImages.pixels(width: 40, height: 30, channels: 4)
        let d = try ImageCodec.decode(try ImageCodec.encode(pixels, as: .png), as: .png, maxPixels: 10_000, maxSide: 40)
        #expect(d == .init(width: 40, height: 30, pixels: pixels, icc: []))
        #expect(!d.scaled)
    }

    @Test func aHeaderOverTheLimitIsRefusedBeforeDecoding() {
        let png = TestImages.png(TestImages.png(width: 1, height: 1), claiming: 1_000_000, 1_000_000)
        #expect(throws: ImageCodec.Failure.tooLarge(width: 1_000_000, height: 1_000_000)) {
            try ImageCodec.decode(png, as: .png, maxPixels: 50_000_000, maxSide: 1200)
        }
        let jpeg = TestImages.jpeg(TestImages.jpeg(width: 16, height: 16), claiming: 60000, 60000)
        #expect(throws: ImageCodec.Failure.tooLarge(width: 60000, height: 60000)) {
            try ImageCodec.decode(jpeg, as: .jpeg, maxPixels: 50_000_000, maxSide: 1200)
        }
    }

    @Test func aHeaderTheDataDoesNotHoldIsRefused() {
        let png = TestImages.png(TestImages.png(width: 1, height: 1), claiming: 2000, 2000)
        #expect(throws: ImageCodec.Failure.broken(width: 2000, height: 2000, reason: "Not enough image data")) {
            try ImageCodec.decode(png, as: .png, maxPixels: 50_000_000, maxSide: 1200)
        }
        let jpeg = TestImages.jpeg(TestImages.jpeg(width: 16, height: 16), claiming: 4000, 3000)
        #expect(throws: ImageCodec.Failure.broken(width: 4000, height: 3000, reason: "Corrupt JPEG data: premature end of data segment")) {
            try ImageCodec.decode(jpeg, as: .jpeg, maxPixels: 50_000_000, maxSide: 1200)
        }
        #expect(throws: ImageCodec.Failure.broken(width: 0, height: 0, reason: "Not a JPEG file: starts with 0x89 0x50")) {
            try ImageCodec.decode(TestImages.png(width: 1, height: 1), as: .jpeg, maxPixels: 100, maxSide: 10)
        }
    }

    @Test func encodingIsByteIdenticalAndPNGHasOnlyCriticalChunks() throws {
        let pixels = TestImages.pixels(width: 64, height: 48, channels: 4)
        let png = try ImageCodec.encode(pixels, as: .png)
        #expect(png == (try ImageCodec.encode(pixels, as: .png)))
        #expect(TestImages.pngChunks(png) == ["IHDR", "IDAT", "IEND"])
        let jpeg = TestImages.jpeg(width: 64, height: 48)
        #expect(jpeg == TestImages.jpeg(width: 64, height: 48))
        #expect(Array(jpeg.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0])  // JFIF when no EXIF is given
    }
}
