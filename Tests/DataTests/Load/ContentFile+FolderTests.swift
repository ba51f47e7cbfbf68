import Foundation
import Testing
@testable import SiteData

/// While `schools.csv` was open in Excel, its `~$schools.csv` made `check` fail ("unknown table
/// file"). Lock files, backups and system files are now ignored in every folder sitegen lists.
@Suite struct ContentFileFolderTests {
    static let junk = ["~$schools.csv", ".~lock.schools.csv#", ".DS_Store", "Thumbs.db", "thumbs.db", "schools.csv~",
                       ".schools.csv.swp", ".schools.csv.swo"]

    @Test(arguments: junk + ["~$visit.md", "visit.md~", ".visit.md.swp", "~$dashboard.yml", "._dashboard.yml", "._visit.md"])
    func ignored(name: String) { #expect(ContentFile.isIgnored(name)) }

    @Test(arguments: ["schools.csv", "visit.md", "~schools.csv", "$schools.csv", ".~lock.schools.csv", "schools.swp",
                      "Thumbs.db.csv", "DS_Store", "a~b.md"])
    func notIgnored(name: String) { #expect(!ContentFile.isIgnored(name)) }

    @Test func lockFilesAndBackupsInEveryFolderAreIgnored() throws {
        let f = try ContentFolderFixture("junk")
        defer { f.remove() }
        try f.write("id,name\ns1,Rice\n", to: "schools.csv")
        try f.write("# Visit\n", to: "notes/visit.md")
        for name in Self.junk { try f.write("junk", to: name) }
        for name in ["~$visit.md", "visit.md~", ".visit.md.swp", "Thumbs.db", ".DS_Store"] { try f.write("# Junk\n", to: "notes/" + name) }
        let athletes = f.content.appendingPathComponent("athletes")
        for name in ["~$x", "Thumbs.db", ".DS_Store"] {
            try FileManager.default.createDirectory(at: athletes.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        #expect(f.problems() == [])
        #expect(f.data()?.notes.map(\.fileName) == ["visit"])
        #expect(f.data()?.schools.map(\.id) == ["s1"])
        #expect(try ContentFolderSource(contentFolder: f.content, displayRoot: "content").athleteSlugs() == ["kim-lee"])
    }

    @Test func listNamesWhatIsThereOrWhyNot() throws {
        let f = try ContentFolderFixture("list")
        defer { f.remove() }
        try f.write("# Visit\n", to: "notes/visit.md")
        #expect(ContentFile.list(f.notes.path) == .names(["visit.md"]))
        #expect(ContentFile.list(f.notes.appendingPathComponent("visit.md").path) == .notAFolder)
        #expect(ContentFile.list(f.notes.appendingPathComponent("none").path) == .missing)
    }
}
