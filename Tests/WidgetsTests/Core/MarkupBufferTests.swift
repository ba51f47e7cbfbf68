import Testing
@testable import Widgets

@Suite struct MarkupBufferTests {
    /// Pieces of every length from 0 to 40 (the byte loop below 8, one or two words to 16,
    /// `memcpy` above), appended one after another from a buffer that starts small and grows:
    /// the buffer holds exactly their concatenation.
    @Test func piecesOfEveryLengthAppendInOrder() {
        var buffer = MarkupBuffer(capacity: 16)
        var expected: [UInt8] = []
        for round in 0..<3 {
            for length in 0...40 {
                let piece = (0..<length).map { UInt8(truncatingIfNeeded: 0x21 + (length * 7 + $0 + round) % 90) }
                piece.withUnsafeBufferPointer { buffer.append($0) }
                expected += piece
                #expect(buffer.count == expected.count, "length \(length)")
            }
        }
        #expect(buffer.bytes == expected)
        #expect(buffer.takeBytes() == expected)
    }

    /// A short piece stored as a whole word keeps only its own bytes: what follows overwrites
    /// the padding.
    @Test func aShortWordKeepsOnlyItsBytes() {
        var buffer = MarkupBuffer(capacity: 16)
        for n in 0..<8 {
            var word: UInt64 = 0x7A7A_7A7A_7A7A_7A7A  // "zzzzzzzz"
            for k in 0..<n { word = word & ~(0xFF << UInt64(8 * k)) | UInt64(0x30 + k) << UInt64(8 * k) }
            buffer.appendShort(word, count: n)
            buffer.append(UInt8(ascii: "|"))
        }
        #expect(buffer.string == "|0|01|012|0123|01234|012345|0123456|")
    }

    /// Plain texts of every length from 1 to 24 are copied unchanged by the word test; a text
    /// with one special byte anywhere is refused whole (nothing written) by `appendIfPlain`.
    @Test(arguments: [UInt8(0x09), 0x22, 0x26, 0x27, 0x3C, 0x3E, 0x1F, 0xE2, 0xEF])
    func appendIfPlainRefusesAnySpecialByte(special: UInt8) {
        for length in 1...24 {
            let plain = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            var buffer = MarkupBuffer(capacity: 16)
            #expect(plain.withUnsafeBufferPointer { buffer.appendIfPlain($0, quotes: true) })
            #expect(buffer.bytes == plain)
            for position in 0..<length {
                var bytes = plain
                bytes[position] = special
                var other = MarkupBuffer(capacity: 16)
                #expect(!bytes.withUnsafeBufferPointer { other.appendIfPlain($0, quotes: true) }, "\(special) at \(position) of \(length)")
                #expect(other.count == 0)
            }
        }
    }

    /// In text, quotes and apostrophes need nothing, nor does UTF-8 other than the two lead
    /// bytes of dropped characters: such a text is copied at once.
    @Test func textWithQuotesAndAccentsIsPlainInText() {
        for text in ["O'Brien", "\"Go\"", "Class of 2027 · RHP", "Zażółć gęślą", "東京", "a'b\"c"] {
            var buffer = MarkupBuffer(capacity: 16)
            #expect(Array(text.utf8).withUnsafeBufferPointer { buffer.appendIfPlain($0, quotes: false) }, "\(text)")
            #expect(buffer.string == text)
        }
        var buffer = MarkupBuffer(capacity: 16)
        #expect(!Array("O'Brien".utf8).withUnsafeBufferPointer { buffer.appendIfPlain($0, quotes: true) })
        #expect(!Array("a \u{2014} b".utf8).withUnsafeBufferPointer { buffer.appendIfPlain($0, quotes: false) })
    }
}
