@testable import CoachDocuments
import PDFTestSupport
import Testing

/// The résumé's QR codes: one 1-bit image mask each, whose pixels are the code's modules.
@Suite struct PageWriterTests {
    /// Draws `url`'s code at (36, 36), 144 points square (quiet zone included), and returns the
    /// PDF.
    static func pdf(qr url: String) throws -> [UInt8] {
        let writer = PageWriter(paper: .letter, info: PDFInfo(title: "QR", author: "Test", day: "2026-12-06"))
        writer.qr(url, x: 36, y: 36, side: 144)
        return try writer.canvas.finish()
    }

    /// Rendered at 144 dpi, the centre of every module is black where the module is dark and
    /// white where it is light, and the quiet zone is white: the bits are in the right order and
    /// the image sits where the modules should.
    @Test(arguments: ["https://example.org/ana-diaz/coach/", "https://www.hudl.com/profile/123456/highlights/2026-spring"])
    func theRenderedPageShowsEveryModule(url: String) throws {
        let m = try #require(QRMatrix(url))
        let page = try PDFTool.gray(try Self.pdf(qr: url), dpi: 144)
        let module = 144.0 / Double(m.size + 4)
        func shade(_ row: Double, _ column: Double) -> UInt8 {
            let x = Int(((36 + (column + 0.5) * module) * 2).rounded(.down))
            let y = Int(((36 + (row + 0.5) * module) * 2).rounded(.down))
            return page.pixels[y * page.width + x]
        }
        var wrong: [String] = []
        for row in 0..<m.size {
            for column in 0..<m.size {
                let s = shade(Double(row + 2), Double(column + 2))
                if m[row, column] ? s > 32 : s < 223 { wrong.append("(\(row), \(column)): \(s)") }
            }
        }
        #expect(wrong == [])
        for i in 0..<(m.size + 4) {
            #expect(shade(0, Double(i)) == 255)
            #expect(shade(Double(i), 1) == 255)
            #expect(shade(Double(m.size + 3), Double(i)) == 255)
        }
    }

    /// One image mask per code, not smoothed, 8 pixels a module; no path is filled.
    @Test func theCodeIsOneUnsmoothedImageMask() throws {
        let url = "https://example.org/ana-diaz/coach/"
        let side = try #require(QRMatrix(url)).size * PageWriter.qrPixelsPerModule
        let qdf = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: try Self.pdf(qr: url), stdout: true).text
        #expect(qdf.components(separatedBy: "/ImageMask true").count - 1 == 1)
        #expect(qdf.contains("/Width \(side)") && qdf.contains("/Height \(side)"))
        #expect(qdf.contains("/Interpolate false"))
        #expect(qdf.contains("/BitsPerComponent 1"))
        #expect(!qdf.contains(" re\n") && !qdf.contains(" h\n"))
    }
}
