import Testing
@testable import SiteOutput

/// A path printed in a command to copy is one shell word, quoted only when it needs it.
@Suite struct ShellWordTests {
    @Test(arguments: [("my-content", "my-content"), ("a b", "'a b'"), ("it's", #"'it'\''s'"#), ("", "''")])
    func pathsAreOneShellWord(path: String, word: String) {
        #expect(ShellWord.quoted(path) == word)
    }
}
