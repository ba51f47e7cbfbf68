import Foundation
import Testing

/// Problems on the terminal: tags, colour, the per-kind limit, --quiet, --strict.
@Suite struct DiagnosticsCLITests {
    static let social = "content/athletes/ana-diaz/social_media_posts.csv:4:4: warning: school_id: no row of schools has the id or name \"s9\""

    static func picture(_ i: Int, line: Int) -> String {
        "content/athletes/ana-diaz/notes/2026-03-05-pictures.md:\(line):1: warning: image \"https://example.org/p\(i).png\" would load from the network; it is shown as a link instead"
    }

    @Test func buildShowsTwentyWarningsOfAKindCountsTheRestAndTheSummaryCountsAll() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try CLIRunner.addRemoteImages(23, to: tmp)
        let r = try CLIRunner.run(["build", "--content", "content", "--output", "site"], in: tmp)
        #expect(r.status == 0, "\(r.err)")
        // Body lines 1, 3, 5, …: the note's body starts on line 4 of the file.
        let pictures = (1...20).map { Self.picture($0, line: 4 + 2 * ($0 - 1)) }
        let expected = pictures + ["warning: … and 3 more of this kind (`sitegen check` lists all)", Self.social]
        #expect(r.err.split(separator: "\n").map(String.init) == expected)
        #expect(r.out.hasPrefix("Built 2 athletes: "))
        #expect(r.out.contains(" files, 24 warnings in "))
        #expect(r.out.hasSuffix(" s → site\n"))
    }

    @Test func checkListsEveryWarning() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try CLIRunner.addRemoteImages(23, to: tmp)
        let r = try CLIRunner.run(["check", "--content", tmp.appendingPathComponent("content").path])
        #expect(r.status == 0)
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 24)
        #expect(lines.filter { $0.contains("would load from the network") }.count == 23)
        #expect(!r.err.contains("more of this kind"))
        #expect(r.out == "No errors; 24 warnings.\n")
    }

    @Test func quietKeepsWarningsAndDropsTheSummary() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let r = try CLIRunner.run(["build", "--quiet", "--content", tmp.appendingPathComponent("content").path,
                                   "--output", tmp.appendingPathComponent("site").path])
        #expect(r.status == 0)
        #expect(r.out == "")
        #expect(r.err == tmp.appendingPathComponent(Self.social).path + "\n")
    }

    @Test func strictFailsTheBuildAndLeavesTheSiteAsItWas() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content").path, site = tmp.appendingPathComponent("site").path
        #expect(try CLIRunner.run(["build", "--quiet", "--content", content, "--output", site]).status == 0)
        let before = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        try "title: Changed\ntoday: 2026-03-15\n".write(toFile: content + "/site.yml", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["build", "--strict", "--content", content, "--output", site])
        #expect(r.status == 1)
        #expect(r.out == "")
        #expect(r.err == "\(tmp.appendingPathComponent(Self.social).path)\nerror: 1 warning with --strict; \(site) was left as it was\n")
        #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8) == before)
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent(".site.sitegen-tmp").path))

        let check = try CLIRunner.run(["check", "--strict", "--content", content])
        #expect(check.status == 1)
        #expect(check.err == "\(tmp.appendingPathComponent(Self.social).path)\nerror: 1 warning with --strict\n")

        let zip = tmp.appendingPathComponent("p.zip").path
        let packet = try CLIRunner.run(["packet", "ana-diaz", "--strict", "--content", content, "--output", zip])
        #expect(packet.status == 1)
        #expect(packet.err.hasSuffix("error: 1 warning with --strict; no packet was written\n"))
        #expect(!FileManager.default.fileExists(atPath: zip))
    }

    @Test func dataErrorsAreTaggedAndTheFailureSaysWhatWasKept() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content").path, site = tmp.appendingPathComponent("site").path
        try "title: [a, b]\n".write(toFile: content + "/site.yml", atomically: true, encoding: .utf8)
        let file = content + "/site.yml"
        let fresh = try CLIRunner.run(["build", "--content", content, "--output", site])
        #expect(fresh.status == 1)
        #expect(fresh.err == "\(file):1:8: error: title must be text, not a list\nerror: 1 error; nothing was written\n")
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
        let again = try CLIRunner.run(["build", "--content", content, "--output", site])
        #expect(again.err == "\(file):1:8: error: title must be text, not a list\nerror: 1 error; \(site) was left as it was\n")
        let check = try CLIRunner.run(["check", "--content", content])
        #expect(check.status == 1)
        #expect(check.err == "\(file):1:8: error: title must be text, not a list\nerror: 1 error\n")
    }

    @Test func colourOnRequestAndNeverWithNoColorOrNever() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content").path
        let path = tmp.appendingPathComponent(Self.social).path
        let location = String(path.prefix(path.count - ": warning: school_id: no row of schools has the id or name \"s9\"".count))
        let always = try CLIRunner.run(["check", "--color", "always", "--content", content])
        #expect(always.err == "\u{1B}[1m\(location):\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m school_id: no row of schools has the id or name \"s9\"\n")
        // Not a terminal: auto means no colour; NO_COLOR and never too.
        #expect(try CLIRunner.run(["check", "--content", content]).err == path + "\n")
        #expect(try CLIRunner.run(["check", "--color", "never", "--content", content]).err == path + "\n")
        #expect(try CLIRunner.run(["check", "--content", content], environment: ["NO_COLOR": "1"]).err == path + "\n")
        let bad = try CLIRunner.run(["check", "--content", tmp.appendingPathComponent("nope").path, "--color", "always"])
        #expect(bad.status == 1)
        #expect(bad.err.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m the content folder"))
    }

    @Test func usageErrorsSayErrorInLowercase() throws {
        let r = try CLIRunner.run(["build", "--jobs", "0"])
        #expect(r.status == 1)
        #expect(r.err == "error: --jobs must be at least 1\n")
        let parse = try CLIRunner.run(["build", "--frobnicate"])
        #expect(parse.status == 1)
        #expect(parse.err.hasPrefix("error: Unknown option '--frobnicate'\n"))
    }
}
