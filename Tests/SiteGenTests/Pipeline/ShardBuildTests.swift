import Foundation
import Testing
import SiteData
@testable import SiteGen

/// `--shard i/n` builds every nth athlete; a `--merge` build of the shards' outputs gives the
/// site an unsharded build gives, byte for byte, without rendering any athlete again.
@Suite struct ShardBuildTests {
    @Test func theUnionOfTheShardsIsTheUnshardedSite() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        for i in 1...9 {
            let folder = content.appendingPathComponent("athletes/a\(i)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "name: Athlete \(i)\n".write(to: folder.appendingPathComponent("athlete.yml"), atomically: true, encoding: .utf8)
        }
        func options(_ out: String) -> BuildOptions { IncrementalBuildTests.options(content, tmp.appendingPathComponent(out)) }
        _ = try SiteBuilder(options: options("full")).build()

        var shards: [String] = []
        for i in 0..<3 {
            var o = options("shard-\(i)")
            o.shard = try BuildShard(parsing: "\(i)/3")
            let summary = try SiteBuilder(options: o).build()
            #expect(summary.athletes == [4, 4, 3][i])
            shards.append(o.outputFolder)
        }
        // Sorted slugs: a1 … a9, ana-diaz, empty-one; shard 1 takes positions 1, 4, 7, 10.
        let shard1 = TestSupport.files(under: URL(fileURLWithPath: shards[1]))
        #expect(Set(shard1.map { String($0.prefix { $0 != "/" }) }) == [".sitegen", "a2", "a5", "a8", "empty-one"])

        var merge = options("merged")
        merge.merge = shards
        let summary = try SiteBuilder(options: merge).build()
        #expect(summary.athletes == 11)
        #expect(summary.unchanged == 11)
        let merged = AthleteRebuildTests.bytes(tmp.appendingPathComponent("merged"))
        let full = AthleteRebuildTests.bytes(tmp.appendingPathComponent("full"))
        #expect(merged.keys.sorted() == full.keys.sorted())
        for (path, data) in full { #expect(merged[path] == data, "\(path) differs from the unsharded build") }
    }

    @Test(arguments: [
        ("0/3", "ok 0 3"), ("2/3", "ok 2 3"), ("0/1", "ok 0 1"),
        ("3/3", #"error: --shard "3/3": the index counts from 0, so it must be below 3 (0/3 to 2/3)"#),
        ("1/0", #"error: --shard "1/0": the count must be at least 1"#),
        ("x/y", #"error: --shard "x/y" must be INDEX/COUNT, e.g. 0/4 for the first of four shards"#),
        ("-1/3", #"error: --shard "-1/3" must be INDEX/COUNT, e.g. 0/4 for the first of four shards"#),
        ("2", #"error: --shard "2" must be INDEX/COUNT, e.g. 0/4 for the first of four shards"#),
    ])
    func shardArgument(_ text: String, _ expected: String) {
        do {
            let s = try BuildShard(parsing: text)
            #expect("ok \(s.index) \(s.count)" == expected)
        } catch {
            #expect(error.message == expected)
        }
    }

    @Test func shardDoesNotMixWithAthleteOrMerge() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        var o = IncrementalBuildTests.options(content, tmp.appendingPathComponent("_site"))
        o.shard = try BuildShard(parsing: "0/2")
        o.athletes = ["ana-diaz"]
        func message(_ o: BuildOptions) -> String? {
            do { _ = try SiteBuilder(options: o).build(); return nil } catch { return (error as? UsageError)?.message }
        }
        #expect(message(o) == "error: --shard and --athlete cannot be used together")
        o.athletes = []
        o.merge = [tmp.path]
        #expect(message(o) == "error: --shard and --merge cannot be used together")
        o.shard = nil
        #expect(message(o) == "error: --merge \(tmp.path) is not the output of a sitegen build (it has no .sitegen file)")
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("_site").path))
    }
}
