import Testing
@testable import CoachDocuments

/// sitegen's own PNG writer for the share image: exact bytes of a tiny picture, the palette's
/// order and nearest colours, and the share image's chunks.
@Suite struct PNGEncoderTests {
    static func png(_ words: [UInt32], width: Int, height: Int, stride: Int) -> [UInt8] {
        words.withUnsafeBytes { raw in
            PNGEncoder.indexed(raw.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height, stride: stride)
        }
    }

    /// Two rows of two cairo RGB24 pixels (0x00RRGGBB words, 12 bytes a row with padding, the
    /// padding and the top byte ignored): IHDR (2×2, 8-bit indexed), PLTE (the four colours,
    /// most used first, ties by value: black, #112233, #445566, white), one IDAT (filter 0 per
    /// row, indexes 1 2 / 3 0, as `ScreenDeflate`'s zlib stream: ScreenDeflateTests.
    /// exactBytesOfATinyStream), IEND. The expected bytes were made with an independent Python
    /// model of the encoder (its stream checked with Python's zlib), zlib's CRC-32 and the PNG
    /// chunk layout.
    @Test func exactBytesOfATinyPicture() {
        let words: [UInt32] = [0x0011_2233, 0x0044_5566, 0xDEAD_BEEF, 0x00FF_FFFF, 0xAB00_0000, 0x1234_5678]
        #expect(Self.png(words, width: 2, height: 2, stride: 12) == [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x03, 0x00, 0x00, 0x00, 0x45, 0x68, 0xFD,
            0x16, 0x00, 0x00, 0x00, 0x0C, 0x50, 0x4C, 0x54, 0x45, 0x00, 0x00, 0x00, 0x11, 0x22, 0x33, 0x44,
            0x55, 0x66, 0xFF, 0xFF, 0xFF, 0xD6, 0x43, 0x3D, 0x4C, 0x00, 0x00, 0x00, 0x15, 0x49, 0x44, 0x41,
            0x54, 0x78, 0x01, 0x05, 0xC1, 0x01, 0x01, 0x00, 0x00, 0x00, 0x01, 0xA0, 0xF0, 0xFF, 0xB3, 0x92,
            0x9A, 0x03, 0x00, 0x19, 0x00, 0x07, 0xD4, 0x8A, 0xC6, 0xD7, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
            0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ])
    }

    /// More than 256 colours: the 256 most used make the palette, and each other colour takes
    /// its nearest (here 300 greys in a row, each used once but grey 0, used twice).
    @Test func aColourOutsideThePaletteTakesItsNearest() {
        let words: [UInt32] = [0] + (0..<300).map { UInt32($0 % 256) * 0x01_0101 + UInt32($0 / 256) }
        let png = Self.png(words, width: words.count, height: 1, stride: 4 * words.count)
        let chunks = ShareImageTests.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(chunks[1].data.count == 3 * 256)
        // 0x000000 is used twice, so it is first; the rest by value.
        #expect(Array(chunks[1].data.prefix(6)) == [0, 0, 0, 0, 0, 1])
        #expect(NearestColour([0x0000_0000, 0x00FE_FEFE, 0x00FF_FFFF])(0x00FE_FEFF) == 1)
    }

    /// The share image is IHDR, PLTE, one IDAT, IEND: nothing else.
    @Test func shareImageChunks() throws {
        let png = try ShareImage.render(ShareImageTests.card)
        #expect(ShareImageTests.chunks(png).map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
    }
}
