import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// A second build into the same output renders only the athletes whose inputs changed, takes
/// the others from the old site by hard link, and gives the bytes a fresh full build gives.
@Suite struct IncrementalBuildTests {
    static func options(_ content: URL, _ out: URL) -> BuildOptions {
        var o = AthleteRebuildTests.options(content, out)
        o.buildStamp = "test"
        return o
    }

    static func inode(_ url: URL) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.systemFileNumber] as? UInt64
    }

    /// The fixture site built once into `_site`; `change` then alters the inputs (or the
    /// options) and the site is built again. Returns the second summary, the folder and whether
    /// each athlete's dashboard is the old file (hard link) or a new one.
    static func rebuild(_ change: (URL, inout BuildOptions) throws -> Void,
                        check: (BuildSummary, URL, [String: Bool], BuildOptions) throws -> Void) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("_site")
        var options = options(content, site)
        let first = try SiteBuilder(options: options).build()
        #expect(first.unchanged == 0)
        let slugs = ["ana-diaz", "empty-one"]
        let before = slugs.map { inode(site.appendingPathComponent(SitePath.dashboard($0))) }
        try change(content, &options)
        let summary = try SiteBuilder(options: options).build()
        let after = slugs.map { inode(site.appendingPathComponent(SitePath.dashboard($0))) }
        let kept = Dictionary(uniqueKeysWithValues: zip(slugs, zip(before, after).map { $0 == $1 }))
        try check(summary, site, kept, options)
    }

    /// The output of a fresh full build with `options`, compared file by file with `site`.
    static func expectSameAsFreshBuild(_ site: URL, _ options: BuildOptions) throws {
        let fresh = site.deletingLastPathComponent().appendingPathComponent("fresh-\(UUID().uuidString)")
        var o = options
        o.outputFolder = fresh.path
        _ = try SiteBuilder(options: o).build()
        let a = AthleteRebuildTests.bytes(site), b = AthleteRebuildTests.bytes(fresh)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, data) in b { #expect(a[path] == data, "\(path) differs from a full build") }
        try? FileManager.default.removeItem(at: fresh)
    }

    @Test func nothingChangedReusesEveryAthlete() throws {
        try Self.rebuild({ _, _ in }) { summary, site, kept, options in
            #expect(summary.athletes == 2)
            #expect(summary.unchanged == 2)
            #expect(kept == ["ana-diaz": true, "empty-one": true])
            #expect(summary.line(seconds: 0).hasPrefix("Built 2 athletes (2 unchanged): "))
            // The reused athlete's warning is shown again, as a full build shows it.
            #expect(summary.warnings.map(\.message) == [
                #"athlete "ana-diaz": the coach résumé has no email or phone; add email: or phone: to athlete.yml, so a coach can reply and compare"#,
                #"school_id: no row of schools has the id or name "s9""#,
                #"athlete "empty-one": the coach résumé has no email or phone and no metric; add email: or phone: to athlete.yml and a row to performance_metrics.csv, so a coach can reply and compare"#,
            ])
            try Self.expectSameAsFreshBuild(site, options)
        }
    }

    @Test func changingOneTableRebuildsThatAthleteOnly() throws {
        try Self.rebuild({ content, _ in
            let schools = content.appendingPathComponent("athletes/ana-diaz/schools.csv")
            try (TestSupport.read(schools) + "s5,Tufts University,interested,D3,B,small,Medford,MA\n")
                .write(to: schools, atomically: true, encoding: .utf8)
        }) { summary, site, kept, options in
            #expect(summary.unchanged == 1)
            #expect(kept == ["ana-diaz": false, "empty-one": true])
            #expect(TestSupport.read(site.appendingPathComponent("ana-diaz/schools/index.html")).contains("Tufts University"))
            try Self.expectSameAsFreshBuild(site, options)
        }
    }

    @Test func aChangedNoteRebuildsItsAthlete() throws {
        try Self.rebuild({ content, _ in
            let note = content.appendingPathComponent("athletes/ana-diaz/notes/2026-03-02-rice-visit.md")
            try (TestSupport.read(note) + "\nOne more line.\n").write(to: note, atomically: true, encoding: .utf8)
        }) { summary, site, kept, options in
            #expect(kept == ["ana-diaz": false, "empty-one": true])
            try Self.expectSameAsFreshBuild(site, options)
        }
    }

    /// Each of these feeds every page, so every athlete is rendered again.
    @Test(arguments: ["site.yml", "today", "version", "force", "athlete name"])
    func siteWideChangesRebuildEveryAthlete(_ what: String) throws {
        try Self.rebuild({ content, options in
            switch what {
            case "site.yml":
                let file = content.appendingPathComponent("site.yml")
                try TestSupport.read(file).replacingOccurrences(of: "Fixture Family", with: "Another Family")
                    .write(to: file, atomically: true, encoding: .utf8)
            case "today": options.today = "2026-03-16"
            case "version": options.buildStamp = "another sitegen"
            case "force": options.force = true
            case "athlete name":
                // With a few athletes every page's switcher names them all.
                try "name: Renamed One\n".write(to: content.appendingPathComponent("athletes/empty-one/athlete.yml"),
                                                atomically: true, encoding: .utf8)
            default: break
            }
        }) { summary, site, kept, options in
            #expect(summary.unchanged == 0)
            #expect(kept == ["ana-diaz": false, "empty-one": false])
            try Self.expectSameAsFreshBuild(site, options)
        }
    }

    @Test func aChangedThemeFileRebuildsEveryAthlete() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let repo = RepositoryPaths.root
        let theme = tmp.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: repo.appendingPathComponent("Themes/default"), to: theme)
        try Self.rebuild({ _, options in
            options.themeDirectory = theme.path
        }) { _, site, _, options in
            let again = try SiteBuilder(options: options).build()
            #expect(again.unchanged == 2)
            let css = theme.appendingPathComponent("assets/site.css")
            try (TestSupport.read(css) + "\n/* changed */\n").write(to: css, atomically: true, encoding: .utf8)
            let changed = try SiteBuilder(options: options).build()
            #expect(changed.unchanged == 0)
            try Self.expectSameAsFreshBuild(site, options)
        }
    }

    @Test func aChangedPhotoIsReadAgain() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let folder = content.appendingPathComponent("athletes/empty-one")
        try "name: Empty One\nphoto: photo.png\n".write(to: folder.appendingPathComponent("athlete.yml"), atomically: true, encoding: .utf8)
        try Foundation.Data(PacketBuilderTests.pngPixel).write(to: folder.appendingPathComponent("photo.png"))
        let options = Self.options(content, tmp.appendingPathComponent("_site"))
        _ = try SiteBuilder(options: options).build()
        #expect(try SiteBuilder(options: options).build().unchanged == 2)
        // A photo that no longer reads: had the athlete been reused, the build would not see it.
        try Foundation.Data(PacketBuilderTests.pngPixel.prefix(33)).write(to: folder.appendingPathComponent("photo.png"))
        #expect(try SiteBuilder(options: options).build().heldBack.map(\.slug) == ["empty-one"])
    }

    /// With `--strict` (without it, the athlete is held back: `HeldBackTests`).
    @Test func aFailedBuildLeavesThePreviousSiteAndCacheWhole() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("_site")
        var options = Self.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let before = AthleteRebuildTests.bytes(site)
        // Empty One is unchanged (and would be reused); Ana's profile no longer parses.
        try "name: [a\n".write(to: content.appendingPathComponent("athletes/ana-diaz/athlete.yml"), atomically: true, encoding: .utf8)
        options.strict = true
        #expect(throws: InputError.self) { try SiteBuilder(options: options).build() }
        #expect(AthleteRebuildTests.bytes(site) == before)
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("._site.sitegen-tmp").path))
    }

    @Test func theCacheIsNotInTheSitemap() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        try "title: F\ntoday: 2026-03-15\npublic: true\nbase_url: https://example.org/\n"
            .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let site = tmp.appendingPathComponent("_site")
        _ = try SiteBuilder(options: Self.options(content, site)).build()
        let cache = try JSONDecoder().decode(BuildCache.self, from: Foundation.Data(contentsOf: tmp.appendingPathComponent("._site.sitegen-cache")))
        #expect(cache.athletes.keys.sorted() == ["ana-diaz", "empty-one"])
        #expect(cache.athletes["empty-one"]?.card == AthleteHeadline(slug: "empty-one", name: "Empty One", sport: nil,
                                                                     stats: AthleteCardStats(schools: 0, coaches: 0, interactions: 0, offers: 0)))
        #expect(!TestSupport.read(site.appendingPathComponent("sitemap.xml")).contains("sitegen-cache"))
    }
}

extension IncrementalBuildTests {
    /// A run killed between moving the unchanged folders into the staging folder and swapping
    /// it in: the next run puts them back into the site before anything else.
    @Test func foldersMovedByAKilledRunGoBack() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("_site")
        let options = Self.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let before = AthleteRebuildTests.bytes(site)
        // What the killed run left: Empty One's folder in the staging folder, and its list.
        let staging = tmp.appendingPathComponent("._site.sitegen-tmp")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        try FileManager.default.moveItem(at: site.appendingPathComponent("empty-one"), to: staging.appendingPathComponent("empty-one"))
        try "empty-one".write(to: staging.appendingPathComponent(OutputFolder.keptListName), atomically: true, encoding: .utf8)

        let output = try OutputFolder(destination: site)
        output.discard()
        #expect(AthleteRebuildTests.bytes(site) == before)
        #expect(try SiteBuilder(options: options).build().unchanged == 2)
        #expect(AthleteRebuildTests.bytes(site) == before)
    }
}

extension IncrementalBuildTests {
    /// An edit that keeps the file's size and puts its modification time back is still seen
    /// (the stamp has the change time too).
    @Test func anEditHidingItsModificationTimeIsSeen() throws {
        try Self.rebuild({ content, _ in
            let file = content.appendingPathComponent("athletes/empty-one/athlete.yml")
            let date = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as! Date
            try "name: Emptx One\n".write(to: file, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
        }) { summary, site, kept, options in
            #expect(kept == ["ana-diaz": false, "empty-one": false])  // a name in the switcher: all render
            try Self.expectSameAsFreshBuild(site, options)
        }
    }

    /// Files whose stamp is the recorded one are not read: the recorded hash stands for them.
    @Test func filesWithTheRecordedStampAreNotReadAgain() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("_site")
        let options = Self.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let file = OutputFolder.cacheFile(for: site)
        var cache = try JSONDecoder().decode(BuildCache.self, from: Foundation.Data(contentsOf: file))
        cache.athletes["empty-one"]?.content = "not the hash of the files"
        try Foundation.Data(cache.encoded()).write(to: file)
        let summary = try SiteBuilder(options: options).build()
        #expect(summary.unchanged == 1)  // Ana; Empty One's fingerprint now differs
    }
}

extension IncrementalBuildTests {
    @Test func theCacheHoldsNoMarkupAndReadsBackTheSame() throws {
        var cache = BuildCache()
        cache.athletes["a"] = BuildCache.Entry(
            inputs: "i", content: "c", stamp: "s",
            card: AthleteHeadline(slug: "a", name: "<b>A & B</b>", sport: nil, stats: AthleteCardStats(schools: 1, coaches: 2, interactions: 3, offers: 4)),
            pages: 5, charts: 6, files: 7,
            warnings: [CachedWarning(.warning(#"image "<script>" not found"#, at: SourceLocation(file: "a/notes/x.md", line: 3, column: 2)))])
        let bytes = cache.encoded()
        #expect(!bytes.contains(UInt8(ascii: "<")) && !bytes.contains(UInt8(ascii: ">")) && !bytes.contains(UInt8(ascii: "&")))
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""name" : "\u003cb\u003eA \u0026 B\u003c/b\u003e""#))
        #expect(try JSONDecoder().decode(BuildCache.self, from: Foundation.Data(bytes)) == cache)
    }
}
