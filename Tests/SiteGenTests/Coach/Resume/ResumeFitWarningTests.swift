import Foundation
import CoachDocuments
import SiteData
import Testing
@testable import SiteGen

/// What the résumé's one page leaves out is named in the same words by `check`, `packet` and
/// `build` (issue 41 §3), at the athlete's athlete.yml: here ana-diaz with 60 upcoming camps.
@Suite struct ResumeFitWarningTests {
    static let words = #"athlete "ana-diaz": the coach résumé's one page has no room for 36 of 62 upcoming events, "#
        + #"so they are left out; a shorter short_bio or fewer academics, references or events in athlete.yml make room"#

    /// The fixture site with 60 more camps for ana-diaz, in `tmp`.
    func options(_ tmp: URL) throws -> BuildOptions {
        let content = tmp.appendingPathComponent("site")
        try FileManager.default.copyItem(at: TestSupport.fixtures.appendingPathComponent("site"), to: content)
        let events = content.appendingPathComponent("athletes/ana-diaz/events.csv")
        var csv = try String(contentsOf: events, encoding: .utf8)
        if !csv.hasSuffix("\n") { csv += "\n" }
        for n in 1...60 { csv += "x\(n),Elite Camp \(n),camp,2026-05-\(String(format: "%02d", n % 28 + 1)),,\"Waco, TX\",,\n" }
        try csv.write(to: events, atomically: true, encoding: .utf8)
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = tmp.appendingPathComponent("_site").path
        o.environment = [:]
        o.jobs = 2
        return o
    }

    @Test func theWordsForWhatWasLeftOut() {
        let fit = ResumePDF.Fit(leftOut: [.init(section: .trends, leftOut: 1, total: 1), .init(section: .references, leftOut: 2, total: 4)])
        #expect(ResumeFit.warning(fit, slug: "ana", file: "content/athletes/ana/athlete.yml")?.message
                == #"athlete "ana": the coach résumé's one page has no room for the trend charts and 2 of 4 references, so they are left out; "#
                + #"a shorter short_bio or fewer academics, references or events in athlete.yml make room"#)
        #expect(ResumeFit.warning(ResumePDF.Fit(), slug: "ana", file: "x") == nil)
    }

    @Test func checkPacketAndBuildSayIt() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let o = try options(tmp)
        let checked = try SiteBuilder(options: o).check()
        #expect(checked.filter { $0.message == Self.words }.count == 1)
        #expect(checked.first { $0.message == Self.words }?.location?.file.hasSuffix("athletes/ana-diaz/athlete.yml") == true)
        let packet = try PacketBuilder(options: o, athlete: "ana-diaz", outputFile: tmp.appendingPathComponent("ana.zip").path).build()
        #expect(packet.warnings.map(\.message).filter { $0 == Self.words }.count == 1)
        let built = try SiteBuilder(options: o).build()
        #expect(built.warnings.map(\.message).filter { $0 == Self.words }.count == 1)
    }
}
