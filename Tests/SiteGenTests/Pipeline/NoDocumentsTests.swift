import Foundation
import Testing
@testable import SiteGen

/// `sitegen build --no-documents` and `documents: false` in site.yml: the site without the
/// coach's documents (résumé and report PDFs, packet zips), and no page links one.
@Suite struct NoDocumentsTests {
    /// Builds a copy of the fixture site, `extraYAML` added to its site.yml.
    /// `reportPDFs: false` takes the fixture's `reports: pdf: true` out.
    func build(documents: Bool?, extraYAML: String = "", reportPDFs: Bool = true, _ body: (BuiltSite) throws -> Void) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let yml = content.appendingPathComponent("site.yml")
        var text = TestSupport.read(yml)
        if !reportPDFs { text = text.replacingOccurrences(of: "  pdf: true\n", with: "") }
        try (text + extraYAML).write(to: yml, atomically: true, encoding: .utf8)
        try body(BuiltSite(content: content, output: tmp.appendingPathComponent("_site"), documents: documents))
    }

    static func documents(_ site: BuiltSite) -> [String] {
        site.paths.filter { $0.hasSuffix(".pdf") || $0.hasSuffix("-packet.zip") }
    }

    /// Pages with a link (`href="…"`) to a PDF or a packet zip.
    static func linking(_ site: BuiltSite) -> [String] {
        site.htmlPaths.filter { path in
            HTMLScanner.tags(in: site.text(path)).contains { tag in
                tag.value("href").map { $0.hasSuffix(".pdf") || $0.hasSuffix("-packet.zip") } ?? false
            }
        }
    }

    @Test func byDefaultTheDocumentsAreThereAndLinked() throws {
        try build(documents: nil) { site in
            #expect(Self.documents(site).contains("ana-diaz/ana-diaz-resume.pdf"))
            #expect(Self.documents(site).contains("ana-diaz/ana-diaz-packet.zip"))
            #expect(Self.documents(site).contains("ana-diaz/reports/last-30-days.pdf"))
            #expect(Self.linking(site).contains("ana-diaz/profile/index.html"))
            #expect(Self.linking(site).contains("ana-diaz/reports/index.html"))
        }
    }

    @Test func noDocumentsLeavesOutTheFilesAndEveryLinkToThem() throws {
        try build(documents: false) { site in
            #expect(Self.documents(site) == [])
            #expect(Self.linking(site) == [])
            #expect(site.checks.brokenLinks() == [])
            #expect(site.paths.contains("ana-diaz/profile/index.html"))
            #expect(site.paths.contains("ana-diaz/reports/last-30-days.csv"))
        }
    }

    @Test func siteYAMLDocumentsFalseDoesTheSameAndTheCommandLineWins() throws {
        try build(documents: nil, extraYAML: "documents: false\n") { site in
            #expect(Self.documents(site) == [])
            #expect(Self.linking(site) == [])
        }
        try build(documents: true, extraYAML: "documents: false\n") { site in
            #expect(Self.documents(site).contains("ana-diaz/ana-diaz-resume.pdf"))
        }
    }

    /// Report PDFs are opt-in (site.yml `reports: pdf: true`): without it the résumé and the
    /// packet are made, no report PDF, and no report page links one.
    @Test func reportPDFsAreOptIn() throws {
        try build(documents: nil, reportPDFs: false) { site in
            #expect(Self.documents(site).contains("ana-diaz/ana-diaz-resume.pdf"))
            #expect(Self.documents(site).contains("ana-diaz/ana-diaz-packet.zip"))
            #expect(Self.documents(site).filter { $0.contains("/reports/") } == [])
            #expect(Self.linking(site).filter { $0.contains("/reports/") } == [])
            #expect(site.paths.contains("ana-diaz/reports/last-30-days.csv"))
            #expect(site.checks.brokenLinks() == [])
        }
    }
}
