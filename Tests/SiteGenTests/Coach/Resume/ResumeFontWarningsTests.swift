import Foundation
import SiteData
import Testing
@testable import SiteGen

/// Text the résumé would print as boxes (an emoji no font has) is a warning naming the field.
@Suite struct ResumeFontWarningsTests {
    @Test func emojiWithoutAFontIsWarnedAboutByField() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let yml = content.appendingPathComponent("athletes/kim-lee/athlete.yml")
        var text = try String(contentsOf: yml, encoding: .utf8)
        text = text.replacingOccurrences(of: "name: Kim Lee", with: "name: Kim Lee 李")
            .replacingOccurrences(of: "hometown: Austin, TX", with: "hometown: \"Austin 🤠🔥\"")
            .replacingOccurrences(of: "club_team: Bay Club 16U", with: "club_team: \"Bay Club 🥎\"")
        try text.write(to: yml, atomically: true, encoding: .utf8)
        var o = BuildOptions()
        o.contentFolder = content.path
        o.environment = [:]
        let zip = tmp.appendingPathComponent("kim.zip")
        let summary = try PacketBuilder(options: o, athlete: "kim-lee", outputFile: zip.path).build()
        let tail = "(most emoji), which prints as a box; remove it from the field or write it in words"
        #expect(summary.warnings.filter { $0.message.contains("no font") }.map(\.description) == [
            "\(yml.path): warning: club_team: the résumé PDF has no font for \"🥎\" \(tail)",
            "\(yml.path): warning: hometown: the résumé PDF has no font for \"🤠🔥\" \(tail)",
        ])
        o.outputFolder = tmp.appendingPathComponent("_site").path
        let built = try SiteBuilder(options: o).build()
        #expect(built.warnings.filter { $0.message.contains("no font") }.count == 2)
    }
}
