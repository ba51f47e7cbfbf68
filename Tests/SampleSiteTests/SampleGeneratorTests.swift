import Foundation
import SiteData
import Testing
@testable import SampleSite
import SiteOutput

@Suite struct SampleGeneratorTests {
    /// The repository's `content/` is exactly what `sitegen new` writes, so it can be remade.
    @Test func bundledContentIsReproducible() throws {
        var g = SampleGenerator(today: LocalDate(iso: "2026-11-22")!)
        g.pinToday = true
        g.title = "Carter & Nowak Family Recruiting"
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let content = repo.appendingPathComponent("content")
        let files = g.files(for: SampleRecipe.bundled)
        let pictures = g.pictures(for: SampleRecipe.bundled)
        #expect(TestSupport.files(under: content) == (files.map(\.path) + pictures.map(\.path)).sorted(by: codePointLess))
        for f in files {
            #expect(TestSupport.read(content.appendingPathComponent(f.path)) == f.text, "\(f.path)")
        }
        for p in pictures {
            #expect(Array(try Data(contentsOf: content.appendingPathComponent(p.path))) == p.bytes, "\(p.path)")
        }
        #expect(pictures.map(\.path) == ["athletes/ethan-carter/highlights.png", "athletes/ethan-carter/photo.png"])
    }

    /// No placeholder event links: a made-up URL in the sample leads nowhere.
    @Test func sampleEventsHaveNoPlaceholderLinks() {
        let files = SampleGenerator(today: LocalDate(iso: "2026-11-22")!).files(for: SampleRecipe.bundled)
        let events = files.filter { $0.path.hasSuffix("events.csv") }
        #expect(events.count == 2)
        #expect(events.allSatisfy { !$0.text.contains("example.com") })
    }

    @Test func sameTodayGivesSameFiles() {
        let today = LocalDate(iso: "2026-03-01")!
        let a = SampleGenerator(today: today).files(for: [SampleRecipe.synthetic(index: 7)])
        let b = SampleGenerator(today: today).files(for: [SampleRecipe.synthetic(index: 7)])
        #expect(a.map(\.path) == b.map(\.path))
        #expect(a.map(\.text) == b.map(\.text))
    }

    @Test func syntheticAthleteHasTheBenchmarkSizes() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("c")
        try SampleGenerator(today: LocalDate(iso: "2026-11-22")!).write(to: content, recipes: [SampleRecipe.synthetic(index: 1)])
        var config = ContentFolderSource.loadConfig(contentFolder: content).0
        config.today = LocalDate(iso: "2026-11-22")
        let (data, diagnostics) = try ContentFolderSource(contentFolder: content).loadAthlete("athlete-001", config: config)
        #expect(diagnostics.isEmpty)
        let counts: [Int] = [data.schools.count, data.coaches.count, data.interactions.count,
                             data.metrics.count, data.posts.count, data.notes.count]
        #expect(counts == [40, 120, 1500, 300, 2000, 30])
    }

    @Test func refusesANonEmptyFolder() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try "x".write(to: tmp.appendingPathComponent("keep.txt"), atomically: true, encoding: .utf8)
        #expect { try SampleGenerator(today: LocalDate(iso: "2026-11-22")!).write(to: tmp, recipes: SampleRecipe.bundled) } throws: {
            ($0 as? OutputError)?.description == "\(tmp.path) already exists and is not empty; choose a new folder"
        }
    }
}
