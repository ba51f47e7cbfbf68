import Testing
@testable import CoachDocuments

@Suite struct DeflateBitWriterTests {
    /// Values are packed least significant bit first, bytes filled from their low end.
    @Test func packsFromTheLowEnd() {
        var bits = DeflateBitWriter()
        bits.write(1, 1)      // BFINAL
        bits.write(2, 2)      // BTYPE 10
        bits.write(0x1F, 5)   // fills the first byte: 11111 10 1
        bits.write(0xABC, 12)
        #expect(bits.bytes == [0b1111_1101, 0xBC])
        bits.alignToByte()
        #expect(bits.bytes == [0b1111_1101, 0xBC, 0x0A])
        bits.alignToByte()
        bits.write(0x0102_0304_0506_07, 56)
        #expect(bits.bytes == [0b1111_1101, 0xBC, 0x0A, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01])
    }
}
