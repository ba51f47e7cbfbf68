import Foundation
import Testing

/// A mistyped command says so and suggests the command, instead of "unexpected argument".
@Suite struct UnknownCommandCLITests {
    @Test(arguments: [("biuld", "build"), ("chek", "check"), ("packt", "packet"), ("serv", "serve"), ("exprot-sql", "export-sql")])
    func aTypoSuggestsTheCommand(typed: String, meant: String) throws {
        let r = try CLIRunner.run([typed, "--content", "content"])
        #expect(r.status == 1)
        #expect(r.err == "error: unknown command '\(typed)'; did you mean '\(meant)'?\n")
        #expect(r.out.isEmpty)
    }

    @Test func aWordFarFromEveryCommandListsThem() throws {
        let r = try CLIRunner.run(["publish"])
        #expect(r.status == 1)
        #expect(r.err == "error: unknown command 'publish' (the commands: build, check, new, packet, serve, theme, export-sql, help)\n")
    }

    @Test func optionsAloneStillBuild() throws {
        // No word first: the default command (build) parses its options as before.
        let r = try CLIRunner.run(["--content", "/nonexistent-sitegen-content"])
        #expect(r.status == 1)
        #expect(!r.err.contains("unknown command"))
    }
}
