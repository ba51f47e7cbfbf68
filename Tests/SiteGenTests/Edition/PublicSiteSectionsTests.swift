import Foundation
import SiteData
import Testing
@testable import SiteGen

/// A public site is the coach's view: no offer, deadline, tier, status, sentiment, task or
/// follow-up unless site.yml's `publish` names its section (docs/content.md, "What leaves the
/// family"). The fixture holds the canary in every such field.
@Suite struct PublicSiteSectionsTests {
    static func build(_ extra: String, _ name: String = #function) throws -> (tmp: URL, files: [String: String], warnings: [String]) {
        let tmp = TestSupport.temporaryFolder(name)
        let content = try PacketFixture.write(to: tmp)
        let siteFile = content.appendingPathComponent("site.yml")
        try (TestSupport.read(siteFile) + "public: true\n" + extra).write(to: siteFile, atomically: true, encoding: .utf8)
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = tmp.appendingPathComponent("_site").path
        o.environment = [:]
        o.themeDirectory = RepositoryPaths.defaultTheme.path
        let summary = try SiteBuilder(options: o).build()
        let out = tmp.appendingPathComponent("_site")
        let files = TestSupport.files(under: out).filter { $0.hasPrefix("kim-lee/") && !$0.hasSuffix(".pdf") && !$0.hasSuffix(".zip") }
        return (tmp, Dictionary(uniqueKeysWithValues: files.map { ($0, TestSupport.read(out.appendingPathComponent($0))) }),
                summary.warnings.map(\.description))
    }

    static let c = PacketFixture.canary
    /// What only the family's sections hold: the school (its name, status; its tier and
    /// division with it), the coach, the contact log, the offer, visits and deadlines, tasks,
    /// suggestions and posts.
    static let family = ["\(c) University", "\(c)status", "\(c) Coach", "\(c)type", "\(c) said", "\(c)offertype",
                         "\(c) official visit", "\(c) signing deadline", "\(c) task text", "\(c) title", "\(c) description",
                         "\(c) offer post"]

    @Test func byDefaultNothingOfTheFamilysDesk() throws {
        let (tmp, files, warnings) = try Self.build("")
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(files.count > 10)
        for (path, text) in files {
            for secret in Self.family { #expect(!text.contains(secret), "\(path) holds \(secret)") }
            #expect(!path.contains(Self.c.lowercased()), "\(path)")
        }
        let calendar = try #require(files["kim-lee/calendar.ics"])
        #expect(!calendar.contains("VTODO") && !calendar.contains("Offer deadline"))
        #expect(calendar.contains("SUMMARY:Spring Showcase"))
        // What a coach may see is there.
        #expect(files["kim-lee/performance/index.html"]!.contains("61.5"))
        #expect(files["kim-lee/notes/index.html"]!.contains("Season update"))
        #expect(!warnings.contains { $0.contains("publish:") })
        // No "Email to a coach" on a public site.
        #expect(!files.values.contains { $0.contains("mailto:?subject") || $0.contains("Recruiting%20Packet") })
    }

    @Test func publishOffersBringsThemBackAndWarnsEveryBuild() throws {
        let (tmp, files, warnings) = try Self.build("publish: [offers]\n")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let text = files.values.joined()
        #expect(text.contains("\(Self.c)offertype"))
        #expect(files["kim-lee/calendar.ics"]!.contains("Offer deadline"))
        for secret in Self.family where secret != "\(Self.c)offertype" { #expect(!text.contains(secret), "\(secret)") }
        #expect(warnings.contains(
            "\(tmp.path)/content/site.yml: warning: this public site publishes offers (publish: in site.yml): anyone with the address, and search engines, can read them; remove them from publish: to keep them for the family"))
    }
}
