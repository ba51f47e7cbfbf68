import CoachDocuments
import Foundation
import PDFTestSupport
import Testing

@Suite struct ResumePDFTests {
    @Test func richResumeIsOnePageWithEveryNumberAsText() throws {
        let pdf = try ResumePDF.render(ResumeSamples.rich)
        #expect(try PDFTool.pages(pdf) == 1)
        let text = try PDFTool.text(pdf)
        for word in ["Łucja Żółkiewska", "Class of 2027 · Pitcher, Outfield", "5′9″", "150 lb", "3.85", "1340",
                     "61 mph", "72 mph", "7.41 s", "12 Oct 2026", "Verified", "Self-reported", "Winter Showcase",
                     "https://www.hudl.com/profile/123456", "lucja@example.org", "+1 512 555 0100", "Updated 22 Nov 2026"] {
            #expect(text.contains(word), "missing \(word)")
        }
    }

    /// `short_bio` is printed under the headline, above the player's facts; at most two lines.
    @Test func shortBioUnderTheHeadline() throws {
        var doc = ResumeSamples.rich
        doc.bio = "Two-way player who leads the staff in strikeouts."
        let text = try PDFTool.text(try ResumePDF.render(doc))
        let headline = try #require(text.range(of: "Class of 2027 · Pitcher, Outfield"))
        let bio = try #require(text.range(of: "Two-way player who leads the staff in strikeouts."))
        #expect(headline.upperBound <= bio.lowerBound)
        doc.bio = String(repeating: "Leads the staff in strikeouts. ", count: 40)
        let long = try ResumePDF.render(doc)
        #expect(try PDFTool.pages(long) == 1)
    }

    @Test func emptyResumeIsOnePageWithNameOnly() throws {
        let pdf = try ResumePDF.render(ResumeSamples.empty)
        #expect(try PDFTool.pages(pdf) == 1)
        #expect(try PDFTool.text(pdf) == "Ann Lee\n\n\u{0C}")
    }

    @Test func longNamesStayOnOnePageCutWithAnEllipsis() throws {
        let pdf = try ResumePDF.render(ResumeSamples.long)
        #expect(try PDFTool.pages(pdf) == 1)
        let text = try PDFTool.text(pdf)
        // cairo maps the drawn "…" to the whole cut text, so a search still finds the full name.
        #expect(text.hasPrefix(String(repeating: "Żółkiewska-Wiśniewska ", count: 1)))
        // Academics rank below the metrics: cut; links and contact rank above everything cut.
        #expect(!text.contains("GPA"))
        #expect(text.contains("29 mph") && !text.contains("30 mph"))
        #expect(text.contains("https://www.hudl.com/profile/123456"))
        #expect(text.contains("lucja@example.org"))
    }

    @Test func a4PaperIsA4() throws {
        var doc = ResumeSamples.rich
        doc.paper = .a4
        let info = try PDFTool.info(try ResumePDF.render(doc))
        #expect(info["Page size"] == "595.28 x 841.89 pts (A4)")
        #expect(try PDFTool.info(try ResumePDF.render(ResumeSamples.rich))["Page size"] == "612 x 792 pts (letter)")
    }

    @Test func validWithEmbeddedSubsetFontsAndInfo() throws {
        let pdf = try ResumePDF.render(ResumeSamples.rich)
        let check = try PDFTool.run("qpdf", ["--check"], pdf: pdf)
        #expect(check.status == 0, "\(check.text)")
        let fonts = try PDFTool.fonts(pdf)
        #expect(!fonts.isEmpty)
        for font in fonts {
            #expect(font.embedded && font.subset, "\(font.name)")
            #expect(font.name.hasSuffix("DejaVuSans") || font.name.hasSuffix("DejaVuSans-Bold"), "\(font.name)")
        }
        let info = try PDFTool.info(pdf)
        #expect(info["Title"] == "Łucja Żółkiewska – recruiting résumé")
        #expect(info["Author"] == "Łucja Żółkiewska")
    }

    /// A verified mark's source links to the event where it was measured (issue 41 §1).
    @Test func aVerifiedMarksSourceLinksItsEvent() throws {
        var doc = ResumeSamples.rich
        doc.metrics[0].source = "PBR verified · PBR Showcase"
        doc.metrics[0].sourceURL = "https://example.org/events/pbr-showcase"
        let qdf = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: try ResumePDF.render(doc), stdout: true).text
        #expect(qdf.contains("/URI (https://example.org/events/pbr-showcase)"))
        let plain = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: try ResumePDF.render(ResumeSamples.rich), stdout: true).text
        #expect(!plain.contains("/URI (https://example.org/events/"))
    }

    @Test func linksAreClickable() throws {
        let pdf = try ResumePDF.render(ResumeSamples.rich)
        let qdf = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: pdf, stdout: true).text
        for uri in ["https://www.hudl.com/profile/123456", "https://example.org/lucja/", "mailto:lucja@example.org", "tel:+15125550100"] {
            #expect(qdf.contains("/URI (\(uri))"), "no link to \(uri)")
        }
    }

    @Test func sameInputSameBytes() throws {
        let first = try ResumePDF.render(ResumeSamples.rich)
        let second = try ResumePDF.render(ResumeSamples.rich)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/CreationDate (20261122000000Z)"))
        #expect(text.contains("/ModDate (20261122000000Z)"))
    }

    /// The trend charts are drawn (ChartPainter, cairo): the area under the first chart's caption has ink.
    @Test func chartAreaHasInk() throws {
        let pdf = try ResumePDF.render(ResumeSamples.rich)
        let page = try PDFTool.gray(pdf, dpi: 72)
        #expect(page.width == 612 && page.height == 792)
        let found = try ResumeLayoutProbe.chartBox(pdf)
        let box = try #require(found)
        var dark = 0
        for y in Int(box.y)..<Int(box.y + box.height) {
            for x in Int(box.x)..<Int(box.x + box.width) where page.pixels[y * page.width + x] < 200 { dark += 1 }
        }
        #expect(dark > 20)
    }
}
