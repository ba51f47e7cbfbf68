@testable import CoachDocuments
import PDFTestSupport
import Testing

/// The résumé's layout gives way before it leaves anything out, and never cuts a phone, an
/// email or an address (docs/coach-pdf.md, "Always one page").
@Suite struct ResumeGivesWayTests {
    @Test func contactLinksFlowToTheNextLineInsteadOfBeingCut() {
        let beside = ResumePDF.flow([60, 80], width: 200, gap: 12)
        #expect(beside.map(\.line) == [0, 0] && beside.map(\.x) == [0, 72])
        let below = ResumePDF.flow([150, 80], width: 200, gap: 12)
        #expect(below.map(\.line) == [0, 1] && below.map(\.x) == [0, 0] && below.map(\.width) == [150, 80])
        // Wider than the column: alone on its line, to wrap there.
        let wide = ResumePDF.flow([50, 300, 40], width: 200, gap: 12)
        #expect(wide.map(\.line) == [0, 1, 2] && wide.map(\.width) == [50, 200, 40])
    }

    /// A reference's phone beside a long email was cut to "+1 6…": it now takes the line under
    /// the email, whole.
    @Test func aReferencesPhoneBesideALongEmailIsWhole() throws {
        var doc = ResumeSamples.rich
        let email = "marisol.diaz@westlakehigh.example.org"
        doc.references = [.init(name: "Marisol Diaz", detail: "Head Coach · Westlake High School",
                                contact: [.init(label: email, url: "mailto:\(email)"), .init(label: "+1 615 555 0100", url: "tel:+16155550100")])]
        let pdf = try ResumePDF.render(doc)
        let mail = try #require(try ResumeLayoutProbe.box(of: email, in: pdf))
        let phone = try #require(try ResumeLayoutProbe.box(of: "0100", in: pdf))
        #expect(phone.y >= mail.maxY - 0.5)
        #expect(try PDFTool.text(pdf).contains("+1 615 555 0100"))
        let qdf = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: pdf, stdout: true).text
        #expect(qdf.contains("/URI (tel:+16155550100)") && qdf.contains("/URI (mailto:\(email))"))
    }

    /// "Honors" wraps while the page has room (it was cut after one line).
    @Test func honorsWrapWhileThePageHasRoom() throws {
        var doc = ResumeSamples.rich
        doc.academics.append(.init(label: "Honors", value: "All-District First Team 2025, Academic All-State, National Honor Society, AP Scholar"))
        let (pdf, fit) = try ResumePDF.layout(doc)
        #expect(fit.leftOut.isEmpty)
        let first = try #require(try ResumeLayoutProbe.box(of: "All-District", in: pdf))
        let last = try #require(try ResumeLayoutProbe.box(of: "Scholar", in: pdf))
        #expect(last.y > first.maxY - 0.5)
    }

    /// The fullest page whose charts are at full height: a one-line short_bio shrinks them, it
    /// does not leave the Trends section out (it did, leaving 1.6 in of blank paper).
    @Test func aOneLineBioShrinksTheChartsInsteadOfDroppingThem() throws {
        var doc = ResumeSamples.rich
        let event = ResumeDocument.Event(date: "5 Dec 2026", name: "Winter Showcase", place: "Round Rock, TX")
        var full = doc
        for n in 1...40 {
            doc.events = Array(repeating: event, count: n)
            let fit = try ResumePDF.layout(doc).fit
            guard fit.leftOut.isEmpty, fit.chartHeight >= ResumePDF.chartHeight else { break }
            full = doc
        }
        #expect(try ResumePDF.layout(full).fit.chartHeight >= ResumePDF.chartHeight)
        full.bio = "Two-way player who leads the staff in strikeouts."
        let fit = try ResumePDF.layout(full).fit
        #expect(fit.leftOut == [])
        #expect(fit.chartHeight >= ResumePDF.minChartHeight && fit.chartHeight < ResumePDF.chartHeight)
    }

    /// What does not fit even so is named. Events after the first three go before the trend
    /// charts, which keep their place (the room the events leave is theirs again).
    @Test func whatIsLeftOutIsNamed() throws {
        var doc = ResumeSamples.rich
        doc.events = Array(repeating: .init(date: "5 Dec 2026", name: "Winter Showcase", place: "Round Rock, TX"), count: 60)
        let fit = try ResumePDF.layout(doc).fit
        #expect(fit.leftOut.map(\.section) == [.events])
        #expect(fit.leftOut.first.map { $0.total == 60 && $0.leftOut > 0 && $0.leftOut <= 57 } == true)
        #expect(fit.chartHeight >= ResumePDF.minChartHeight)
        // Forty-five metrics leave no room for the rest.
        doc.metrics = (1...45).map { .init(name: "Metric \($0)", value: "\($0) mph", date: "1 Oct 2026", status: "Verified", verified: true) }
        let full = try ResumePDF.layout(doc).fit
        #expect(full.leftOut.map(\.section) == [.academics, .athletics, .trends, .events])
        #expect(full.leftOut[2] == .init(section: .trends, leftOut: 1, total: 1) && full.chartHeight == 0)
        #expect(try ResumePDF.layout(ResumeSamples.rich).fit.leftOut.isEmpty)
    }
}
