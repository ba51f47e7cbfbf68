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
}
