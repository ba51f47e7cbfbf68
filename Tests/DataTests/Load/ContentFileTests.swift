import Foundation
import Testing
@testable import SiteData

/// Symbolic links in the content folder: fine inside it, an error naming the path outside it.
@Suite struct ContentFileTests {
    let fm = FileManager.default

    /// `root/content` with one athlete, and `root/outside` beside it.
    func folder() throws -> (root: URL, content: URL, athlete: URL, outside: URL) {
        let root = fm.temporaryDirectory.appendingPathComponent("sitegen-contentfile-\(UUID().uuidString)")
        let content = root.appendingPathComponent("content")
        let athlete = content.appendingPathComponent("athletes/kim-lee")
        let outside = root.appendingPathComponent("outside")
        for dir in [athlete.appendingPathComponent("notes"), outside] {
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        }
        try "name: Kim Lee\n".write(to: athlete.appendingPathComponent("athlete.yml"), atomically: true, encoding: .utf8)
        try "root:x:0:0:root:/root:/bin/bash\n".write(to: outside.appendingPathComponent("passwd"), atomically: true, encoding: .utf8)
        return (root, content, athlete, outside)
    }

    func load(_ content: URL) -> [String] {
        let source = ContentFolderSource(contentFolder: content, displayRoot: "content")
        do {
            let (_, problems) = try source.loadAthlete("kim-lee", config: SiteConfig())
            return problems.items.map(\.description)
        } catch {
            return error.diagnostics.items.map(\.description)
        }
    }

    func message(_ target: URL) -> String {
        "this is a symbolic link to \(ContentFile.realPath(target.path)!), outside the content folder; "
            + "copy the file into the content folder instead"
    }

    @Test func noteLinkedOutsideIsAnErrorNamingIt() throws {
        let (root, content, athlete, outside) = try folder()
        defer { try? fm.removeItem(at: root) }
        let passwd = outside.appendingPathComponent("passwd")
        try fm.createSymbolicLink(at: athlete.appendingPathComponent("notes/leak.md"), withDestinationURL: passwd)
        #expect(load(content) == ["content/athletes/kim-lee/notes/leak.md: error: " + message(passwd)])
    }

    @Test func tableProfileAndSettingsLinkedOutsideAreErrors() throws {
        let (root, content, athlete, outside) = try folder()
        defer { try? fm.removeItem(at: root) }
        let csv = outside.appendingPathComponent("schools.csv")
        try "id,name\ns1,Rice\n".write(to: csv, atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(at: athlete.appendingPathComponent("schools.csv"), withDestinationURL: csv)
        let yml = outside.appendingPathComponent("athlete.yml")
        try fm.moveItem(at: athlete.appendingPathComponent("athlete.yml"), to: yml)
        try fm.createSymbolicLink(at: athlete.appendingPathComponent("athlete.yml"), withDestinationURL: yml)
        #expect(load(content) == [
            "content/athletes/kim-lee/athlete.yml: error: " + message(yml),
            "content/athletes/kim-lee/schools.csv: error: " + message(csv),
        ])
        let site = outside.appendingPathComponent("site.yml")
        try "title: Leak\n".write(to: site, atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(at: content.appendingPathComponent("site.yml"), withDestinationURL: site)
        let (_, problems) = ContentFolderSource.loadConfig(contentFolder: content, displayRoot: "content")
        #expect(problems.items.map(\.description) == ["content/site.yml: error: " + message(site)])
    }

    @Test func athleteFolderLinkedOutsideIsAnError() throws {
        let (root, content, athlete, outside) = try folder()
        defer { try? fm.removeItem(at: root) }
        // The whole notes folder is a link out: every note in it is refused.
        try fm.removeItem(at: athlete.appendingPathComponent("notes"))
        let notes = outside.appendingPathComponent("notes")
        try fm.createDirectory(at: notes, withIntermediateDirectories: true)
        try "# Diary\n".write(to: notes.appendingPathComponent("diary.md"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(at: athlete.appendingPathComponent("notes"), withDestinationURL: notes)
        #expect(load(content) == ["content/athletes/kim-lee/notes/diary.md: error: " + message(notes.appendingPathComponent("diary.md"))])
    }

    @Test func linksThatStayInsideAreFollowed() throws {
        let (root, content, athlete, _) = try folder()
        defer { try? fm.removeItem(at: root) }
        let shared = content.appendingPathComponent("shared")
        try fm.createDirectory(at: shared, withIntermediateDirectories: true)
        try "# Shared\n\nHello\n".write(to: shared.appendingPathComponent("note.md"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: athlete.appendingPathComponent("notes/2026-01-01-shared.md").path,
                                  withDestinationPath: "../../../shared/note.md")
        #expect(load(content) == [])
        // And the content folder itself may be reached through a link.
        let link = root.appendingPathComponent("link")
        try fm.createSymbolicLink(at: link, withDestinationURL: content)
        let source = ContentFolderSource(contentFolder: link, displayRoot: "link")
        let (data, problems) = try source.loadAthlete("kim-lee", config: SiteConfig())
        #expect(problems.isEmpty)
        #expect(data.notes.map(\.title) == ["Shared"])
    }
}
