import Foundation
import Testing
@testable import SiteData

/// A notes folder the user could not read used to give no notes and exit 0 (145 pages instead
/// of 148); an athlete folder that could not be read was "athlete.yml is missing". Each is now
/// an error naming what cannot be read. Permissions are enforced through `Unprivileged`, which
/// makes them count when the tests run as root.
@Suite(.enabled(if: Unprivileged.isAvailable)) struct UnreadableContentTests {
    func denied(_ url: URL) { chmod(url.path, 0) }

    @Test func anUnreadableNotesFolderIsAnError() throws {
        let f = try ContentFolderFixture("unreadable-notes")
        defer { f.remove() }
        try f.write("# Visit\n", to: "notes/visit.md")
        denied(f.notes)
        #expect(Unprivileged.run { f.problems() } == [
            "content/athletes/kim-lee/notes: error: cannot read the folder: permission denied",
        ])
    }

    @Test func anUnreadableNoteOrTableIsAnError() throws {
        let f = try ContentFolderFixture("unreadable-files")
        defer { f.remove() }
        try f.write("# Visit\n", to: "notes/visit.md")
        try f.write("# Plan\n", to: "notes/plan.md")
        try f.write("id,name\ns1,Rice\n", to: "schools.csv")
        denied(f.notes.appendingPathComponent("visit.md"))
        denied(f.athlete.appendingPathComponent("schools.csv"))
        #expect(Unprivileged.run { f.problems() } == [
            "content/athletes/kim-lee/notes/visit.md: error: cannot read the file: permission denied",
            "content/athletes/kim-lee/schools.csv: error: cannot read the file: permission denied",
        ])
    }

    @Test func anUnreadableAthleteFolderSaysSoNotThatTheProfileIsMissing() throws {
        let f = try ContentFolderFixture("unreadable-athlete")
        defer { f.remove() }
        denied(f.athlete)
        #expect(Unprivileged.run { f.problems() } == [
            "content/athletes/kim-lee: error: cannot read the folder: permission denied",
        ])
        // A folder that can be listed but not entered: the profile cannot be read either.
        chmod(f.athlete.path, 0o444)
        #expect(Unprivileged.run { f.problems() } == [
            "content/athletes/kim-lee/athlete.yml: error: cannot read the file: permission denied",
            "content/athletes/kim-lee/notes: error: cannot read the folder: permission denied",
        ])
    }

    @Test func anUnreadableAthletesFolderOrSettingsFileIsAnError() throws {
        let f = try ContentFolderFixture("unreadable-athletes")
        defer { f.remove() }
        try "title: T\n".write(to: f.content.appendingPathComponent("site.yml"), atomically: false, encoding: .utf8)
        denied(f.content.appendingPathComponent("site.yml"))
        denied(f.content.appendingPathComponent("athletes"))
        let source = ContentFolderSource(contentFolder: f.content, displayRoot: "content")
        let slugs = Unprivileged.run { () -> [String] in
            do { return try source.athleteSlugs() } catch let error as InputError {
                return error.diagnostics.items.map(\.description)
            } catch { return ["\(error)"] }
        }
        #expect(slugs == ["content/athletes: error: cannot read the folder: permission denied"])
        let settings = Unprivileged.run {
            ContentFolderSource.loadConfig(contentFolder: f.content, displayRoot: "content").1.items.map(\.description)
        }
        #expect(settings == ["content/site.yml: error: cannot read the file: permission denied"])
    }

    /// The mechanism itself: without it, these tests would pass as root only by luck.
    @Test func permissionsAreEnforced() throws {
        let f = try ContentFolderFixture("unreadable-check")
        defer { f.remove() }
        let file = f.athlete.appendingPathComponent("athlete.yml")
        denied(file)
        #expect(ContentFile.contents(file.path) != nil || geteuid() != 0)   // root reads it anyway
        #expect(Unprivileged.run { open(file.path, O_RDONLY) == -1 && errno == EACCES } == true)
    }
}
