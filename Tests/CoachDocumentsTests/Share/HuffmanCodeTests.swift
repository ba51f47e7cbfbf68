import Testing
@testable import CoachDocuments

/// The Huffman codes of the share image's dynamic block: lengths from counts, the length limit,
/// canonical codes as RFC 1951 gives them, and always at least two codes.
@Suite struct HuffmanCodeTests {
    /// The sum over used symbols of 2^-length: exactly 1 for a complete code.
    static func kraft(_ lengths: [Int]) -> Double {
        lengths.filter { $0 > 0 }.map { 1.0 / Double(1 << $0) }.reduce(0, +)
    }

    @Test func lengthsFromCounts() {
        #expect(HuffmanCode(counts: [1, 1, 2, 4], limit: 15).lengths == [3, 3, 2, 1])
        #expect(HuffmanCode(counts: [0, 5, 0, 5], limit: 15).lengths == [0, 1, 0, 1])
        // Equal counts: a balanced tree; ties go to the lower symbol.
        #expect(HuffmanCode(counts: [3, 3, 3], limit: 15).lengths == [2, 2, 1])
    }

    /// RFC 1951's example (3.2.2): lengths (3, 3, 3, 3, 3, 2, 4, 4) are codes 010, 011, 100,
    /// 101, 110, 00, 1110, 1111; kept here bit-reversed.
    @Test func canonicalCodesAsTheRFCGivesThem() {
        let codes = HuffmanCode.canonical([3, 3, 3, 3, 3, 2, 4, 4])
        #expect(codes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
    }

    /// Fibonacci counts make the deepest tree: 30 symbols would need 29 bits; the limit holds
    /// and the code stays complete.
    @Test func theLimitHolds() {
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        #expect(HuffmanCode.lengths(fibonacci, limit: 100).max() == 29)
        for limit in [7, 15] {
            let lengths = HuffmanCode(counts: fibonacci, limit: limit).lengths
            #expect(lengths.max() == limit)
            #expect(Self.kraft(lengths) == 1)
        }
    }

    /// One used symbol (or none) still makes a complete code of two: zlib refuses an
    /// incomplete code-length code.
    @Test func atLeastTwoCodes() {
        #expect(HuffmanCode(counts: [0, 0, 9, 0], limit: 7).lengths == [1, 0, 1, 0])
        #expect(HuffmanCode(counts: [9, 0, 0], limit: 7).lengths == [1, 1, 0])
        #expect(HuffmanCode(counts: [0, 0, 0], limit: 7).lengths == [1, 1, 0])
        #expect(HuffmanCode(counts: [0, 0, 9], limit: 7).codes == [0, 0, 1])
    }
}
