import CoachDocuments
import PDFTestSupport
import PhotoTestSupport
import Testing
@testable import SiteGen

/// The résumé's photo drawn by cairo (docs/coach-pdf.md): a JPEG goes into the PDF as it is, a
/// PNG decoded and compressed losslessly; both cropped to cover their box.
@Suite struct ResumePhotoJPEGTests {
    static func resume(photo: [UInt8]) throws -> [UInt8] {
        var doc = ResumeDocument(info: PDFInfo(title: "Kim Lee", author: "Kim Lee", day: "2026-11-22"), name: "Kim Lee")
        doc.photo = try #require(ResumeDocument.Photo(bytes: photo))
        return try ResumePDF.render(doc)
    }

    /// `pdfimages -list`'s rows: width, height, encoding.
    static func images(_ pdf: [UInt8]) throws -> [[String]] {
        let list = try PDFTool.run("pdfimages", ["-list"], pdf: pdf).text
        return list.split(separator: "\n").dropFirst(2).map { row in
            let f = row.split(separator: " ").map(String.init)
            return [f[3], f[4], f[8]]
        }
    }

    @Test func jpegIsEmbeddedUndecoded() throws {
        let jpeg = TestImages.jpeg(width: 40, height: 50)
        let pdf = try Self.resume(photo: jpeg)
        #expect(try Self.images(pdf) == [["40", "50", "jpeg"]])
        #expect(pdf.firstRange(of: jpeg) != nil)
        #expect(try PDFTool.run("qpdf", ["--check"], pdf: pdf).status == 0)
        #expect(try Self.resume(photo: jpeg) == pdf)
    }

    /// A wide picture covers the 84 × 105 box: its middle shows, and the box is filled edge to
    /// edge (the gradient's red rises to the right, so the cut-off sides are the darkest and
    /// lightest columns).
    @Test func pngCoversItsBox() throws {
        let png = TestImages.png(width: 200, height: 50)
        let pdf = try Self.resume(photo: png)
        #expect(try Self.images(pdf) == [["200", "50", "image"]])
        let page = try PDFTool.gray(pdf, dpi: 72)
        // Inside the box (40…124 across, 40…145 down) nothing is paper-white; right beside it is.
        for (x, y) in [(41, 41), (123, 144), (82, 90)] { #expect(page.pixels[y * page.width + x] < 250) }
        #expect(page.pixels[90 * page.width + 126] > 250)
    }
}
