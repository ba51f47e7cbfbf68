import Foundation
import SiteGen
import Testing
@testable import SiteServe

/// What `serve` renders into memory is what `build` writes, byte for byte, file for file.
@Suite(.serialized) struct LazySiteTests {
    /// A writable copy of `folder` (relative to the repository); `public` adds `public: true`
    /// and a `base_url`, so the build writes `sitemap.xml` and `robots.txt`.
    static func content(_ folder: String, public isPublic: Bool = false) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("serve-compare-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ServeSupport.repo.appendingPathComponent(folder), to: dir)
        if isPublic {
            let yml = dir.appendingPathComponent("site.yml")
            let text = try String(contentsOf: yml, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("public:") }.joined(separator: "\n")
            try ("public: true\nbase_url: https://family.example/\n" + text).write(to: yml, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func options(_ content: URL, output: URL? = nil) -> BuildOptions {
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = output?.path ?? "/nonexistent"
        options.environment = [:]
        options.jobs = 1
        return options
    }

    /// Every file under `root` but dot-files (the build's `.sitegen` marker), by site path.
    static func files(under root: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in walker where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            out[path] = try Data(contentsOf: url)
        }
        return out
    }

    @Test(arguments: [("Tests/SiteGenTests/Fixtures/site", false), ("Tests/SiteGenTests/Fixtures/site", true), ("content", false)])
    func everyFileServedIsTheBuildsByteForByte(folder: String, isPublic: Bool) throws {
        let content = try Self.content(folder, public: isPublic)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("serve-compare-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: output) }
        _ = try SiteBuilder(options: Self.options(content, output: output)).build()
        let built = try Self.files(under: output)
        #expect(built.keys.contains("sitemap.xml") == isPublic)

        let site = try PreviewSite(options: Self.options(content))
        let lazy = LazySite(site: site, state: PreviewState(), log: { _ in })
        defer { lazy.close() }
        _ = lazy.cards.all()  // every number counted: the index is the build's
        for (path, bytes) in built.sorted(by: { $0.key < $1.key }) {
            let served = lazy.file(at: path).map { Data($0) }
            #expect(served == bytes, "\(path)")
        }
        // And nothing more: every athlete's files, the index's pages and the fixed files are the build's.
        var served = Set(site.fixedFiles().keys).union(lazy.indexFiles().keys)
        for slug in site.slugs {
            let pages = try #require(site.renderAthlete(slug).files).keys
            let documents = try #require(site.renderDocuments(slug).files).keys
            #expect(!pages.contains(where: PreviewSite.isCoachDocument))
            #expect(Set(documents) == Set(built.keys.filter { $0.hasPrefix(slug + "/") && PreviewSite.isCoachDocument($0) }))
            #expect(documents.contains(slug + "/" + slug + "-resume.pdf") && documents.contains(slug + "/" + slug + "-packet.zip"))
            served.formUnion(pages)
            served.formUnion(documents)
        }
        if isPublic { served.formUnion(["sitemap.xml", "robots.txt"]) }
        #expect(served == Set(built.keys))
        #expect(lazy.file(at: "no-such-athlete/index.html") == nil)
        #expect(lazy.file(at: "sitemap.xml") == (isPublic ? built["sitemap.xml"].map(Array.init) : nil))
    }

    /// A page and a save never wait for the coach documents (résumé, packet zip, report PDFs):
    /// they are rendered when one is downloaded, and again only when asked for after a change.
    @Test func coachDocumentsAreRenderedWhenDownloaded() throws {
        let content = try Self.content("content")
        defer { try? FileManager.default.removeItem(at: content) }
        let site = try PreviewSite(options: Self.options(content))
        let lazy = LazySite(site: site, state: PreviewState(), log: { _ in })
        defer { lazy.close() }
        #expect(lazy.file(at: "ethan-carter/profile/index.html") != nil)
        #expect(lazy.file(at: "ethan-carter/reports/index.html") != nil)
        #expect(lazy.documents.renders(of: "ethan-carter") == 0)
        let resume = try #require(lazy.file(at: "ethan-carter/ethan-carter-resume.pdf"))
        #expect(resume.starts(with: Array("%PDF-".utf8)))
        // Report PDFs are opt-in (site.yml `reports: pdf: true`); the sample has none.
        #expect(lazy.file(at: "ethan-carter/reports/all-time.pdf") == nil)
        #expect(lazy.file(at: "ethan-carter/ethan-carter-packet.zip")?.starts(with: [0x50, 0x4B, 0x03, 0x04]) == true)
        #expect(lazy.documents.renders(of: "ethan-carter") == 1)
        #expect(lazy.athletes.renders(of: "ethan-carter") == 1)
        #expect(lazy.athleteChanged("ethan-carter").ok)
        #expect(lazy.athletes.renders(of: "ethan-carter") == 2)
        #expect(lazy.documents.renders(of: "ethan-carter") == 1)
        #expect(lazy.file(at: "ethan-carter/ethan-carter-resume.pdf") == resume)
        #expect(lazy.documents.renders(of: "ethan-carter") == 2)
        #expect(lazy.file(at: "ethan-carter/no-such.pdf") == nil)
    }

    /// At most `capacity` athletes stay in memory, the least recently asked for going first.
    @Test func theLeastRecentlyAskedAthleteGoesFirst() throws {
        let content = try Self.content("content")
        defer { try? FileManager.default.removeItem(at: content) }
        let site = try PreviewSite(options: Self.options(content))
        let lazy = LazySite(site: site, state: PreviewState(), keep: 2, log: { _ in })
        defer { lazy.close() }
        #expect(site.slugs == ["ethan-carter", "liam-brooks", "sofia-nowak"])
        for slug in ["ethan-carter", "liam-brooks", "ethan-carter", "sofia-nowak"] {
            #expect(lazy.file(at: "\(slug)/index.html") != nil)
        }
        #expect(lazy.athletes.kept == ["ethan-carter", "sofia-nowak"])
        #expect(lazy.athletes.renders(of: "ethan-carter") == 1)
        #expect(lazy.file(at: "liam-brooks/index.html") != nil)
        #expect(lazy.athletes.renders(of: "liam-brooks") == 2)
        #expect(lazy.athletes.kept == ["sofia-nowak", "liam-brooks"])
    }

    /// Before: four requests for `sitemap.xml` at once each rendered every athlete (46 s at 300
    /// athletes). Now one works the paths out and the others wait for it.
    @Test func concurrentSitemapRequestsRenderEachAthleteOnce() throws {
        let content = try Self.content("content", public: true)
        defer { try? FileManager.default.removeItem(at: content) }
        let site = try PreviewSite(options: Self.options(content))
        let lazy = LazySite(site: site, state: PreviewState(), log: { _ in })
        defer { lazy.close() }
        let results = SitemapResults()
        DispatchQueue.concurrentPerform(iterations: 4) { i in results.set(i, lazy.file(at: i % 2 == 0 ? "sitemap.xml" : "robots.txt")) }
        #expect(lazy.pathRenderCount == 3, "ethan-carter, liam-brooks and sofia-nowak, once each")
        let sitemap = String(decoding: try #require(results.values[0]), as: UTF8.self)
        #expect(sitemap.contains("<loc>https://family.example/sofia-nowak/performance/</loc>"))
        #expect(results.values[2] == results.values[0])
        #expect(results.values[1] == results.values[3])
        #expect(results.values[1].map { String(decoding: $0, as: UTF8.self) }
            == "User-agent: *\nAllow: /\n\nSitemap: https://family.example/sitemap.xml\n")
        _ = lazy.file(at: "sitemap.xml")
        #expect(lazy.pathRenderCount == 3, "kept")
    }

    final class SitemapResults: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Int: [UInt8]] = [:]
        func set(_ i: Int, _ value: [UInt8]?) { lock.lock(); items[i] = value; lock.unlock() }
        var values: [[UInt8]?] { lock.lock(); defer { lock.unlock() }; return (0..<4).map { items[$0] } }
    }
}
