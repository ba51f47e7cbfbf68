import Foundation
import Testing
@testable import SiteData

/// Notes saved as `.txt`, `.docx` or `.MD` are not read, and each says so.
@Suite struct NotesLoaderOtherFilesTests {
    @Test func textAndWordFilesBesideTheNotesAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["visit.md", "call.txt", "Camp.MD", "letter.docx", "field.png", "~$letter.docx", ".hidden.txt", "README"] {
            try Data("x\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let (notes, d) = NotesLoader.load(folder: folder, displayRoot: "a/notes", resolver: nil)
        #expect(notes.map(\.fileName) == ["visit"])
        #expect(d.items.map(\.description) == [
            #"a/notes/Camp.MD: warning: not read as a note: notes are files ending in ".md"; rename it "Camp.md""#,
            #"a/notes/call.txt: warning: not read as a note: notes are files ending in ".md"; rename it "call.md""#,
            #"a/notes/letter.docx: warning: not read as a note: notes are plain-text files ending in ".md", and this is a "#
                + #"word processor's file; save it as plain text (.txt) and name that "letter.md""#,
        ])
    }
}
