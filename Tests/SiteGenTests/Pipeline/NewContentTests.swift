import Foundation
import Testing
@testable import SiteGen
import SiteOutput

@Suite struct NewContentTests {
    @Test func newPrintsTheNextCommands() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dir = tmp.appendingPathComponent("my content").path
        let message = try Commands.newContent(directory: dir, athletes: nil, today: "2026-11-22", pinToday: false, environment: [:])
        #expect(message == """
            Wrote sample content for 3 athletes to \(dir) (dates counted back from 2026-11-22).
            Next, preview it while you edit:  sitegen serve --content '\(dir)'
            or build the site into a folder:  sitegen build --content '\(dir)' --output site
            """)
    }

    @Test(arguments: [("my-content", "my-content"), ("a b", "'a b'"), ("it's", #"'it'\''s'"#), ("", "''")])
    func pathsAreOneShellWord(path: String, word: String) {
        #expect(ShellWord.quoted(path) == word)
    }
}
