import Foundation
import PDFTestSupport
import Testing
import ZIPFoundation
@testable import SiteGen
import SiteData

/// The metrics sheet (docs/coach-pdf.md, "Metrics sheet") in a built site and in the packet.
@Suite struct MetricsSheetFilesTests {
    /// Ethan's sheet as a coach's `pdftotext` sees it: every type he recorded, best first
    /// with its date, source and status, the latest value, the count and the progression.
    @Test func ethansSheetText() throws {
        let pdf = try SampleSite.shared().bytes("ethan-carter/ethan-carter-metrics.pdf")
        #expect(try PDFTool.pages(pdf) == 1)
        let lines = try PDFTool.text(pdf).split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == ["Ethan Carter", "Class of 2027 · Baseball · RHP, SS", "Performance Metrics",
                                           "Every recorded metric type, best mark first · as of Nov 22, 2026"])
        // The types in the position's order (a pitcher first), each once as a heading.
        let headings = ["Fastball Velocity", "ERA", "Strikeouts", "Exit Velocity", "60-Yard Dash", "Batting Average"]
        #expect(lines.filter(headings.contains) == headings)
        // The verified 89.2 mph leads; the better self-reported 90.3 mph is beside it.
        for line in ["89.2 mph", "Aug 14, 2026 · PBR verified · Verified · Self-reported 90.3 mph · Sep 30, 2026", "89.6 mph · Nov 16, 2026",
                     "81.1 mph → 89.2 mph since Nov 2023", "7.28 s → 6.99 s since Nov 2023 (lower is better)",
                     "Sep 30, 2026 · Trackman · Verified", "Updated Nov 22, 2026"] {
            #expect(lines.contains(line), "missing \(line)")
        }
        #expect(try PDFTool.run("qpdf", ["--check"], pdf: pdf).status == 0)
        #expect(try PDFTool.fonts(pdf).allSatisfy { $0.embedded && $0.subset })
    }

    /// The performance page links the sheet, the packet carries it at its top level (the same
    /// bytes) and its performance page links that copy; an athlete with no metric has none.
    @Test func linkedFromPerformanceAndCarriedInThePacket() throws {
        let site = try SampleSite.shared()
        let performance = String(decoding: try site.bytes("ethan-carter/performance/index.html"), as: UTF8.self)
        #expect(performance.contains(#"href="../ethan-carter-metrics.pdf" download="" type="application/pdf""#))
        #expect(performance.contains("Metrics sheet (PDF)"))
        let zip = try Archive(data: Data(try site.bytes("ethan-carter/ethan-carter-packet.zip")), accessMode: .read)
        let entry = try #require(zip["ethan-carter-metrics.pdf"])
        var data = Data()
        _ = try zip.extract(entry) { data.append($0) }
        #expect(Array(data) == (try site.bytes("ethan-carter/ethan-carter-metrics.pdf")))
        let packed = try #require(zip["ethan-carter/performance/index.html"])
        var page = Data()
        _ = try zip.extract(packed) { page.append($0) }
        #expect(String(decoding: page, as: UTF8.self).contains(#"href="../../ethan-carter-metrics.pdf""#))
        // Liam has no metric: no sheet, no button.
        #expect(throws: (any Error).self) { try site.bytes("liam-brooks/liam-brooks-metrics.pdf") }
        let liam = String(decoding: try site.bytes("liam-brooks/performance/index.html"), as: UTF8.self)
        #expect(!liam.contains("metrics.pdf"))
    }
}
