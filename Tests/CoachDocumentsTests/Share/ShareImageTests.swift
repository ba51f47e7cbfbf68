import Testing
@testable import CoachDocuments

/// The share image's file: an indexed PNG of exactly 1200×630, with no time or text chunk, the
/// same bytes every time.
@Suite struct ShareImageTests {
    static let card = ShareCard(name: "Ana Díaz", headline: "Class of 2027 · C, 1B", markLabel: "60-yard dash · Verified",
                                markValue: "6.90 s", footer: "Díaz Family")

    /// The PNG's chunks: type and data, in file order.
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = 8
        while i + 8 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Array(png[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    @Test func isAPNGOf1200By630() throws {
        let png = try ShareImage.render(Self.card)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunks(png)
        #expect(chunks.first?.type == "IHDR")
        let ihdr = chunks[0].data
        #expect(Array(ihdr[0..<8]) == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])  // 1200, 630
        #expect(ihdr[8] == 8)  // 8-bit indexes
        #expect(ihdr[9] == 3)  // indexed: a palette, a byte a pixel
        #expect(chunks.last?.type == "IEND")
        // Nothing that could hold a date or a machine's name.
        #expect(chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        let palette = chunks[1].data
        #expect(palette.count % 3 == 0 && palette.count <= 768)
        // The most used colour first: the white of the card.
        #expect(Array(palette.prefix(3)) == [255, 255, 255])
        #expect(!chunks.contains { $0.type == "tIME" || $0.type == "tEXt" || $0.type == "iTXt" || $0.type == "zTXt" })
    }

    @Test func sameCardSameBytes() throws {
        #expect(try ShareImage.render(Self.card) == ShareImage.render(Self.card))
        var other = Self.card
        other.markValue = "6.80 s"
        #expect(try ShareImage.render(other) != ShareImage.render(Self.card))
    }

    /// Hostile text is only drawn: a name of any length and script still makes a picture.
    @Test func longAndOddTextStillDraws() throws {
        let card = ShareCard(name: String(repeating: "<script>alert(1)</script> Żółć 李小龍 ", count: 40),
                             headline: "\u{202E}reversed\u{0000}", markLabel: "", markValue: "", footer: "")
        let png = try ShareImage.render(card)
        #expect(Array(Self.chunks(png)[0].data[0..<8]) == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])
        #expect(card.texts.count == 2)
    }
}
