import Foundation
import SiteData
import Testing
import ZIPFoundation
@testable import SiteGen

/// The packet and a public site follow one rule for notes: a note tagged `private` never
/// leaves the family, and a link to a note that stays behind is dropped with a warning, not an
/// error.
@Suite struct PacketPrivacyTests {
    func entries(_ zip: URL) throws -> [String: String] {
        let archive = try Archive(url: zip, accessMode: .read)
        var out: [String: String] = [:]
        for entry in archive {
            var data = Foundation.Data()
            _ = try archive.extract(entry, consumer: { data.append($0) })
            out[entry.path] = String(decoding: data, as: UTF8.self)
        }
        return out
    }

    func packet(_ edit: (URL) throws -> Void) throws -> (tmp: URL, files: [String: String], summary: PacketSummary) {
        let tmp = TestSupport.temporaryFolder()
        let content = try PacketFixture.write(to: tmp)
        try edit(content.appendingPathComponent("athletes/kim-lee/notes"))
        var o = BuildOptions()
        o.contentFolder = content.path
        o.environment = [:]
        let zip = tmp.appendingPathComponent("kim.zip")
        let summary = try PacketBuilder(options: o, athlete: "kim-lee", outputFile: zip.path).build()
        return (tmp, try entries(zip), summary)
    }

    @Test func aPublicNoteTaggedPrivateStaysOutOfThePacket() throws {
        let (tmp, files, _) = try packet { notes in
            try "---\ntitle: Tagged\nvisibility: public\ntags: [recruiting, Private]\n---\nTagged \(PacketFixture.canary) body\n"
                .write(to: notes.appendingPathComponent("2026-03-06-tagged.md"), atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(files.keys.filter { $0.contains("/notes/") }.sorted() == ["kim-lee/notes/2026-03-05-season-update/index.html"])
        for (path, text) in files {
            #expect(!text.contains(PacketFixture.canary) && !text.contains("Tagged"), "\(path)")
        }
    }

    @Test func aLinkToAPrivateNoteIsDroppedWithAWarning() throws {
        let private_ = "2026-03-01-\(PacketFixture.canary.lowercased())-private"
        let (tmp, files, summary) = try packet { notes in
            try "---\ntitle: Plan\nvisibility: public\n---\nSee [the list](\(private_).md) and [more](../\(private_)/).\n"
                .write(to: notes.appendingPathComponent("2026-03-07-plan.md"), atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: tmp) }
        let file = "\(tmp.path)/content/athletes/kim-lee/notes/2026-03-07-plan.md"
        let tail = "private note \(private_).md; wherever this note is published (a public site, the coach packet) the link is left out and only its text is shown"
        #expect(summary.warnings.map(\.description) == [
            "\(file):5:5: warning: link \"\(private_).md\" leads to the \(tail)",
            "\(file):5:54: warning: link \"../\(private_)/\" leads to the \(tail)",
        ])
        #expect(files["kim-lee/notes/2026-03-07-plan/index.html"]!.contains("<p>See the list and more.</p>"))
        for (path, text) in files { #expect(!text.lowercased().contains(PacketFixture.canary.lowercased()), "\(path)") }
    }
}
