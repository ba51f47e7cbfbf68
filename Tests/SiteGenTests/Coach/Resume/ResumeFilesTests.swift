import FileTestSupport
import Foundation
import PDFTestSupport
import Testing
import ZIPFoundation
@testable import SiteGen
import SiteData

/// The résumé and the packet zip in a built site and in the packet (docs/coach-pdf.md).
@Suite struct ResumeFilesTests {
    /// `sitegen packet` with a canary in every private field: never in the text of the résumé
    /// or the metrics sheet, nor in any of their uncompressed streams.
    @Test(arguments: ["kim-lee-resume.pdf", "kim-lee-metrics.pdf"])
    func canaryNeverInTheCoachPDFs(entry name: String) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, include: ["offers"])
        let zip = tmp.appendingPathComponent("kim.zip")
        var options = BuildOptions()
        options.contentFolder = content.path
        options.environment = [:]
        options.themeDirectory = RepositoryPaths.defaultTheme.path
        _ = try PacketBuilder(options: options, athlete: "kim-lee", outputFile: zip.path).build()
        let archive = try Archive(url: zip, accessMode: .read)
        let entry = try #require(archive[name])
        var data = Data()
        _ = try archive.extract(entry) { data.append($0) }
        let pdf = Array(data)
        let text = try PDFTool.text(pdf)
        #expect(text.contains("Kim Lee"))
        #expect(!text.uppercased().contains(PacketFixture.canary))
        let qdf = try PDFTool.run("qpdf", ["--qdf", "--object-streams=disable"], pdf: pdf, stdout: true)
        #expect(qdf.status == 0)
        #expect(!String(decoding: qdf.output, as: UTF8.self).uppercased().contains(PacketFixture.canary))
        #expect(try PDFTool.pages(pdf) == 1)
    }

    /// The sample athletes (content/) as a coach's `pdftotext` sees them, line for line.
    @Test(arguments: ["ethan-carter", "liam-brooks", "sofia-nowak"])
    func sampleResumeText(slug: String) throws {
        let site = try SampleSite.shared()
        let pdf = try site.bytes("\(slug)/\(slug)-resume.pdf")
        #expect(try PDFTool.pages(pdf) == 1)
        let golden = BuiltSite.goldenFolder.appendingPathComponent("resume-\(slug).txt")
        let text = try PDFTool.text(pdf)
        if GoldenFile.updating {
            try text.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)
                == TestSupport.read(golden).split(separator: "\n", omittingEmptySubsequences: false))
        let check = try PDFTool.run("qpdf", ["--check"], pdf: pdf)
        #expect(check.status == 0, "\(check.text)")
        #expect(try PDFTool.fonts(pdf).allSatisfy { $0.embedded && $0.subset })
    }

    /// The richest sample athlete's résumé uses its page: one page, and at most 15 % of the
    /// area between the margins in blank bands (ink-free runs of rows taller than 24 points,
    /// wider than a section's gap), measured on the page as pdftoppm draws it. Liam, who has
    /// almost nothing, shows the measure can fail.
    @Test func theRichestResumeIsOneFullPage() throws {
        func blankShare(_ slug: String) throws -> Double {
            let pdf = try SampleSite.shared().bytes("\(slug)/\(slug)-resume.pdf")
            #expect(try PDFTool.pages(pdf) == 1)
            let page = try PDFTool.gray(pdf, dpi: 72)
            let (top, bottom) = (40, page.height - 40)
            var blank = 0, run = 0
            for y in top..<bottom {
                let ink = (40..<(page.width - 40)).contains { page.pixels[y * page.width + $0] < 200 }
                if ink { if run > 24 { blank += run }; run = 0 } else { run += 1 }
            }
            if run > 24 { blank += run }
            return Double(blank) / Double(bottom - top)
        }
        #expect(try blankShare("ethan-carter") <= 0.15)
        #expect(try blankShare("liam-brooks") > 0.5)
    }

    /// The packet zip in the site holds the résumé at its top level, and the profile links both.
    @Test func siteCarriesThePacketWithTheResume() throws {
        let site = try SampleSite.shared()
        let zip = try Archive(data: Data(try site.bytes("ethan-carter/ethan-carter-packet.zip")), accessMode: .read)
        let names = zip.map(\.path)
        #expect(names.contains("ethan-carter-resume.pdf"))
        #expect(names.contains("index.html"))
        let resume = try #require(zip["ethan-carter-resume.pdf"])
        var data = Data()
        _ = try zip.extract(resume) { data.append($0) }
        #expect(Array(data) == (try site.bytes("ethan-carter/ethan-carter-resume.pdf")))
        let profile = String(decoding: try site.bytes("ethan-carter/profile/index.html"), as: UTF8.self)
        #expect(profile.contains(#"href="../ethan-carter-resume.pdf" download="" type="application/pdf""#))
        #expect(profile.contains(#"href="../ethan-carter-packet.zip" download="" type="application/zip""#))
        // The packet's front page links the résumé first.
        let index = try #require(zip["index.html"])
        var page = Data()
        _ = try zip.extract(index) { page.append($0) }
        let html = String(decoding: page, as: UTF8.self)
        let first = try #require(html.range(of: "href=\"ethan-carter-resume.pdf\""))
        let performance = try #require(html.range(of: "href=\"ethan-carter/performance/index.html\""))
        #expect(first.lowerBound < performance.lowerBound || html.range(of: "<main")!.lowerBound < first.lowerBound)
    }
}
