import Testing
@testable import CoachDocuments

/// A QR code's modules, from libqrencode (error correction M, byte mode, smallest version).
@Suite struct QRMatrixTests {
    /// Version 3 (29 modules) holds a 42-byte address at level M; version 4 (33) a 62-byte one;
    /// the finder pattern's corner modules are dark.
    @Test(arguments: [("https://example.org/ana-diaz/coach/", 29), ("https://www.hudl.com/profile/123456/highlights/2026-spring", 33)])
    func smallestVersionThatHoldsTheText(text: String, size: Int) throws {
        let m = try #require(QRMatrix(text))
        #expect(m.size == size)
        #expect(m.dark.count == size * size)
        #expect(m[0, 0] && m[0, size - 1] && m[size - 1, 0])
        #expect(!m[7, 7])
    }

    /// No code for an empty text or for one longer than the largest version holds.
    @Test func noCodeForEmptyOrTooLongText() {
        #expect(QRMatrix("") == nil)
        #expect(QRMatrix(String(repeating: "x", count: 3_000)) == nil)
    }
}
