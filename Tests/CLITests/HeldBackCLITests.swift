import Foundation
import Testing

/// `sitegen build` with one athlete's error: the others are built, the run exits 1 and names
/// the held-back athlete with its first error; `--strict` writes nothing.
@Suite struct HeldBackCLITests {
    @Test func oneAthletesErrorHoldsBackThatAthlete() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content").path, site = tmp.appendingPathComponent("site").path
        let metrics = content + "/athletes/empty-one/performance_metrics.csv"
        try "id,metric_type,value,unit,recorded_date\nm1,exit_velo,abc,mph,2026-02-01\n".write(toFile: metrics, atomically: true, encoding: .utf8)

        let strict = try CLIRunner.run(["build", "--strict", "--today", "2026-03-15", "--content", content, "--output", site])
        #expect(strict.status == 1)
        #expect(strict.err.hasSuffix("error: 1 error and 1 warning; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: site))

        let r = try CLIRunner.run(["build", "--today", "2026-03-15", "--content", content, "--output", site])
        #expect(r.status == 1)
        let first = "\(metrics):2:14: error: value: \"abc\" is not a number (write decimals with a point, e.g. 1.5)"
        let warning = "\(content)/athletes/ana-diaz/social_media_posts.csv:4:4: warning: school_id: no row of schools has the id or name \"s9\""
        #expect(r.err == "\(first)\n\(warning)\n"
            + "error: 1 athlete held back (fix the errors above and build again; the others were built):\n"
            + "  empty-one: \(first); it has no pages yet\n")
        #expect(r.out.hasPrefix("Built 1 athlete (1 held back): "))
        #expect(FileManager.default.fileExists(atPath: site + "/ana-diaz/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site + "/empty-one"))
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains("<strong>Empty One</strong>: not updated: 1 error in performance_metrics.csv"))
    }

    @Test func publicAndBaseURLFromTheCommandLineBeatSiteYml() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content").path, site = tmp.appendingPathComponent("public").path
        let r = try CLIRunner.run(["build", "--public", "--base-url", "https://Example.org/family", "--host", "cloudflare-pages",
                                   "--today", "2026-03-15", "--content", content, "--output", site])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasSuffix("\nFlags over site.yml: --public over site.yml's public: false; "
            + "--base-url https://example.org/family/ over site.yml's no base_url; --host cloudflare-pages over site.yml's no host\n"))
        let sitemap = try String(contentsOfFile: site + "/sitemap.xml", encoding: .utf8)
        // On a public site the coach page is the athlete's home; its alias coach/ is not listed.
        #expect(sitemap.contains("<loc>https://example.org/family/ana-diaz/</loc>"))
        #expect(!sitemap.contains("/coach/"))

        let bad = try CLIRunner.run(["build", "--host", "cloudflare", "--content", content, "--output", site])
        #expect(bad.status == 1)
        #expect(bad.err == "error: --host \"cloudflare\" is not one of cloudflare-pages, github-pages, gitlab-pages, netlify; did you mean \"cloudflare-pages\"?\n")
    }
}
