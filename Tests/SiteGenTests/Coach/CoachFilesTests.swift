import Foundation
import Testing
@testable import SiteGen
import SiteData

/// The coach's documents a build could not make are not linked (docs/coach-pdf.md).
@Suite struct CoachFilesTests {
    /// A packet that fails (a public note links a page the packet does not carry) leaves the
    /// site without the zip: a warning says why, the profile links the résumé and not the zip.
    @Test func failedPacketIsNotLinked() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        try "---\nvisibility: public\n---\n# Visit\n\n[schools](../../schools/index.html)\n"
            .write(to: content.appendingPathComponent("athletes/kim-lee/notes/visit.md"), atomically: true, encoding: .utf8)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = tmp.appendingPathComponent("site").path
        options.environment = [:]
        let summary = try SiteBuilder(options: options).build()
        let site = tmp.appendingPathComponent("site/kim-lee")
        #expect(summary.warnings.map(\.message).contains(
            #"the coach packet was not added to the site: link "../../schools/index.html" points to a file the coach packet does not carry; use a full https:// address"#))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("kim-lee-packet.zip").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("kim-lee-resume.pdf").path))
        let profile = try String(contentsOf: site.appendingPathComponent("profile/index.html"), encoding: .utf8)
        #expect(profile.contains(#"href="../kim-lee-resume.pdf" download="" type="application/pdf""#))
        #expect(!profile.contains("kim-lee-packet.zip"))
        // The other athlete's packet was made and is linked.
        let other = try #require(try FileManager.default.contentsOfDirectory(atPath: tmp.appendingPathComponent("site").path)
            .first { $0.hasPrefix("other-") })
        let otherProfile = try String(contentsOf: tmp.appendingPathComponent("site/\(other)/profile/index.html"), encoding: .utf8)
        #expect(otherProfile.contains(#"href="../\#(other)-packet.zip" download="" type="application/zip""#))
    }

    /// A résumé with no way to reply or no metric warns, naming what to add; a full one does not.
    @Test func aThinResumeWarns() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = tmp.appendingPathComponent("site").path
        options.environment = [:]
        let warnings = try SiteBuilder(options: options).build().warnings.map(\.description)
        #expect(!warnings.contains { $0.contains("coach résumé") })
        let other = content.appendingPathComponent("athletes/other-\(PacketFixture.canary.lowercased())")
        try FileManager.default.removeItem(at: other.appendingPathComponent("performance_metrics.csv"))
        try "name: Other\n".write(to: other.appendingPathComponent("athlete.yml"), atomically: true, encoding: .utf8)
        let slug = other.lastPathComponent
        #expect(try SiteBuilder(options: options).build().warnings.map(\.description).filter { $0.contains("coach résumé") } == [
            "\(other.path)/athlete.yml: warning: athlete \"\(slug)\": the coach résumé has no email or phone and no metric; add email: or phone: to athlete.yml and a row to performance_metrics.csv, so a coach can reply and compare",
        ])
        let athlete = content.appendingPathComponent("athletes/kim-lee/athlete.yml")
        let yml = try String(contentsOf: athlete, encoding: .utf8)
        try yml.replacingOccurrences(of: "email: kim@example.com\n", with: "")
            .replacingOccurrences(of: "phone: \"+1 512-555-0100\"", with: "phone: n/a")
            .write(to: athlete, atomically: true, encoding: .utf8)
        let again = try SiteBuilder(options: options).build().warnings.map(\.description)
        #expect(again.contains(
            "\(content.path)/athletes/kim-lee/athlete.yml: warning: athlete \"kim-lee\": the coach résumé has no email or phone; add email: or phone: to athlete.yml, so a coach can reply and compare"))
    }
}
