import Foundation
import PDFTestSupport
import SiteData
import Testing
import ZIPFoundation
@testable import SiteGen

/// A canary in every private field of an athlete (`PacketFixture`: schools, coaches, offers,
/// deadlines, tiers, sentiment, interactions, tasks, suggestions, private notes, visits) never
/// reaches what a coach is sent: the coach page, the share image's text, the résumé, the packet.
@Suite struct CoachPagePrivacyTests {
    static let siteYAML = "title: Lee Family\ntoday: 2026-03-15\nbase_url: https://example.org/lee/\n"

    /// Whether `text` holds the canary (any case) or the coach's phone.
    func leaks(_ text: String) -> Bool {
        text.uppercased().contains(PacketFixture.canary) || text.contains(PacketFixture.phone) || text.contains("5550199")
    }

    /// Builds the fixture with `include` as `packet.include`; returns the output folder.
    func build(_ tmp: URL, isPublic: Bool, include: [String] = []) throws -> (content: URL, output: URL) {
        let content = try PacketFixture.write(to: tmp, include: include)
        let yaml = Self.siteYAML + (isPublic ? "public: true\n" : "") + "packet:\n  include: [\(include.joined(separator: ", "))]\n"
        try yaml.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let output = tmp.appendingPathComponent("_site")
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = output.path
        o.environment = [:]
        o.themeDirectory = RepositoryPaths.defaultTheme.path
        _ = try SiteBuilder(options: o).build()
        return (content, output)
    }

    @Test(arguments: [false, true])
    func canaryReachesNothingACoachIsSent(isPublic: Bool) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let (content, output) = try build(tmp, isPublic: isPublic)
        func read(_ path: String) throws -> Data { try Data(contentsOf: output.appendingPathComponent(path)) }

        // The page.
        let page = String(decoding: try read("kim-lee/coach/index.html"), as: UTF8.self)
        #expect(page.contains("Kim Lee"))
        #expect(page.contains("Spring Showcase"))
        #expect(!leaks(page))

        // The share image: what it draws, from the same coach edition the page is made from.
        let (data, _) = try ContentFolderSource(contentFolder: content).loadAthlete("kim-lee", config: SiteConfig())
        let coach = CoachEdition.make(from: data, parts: [], today: LocalDate(iso: "2026-03-15")!)
        let card = ShareCardModel.card(edition: coach, page: Page(build: try AnalyticsFixture.build(),
                                                                address: PageAddress(path: SitePath.coach("kim-lee"), athlete: nil, tab: nil)))
        // A catcher leads with her verified pop time (docs/numbers.md, "Headline marks").
        #expect(card.texts == ["Kim Lee", "Class of 2027 · C, 1B", "Best Pop Time · Verified", "1.95 s", "Fixture Family"])
        #expect(!card.texts.contains(where: leaks))
        #expect(Array(try read("kim-lee/share.png").prefix(4)) == [0x89, 0x50, 0x4E, 0x47])

        // The résumé (its QR code's link printed under it), and every file of the packet.
        let resume = try PDFTool.text([UInt8](try read("kim-lee/kim-lee-resume.pdf")))
        #expect(resume.contains("Kim Lee"))
        #expect(!leaks(resume))
        let archive = try Archive(url: output.appendingPathComponent("kim-lee/kim-lee-packet.zip"), accessMode: .read)
        var entries = 0
        for entry in archive {
            var bytes = Data()
            _ = try archive.extract(entry) { bytes.append($0) }
            let text = entry.path.hasSuffix(".pdf") ? try PDFTool.text([UInt8](bytes)) : String(decoding: bytes, as: UTF8.self)
            #expect(!leaks(text), "\(entry.path)")
            entries += 1
        }
        #expect(entries > 3)
    }

    /// `packet.include: [offers]` puts offers in the packet, never on the coach page.
    @Test func offersInThePacketStayOffTheCoachPage() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let (_, output) = try build(tmp, isPublic: false, include: ["offers"])
        let page = String(decoding: try Data(contentsOf: output.appendingPathComponent("kim-lee/coach/index.html")), as: UTF8.self)
        #expect(!leaks(page))
        #expect(!page.lowercased().contains("offer"))
    }
}
