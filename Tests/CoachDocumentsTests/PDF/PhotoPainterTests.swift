import Testing
@testable import CoachDocuments

/// The JPEG frame header `PhotoPainter` reads for the photo's size (the JPEG itself is embedded
/// undecoded; ResumePhotoJPEGTests in SiteGenTests draws real ones).
@Suite struct PhotoPainterTests {
    /// A segment: marker, big-endian length (counting itself), payload.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let n = payload.count + 2
        return [0xFF, marker, UInt8(n >> 8), UInt8(n & 0xFF)] + payload
    }

    /// A frame header: precision 8, height, width, one component.
    static func frame(_ marker: UInt8, width: Int, height: Int) -> [UInt8] {
        segment(marker, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
    }

    static let soi: [UInt8] = [0xFF, 0xD8]
    static let app0 = segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
    static let dht = segment(0xC4, [0x00] + [UInt8](repeating: 0, count: 16))

    @Test func baselineFrameAfterOtherSegments() {
        #expect(PhotoPainter.jpegSize(Self.soi + Self.app0 + Self.dht + Self.frame(0xC0, width: 300, height: 400))! == (300, 400))
    }

    @Test func progressiveFrameAndFillBytes() {
        #expect(PhotoPainter.jpegSize(Self.soi + [0xFF] + Self.frame(0xC2, width: 1200, height: 90))! == (1200, 90))
    }

    @Test(arguments: [
        [0xFF, 0xD8],  // nothing after the start
        [0x89, 0x50, 0x4E, 0x47],  // not a JPEG
        soi + app0 + [0xFF, 0xD9],  // ends before a frame
        soi + segment(0xDA, [1, 2, 3]),  // scan data before a frame
        soi + [0xFF, 0xE0, 0x40, 0x00, 1, 2],  // a segment longer than the file
        soi + [0x12, 0x34, 0x56, 0x78],  // not a marker
        soi + frame(0xC0, width: 0, height: 10),  // no width
    ])
    func noSizeWithoutAWellFormedFrame(bytes: [UInt8]) {
        #expect(PhotoPainter.jpegSize(bytes) == nil)
    }

    /// A JPEG without a readable frame stops the document with a message, not a blank box.
    @Test func unreadableJPEGIsAnError() throws {
        var doc = ResumeSamples.rich
        doc.photo = try #require(ResumeDocument.Photo(bytes: Self.soi + Self.app0 + [0xFF, 0xD9]))
        #expect(throws: PhotoPainter.Failure.self) { try ResumePDF.render(doc) }
    }
}
