import CoachDocuments
import Foundation
import PDFTestSupport
import Testing

@Suite struct ResumePhotoTests {
    /// An 8 × 8 dark red PNG.
    static let png = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4oKCAFTEMLQkAKj9AAXjm1WMAAAAASUVORK5CYII=")!)

    /// The photo fills its box (84 × 105 points at the top left margin); the name moves right.
    @Test func photoIsDrawnBesideTheName() throws {
        var doc = ResumeSamples.rich
        doc.photo = try #require(ResumeDocument.Photo(bytes: Self.png))
        let pdf = try ResumePDF.render(doc)
        let page = try PDFTool.gray(pdf, dpi: 72)
        var dark = 0
        for y in 45..<140 { for x in 45..<120 where page.pixels[y * page.width + x] < 150 { dark += 1 } }
        #expect(dark == 95 * 75)
        let name = try #require(try ResumeLayoutProbe.box(of: "Łucja", in: pdf))
        #expect(name.x == 138)
        #expect(try PDFTool.run("qpdf", ["--check"], pdf: pdf).status == 0)
    }

    @Test func onlyJPEGAndPNGAreDrawn() {
        #expect(ResumeDocument.Photo(bytes: Array("GIF89a".utf8)) == nil)
        #expect(ResumeDocument.Photo(bytes: [0xFF, 0xD8, 0xFF, 0xE0])?.mime == "image/jpeg")
        #expect(ResumeDocument.Photo(bytes: Self.png)?.mime == "image/png")
    }
}
