import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `host:` / `--host`: the build warns when the site passes the host's limits, and says what to
/// do (issue 43 §3).
@Suite struct HostLimitsTests {
    @Test func aClubSiteOverCloudflaresFileLimitIsAWarningThatSaysWhatToDo() {
        let limits = HostLimits.of("cloudflare-pages")!
        let warnings = limits.warnings(files: 29_412, bytes: 330_000_000, biggest: ("ethan-carter/ethan-carter-packet.zip", 26_300_000),
                                       siteFile: "content/site.yml").map(\.description)
        #expect(warnings == [
            "content/site.yml: warning: the site has 29,412 files, over Cloudflare Pages' 20,000 per site: build without the coach's "
                + "documents (--no-documents), split the athletes into shards (--shard, docs/publishing.md), or build one site per family",
            "content/site.yml: warning: ethan-carter/ethan-carter-packet.zip is 25.1 MB, over Cloudflare Pages' 25.0 MB per file: "
                + "make its pictures or videos smaller, or leave it out of the content",
        ])
        #expect(limits.warnings(files: 20_000, bytes: 1, biggest: ("a", 1), siteFile: "s").isEmpty)
    }

    @Test func githubPagesCountsBytes() {
        let warnings = HostLimits.of("github-pages")!.warnings(files: 300_000, bytes: 1_240_000_000, biggest: nil, siteFile: "site.yml")
        #expect(warnings.map(\.message) == [
            "the site holds 1.2 GB, over GitHub Pages' 1.0 GB per site: build without the coach's documents (--no-documents), "
                + "split the athletes into shards (--shard, docs/publishing.md), or build one site per family"])
        #expect(HostLimits.of("heroku") == nil)
    }

    @Test func theBuildMeasuresItsOutput() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        var options = AthleteRebuildTests.options(content, tmp.appendingPathComponent("_site"))
        options.host = "cloudflare-pages"
        #expect(try SiteBuilder(options: options).build().warnings.allSatisfy { !$0.message.contains("Cloudflare") })
        // 50 files a site is not a limit any host has; the check is the same one.
        let site = tmp.appendingPathComponent("_site")
        let small = HostLimits(name: "test", label: "Test Host", maxFiles: 50)
        #expect(small.warnings(outputFolder: site, siteFile: "site.yml").map(\.message).first?.hasPrefix("the site has 9") == true)
    }
}
