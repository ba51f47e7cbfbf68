import Foundation
import Testing
@testable import SitePhotos
import PhotoTestSupport

/// `PhotoScrubber+GIF`: only the blocks that draw the picture are kept.
@Suite struct PhotoScrubberGIFTests {
    /// GIF89a, 1×1, a global colour table of two colours.
    static let head: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    static let looping: [UInt8] = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    static let xmp: [UInt8] = [0x21, 0xFF, 11] + Array("XMP DataXMP".utf8)
        + [17] + Array("<GPSLatitude>52.1".utf8) + [1, 0x3E, 0]
    static let comment: [UInt8] = [0x21, 0xFE, 5] + Array("hello".utf8) + [0]
    static func control(delay: UInt8) -> [UInt8] { [0x21, 0xF9, 4, 0, delay, 0, 0, 0] }
    static let plainText: [UInt8] = [0x21, 0x01, 12] + [UInt8](repeating: 0, count: 12) + [3] + Array("Kim".utf8) + [0]
    /// Image descriptor (no local table), LZW minimum code size 2, one data sub-block.
    static let image: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]

    @Test func gifKeepsImageControlAndLoopingAndDropsTheRest() throws {
        let gif = Self.head + Self.looping + Self.xmp + Self.comment + Self.control(delay: 9) + Self.plainText
            + Self.control(delay: 5) + Self.comment + Self.image + [0x3B] + Array("GPS after the trailer".utf8)
        let out = try PhotoScrubber.scrubbed(gif)
        #expect(out == Self.head + Self.looping + Self.control(delay: 5) + Self.image + [0x3B])
        #expect(!String(decoding: out, as: UTF8.self).contains("GPS"))
    }

    @Test func gifWithLocalColourTableAndTwoFrames() throws {
        // Local table of 4 colours (packed 0x81) and data split over two sub-blocks.
        let framed: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x81] + [UInt8](repeating: 7, count: 12) + [2, 1, 0x44, 1, 0x01, 0]
        let gif = Array("GIF87a".utf8) + [1, 0, 1, 0, 0, 0, 0] + Self.image + Self.comment + framed + [0x3B]
        #expect(try PhotoScrubber.scrubbed(gif) == Array("GIF87a".utf8) + [1, 0, 1, 0, 0, 0, 0] + Self.image + framed + [0x3B])
    }

    @Test func gifWithoutImageOrCutShortIsRefused() {
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed(Self.head + Self.comment + [0x3B]) }
        #expect(throws: PhotoScrubber.Failure.noImageData) { try PhotoScrubber.scrubbed(Self.head + Self.looping) }
        // An image whose data stops before its terminator, and a picture without its trailer.
        #expect(throws: PhotoScrubber.Failure.malformed) { try PhotoScrubber.scrubbed(Self.head + Self.image + Array(Self.image.prefix(13))) }
        #expect(throws: PhotoScrubber.Failure.malformed) { try PhotoScrubber.scrubbed(Self.head + Self.image) }
        #expect(throws: PhotoScrubber.Failure.malformed) { try PhotoScrubber.scrubbed(Self.head + Self.image + [0x00, 0x3B]) }
        #expect(throws: PhotoScrubber.Failure.malformed) { try PhotoScrubber.scrubbed(Array(Self.head.prefix(9))) }
        #expect(throws: PhotoScrubber.Failure.malformed) { try PhotoScrubber.scrubbed(Array("GIF88a".utf8) + [1, 0, 1, 0, 0, 0, 0] + Self.image + [0x3B]) }
    }
}
